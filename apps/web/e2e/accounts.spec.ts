import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorToken } from './operator.ts';
import { E2E_SMS_RESEND_SECONDS } from './server-settings.ts';
import { createTrainee, data, openLogin, readSmsCode, shot, shownDate, signInWithToken, tapExpectingToast, type Envelope } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en' as const;

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const TEXTS = {
  en: {
    mobile: 'Phone number', password: 'Password', imageCode: 'Image code', submit: 'Log in', refresh: 'Show a new image code',
    wrong: 'Wrong mobile number or password', required: 'Image code required', service: 'service error, try later', locked: /Password login is locked until .+/,
    toSms: 'Log in with SMS code', toPassword: 'Log in with password',
  },
} as const;

/** A trainee with a password, set through the API right after their SMS login. */
async function traineeWithPassword(request: APIRequestContext, name: string, password: string): Promise<string> {
  const { mobile, token } = await createTrainee(request, name);
  await data(await request.post('/api-training/mp/training/user/addPassword', { headers: { token }, data: { mobile, password: md5(password) } }));
  return mobile;
}

/** The answer of the image code the page shows now, from the server's test outbox. */
async function answerOf(request: APIRequestContext, key: string): Promise<string> {
  const { answer } = await data<{ answer: string | null }>(await request.get('/__test__/captcha-answer', { params: { key } }));
  expect(answer).toBeTruthy();
  return answer ?? '';
}

/** Waits for the next image code the page fetches and answers its key. */
function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/api-training/login/captcha') && r.status() === 200)
    .then(async (r) => ((await r.json()) as Envelope<{ key: string }>).data.key);
}

async function openPasswordLogin(page: Page): Promise<string> {
  await openLogin(page, language);
  const captcha = nextCaptcha(page);
  await page.getByRole('link', { name: TEXTS[language].toPassword }).click();
  await expect(page).toHaveURL(/loginByAccountPassword$/);
  return captcha;
}

