import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from '../../platform/kv/index.ts';
import { WEB_STATE_TTL_MS } from '../../platform/oauth/web-states.ts';
import { call, FakeClock, getInfo, smsCode, uniqueMobile } from '../../test/factories.ts';
import { APPLE_CLIENT_ID, QQ_APPID, startFakeProviders, type FakeProviders } from '../../test/fake-providers.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from '../../test/harness.ts';
import type { LoginProviders, SocialLoginResult, WebSignInResult } from '@repwise/contracts';

const AUTHORIZE = '/api-training/login/web/authorize';
const FINISH = '/api-training/login/web/finish';
const PUBLIC_URL = 'https://club.example.com';
const REDIRECT = `${PUBLIC_URL}/`;
const FAILED = { en: 'Authorization failed', 'zh-Hans': '授权失败' };

/** The browser's trip: our authorize address, the provider's page (the stand-in signs in at once), back to the login page. */
async function visitProvider(t: TestApp, provider: 'qq' | 'apple'): Promise<{ authorizeUrl: URL; back: URL; answer: Record<string, string> }> {
  const res = await call<{ url: string }>(t, 'GET', AUTHORIZE, { query: { provider } });
  expect(res.httpStatus).toBe(200);
  const authorizeUrl = new URL(res.data.url);
  const provided = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(provided.status).toBe(302);
  const back = new URL(provided.headers.get('location') ?? '');
  const answer = Object.fromEntries(back.searchParams);
  return { authorizeUrl, back, answer };
}

const finish = (t: TestApp, body: object, lang?: string) => call<WebSignInResult | null>(t, 'POST', FINISH, { body, ...(lang ? { lang } : {}) });

async function expectFailed(t: TestApp, body: object): Promise<void> {
  expect(await finish(t, body)).toMatchObject({ httpStatus: 400, msg: FAILED.en, data: null });
}

describe.each(ENGINES)('social sign-in from the web on %s', (engine) => {
  let fake: FakeProviders;
  let clock: FakeClock;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    clock = new FakeClock();
  });
  const t = useTestApp(engine, () => ({ kv: new MemoryStore(clock.now), config: { social: fake.social, publicUrl: PUBLIC_URL } }));

  it('offers QQ and Apple to the browser with their web flows configured, one-tap only to a native shell', async () => {
    const res = await call<LoginProviders>(t, 'GET', '/api-training/login/providers');
    expect(res.data).toMatchObject({ qq: { mode: 'real', web: true }, apple: { mode: 'real', web: true }, oneTap: { mode: 'real', web: false } });
  });

  describe('QQ (authorisation code)', () => {
    it('sends the browser to QQ with our app id, the app’s root as return address and a fresh state', async () => {
      const { authorizeUrl, back } = await visitProvider(t, 'qq');
      expect(authorizeUrl.pathname).toBe('/oauth2.0/authorize');
      expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({ response_type: 'code', client_id: QQ_APPID, redirect_uri: REDIRECT });
      expect(authorizeUrl.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
      const other = await call<{ url: string }>(t, 'GET', AUTHORIZE, { query: { provider: 'qq' } });
      expect(new URL(other.data.url).searchParams.get('state')).not.toBe(authorizeUrl.searchParams.get('state'));
    });

    it('an unknown QQ account goes on to bind a phone with a credential register/qq takes; then it is known', async () => {
      const openid = `qq-web-${Date.now()}`;
      fake.signInAs({ qq: { openid, nickname: 'Web Qiao' } });
      const { answer } = await visitProvider(t, 'qq');
      const first = await finish(t, { state: answer.state, code: answer.code });
      expect(first.data).toMatchObject({ registered: false, token: null, profile: { nickName: 'Web Qiao' }, credential: { provider: 'qq', body: { openid, appid: QQ_APPID } } });
      expect(fake.seen.filter((s) => s.path === '/oauth2.0/token')).not.toHaveLength(0);

      const mobile = uniqueMobile();
      const bound = await call<SocialLoginResult>(t, 'POST', '/api-training/register/qq', { body: { ...first.data!.credential!.body, mobile, smsCode: await smsCode(t, mobile) } });
      expect(bound.data.registered).toBe(true);
      expect((await getInfo(t, bound.data.token!)).data?.mobile).toBe(mobile);

      const again = await visitProvider(t, 'qq');
      const second = await finish(t, { state: again.answer.state, code: again.answer.code });
      expect(second.data).toMatchObject({ registered: true, credential: null, profile: null });
      expect((await getInfo(t, second.data!.token!)).data?.mobile).toBe(mobile);
    });

    it('refuses a replayed state, a state it never made, and a code QQ does not know', async () => {
      const { answer } = await visitProvider(t, 'qq');
      expect((await finish(t, { state: answer.state, code: answer.code })).httpStatus).toBe(200);
      await expectFailed(t, { state: answer.state, code: answer.code });
      await expectFailed(t, { state: 'made-up-state', code: answer.code });
      const next = await visitProvider(t, 'qq');
      await expectFailed(t, { state: next.answer.state, code: 'qq-code-forged' });
      // The state is used up even by a failed try: the right code with it is refused too.
      await expectFailed(t, { state: next.answer.state, code: next.answer.code });
    });

    it('refuses a state older than ten minutes, in both languages', async () => {
      const { answer } = await visitProvider(t, 'qq');
      clock.advance(WEB_STATE_TTL_MS + 1);
      expect(await finish(t, { state: answer.state, code: answer.code }, 'zh-Hans')).toMatchObject({ httpStatus: 400, msg: FAILED['zh-Hans'] });
    });

    it('refuses an Apple code with a QQ state, and a QQ code with an Apple state', async () => {
      const qq = await visitProvider(t, 'qq');
      const apple = await visitProvider(t, 'apple');
      await expectFailed(t, { state: qq.answer.state, code: apple.answer.code });
      await expectFailed(t, { state: apple.answer.state, code: qq.answer.code });
    });
  });

  describe('Apple (Sign in with Apple for the web)', () => {
    it('sends the browser to Apple with the Services ID, a code in the query, a state and a nonce', async () => {
      const { authorizeUrl } = await visitProvider(t, 'apple');
      expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({ response_type: 'code', response_mode: 'query', client_id: APPLE_CLIENT_ID, redirect_uri: REDIRECT });
      expect(authorizeUrl.searchParams.get('nonce')).toMatch(/^[\w-]{32}$/);
      expect(authorizeUrl.searchParams.get('nonce')).not.toBe(authorizeUrl.searchParams.get('state'));
    });

    it('an unknown Apple account binds a phone through register/ios; then it signs in', async () => {
      const subject = `apple.web.${Date.now()}`;
      fake.signInAs({ apple: { subject } });
      const { answer } = await visitProvider(t, 'apple');
      const first = await finish(t, { state: answer.state, code: answer.code });
      expect(first.data).toMatchObject({ registered: false, token: null, credential: { provider: 'apple', body: { openid: subject } } });
      const mobile = uniqueMobile();
      const bound = await call<SocialLoginResult>(t, 'POST', '/api-training/register/ios', { body: { ...first.data!.credential!.body, mobile, smsCode: await smsCode(t, mobile) } });
      expect(bound.data.registered).toBe(true);

      const again = await visitProvider(t, 'apple');
      const second = await finish(t, { state: again.answer.state, code: again.answer.code });
      expect(second.data).toMatchObject({ registered: true, credential: null });
      expect((await getInfo(t, second.data!.token!)).data?.mobile).toBe(mobile);
    });

    it('refuses a replayed state and a replayed code', async () => {
      const { answer } = await visitProvider(t, 'apple');
      expect((await finish(t, { state: answer.state, code: answer.code })).httpStatus).toBe(200);
      await expectFailed(t, { state: answer.state, code: answer.code });
      const next = await visitProvider(t, 'apple');
      await expectFailed(t, { state: next.answer.state, code: answer.code });
    });

    it('refuses a token of another nonce, another audience, a forged key or expired', async () => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      const tokens = [{ claims: { nonce: 'another-sign-in' } }, { claims: { nonce: undefined } }, { claims: { aud: 'com.other.app' } }, { forged: true }, { claims: { iat: past - 600, exp: past } }];
      for (const token of tokens) {
        fake.signInAs({ apple: { subject: 'apple-web-person', ...token } });
        const { answer } = await visitProvider(t, 'apple');
        await expectFailed(t, { state: answer.state, code: answer.code });
      }
      // The same trip with an honest token passes: the refusals above are the token's.
      fake.signInAs({ apple: { subject: 'apple-web-person' } });
      const { answer } = await visitProvider(t, 'apple');
      expect((await finish(t, { state: answer.state, code: answer.code })).httpStatus).toBe(200);
    });
  });
});

