import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('return to after login', () => {
  it('keeps pages of the app, with their query', () => {
    expect(safeReturnTo('/pages/TemplateManage/templateInfo/shareTemplate?code=AbC-12_x')).toBe('/pages/TemplateManage/templateInfo/shareTemplate?code=AbC-12_x');
  });
  it.each(['https://evil.example/pages/x', '//evil.example/pages/x', '/pages/../../x\\y', 'javascript:alert(1)', '/pages/login/loginByMobileCode?returnTo=x', '/pages/login/settingPassword', '', null])(
    'refuses %j', (value) => {
      expect(safeReturnTo(value)).toBeUndefined();
    });
});
