import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const base = { DATA_DIR: '.tmp/unused' };

describe('social sign-in settings', () => {
  it('use the local providers outside production and none in production', () => {
    expect(loadConfig(base).social).toEqual({ qq: { mode: 'local' }, apple: { mode: 'local' }, oneTap: { mode: 'local' } });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).social).toEqual({ qq: { mode: 'off' }, apple: { mode: 'off' }, oneTap: { mode: 'off' } });
  });

  it('refuse a local provider in production: it lets anyone sign in as anyone', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', APPLE_LOGIN: 'local' })).toThrow(/APPLE_LOGIN=local .* refused with NODE_ENV=production/);
  });

  it('need the credentials of a real provider', () => {
    expect(() => loadConfig({ ...base, QQ_LOGIN: 'qq' })).toThrow(/QQ_LOGIN=qq needs QQ_APP_ID/);
    expect(() => loadConfig({ ...base, APPLE_LOGIN: 'apple' })).toThrow(/APPLE_CLIENT_ID/);
    expect(() => loadConfig({ ...base, ONE_TAP_LOGIN: 'umeng', UMENG_APP_KEY: 'k' })).toThrow(/needs UMENG_APP_CODE/);
    expect(loadConfig({ ...base, NODE_ENV: 'production', QQ_LOGIN: 'qq', QQ_APP_ID: '101', APPLE_LOGIN: 'apple', APPLE_CLIENT_ID: 'com.x', ONE_TAP_LOGIN: 'umeng', UMENG_APP_KEY: 'k', UMENG_APP_CODE: 'c' }).social).toEqual({
      qq: { mode: 'qq', appId: '101', graphUrl: 'https://graph.qq.com', appSecret: null },
      apple: { mode: 'apple', clientId: 'com.x', keysUrl: 'https://appleid.apple.com/auth/keys', web: null },
      oneTap: { mode: 'umeng', appKey: 'k', appCode: 'c', verifyUrl: 'https://verify5.market.alicloudapi.com/api/v1/mobile/info' },
    });
  });

  it('take the web flows\' settings: QQ\'s app key, the providers\' addresses, the rate limit', () => {
    const web = loadConfig({
      ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://club.example.com', QQ_LOGIN: 'qq', QQ_APP_ID: '101', QQ_APP_SECRET: 'key', QQ_GRAPH_URL: 'http://127.0.0.1:7001',
      APPLE_LOGIN: 'apple', APPLE_CLIENT_ID: 'com.x.web', APPLE_KEYS_URL: 'http://127.0.0.1:7001/auth/keys', APPLE_AUTH_URL: 'http://127.0.0.1:7001/auth/authorize',
      APPLE_TOKEN_URL: 'http://127.0.0.1:7001/auth/token', APPLE_TEAM_ID: 'T1', APPLE_KEY_ID: 'K1', APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----', SOCIAL_LOGIN_PER_IP_PER_MINUTE: '5',
    });
    expect(web.social.qq).toEqual({ mode: 'qq', appId: '101', graphUrl: 'http://127.0.0.1:7001', appSecret: 'key' });
    expect(web.social.apple).toEqual({
      mode: 'apple', clientId: 'com.x.web', keysUrl: 'http://127.0.0.1:7001/auth/keys',
      // A PEM written on one line with \n is the PEM.
      web: { authUrl: 'http://127.0.0.1:7001/auth/authorize', tokenUrl: 'http://127.0.0.1:7001/auth/token', teamId: 'T1', keyId: 'K1', privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----' },
    });
    expect(() => loadConfig({ ...base, APPLE_LOGIN: 'apple', APPLE_CLIENT_ID: 'com.x', APPLE_TEAM_ID: 'T1' })).toThrow(/APPLE_KEY_ID, APPLE_PRIVATE_KEY missing/);
    expect(web.socialLoginPerIpPerMinute).toBe(5);
    expect(loadConfig(base).socialLoginPerIpPerMinute).toBe(30);
    expect(loadConfig({ ...base, QQ_LOGIN: 'qq', QQ_APP_ID: '101', QQ_APP_SECRET: '' }).social.qq).toMatchObject({ appSecret: null });
    expect(() => loadConfig({ ...base, APPLE_AUTH_URL: 'not an address' })).toThrow(/APPLE_AUTH_URL/);
    expect(() => loadConfig({ ...base, SOCIAL_LOGIN_PER_IP_PER_MINUTE: '0' })).toThrow(/SOCIAL_LOGIN_PER_IP_PER_MINUTE/);
  });
});
