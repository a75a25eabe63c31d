import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { UserDto } from '@repwise/contracts';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { recordCheck } from './screen-checks.ts';

/** What every API answer looks like: a status (below 300 when it went well), a message and the data. */
export interface Envelope<T> {
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

/**
 * Saves a screenshot of the screen as it is (`fullPage: false` keeps what the phone shows,
 * sticky bars where they belong), then checks that screen: no critical or serious axe
 * violation, every tap target at least 44×44 px, no sideways scrolling. Every screen a
 * journey looks at is checked, so a new screen is checked the day its journey is written.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await animationsDone(page);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? true });
  await expectAccessible(page, name);
  await expectTapTargets(page, name);
  await expectNoSidewaysScroll(page, name);
}

/** The screen fits the phone's width: nothing widens the page so that it scrolls sideways (a wide table scrolls in its own box). */
export async function expectNoSidewaysScroll(page: Page, screen = page.url()): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `the page is wider than the screen on ${screen}`).toBeLessThanOrEqual(widths.screen);
}

/**
 * Taps `target` and expects the toast `text` it shows. A toast lasts 1.5 s (spec §9): it is
 * watched for from before the tap, so a busy machine's slow polling cannot miss it.
 */
export async function tapExpectingToast(page: Page, target: Locator, text: string): Promise<void> {
  const shown = page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  await target.click();
  await shown;
}

/**
 * Waits until the screen's running animations that end (a button fading in as it becomes
 * enabled, a sheet sliding up) have ended, so a check sees the screen settled: axe caught a
 * half-faded button's contrast once. Loops (spinners) never end and are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
}

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe finds nothing critical or serious on the screen as it is. axe-core runs in the page
 * itself, put there once per document: @axe-core/playwright's analyze() injected it anew and
 * finished every run in a new blank page, 1.2 s a check where this takes 0.1 s. Its way is
 * for cross-origin frames, and the app has none (checked here, so a frame cannot slip by).
 */
