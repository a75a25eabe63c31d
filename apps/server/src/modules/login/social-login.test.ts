import { qqSignCode } from '@repwise/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { call, FakeClock, getInfo, makeUser, SMS_COOLDOWN_MS, smsCode, uniqueMobile, type Answer } from '../../test/factories.ts';
import { QQ_APPID, startFakeProviders, type FakeProviders } from '../../test/fake-providers.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from '../../test/harness.ts';
import type { LocalCredential, LoginProviders, LoginResult, SocialLoginResult } from '@repwise/contracts';

const PATHS = {
  qq: '/api-training/login/qq',
  ios: '/api-training/login/ios',
  umeng: '/api-training/login/umeng',
  univerify: '/api-training/login/univerify',
  registerQq: '/api-training/register/qq',
  registerIos: '/api-training/register/ios',
  providers: '/api-training/login/providers',
  localAuthorize: '/api-training/login/local/authorize',
};
const FAILED = { en: 'Authorization failed', 'zh-Hans': '授权失败' };

/** The QQ SDK's auth result with the app's signed code of spec §7. */
function qqBody(accessToken: string, openid: string, appid = QQ_APPID, overrides: Record<string, unknown> = {}) {
  const values = { access_token: accessToken, openid, expires_in: 7776000, scope: 'get_user_info', appid };
  const code = qqSignCode({ accessToken, scope: values.scope, expiresIn: values.expires_in, openid, appid });
  return { ...values, code, ...overrides };
}

const post = <T = SocialLoginResult>(t: TestApp, path: string, body: object, lang?: string): Promise<Answer<T | null>> =>
  call<T | null>(t, 'POST', path, { body, ...(lang ? { lang } : {}) });

async function expectFailed(t: TestApp, path: string, body: object): Promise<void> {
  expect(await post(t, path, body)).toMatchObject({ httpStatus: 400, status: 400, msg: FAILED.en, data: null });
  expect(await post(t, path, body, 'zh-Hans')).toMatchObject({ httpStatus: 400, msg: FAILED['zh-Hans'] });
}

