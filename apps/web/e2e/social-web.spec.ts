import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPLE_CLIENT_ID, APPLE_KEY_ID, APPLE_TEAM_ID, QQ_APP_SECRET, QQ_APPID, startFakeProviders, UMENG, type FakeProviders } from '../../server/src/test/fake-providers.ts';
import { openLogin, readSmsCode, shot, storedToken, uniqueMobile } from './support.ts';

/**
 * QQ and Apple from the web app with the real adapters, as `npm start` runs them with the
 * providers configured, against local stand-ins of QQ Connect and Apple (their authorize,
 * token, me and keys endpoints: apps/server/src/test/fake-providers.ts), never the internet.
 * The journeys' shared server runs the local providers, so this file starts its own server
 * on a port of its own (E2E_PORT + 1000), with PUBLIC_URL its address: the return address
 * registered with QQ and Apple is its root (`/?code=…&state=…` comes back there).
 */
const PORT = Number(process.env.E2E_PORT ?? 8091) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const repoRoot = path.resolve(import.meta.dirname, '../../..');
// The built server, as the journeys' own (playwright.config.ts); E2E_SERVER_BUNDLE for a private build beside others' (`node apps/server/scripts/build.mjs --outfile …`).
const SERVER_BUNDLE = process.env.E2E_SERVER_BUNDLE ?? 'apps/server/dist/main.js';

test.use({ baseURL: BASE });
// One server for the file: its journeys run one after another in one worker.
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  en: { qq: 'QQ', apple: 'Apple', oneTap: 'One-tap login', bindTitle: 'Bind your phone', mobile: 'Phone number', code: 'Verification code', getCode: 'Get code', bind: 'Bind and log in', greeting: 'Hello, Web Qiao' },
  'zh-Hans': { qq: 'QQ', apple: 'Apple', oneTap: '本机号码一键认证', bindTitle: '绑定手机号', mobile: '手机号', code: '验证码', getCode: '获取验证码', bind: '绑定并登录', greeting: '你好，Web Qiao' },
} as const;
type Language = keyof typeof TEXTS;

let fake: FakeProviders;
let server: ChildProcess;

test.beforeAll(async () => {
  fake = await startFakeProviders();
  server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT), DATA_DIR: `.tmp/e2e-social-web-${PORT}`, LOG_LEVEL: 'warn', TEST_OUTBOX: 'true', TEST_SMS_RESEND_SECONDS: '3', PUBLIC_URL: BASE,
      QQ_LOGIN: 'qq', QQ_APP_ID: QQ_APPID, QQ_APP_SECRET, QQ_GRAPH_URL: fake.base,
      APPLE_LOGIN: 'apple', APPLE_CLIENT_ID, APPLE_KEYS_URL: `${fake.base}/auth/keys`, APPLE_AUTH_URL: `${fake.base}/auth/authorize`, APPLE_TOKEN_URL: `${fake.base}/auth/token`,
      APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY: fake.appleTeamPem,
      ONE_TAP_LOGIN: 'umeng', UMENG_APP_KEY: UMENG.appKey, UMENG_APP_CODE: UMENG.appCode, UMENG_VERIFY_URL: `${fake.base}/api/v1/mobile/info`,
    },
  });
  await expect.poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
});

async function bindPhone(page: Page, request: APIRequestContext, language: Language, mobile: string): Promise<void> {
  const x = TEXTS[language];
  await page.getByLabel(x.mobile).fill(mobile);
  await page.getByRole('button', { name: x.getCode }).click();
  await page.getByLabel(x.code).fill(await readSmsCode(request, mobile));
  await page.getByRole('button', { name: x.bind }).click();
}

for (const language of ['en', 'zh-Hans'] as const) {
  const x = TEXTS[language];

  test(`QQ from the web (${language}): to QQ and back, bind a new phone; the next time straight in`, { tag: '@login' }, async ({ page, request }) => {
    const openid = `qq-web-${language}-${Date.now()}`;
    fake.signInAs({ qq: { openid, nickname: 'Web Qiao' } });
    await openLogin(page, language);
    await expect(page.getByRole('button', { name: x.qq, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: x.apple, exact: true })).toBeVisible();
    // Real one-tap needs the carrier's SDK in a native shell: no button in a browser.
    await expect(page.getByRole('button', { name: x.oneTap, exact: true })).toHaveCount(0);
    await shot(page, `social-web-${language}-1-login-real-providers`);

    await page.getByRole('button', { name: x.qq, exact: true }).click();
    await expect(page).toHaveURL(/bindMobile\?provider=qq&appid=101234567&nickName=Web\+Qiao/);
    expect(fake.seen.some((s) => s.path === '/oauth2.0/token')).toBe(true);
    await expect(page.getByRole('heading', { name: x.bindTitle })).toBeVisible();
    await expect(page.getByText(x.greeting)).toBeVisible();
    await shot(page, `social-web-${language}-2-bind-after-qq`);
    const mobile = uniqueMobile();
    await bindPhone(page, request, language, mobile);
    await expect(page).toHaveURL(/settingPassword$/);
    const firstToken = await storedToken(page);
    expect(firstToken).toBeTruthy();

    // Another visit, logged out: the same QQ account signs straight in, no bind screen.
    await page.evaluate(() => localStorage.removeItem('repwise.token'));
    await openLogin(page, language);
    await page.getByRole('button', { name: x.qq, exact: true }).click();
    await expect(page).toHaveURL(/settingPassword$/);
    const secondToken = await storedToken(page);
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    const me = (await (await request.get('/api-training/mp/training/user/getInfo', { headers: { token: secondToken ?? '' } })).json()) as { data: { mobile: string } };
    expect(me.data.mobile).toBe(mobile);
  });

  test(`Apple from the web (${language}): the code exchanged for an identity token, nonce checked, bind a new phone`, { tag: '@login' }, async ({ page, request }) => {
    fake.signInAs({ apple: { subject: `apple.web.${language}.${Date.now()}` } });
    await openLogin(page, language);
    await page.getByRole('button', { name: x.apple, exact: true }).click();
    await expect(page).toHaveURL(/bindMobile\?provider=apple$/);
    await shot(page, `social-web-${language}-3-bind-after-apple`);
    await bindPhone(page, request, language, uniqueMobile());
    await expect(page).toHaveURL(/settingPassword$/);
    expect(await storedToken(page)).toBeTruthy();
  });
}

test('a return address replayed (the back button, a shared link) signs no one in', { tag: '@login' }, async ({ page }) => {
  fake.signInAs({ qq: { openid: `qq-web-replay-${Date.now()}`, nickname: 'Web Qiao' } });
  const returns: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${BASE}/?code=`)) returns.push(r.url());
  });
  await openLogin(page, 'en');
  await page.getByRole('button', { name: 'QQ', exact: true }).click();
  await expect(page).toHaveURL(/bindMobile/);
  expect(returns).toHaveLength(1);

  await page.evaluate(() => sessionStorage.clear());
  await page.goto(returns[0] ?? '');
  await expect(page.getByText('Authorization failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/loginByMobileCode$/);
  expect(await storedToken(page)).toBeNull();
});
