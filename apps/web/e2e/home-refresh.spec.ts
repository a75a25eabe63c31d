import { expect, test, type Page, type Request } from '@playwright/test';
import core from '../src/i18n/en.json' with { type: 'json' };
import coreZh from '../src/i18n/zh-Hans.json' with { type: 'json' };
import training from '../src/i18n/training/en.json' with { type: 'json' };
import trainingZh from '../src/i18n/training/zh-Hans.json' with { type: 'json' };
import { apiCall, apiGetInfo, createCoach, createTrainee, shot, signInWithToken } from './support.ts';
import { officialTemplate } from './template-support.ts';

/**
 * Pull-to-refresh on the trainee home (issue 27 §6): a pull reads again everything the home
 * shows (today's sessions and the bell's badge, not only the profile), without a reload; a pull
 * made while one is in flight abandons it (its request aborted, its answer never shown); a pull
 * offline says so and keeps what is shown; leaving the home abandons a pull in flight.
 */

const WORDS = {
  en: { ...core.refresh, nothingToday: training.training.home.nothingToday, bellUnread: core.home.notificationsUnread_one.replace('{{count}}', '1'), my: core.tabs.my },
  'zh-Hans': { ...coreZh.refresh, nothingToday: trainingZh.training.home.nothingToday, bellUnread: coreZh.home.notificationsUnread_one.replace('{{count}}', '1'), my: coreZh.tabs.my },
} as const;

const TODAY_ROUTE = '**/api-training/mp/training/today?*';
const localDay = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** A finger pulling the home down from near its top, slowly enough for the head to follow (it refreshes past 45 px). */
async function pullWithFinger(page: Page, to = 400): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: 180, y }] });
  await touch('touchStart', 160);
  for (let y = 170; y <= to; y += 10) await touch('touchMove', y);
  await touch('touchEnd', to);
  await cdp.detach();
}

/** The same pull with a mouse (a desktop browser). */
async function pullWithMouse(page: Page): Promise<void> {
  await page.mouse.move(180, 160);
  await page.mouse.down();
  for (let y = 170; y <= 400; y += 10) await page.mouse.move(180, y);
  await page.mouse.up();
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`trainee home in ${language}: a pull reads today's sessions and the badge again; a second pull abandons the first; offline keeps what is shown`, { tag: '@training' }, async ({ page, request, context }) => {
    const w = WORDS[language];
    const coach = await createCoach(request, 'Coach Pull');
    const trainee = await createTrainee(request, `Puller ${language}`);
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', trainee.token, { body: { inviteCode: coach.myInviteCode } });
    const { id: traineeId } = await apiGetInfo(request, trainee.token);

    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);
    await expect(page.getByText(w.nothingToday)).toBeVisible();
    // Set on this page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // A short pull (under the 45 px threshold, the head following the finger damped) reads nothing.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/training/today')) asked += 1;
    });
    await pullWithFinger(page, 200);
    await page.waitForTimeout(500);
    expect(asked).toBe(0);

    // The coach publishes a plan with a session today while the home is open.
    const planName = `Pulled plan ${language}`;
    const template = await officialTemplate(request, coach.token, 'Full Body Beginner');
    await apiCall(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
      body: { templateId: template.id, name: planName, type: '1', taskType: '1', startDate: localDay(new Date()), timePeriod: '2', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], traineeIds: [traineeId] },
    });
    const today = await apiCall<{ today: { name: string }[] }>(request, 'GET', '/api-training/mp/training/today', trainee.token, { query: { date: localDay(new Date()) } });
    const sessionName = today.today[0]!.name;
    // Today's row (the plan's next days are listed under "Next" too).
    const todaysRow = page.locator('li.training-home-row').filter({ hasText: sessionName });
    await page.waitForTimeout(300);
    await expect(todaysRow).toHaveCount(0);

    // One pull: today's session and the bell's badge appear, on the same page.
    await pullWithFinger(page);
    await expect(todaysRow).toBeVisible();
    await expect(page.getByText(w.nothingToday)).toHaveCount(0);
    await expect(page.getByRole('button', { name: w.bellUnread, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await expect(page.locator('.refreshable')).toHaveAttribute('data-status', 'idle');
    await shot(page, `home-refresh-${language}-1-pulled`);

    // A pull whose today's answer is slow, then a second pull: the first request is aborted and
    // its answer (made to differ here) never shows; the second one's does.
    const held: { release: () => Promise<void> }[] = [];
    const failed: Request[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().includes('/training/today')) failed.push(r);
    });
    let routed = 0;
    await page.route(TODAY_ROUTE, async (route) => {
      routed += 1;
      if (routed > 1) return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(sessionName, 'Stale answer');
      await new Promise<void>((resolve) => held.push({ release: async () => resolve() }));
      // The page gave up on this request: fulfilling it is refused, and that is the point.
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    const firstAsked = page.waitForRequest((r) => r.url().includes('/training/today'));
    await pullWithFinger(page);
    const first = await firstAsked;
    await expect(page.locator('.refreshable')).toHaveAttribute('data-status', 'refreshing');
    await expect(page.getByRole('status').filter({ hasText: w.refreshing })).toBeVisible();
    await shot(page, `home-refresh-${language}-2-refreshing`);
    const secondAnswered = page.waitForResponse((r) => r.url().includes('/training/today') && r.request() !== first);
    await pullWithMouse(page);
    await secondAnswered;
    await expect.poll(() => failed.includes(first), { message: 'the first pull’s request was aborted' }).toBe(true);
    await expect(page.locator('.refreshable')).toHaveAttribute('data-status', 'idle');
    await held[0]!.release();
    await page.waitForTimeout(500);
    await expect(page.getByText('Stale answer')).toHaveCount(0);
    await expect(todaysRow).toBeVisible();
    await page.unroute(TODAY_ROUTE);

    // Offline: the pull says so, asks nothing, and the home keeps what it shows.
    await context.setOffline(true);
    const before = asked;
    await pullWithFinger(page);
    await expect(page.getByText(w.offline)).toBeVisible();
    await expect(todaysRow).toBeVisible();
    expect(asked).toBe(before);
    await expect(page.locator('.refreshable')).toHaveAttribute('data-status', 'idle');
    await context.setOffline(false);

    // Leaving the home abandons a pull in flight: its request is aborted.
    let leaveHeld: (() => void) | undefined;
    await page.route(TODAY_ROUTE, async (route) => {
      await new Promise<void>((resolve) => (leaveHeld = resolve));
      await route.continue().catch(() => undefined);
    });
    const leftAsked = page.waitForRequest((r) => r.url().includes('/training/today'));
    await pullWithFinger(page);
    const left = await leftAsked;
    await page.getByText(w.my, { exact: true }).click();
    await expect(page).not.toHaveURL(/UserClient\/index$/);
    await expect.poll(() => failed.includes(left), { message: 'the abandoned pull’s request was aborted' }).toBe(true);
    leaveHeld?.();
    await page.unroute(TODAY_ROUTE);
  });
}