const countRows = async (t: TestApp, table: 'users' | 'social_identities') =>
  Number((await t.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe.each(ENGINES)('social sign-in through the real adapters on %s', (engine) => {
  let fake: FakeProviders;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(() => fake.close());
  const t = useTestApp(engine, () => ({ config: { social: fake.social } }));

  it('tells the app which providers are configured', async () => {
    const res = await call<LoginProviders>(t, 'GET', PATHS.providers);
    // No PUBLIC_URL, no redirect address for the web flows: only a native shell can use these.
    expect(res.data).toEqual({
      qq: { appid: QQ_APPID, mode: 'real', web: false }, apple: { clientId: 'com.example.repwise', mode: 'real', web: false }, oneTap: { mode: 'real', web: false }, smsCodes: 'printed',
    });
  });

  it('says whether login codes are sent by SMS or printed by the server (the console provider)', async () => {
    const aliyun = { provider: 'aliyun', accessKeyId: 'id', accessKeySecret: 'secret', signName: 'Repwise', templateCode: 'SMS_1', endpoint: 'https://sms.example' } as const;
    const sending = await startTestApp(engine, { config: { sms: aliyun } });
    try {
      expect((await call<LoginProviders>(sending, 'GET', PATHS.providers)).data?.smsCodes).toBe('sent');
    } finally {
      await sending.close();
    }
  });

  describe('Apple', () => {
    it('answers an unknown Apple account with registered: false and no token', async () => {
      const res = await post(t, PATHS.ios, { openid: 'apple-new', identityToken: fake.appleToken('apple-new') });
      expect(res).toMatchObject({ httpStatus: 200, data: { registered: false, token: null, areLoginFirstTime: true } });
      expect(await countRows(t, 'social_identities')).toBe(0);
    });

    it('refuses a token signed with a key Apple never published', async () => {
      await expectFailed(t, PATHS.ios, { openid: 'apple-1', identityToken: fake.appleToken('apple-1', {}, fake.forger()) });
    });

    it('refuses an expired token', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      await expectFailed(t, PATHS.ios, { openid: 'apple-1', identityToken: fake.appleToken('apple-1', { iat: past - 600, exp: past }) });
    });

    it('refuses a token for another app (audience) or from another issuer', async () => {
      await expectFailed(t, PATHS.ios, { openid: 'apple-1', identityToken: fake.appleToken('apple-1', { aud: 'com.other.app' }) });
      await expectFailed(t, PATHS.ios, { openid: 'apple-1', identityToken: fake.appleToken('apple-1', { iss: 'https://evil.example' }) });
    });

    it('refuses a token of another Apple user than the one sent, a tampered one and one that is no JWT', async () => {
      await expectFailed(t, PATHS.ios, { openid: 'apple-2', identityToken: fake.appleToken('apple-1') });
      const [header, , signature] = fake.appleToken('apple-1').split('.');
      const payload = Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com', aud: 'com.example.repwise', sub: 'apple-2', exp: 9999999999 })).toString('base64url');
      await expectFailed(t, PATHS.ios, { openid: 'apple-2', identityToken: `${header}.${payload}.${signature}` });
      await expectFailed(t, PATHS.ios, { openid: 'apple-1', identityToken: 'not.a.jwt' });
    });

    it('binds a phone by SMS code (register/ios), then the Apple account logs straight in', async () => {
      const mobile = uniqueMobile();
      const smsCodeOf = await smsCode(t, mobile);
      const registered = await post(t, PATHS.registerIos, { openid: 'apple-3', identityToken: fake.appleToken('apple-3'), mobile, smsCode: smsCodeOf });
      expect(registered).toMatchObject({ httpStatus: 200, data: { registered: true, areLoginFirstTime: true } });
      const me = await getInfo(t, registered.data!.token!);
      expect(me.data?.mobile).toBe(mobile);

      const again = await post(t, PATHS.ios, { openid: 'apple-3', identityToken: fake.appleToken('apple-3') });
      expect(again).toMatchObject({ httpStatus: 200, data: { registered: true, profile: null } });
      expect((await getInfo(t, again.data!.token!)).data?.id).toBe(me.data?.id);
    });

    it('does not bind without the right SMS code', async () => {
      const mobile = uniqueMobile();
      const right = await smsCode(t, mobile);
      const wrong = right.slice(0, 5) + String((Number(right[5]) + 1) % 10);
      const res = await post(t, PATHS.registerIos, { openid: 'apple-4', identityToken: fake.appleToken('apple-4'), mobile, smsCode: wrong });
      expect(res).toMatchObject({ httpStatus: 400, msg: 'The verification code is incorrect' });
      expect(await countRows(t, 'social_identities')).toBe(0);
    });
  });

  describe('QQ', () => {
    it('refuses a wrong signed code, another app id, and a token QQ does not know, in both languages', async () => {
      const token = fake.qqToken('qq-open-1');
      await expectFailed(t, PATHS.qq, qqBody(token, 'qq-open-1', QQ_APPID, { code: qqSignCode({ accessToken: token, scope: 'x', expiresIn: 1, openid: 'qq-open-1', appid: QQ_APPID }) }));
      await expectFailed(t, PATHS.qq, qqBody(token, 'qq-open-1', QQ_APPID, { expires_in: 1 }));
      await expectFailed(t, PATHS.qq, qqBody(token, 'qq-open-1', '999'));
      await expectFailed(t, PATHS.qq, qqBody('qq-unknown', 'qq-open-1'));
      // A token QQ issued to another app, or for another openid.
      await expectFailed(t, PATHS.qq, qqBody(fake.qqToken('qq-open-1', undefined, '555'), 'qq-open-1'));
      await expectFailed(t, PATHS.qq, qqBody(token, 'qq-open-2'));
      expect(await countRows(t, 'social_identities')).toBe(0);
    });

    it('answers an unknown QQ account with its QQ profile for the bind screen', async () => {
      const res = await post(t, PATHS.qq, qqBody(fake.qqToken('qq-open-3', 'Xiao Ming'), 'qq-open-3'));
      expect(res).toMatchObject({ httpStatus: 200, data: { registered: false, token: null, profile: { nickName: 'Xiao Ming', avatar: 'https://qzapp.qlogo.cn/x/100' } } });
    });

    it('unregistered → bind a new phone → registered, with the QQ nickname', async () => {
      const token = fake.qqToken('qq-open-4', 'Han Meimei');
      expect((await post(t, PATHS.qq, qqBody(token, 'qq-open-4'))).data?.registered).toBe(false);
      const mobile = uniqueMobile();
      const res = await post(t, PATHS.registerQq, { ...qqBody(token, 'qq-open-4'), mobile, smsCode: await smsCode(t, mobile) });
      expect(res).toMatchObject({ httpStatus: 200, data: { registered: true } });
      expect((await getInfo(t, res.data!.token!)).data).toMatchObject({ mobile, nickName: 'Han Meimei' });
      const again = await post(t, PATHS.qq, qqBody(token, 'qq-open-4'));
      expect(again.data).toMatchObject({ registered: true });
      expect(again.data!.token).toEqual(expect.any(String));
    });

    it('links a phone that already has an account: same person, no new row, own nickname kept', async () => {
      const existing = await makeUser(t, { nickName: 'Old Name' });
      const users = await countRows(t, 'users');
      const token = fake.qqToken('qq-open-5', 'QQ Name');
      const res = await post(t, PATHS.registerQq, { ...qqBody(token, 'qq-open-5'), mobile: existing.mobile, smsCode: await smsCode(t, existing.mobile) });
      expect(res.data?.registered).toBe(true);
      expect((await getInfo(t, res.data!.token!)).data).toMatchObject({ id: existing.id, nickName: 'Old Name' });
      expect(res.data?.areLoginFirstTime).toBe(false);
      expect(await countRows(t, 'users')).toBe(users);
      expect(await countRows(t, 'social_identities')).toBe(1);
      // The old session still works: linking starts a session, it does not replace the account.
      expect((await getInfo(t, existing.token)).status).toBe(200);
    });

    it('refuses to bind a QQ account already linked to another number', async () => {
      const token = fake.qqToken('qq-open-6');
      const first = uniqueMobile();
      expect((await post(t, PATHS.registerQq, { ...qqBody(token, 'qq-open-6'), mobile: first, smsCode: await smsCode(t, first) })).status).toBe(200);
      const second = uniqueMobile();
      const res = await post(t, PATHS.registerQq, { ...qqBody(token, 'qq-open-6'), mobile: second, smsCode: await smsCode(t, second) }, 'zh-Hans');
      expect(res).toMatchObject({ httpStatus: 409, msg: '该账号已绑定其他手机号' });
    });

    it('refuses a bind whose QQ proof fails before the SMS code is used', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      await expectFailed(t, PATHS.registerQq, { ...qqBody('qq-unknown', 'qq-open-7'), mobile, smsCode: code });
      expect((await call(t, 'POST', '/api-training/login/sms', { body: { mobile, code } })).status).toBe(200);
    });
  });

  describe('carrier one-tap (Umeng U-Verify)', () => {
    it('logs in with the number the carrier gives, on login/umeng and login/univerify', async () => {
      const mobile = uniqueMobile();
      const res = await post<LoginResult>(t, PATHS.umeng, { token: fake.carrierToken(mobile) });
      expect(res).toMatchObject({ httpStatus: 200, data: { registered: true, areLoginFirstTime: true } });
      const me = await getInfo(t, res.data!.token);
      expect(me.data?.mobile).toBe(mobile);
      const again = await post<LoginResult>(t, PATHS.univerify, { mobile, code: fake.carrierToken(mobile) });
      expect((await getInfo(t, again.data!.token)).data?.id).toBe(me.data?.id);
      expect(fake.seen.filter((s) => s.path === '/api/v1/mobile/info').every((s) => s.authorization === 'APPCODE umeng-app-code' && s.appkey === 'umeng-app-key')).toBe(true);
    });

    it('refuses a token the carrier does not know, and a number that is not the carrier’s', async () => {
      await expectFailed(t, PATHS.umeng, { token: 'carrier-unknown' });
      await expectFailed(t, PATHS.univerify, { mobile: uniqueMobile(), code: fake.carrierToken(uniqueMobile()) });
      // An SMS code is no carrier token.
      const mobile = uniqueMobile();
      await expectFailed(t, PATHS.univerify, { mobile, code: await smsCode(t, mobile) });
    });
  });
});

