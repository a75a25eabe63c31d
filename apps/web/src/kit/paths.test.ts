import { describe, expect, it } from 'vitest';
import { loginPath } from './paths.ts';

describe('the login path', () => {
  it('asks to come back to a page of the app, query and all', () => {
    expect(loginPath('/pages/scanQr/scanTeamQr?squadId=3')).toBe('/pages/login/loginByMobileCode?returnTo=%2Fpages%2FscanQr%2FscanTeamQr%3FsquadId%3D3');
  });
  it('is the plain login page without a page, or with one from elsewhere', () => {
    expect(loginPath(undefined)).toBe('/pages/login/loginByMobileCode');
    expect(loginPath('https://evil.example/pages/x')).toBe('/pages/login/loginByMobileCode');
  });
});