describe.each(ENGINES)('social sign-in from the web, unconfigured, on %s', (engine) => {
  let fake: FakeProviders;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(() => fake.close());
  const noAppKey = () => ({ ...fake.social, qq: { mode: 'qq', appId: QQ_APPID, graphUrl: fake.base, appSecret: null } as const });
  const t = useTestApp(engine, () => ({ config: { social: noAppKey(), publicUrl: PUBLIC_URL } }));

  it('QQ without its app key is the native SDK’s only: not offered to the browser, its authorize address 404', async () => {
    expect((await call<LoginProviders>(t, 'GET', '/api-training/login/providers')).data).toMatchObject({ qq: { mode: 'real', web: false }, apple: { web: true } });
    expect((await call(t, 'GET', AUTHORIZE, { query: { provider: 'qq' } })).httpStatus).toBe(404);
  });

  it('Apple without the team key, or without PUBLIC_URL, is not offered to the browser either', async () => {
    for (const config of [{ social: { ...fake.social, apple: { mode: 'apple', clientId: APPLE_CLIENT_ID, keysUrl: `${fake.base}/auth/keys`, web: null } as const }, publicUrl: PUBLIC_URL }, { social: fake.social }]) {
      const other = await startTestApp(engine, { config });
      try {
        expect((await call<LoginProviders>(other, 'GET', '/api-training/login/providers')).data?.apple).toMatchObject({ mode: 'real', web: false });
        expect((await call(other, 'GET', AUTHORIZE, { query: { provider: 'apple' } })).httpStatus).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('a provider name it does not know is bad input', async () => {
    expect((await call(t, 'GET', AUTHORIZE, { query: { provider: 'wechat' } })).httpStatus).toBe(400);
  });
});

describe.each(ENGINES)('rate limits of the social routes on %s', (engine) => {
  const t = useTestApp(engine, () => ({ config: { socialLoginPerIpPerMinute: 3 } }));

  it('answer 429 past the limit a minute from one address, whichever social route is called', async () => {
    const statuses = [];
    for (const path of ['/api-training/login/ios', '/api-training/login/umeng', '/api-training/login/web/finish', '/api-training/register/ios']) {
      statuses.push((await call(t, 'POST', path, { body: { token: 'x', state: 'x', code: 'x', openid: 'x', identityToken: 'x', mobile: uniqueMobile(), smsCode: '123456' } })).httpStatus);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await call(t, 'GET', AUTHORIZE, { query: { provider: 'qq' }, lang: 'zh-Hans' })).toMatchObject({ httpStatus: 429, msg: '请求过于频繁，请稍后再试' });
  });
});