describe.each(ENGINES)('social sign-in when a provider cannot be reached on %s', (engine) => {
  const t = useTestApp(engine, () => ({
    config: {
      social: {
        qq: { mode: 'qq', appId: QQ_APPID, graphUrl: 'http://127.0.0.1:9', appSecret: null },
        apple: { mode: 'apple', clientId: 'x', keysUrl: 'http://127.0.0.1:9/auth/keys', web: null },
        oneTap: { mode: 'off' },
      },
    },
  }));

  it('answers 502 Authorization failed, never a 5xx of its own', async () => {
    expect(await post(t, PATHS.qq, qqBody('t', 'o'))).toMatchObject({ httpStatus: 502, msg: FAILED.en });
    expect(await post(t, PATHS.ios, { openid: 'a', identityToken: 'a.b.c' }, 'zh-Hans')).toMatchObject({ httpStatus: 502, msg: FAILED['zh-Hans'] });
  });

  it('hides a switched-off provider and refuses its routes', async () => {
    expect((await call<LoginProviders>(t, 'GET', PATHS.providers)).data?.oneTap).toBeNull();
    await expectFailed(t, PATHS.umeng, { token: 'x' });
    expect(await post(t, PATHS.localAuthorize, { provider: 'qq', subject: 'me' })).toMatchObject({ httpStatus: 404 });
  });
});

