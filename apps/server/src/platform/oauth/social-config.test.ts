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
      qq: { mode: 'qq', appId: '101', graphUrl: 'https://graph.qq.com' },
      apple: { mode: 'apple', clientId: 'com.x', keysUrl: 'https://appleid.apple.com/auth/keys' },
      oneTap: { mode: 'umeng', appKey: 'k', appCode: 'c', verifyUrl: 'https://verify5.market.alicloudapi.com/api/v1/mobile/info' },
    });
  });
});
