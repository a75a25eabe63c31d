import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { data, openLogin, readSmsCode, shot, storedToken, uniqueMobile } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

const TEXTS = {
  en: {
    qq: 'QQ', apple: 'Apple', oneTap: 'One-tap login',
    qqSheet: 'Local QQ sign-in', appleSheet: 'Local Apple sign-in', oneTapSheet: 'Local one-tap login',
    account: 'Account id', nickName: 'Nickname', simNumber: 'Phone number of this SIM', continue: 'Continue',
    bindTitle: 'Bind your phone', mobile: 'Phone number', code: 'Verification code', getCode: 'Get code', bind: 'Bind and log in',
  },
} as const;

/** A trainee who finished onboarding, signed up through the local one-tap provider (no SMS, so the journey's own code is not held back by the resend minute). */
async function existingTrainee(request: APIRequestContext): Promise<{ mobile: string; id: number }> {
  const mobile = uniqueMobile();
  const carrier = await data<{ token: string }>(await request.post('/api-training/login/local/authorize', { data: { provider: 'oneTap', mobile } }));
  const { token } = await data<{ token: string }>(await request.post('/api-training/login/univerify', { data: { code: carrier.token } }));
  const headers = { token };
  await data(await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { position: 2 } }));
  const me = await data<{ id: number }>(await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { nickName: 'Linked Lin', age: 30, sex: 2, height: 165, weight: 55 } }));
  return { mobile, id: me.id };
}

async function bindPhone(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  const x = TEXTS[language];
  await page.getByLabel(x.mobile).fill(mobile);
  await page.getByRole('button', { name: x.getCode }).click();
  await page.getByLabel(x.code).fill(await readSmsCode(request, mobile));
  await page.getByRole('button', { name: x.bind }).click();
}

test(`QQ sign-in through the local provider, bind a new phone, on to onboarding`, { tag: '@login' }, async ({ page, request }) => {
  const x = TEXTS.en;
  await openLogin(page, language);
  await expect(page.getByRole('button', { name: x.qq, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: x.apple, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: x.oneTap, exact: true })).toBeVisible();
  await shot(page, `social-${language}-1-login-buttons`);

  await page.getByRole('button', { name: x.qq, exact: true }).click();
  const sheet = page.getByRole('form', { name: x.qqSheet });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(x.account).fill(`e2e-qq-${language}-${Date.now()}`);
  await sheet.getByLabel(x.nickName).fill('Xiao Qiao');
  await shot(page, `social-${language}-2-local-qq-sheet`);
  await sheet.getByRole('button', { name: x.continue }).click();

  await expect(page).toHaveURL(/bindMobile\?provider=qq&appid=repwise-local&nickName=Xiao\+Qiao/);
  await expect(page.getByRole('heading', { name: x.bindTitle })).toBeVisible();
  await shot(page, `social-${language}-3-bind-mobile`);

  await bindPhone(page, request, uniqueMobile());
  // A new account: the first-login steps of spec §4 begin (password, skippable).
  await expect(page).toHaveURL(/settingPassword$/);
  expect(await storedToken(page)).toBeTruthy();
});

test(`Apple sign-in binding a phone that already has an account links it, on to home`, { tag: '@login' }, async ({ page, request }) => {
  const x = TEXTS.en;
  const existing = await existingTrainee(request);
  await openLogin(page, language);
  await page.getByRole('button', { name: x.apple, exact: true }).click();
  const sheet = page.getByRole('form', { name: x.appleSheet });
  await sheet.getByLabel(x.account).fill(`e2e.apple.${language}.${Date.now()}`);
  await shot(page, `social-${language}-4-local-apple-sheet`);
  await sheet.getByRole('button', { name: x.continue }).click();
  await expect(page).toHaveURL(/bindMobile\?provider=apple/);

  await bindPhone(page, request, existing.mobile);
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
  const token = await storedToken(page);
  const me = await data<{ id: number }>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token: token ?? '' } }));
  expect(me.id).toBe(existing.id);
});

test(`one-tap login through the local provider`, { tag: '@login' }, async ({ page, request }) => {
  const x = TEXTS.en;
  const existing = await existingTrainee(request);
  await openLogin(page, language);
  await page.getByRole('button', { name: x.oneTap, exact: true }).click();
  const sheet = page.getByRole('form', { name: x.oneTapSheet });
  await sheet.getByLabel(x.simNumber).fill(existing.mobile);
  await shot(page, `social-${language}-5-local-one-tap-sheet`);
  await sheet.getByRole('button', { name: x.continue }).click();
  await expect(page).toHaveURL(/Home\/UserClient\/index$/);
});
