import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to.ts';

describe('return to after login', () => {
  it('keeps pages of the app, with their query', () => {
    expect(safeReturnTo('/pages/TemplateManage/templateInfo/shareTemplate?code=AbC-12_x')).toBe('/pages/TemplateManage/templateInfo/shareTemplate?code=AbC-12_x');
    expect(loginPath('/pages/scanQr/scanTeamQr?squadId=3')).toBe('/pages/login/loginByMobileCode?returnTo=%2Fpages%2FscanQr%2FscanTeamQr%3FsquadId%3D3');
  });
  it.each(['https://evil.example/pages/x', '//evil.example/pages/x', '/pages/../../x\\y', 'javascript:alert(1)', '/pages/login/loginByMobileCode?returnTo=x', '', null])(
    'refuses %j', (value) => {
      expect(safeReturnTo(value)).toBeUndefined();
    });
  it('sends to plain login without a page to return to', () => {
    expect(loginPath(undefined)).toBe('/pages/login/loginByMobileCode');
  });
});