export async function expectAccessible(page: Page, screen = page.url()): Promise<void> {
  expect(page.frames(), `axe runs in the top document: ${screen} has frames`).toHaveLength(1);
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { violations: found } = await (window as unknown as { axe: AxeCore }).axe.run(document, { resultTypes: ['violations'] });
    return found.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`) }));
  });
  const severe = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(severe.map((v) => `${v.id} (${v.impact}): ${v.nodes.join(' | ')}`), `axe on ${screen}`).toEqual([]);
  await recordCheck(page, 'axe');
}

/** Tap targets: what a finger can act on, native or by ARIA role. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'slider', 'spinbutton', 'combobox'].map((role) => `[role="${role}"]`),
].join(',');

/** Smallest tap target each way, in CSS px (WCAG 2.5.5, Apple's and the house style's 44). */
export const MIN_TAP_PX = 44;

/**
 * Every visible tap target on the screen is at least 44×44 px, or answers taps across a
 * 44×44 px square around its centre (a hit area made with padding or a pseudo-element). A
 * field inside a label (antd-mobile's checkboxes, the upload tiles) is measured by its label,
 * which is what the finger meets.
 */
export async function expectTapTargets(page: Page, screen = page.url()): Promise<void> {
  const small = await page.evaluate(
    ({ selector, min }) => {
      const describe = (el: Element, box: DOMRect) => {
        const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
        return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      };
      const visible = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && el.getClientRects().length > 0;
      // A 44 px square around the centre is the element's when every probe lands on it or inside it.
      const hitArea = (el: Element, box: DOMRect) => {
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const r = min / 2 - 1;
        const probes = [[-r, -r], [r, -r], [-r, r], [r, r], [0, -r], [0, r], [-r, 0], [r, 0]];
        return probes.every(([dx, dy]) => {
          const hit = document.elementFromPoint(cx + (dx ?? 0), cy + (dy ?? 0));
          return hit !== null && (hit === el || el.contains(hit));
        });
      };
      const scroll = { x: window.scrollX, y: window.scrollY };
      const targets = new Set<Element>();
      for (const el of document.querySelectorAll(selector)) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        // A field inside its label is tapped anywhere on the label.
        const label = el.matches('input, textarea, select') ? el.closest('label') : null;
        const target = label && visible(label) ? label : el;
        if (visible(target)) targets.add(target);
      }
      const failures: string[] = [];
      for (const el of targets) {
        let box = el.getBoundingClientRect();
        if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
        el.scrollIntoView({ block: 'center', inline: 'center' });
        box = el.getBoundingClientRect();
        if (!hitArea(el, box)) failures.push(describe(el, box));
      }
      window.scrollTo(scroll.x, scroll.y);
      return failures;
    },
    { selector: INTERACTIVE, min: MIN_TAP_PX },
  );
  expect(small, `tap targets under ${MIN_TAP_PX}×${MIN_TAP_PX} px on ${screen}`).toEqual([]);
  await recordCheck(page, 'tap targets');
}

/** The part of axe-core's API the check calls in the page. */
interface AxeCore {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
}

/**
 * The data of an API answer, after expecting its status below 300; a failure shows the
 * server's message, after `what` (e.g. the path) when given.
 */
export async function data<T>(response: APIResponse, what?: string): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, what === undefined ? body.msg : `${what}: ${body.msg}`).toBeLessThan(300);
  return body.data;
}

/** Calls the API as the person with `token` and answers the data (see `data`). */
export async function apiCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, payload: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  return data<T>(await request.fetch(path, { method, headers: { token }, params: payload.query, data: payload.body }), path);
}

/** A UUIDv7 as the phone makes one (the ids of sessions and sets it syncs). */
export function phoneId(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

/** Logs in through the API alone and answers the token (the code read right after it was sent, so it is the new one). */
export async function apiLogin(request: APIRequestContext, mobile: string): Promise<string> {
  // A number that had a code a moment ago (a second login, the operator's in another worker) gets the next one after the resend window.
  await expect
    .poll(async () => ((await (await request.get('/api-training/login/sendSms', { params: { mobile } })).json()) as Envelope<unknown>).status, { timeout: 30_000, intervals: [500] })
    .toBeLessThan(300);
  const code = await readSmsCode(request, mobile);
  const result = await data<{ token: string }>(await request.post('/api-training/login/sms', { data: { mobile, code } }));
  return result.token;
}

export async function apiGetInfo(request: APIRequestContext, token: string): Promise<ApiUser> {
  return data<ApiUser>(await request.get('/api-training/mp/training/user/getInfo', { headers: { token } }));
}

/**
 * People made through the API live where the journeys run: their phone would report this
 * zone, and the journeys count "today" with the machine's clock (the browser's zone is the same).
 */
const HERE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A finished coach account, made through the API: role, base info and own invite code. */
export async function createCoach(request: APIRequestContext, nickName: string): Promise<ApiUser & { token: string }> {
  const token = await apiLogin(request, uniqueMobile());
  const headers = { token };
  await data(await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { position: 1 } }));
  await data(
    await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { nickName, age: 34, sex: 1, height: 180, weight: 82, timezone: HERE } }),
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

/** Opens the picker wheel with a tap on `opener`, picks the value and confirms with the wheel's `confirm` button (its text in the app's language). */
export async function pickOnWheel(page: Page, opener: Locator, value: string, confirm = 'Confirm'): Promise<void> {
  await opener.click();
  const picker = page.locator('.adm-picker').last();
  await expect(picker).toBeVisible();
  // Items away from the centre sit outside the wheel's window, so the click is dispatched. A
  // wheel that is still settling on its first value (a busy machine) can take that click and
  // then scroll back to where it started: the pick is made again until the wheel stays on it.
  await expect(async () => {
    await picker.getByText(value, { exact: true }).dispatchEvent('click');
    await expect(picker.locator('.adm-picker-view-column-item-active')).toHaveText(value, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await picker.getByText(confirm, { exact: true }).click();
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
    await request.post('/api-training/mp/training/user/updateInfo', { headers, data: { nickName, age: 27, sex: 2, height: 165, weight: 55, timezone: HERE } }),
  );
  return { mobile, token };
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('repwise.token'));
}

/**
 * Puts a browser in the state of someone who logged in earlier: a stored token (from an API
 * login) and the accepted agreement. The UI login itself is covered by its own journeys, and
 * a second SMS within the resend window of the API login would be refused by the server. A
 * language, when given, is stored as if chosen in My; `firstLogin` stores what an SMS login
 * that made the account stores, so the first-login steps follow.
 */
export async function signInWithToken(page: Page, token: string, language?: 'en' | 'zh-Hans', options: { firstLogin?: boolean } = {}): Promise<void> {
  await openWithStorage(page, {
    'repwise.token': token,
    'repwise.agreementAccepted': 'true',
    ...(language ? { 'repwise.language': language } : {}),
    // As the SMS login stores it: the first-login steps follow.
    ...(options.firstLogin ? { 'repwise.areLoginFirstTime': 'true' } : {}),
  });
}

/** The login page of a phone that accepted the agreement earlier, in `language`. */
export async function openLogin(page: Page, language: 'en' | 'zh-Hans'): Promise<void> {
  await openWithStorage(page, { 'repwise.agreementAccepted': 'true', 'repwise.language': language });
  await expect(page).toHaveURL(/loginByMobileCode$/);
}

/**
 * Opens the app as a phone holding these entries in its storage: they are written from a
 * small page of the app's origin (not the app, which would start for nothing), then the app
 * loads afresh, as when the person comes back later.
 */
async function openWithStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/favicon.ico');
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
  await page.goto('/');
  // The launch screen sends the person on once their profile loads; a journey that went on to
  // another address before then would be taken from it (CI saw a report page replaced by home).
  await page.waitForURL((url) => !['', '/', '/pages/index/index', '/pages/redirect'].includes(url.hash.replace(/^#/, '').split('?')[0]!));
}

/**
 * A calendar day ('YYYY-MM-DD') as the app shows dates (apps/web/src/i18n/format.ts
 * formatDate): "Nov 25, 2026", "2026年11月25日". Journeys read dates through it, not the raw day.
 */
export function shownDate(day: string, language: 'en' | 'zh-Hans'): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