test(`password login with an image code`, { tag: '@account' }, async ({ page, request }) => {
  const x = TEXTS.en;
  const mobile = await traineeWithPassword(request, `Pw ${language}`, 'lift heavy 42');
  let key = await openPasswordLogin(page);
  await expect(page.getByRole('img', { name: x.imageCode })).toBeVisible();
  await shot(page, `acc-${language}-1-password-login`);

  // A new picture on request.
  const refreshed = nextCaptcha(page);
  await page.getByRole('button', { name: x.refresh }).click();
  key = await refreshed;

  await page.getByLabel(x.mobile).fill(mobile);
  await page.getByLabel(x.password, { exact: true }).fill('not my password');
  // No image code: refused on the phone.
  await page.getByRole('button', { name: x.submit, exact: true }).click();
  await expect(page.getByText(x.required)).toBeVisible();

  // A wrong password with the right code: the server's message, and a new picture.
  await page.getByLabel(x.imageCode, { exact: true }).fill(await answerOf(request, key));
  let next = nextCaptcha(page);
  await page.getByRole('button', { name: x.submit, exact: true }).click();
  await expect(page.getByText(x.wrong)).toBeVisible();
  key = await next;
  await expect(page.getByLabel(x.imageCode, { exact: true })).toHaveValue('');
  await shot(page, `acc-${language}-2-wrong-password`);

  // The network fails: 'service error, try later'.
  await page.route('**/api-training/login/password', (route) => route.abort());
  await page.getByLabel(x.imageCode, { exact: true }).fill(await answerOf(request, key));
  next = nextCaptcha(page);
  await page.getByRole('button', { name: x.submit, exact: true }).click();
  await expect(page.getByText(x.service)).toBeVisible();
  key = await next;
  await page.unroute('**/api-training/login/password');

  // Right password, the code typed in upper case: home.
  await page.getByLabel(x.password, { exact: true }).fill('lift heavy 42');
  await page.getByLabel(x.imageCode, { exact: true }).fill((await answerOf(request, key)).toUpperCase());
  await page.getByRole('button', { name: x.submit, exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
});

test(`repeated wrong passwords lock the password login and the screen says until when`, { tag: '@account' }, async ({ page, request }) => {
  const x = TEXTS.en;
  const mobile = await traineeWithPassword(request, `Lock ${language}`, 'right one');
  let key = await openPasswordLogin(page);
  await page.getByLabel(x.mobile).fill(mobile);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(x.password, { exact: true }).fill(`guess ${i}`);
    await page.getByLabel(x.imageCode, { exact: true }).fill(await answerOf(request, key));
    const next = nextCaptcha(page);
    await page.getByRole('button', { name: x.submit, exact: true }).click();
    key = await next;
  }
  await expect(page.getByRole('alert').filter({ hasText: x.locked })).toBeVisible();
  await shot(page, `acc-${language}-3-locked`);
  await page.getByRole('link', { name: x.toSms }).click();
  await expect(page).toHaveURL(/loginByMobileCode$/);
});

const DEACTIVATE = {
  en: { my: 'My', item: 'Deactivate account', heading: 'What happens when you deactivate', getCode: 'Get code', code: 'Verification code', done: 'Account deactivated', dialog: 'Deactivate this account?' },
} as const;

/** The SMS login of the account made a code a moment ago; the next one may go once the server's resend window is over. */
const SMS_COOLDOWN_MS = E2E_SMS_RESEND_SECONDS * 1000 + 200;

test(`deactivation says what happens, takes an SMS code and ends every session`, { tag: '@account' }, async ({ page, request }) => {
  const x = DEACTIVATE.en;
  const { token } = await createTrainee(request, `Leaving ${language}`);
  const codeAllowedAt = Date.now() + SMS_COOLDOWN_MS;
  await signInWithToken(page, token, language);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
  await page.getByText(x.my, { exact: true }).click();
  await page.getByText(x.item, { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/unsubscribe$/);
  await expect(page.getByRole('heading', { name: x.heading })).toBeVisible();
  await shot(page, `acc-${language}-4-deactivate`);

  const { mobile } = (await (await request.get('/api-training/mp/training/user/getInfo', { headers: { token } })).json()).data as { mobile: string };
  const loginCode = await readSmsCode(request, mobile);
  await page.waitForTimeout(Math.max(0, codeAllowedAt - Date.now()));
  await page.getByRole('button', { name: x.getCode }).click();
  let code = loginCode;
  await expect.poll(async () => (code = await readSmsCode(request, mobile))).not.toBe(loginCode);
  await page.getByLabel(x.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: x.item }).click();
  const dialog = page.getByRole('dialog', { name: x.dialog });
  await expect(dialog).toBeVisible();
  await shot(page, `acc-${language}-5-deactivate-confirm`);
  await dialog.getByRole('button', { name: x.item }).click();
  await expect(page.getByText(x.done)).toBeVisible();
  await expect(page).toHaveURL(/loginByMobileCode$/);

  const old = await request.get('/api-training/mp/training/user/getInfo', { headers: { token } });
  expect(old.status()).toBe(401);
});

const FEEDBACK = {
  en: {
    my: 'My', item: 'Feedback', content: 'Your feedback', contact: 'Contact (optional)', required: 'Please write your feedback', submit: 'Send feedback', thanks: 'Thank you!',
    addPicture: 'Add a picture', removePicture: 'Remove picture 1',
  },
} as const;

test(`feedback is sent and confirmed on screen`, { tag: '@account' }, async ({ page, request }) => {
  const x = FEEDBACK.en;
  const { token } = await createTrainee(request, `Says ${language}`);
  await signInWithToken(page, token, language);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
  await page.getByText(x.my, { exact: true }).click();
  await page.getByText(x.item, { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/feedback$/);

  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: x.required })).toBeVisible();
  // The field stops at 140 characters (spec §9).
  await page.getByLabel(x.content).fill('长'.repeat(150));
  await expect(page.getByLabel(x.content)).toHaveValue('长'.repeat(140));
  const text = `The rest timer could vibrate louder. ${Date.now()}`;
  await page.getByLabel(x.content).fill(text);
  await page.getByLabel(x.contact).fill('me@example.com');
  await page.getByLabel(x.addPicture).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: x.removePicture })).toBeVisible();
  await shot(page, `acc-${language}-6-feedback`);
  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.getByRole('heading', { name: x.thanks })).toBeVisible();
  await shot(page, `acc-${language}-7-feedback-sent`);
  // The operator's inbox has it, with its picture.
  const inbox = await data<{ list: { content: string; images: string[] }[] }>(await request.get('/api-training/mp/feedback/list', { headers: { token: await operatorToken(request) } }));
  const mine = inbox.list.find((f) => f.content === text);
  expect(mine?.images).toHaveLength(1);
  expect((await request.get(mine!.images[0]!)).status()).toBe(200);
});