describe.each(ENGINES)('the local providers (development and tests) on %s', (engine) => {
  let clock: FakeClock;
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now) }));

  const authorize = async (body: object) => (await post<LocalCredential>(t, PATHS.localAuthorize, body)).data!;

  it('are the default outside production', async () => {
    expect((await call<LoginProviders>(t, 'GET', PATHS.providers)).data).toEqual({
      qq: { appid: 'repwise-local', mode: 'local', web: true }, apple: { clientId: 'repwise.local', mode: 'local', web: true }, oneTap: { mode: 'local', web: true }, smsCodes: 'printed',
    });
  });

  it('QQ: sign in as someone, bind a phone, sign in again', async () => {
    const credential = await authorize({ provider: 'qq', subject: 'local-qq-1', nickName: 'Local QQ' });
    const body = qqBody(credential.token, credential.subject, 'repwise-local', { expires_in: credential.expiresIn, scope: credential.scope });
    body.code = qqSignCode({ accessToken: credential.token, scope: credential.scope, expiresIn: credential.expiresIn, openid: credential.subject, appid: 'repwise-local' });
    expect((await post(t, PATHS.qq, body)).data).toMatchObject({ registered: false, profile: { nickName: 'Local QQ' } });
    const mobile = uniqueMobile();
    expect((await post(t, PATHS.registerQq, { ...body, mobile, smsCode: await smsCode(t, mobile) })).data?.registered).toBe(true);
    expect((await post(t, PATHS.qq, body)).data?.registered).toBe(true);
    // Another openid with this token is refused.
    await expectFailed(t, PATHS.qq, { ...body, openid: 'local-qq-2', code: qqSignCode({ accessToken: credential.token, scope: credential.scope, expiresIn: credential.expiresIn, openid: 'local-qq-2', appid: 'repwise-local' }) });
  });

  it('Apple: an RS256 token of the local key; a doctored one is refused', async () => {
    const credential = await authorize({ provider: 'apple', subject: 'local.apple.1' });
    expect((await post(t, PATHS.ios, { openid: credential.subject, identityToken: credential.token })).data?.registered).toBe(false);
    await expectFailed(t, PATHS.ios, { openid: credential.subject, identityToken: `${credential.token.slice(0, -4)}AAAA` });
  });

  it('one-tap: the number of the sheet logs in; deactivation unlinks social accounts', async () => {
    const mobile = uniqueMobile();
    const res = await post<LoginResult>(t, PATHS.univerify, { code: (await authorize({ provider: 'oneTap', mobile })).token });
    expect((await getInfo(t, res.data!.token)).data?.mobile).toBe(mobile);

    const apple = await authorize({ provider: 'apple', subject: 'local.apple.2' });
    const bound = await post(t, PATHS.registerIos, { openid: apple.subject, identityToken: apple.token, mobile, smsCode: await smsCode(t, mobile) });
    expect((await getInfo(t, bound.data!.token!)).data?.mobile).toBe(mobile);
    const token = bound.data!.token!;
    clock.advance(SMS_COOLDOWN_MS);
    const code = await smsCode(t, mobile);
    expect((await call(t, 'POST', '/api-training/mp/training/user/unsubscribe', { token, body: { code } })).status).toBe(200);
    const fresh = await authorize({ provider: 'apple', subject: 'local.apple.2' });
    expect((await post(t, PATHS.ios, { openid: fresh.subject, identityToken: fresh.token })).data?.registered).toBe(false);
  });
});
