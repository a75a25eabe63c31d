import path from 'node:path';
import type { UserDto } from '@repwise/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export type ApiUser = Pick<UserDto, 'id' | 'nickName' | 'myInviteCode'>;

const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

/** A number no other test uses: '139' and 8 random digits. */
export function uniqueMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Saves a screenshot; `fullPage: false` keeps what the phone shows, sticky bars where they belong. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? true });
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, body.msg).toBeLessThan(300);
  return body.data;
}

/** The last SMS code the server's test outbox holds for a number. */
export async function readSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await data<{ code: string | null }>(await request.get('/__test__/sms-outbox', { params: { mobile } }))).code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Logs in through the API alone and answers the token. */
export async function apiLogin(request: APIRequestContext, mobile: string): Promise<string> {
  await data(await request.get('/api-training/login/sendSms', { params: { mobile } }));
  const code = await readSmsCode(request, mobile);
  const result = await data<{ token: string }>(await request.post('/api-training/login/sms', { data: { mobile, code } }));
  return result.token;
}

export async function apiGetInfo(request: APIRequestContext, token: string): Promise<ApiUser> {
  return data<ApiUser>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }));
}

/** A finished coach account, made through the API: role, base info and own invite code. */
export async function createCoach(request: APIRequestContext, nickName: string): Promise<ApiUser & { token: string }> {
  const token = await apiLogin(request, uniqueMobile());
  const headers = { token };
  await data(await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { position: 1 } }));
  await data(
    await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { nickName, age: 34, sex: 1, height: 180, weight: 82 } }),
  );
  const coach = await apiGetInfo(request, token);
  expect(coach.myInviteCode).toBeTruthy();
  return { ...coach, token };
}

/** Opens the app on the login page and accepts the user agreement in its pop-up. */
export async function openLoginAndAgree(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
  const dialog = page.getByRole('dialog', { name: 'User agreement and privacy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(dialog).toBeHidden();
}

/** Types the number, asks for a code, reads it from the outbox and logs in. */
export async function loginWithSms(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await readSmsCode(request, mobile));
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Picks a value on an antd-mobile picker wheel opened from a labelled field. */
export async function pick(page: Page, label: string, value: string): Promise<void> {
  await pickOnWheel(page, page.getByLabel(label, { exact: true }), value);
}

/** Opens the picker wheel with a tap on `opener` and picks the value. */
export async function pickOnWheel(page: Page, opener: Locator, value: string): Promise<void> {
  await opener.click();
  const picker = page.locator('.adm-picker').last();
  await expect(picker).toBeVisible();
  // Items away from the centre sit outside the wheel's window, so the click is dispatched.
  await picker.getByText(value, { exact: true }).dispatchEvent('click');
  await expect(picker.locator('.adm-picker-view-column-item-active')).toHaveText(value);
  await picker.getByText('Confirm', { exact: true }).click();
  await expect(picker).toBeHidden();
}

export async function fillBaseInfo(page: Page, nickName: string): Promise<void> {
  await page.getByLabel('Nickname').fill(nickName);
  await pick(page, 'Age', '30');
  await pick(page, 'Gender', 'Woman');
  await pick(page, 'Height', '168');
  await pick(page, 'Weight', '60');
}

/** A trainee who finished onboarding through the API, so a later login goes straight home. */
export async function createTrainee(request: APIRequestContext, nickName: string): Promise<{ mobile: string; token: string }> {
  const mobile = uniqueMobile();
  const token = await apiLogin(request, mobile);
  const headers = { token };
  await data(await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { position: 2 } }));
  await data(
    await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { nickName, age: 27, sex: 2, height: 165, weight: 55 } }),
  );
  return { mobile, token };
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('repwise.token'));
}

/**
 * Puts a browser in the state of someone who logged in earlier: a stored token (from an API
 * login) and the accepted agreement. The UI login itself is covered by its own journeys, and
 * a second SMS within a minute of the API login would be refused by the server. A language,
 * when given, is stored as if chosen in My.
 */
export async function signInWithToken(page: Page, token: string, language?: 'en' | 'zh-Hans'): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ value, lng }) => {
      localStorage.setItem('repwise.token', value);
      localStorage.setItem('repwise.agreementAccepted', 'true');
      if (lng) localStorage.setItem('repwise.language', lng);
    },
    { value: token, lng: language },
  );
  // A fresh document load, as when the person comes back later.
  await page.goto('about:blank');
  await page.goto('/');
}