const BODY = {
  en: {
    my: 'My', body: 'Body data', common: 'General settings', date: 'Date', weightKg: 'Weight (kg)', weightLbs: 'Weight (lb)', waist: 'Waist (cm)', save: 'Save this day',
    saved: 'Saved', units: 'Weight units', lbs: 'Pounds (lb)', inLbs: /173\.1 lb/, chart: /Weight over time/, clear: 'Clear cache', freed: /freed/, ok: 'Confirm', zone: 'Time zone',
  },
  'zh-Hans': {
    my: '我的', body: '身体数据', common: '通用设置', date: '日期', weightKg: '体重（公斤）', weightLbs: '体重（磅）', waist: '腰围（厘米）', save: '保存这一天',
    saved: '已保存', units: '重量单位', lbs: '磅（lb）', inLbs: /173\.1磅/, chart: /体重变化/, clear: '清除缓存', freed: /已释放/, ok: '确定', zone: '时区',
  },
} as const;

// Both languages: dates and number formats are Chinese here, not only the words.
for (const language of ['en', 'zh-Hans'] as const) {
  const x = BODY[language];

  test(`body data with a dated history and a chart, then weights in pounds (${language})`, { tag: '@account' }, async ({ page, request }) => {
    const { token } = await createTrainee(request, `Body ${language}`);
    await signInWithToken(page, token, language);
    await expect(page).toHaveURL(/Home\/UserClient\/index$/);
    await page.getByText(x.my, { exact: true }).click();
    await page.getByText(x.body, { exact: true }).click();
    await expect(page).toHaveURL(/userInfo\/bodyDataInfo$/);

    for (const [day, weight, waist] of [['2026-09-01', '82', '90'], ['2026-10-01', '80', '88'], ['2026-11-01', '78.5', '86']] as const) {
      await page.getByLabel(x.date, { exact: true }).fill(day);
      await page.getByLabel(x.weightKg, { exact: true }).fill(weight);
      await page.getByLabel(x.waist, { exact: true }).fill(waist);
      await tapExpectingToast(page, page.getByRole('button', { name: x.save }), x.saved);
      await expect(page.getByText(shownDate(day, language), { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: x.chart })).toBeVisible();
    await shot(page, `acc-${language}-8-body-data`);

    await page.goBack();
    await page.getByText(x.common, { exact: true }).click();
    await expect(page).toHaveURL(/userInfo\/common$/);
    await page.getByText(x.units, { exact: true }).click();
    await tapExpectingToast(page, page.getByRole('button', { name: x.lbs }), x.saved);
    await expect(page.getByText(x.lbs, { exact: true })).toBeVisible();
    // The phone's zone was reported at sign-in; another one chosen here is the one the server counts days in.
    const zone = page.getByLabel(x.zone, { exact: true });
    await expect(zone).toHaveValue(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await zone.selectOption('Asia/Tokyo');
    // The units' "Saved" may still be showing: the server's answer is what is waited for.
    await expect.poll(async () => (await data<{ timezone: string }>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }))).timezone).toBe('Asia/Tokyo');
    await expect(zone).toHaveValue('Asia/Tokyo');
    await page.getByText(x.clear, { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(x.freed)).toBeVisible();
    await shot(page, `acc-${language}-9-cache-cleared`);
    await dialog.getByRole('button', { name: x.ok }).click();
    await shot(page, `acc-${language}-10-settings-lbs`);

    await page.goBack();
    await page.getByText(x.body, { exact: true }).click();
    // 78.5 kg shows as 173.1 lb; the stored value did not change.
    await expect(page.getByLabel(x.weightLbs, { exact: true })).toBeVisible();
    // The history and the chart read it the same way.
    await expect(page.locator('.body-data-values').first()).toContainText(x.inLbs);
    await expect(page.locator('.body-trend-caption')).toContainText(x.inLbs);
    await shot(page, `acc-${language}-11-body-data-lbs`);
  });
}
