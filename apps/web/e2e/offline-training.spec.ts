import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createTrainee, shot, signInWithToken } from './support.ts';
import { FULL_BODY_ID, doSetsAsPlanned, openFromHome, sessionIdOf, startFullBody, startTemplatePath, trainingDetail, trainingPlanPathOf } from './training-support.ts';

/**
 * Issue 12 point 6: no set is ever lost or doubled. Each case records on the phone while the
 * network or the server misbehaves, then counts the sets the server keeps, through the API.
 */

const PUSH = '**/api-training/mp/training/sync/push';

/** The offline banner (issue 24 point 7): training goes on being saved on the phone, the rest waits for the network; and how many changes wait. */
const BANNER = {
  en: {
    offline: "You're offline. Your training is saved on this phone and syncs later; other changes (templates, plans, teams, profile) wait for the network.",
    waiting: (n: number) => (n === 1 ? '1 change on this phone waits to sync.' : `${n} changes on this phone wait to sync.`),
  },
  'zh-Hans': {
    offline: '当前离线。训练记录保存在本机，联网后自动同步；其他修改（模板、计划、团队、个人资料）要等联网后才能保存。',
    waiting: (n: number) => `本机有${n}条更改待同步。`,
  },
} as const;

async function serverSets(page: Page, token: string, id: string): Promise<number> {
  return (await trainingDetail(page.request, token, id)).recorded.length;
}

test('(a) network off mid-session: 10 sets recorded, the page reloaded, the network back: exactly 10 sets on the server', { tag: '@training' }, async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const trainee = await createTrainee(request, 'Ana');
  await signInWithToken(page, trainee.token, 'en');
  const id = await startFullBody(page);
  await expect.poll(() => serverSets(page, trainee.token, id).catch(() => -1)).toBe(0);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: BANNER.en.offline });
  await expect(banner).toBeVisible();
  await doSetsAsPlanned(page, 10);
  await expect(page.getByText('10 saved on this phone, to be sent')).toBeVisible();
  // The banner counts what the training screen counts: the same number on both.
  await expect(banner).toContainText(BANNER.en.waiting(10));
  await shot(page, 'offline-01-ten-sets-on-the-phone');

  // The reload: the app's own files come back, the API stays out of reach.
  await page.route('**/api-training/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText('Set 11 of 13')).toBeVisible();
  await expect(page.getByText('10 saved on this phone, to be sent')).toBeVisible();
  expect(await serverSets(page, trainee.token, id)).toBe(0);

  // Network back: the phone hears 'online' and sends.
  await page.unroute('**/api-training/**');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  expect(await serverSets(page, trainee.token, id)).toBe(10);
});

test('(b) the server answers 500, then 200 to the same push: no duplicates', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const trainee = await createTrainee(request, 'Ben');
  await signInWithToken(page, trainee.token, 'en');
  const id = await startFullBody(page);
  await expect.poll(() => serverSets(page, trainee.token, id).catch(() => -1)).toBe(0);

  let failed = 0;
  await page.route(PUSH, async (route) => {
    if (failed < 1) {
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, msg: 'boom', data: null }) });
    } else await route.continue();
  });
  await doSetsAsPlanned(page, 3);
  await expect(page.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  expect(failed).toBe(1);
  expect(await serverSets(page, trainee.token, id)).toBe(3);
});

test('(c) the answer is lost after the server committed: the resend changes nothing', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const trainee = await createTrainee(request, 'Chen');
  await signInWithToken(page, trainee.token, 'en');
  const id = await startFullBody(page);
  await expect.poll(() => serverSets(page, trainee.token, id).catch(() => -1)).toBe(0);

  let lost = 0;
  await page.route(PUSH, async (route) => {
    if (lost < 1) {
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await doSetsAsPlanned(page, 2);
  await expect(page.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  expect(lost).toBe(1);
  const detail = await trainingDetail(page.request, trainee.token, id);
  expect(detail.recorded).toHaveLength(2);
  expect(new Set(detail.recorded.map((s) => s.id)).size).toBe(2);
});

test('(d) two phones of one trainee record into one session offline: both sets are kept', { tag: '@training' }, async ({ browser, request }) => {
  test.setTimeout(300_000);
  const trainee = await createTrainee(request, 'Dana');
  const phoneA = await browser.newContext();
  const phoneB = await browser.newContext();
  const a = await phoneA.newPage();
  const b = await phoneB.newPage();
  await signInWithToken(a, trainee.token, 'en');
  const id = await startFullBody(a);
  await expect(a.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });

  // The second phone resumes it from the home: the pull brings the session.
  await signInWithToken(b, trainee.token, 'en');
  await b.getByRole('button', { name: /^Resume · Full Body Beginner/ }).click();
  await expect(b.getByText('Set 1 of 13')).toBeVisible();

  await phoneA.setOffline(true);
  await phoneB.setOffline(true);
  await doSetsAsPlanned(a, 1);
  await doSetsAsPlanned(b, 1);
  await phoneA.setOffline(false);
  await phoneB.setOffline(false);
  await expect(a.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  await expect(b.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  expect(await serverSets(a, trainee.token, id)).toBe(2);
  // Each phone shows the other's set too, once pulled: the same planned set done twice.
  await a.reload();
  // A done set is one line under its block's title (the exercise): "Extra set · 12 kg × 10".
  await expect(a.locator('.set-row-done').filter({ hasText: /^Extra set\s·\s12 kg × 10/ })).toBeVisible({ timeout: 30_000 });
  await shot(a, 'offline-02-two-phones');
  await phoneA.close();
  await phoneB.close();
});

test('(e) the same set edited on two phones offline: both end with the same winner, the higher device id', { tag: '@training' }, async ({ browser, request }) => {
  test.setTimeout(300_000);
  const trainee = await createTrainee(request, 'Eli');
  const phoneA = await browser.newContext();
  const phoneB = await browser.newContext();
  const a = await phoneA.newPage();
  const b = await phoneB.newPage();
  await signInWithToken(a, trainee.token, 'en');
  const id = await startFullBody(a);
  await doSetsAsPlanned(a, 1);
  await expect(a.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  await signInWithToken(b, trainee.token, 'en');
  // After the home shows: the entry page's own move home would otherwise replace the deep link.
  await openFromHome(b, trainingPlanPathOf(id));
  await expect(b.getByText('Set 2 of 13')).toBeVisible({ timeout: 30_000 });

  await phoneA.setOffline(true);
  await phoneB.setOffline(true);
  // A makes it 2.5 kg heavier, B 5 kg heavier: both raise the set to rev 2.
  for (const [page, taps] of [[a, 1], [b, 2]] as const) {
    const done = page.locator('.set-row-done').first();
    await done.getByRole('button', { name: /^Edit set/ }).click();
    for (let i = 0; i < taps; i += 1) await done.getByRole('button', { name: 'Heavier' }).click();
    await done.getByRole('button', { name: 'Save' }).click();
  }
  const deviceOf = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('repwise-training');
          open.onsuccess = () => {
            const get = open.result.transaction('meta').objectStore('meta').get('deviceId');
            get.onsuccess = () => resolve(String(get.result));
          };
        }),
    );
  const winner = (await deviceOf(a)) > (await deviceOf(b)) ? 14.5 : 17;
  await phoneA.setOffline(false);
  await phoneB.setOffline(false);
  for (const page of [a, b]) await expect(page.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await trainingDetail(a.request, trainee.token, id)).recorded.map((s) => s.weightKg)).toEqual([winner]);
  // Both phones show the winner once they pulled again.
  for (const page of [a, b]) {
    await page.reload();
    await expect(page.getByText(`${winner} kg × 10`)).toBeVisible({ timeout: 30_000 });
  }
  await phoneA.close();
  await phoneB.close();
});

test('(f) the token is revoked while sets wait: they are sent after the next login, none dropped', { tag: '@training' }, async ({ page, context, request }) => {
  test.setTimeout(300_000);
  const trainee = await createTrainee(request, 'Fay');
  await signInWithToken(page, trainee.token, 'en');
  const id = await startFullBody(page);
  await context.setOffline(true);
  await doSetsAsPlanned(page, 3);
  await expect(page.getByText('3 saved on this phone, to be sent')).toBeVisible();

  // Logged out elsewhere: the token is dead when the phone is back online.
  await request.post('/api-training/mp/training/user/logout', { headers: { token: trainee.token } });
  await context.setOffline(false);
  await expect(page).toHaveURL(/loginByMobileCode/, { timeout: 60_000 });

  const token = await apiLogin(request, trainee.mobile);
  expect(await serverSets(page, token, id).catch(() => 0)).toBe(0);
  await signInWithToken(page, token, 'en');
  await expect.poll(() => serverSets(page, token, id), { timeout: 60_000 }).toBe(3);
});

test('(g) the offline banner in Chinese: training is kept on the phone, the rest waits; the waiting count follows each set and goes when back online', { tag: '@training' }, async ({ page, context, request }) => {
  test.setTimeout(240_000);
  const zh = BANNER['zh-Hans'];
  const trainee = await createTrainee(request, 'Gu');
  await signInWithToken(page, trainee.token, 'zh-Hans');
  await openFromHome(page, startTemplatePath(FULL_BODY_ID));
  await page.getByRole('button', { name: '开始训练' }).click();
  await expect(page.locator('.set-row-next')).toBeVisible();
  const id = sessionIdOf(page);
  // The session itself reached the server first: what waits below is the sets alone.
  await expect(page.getByText('全部已同步')).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: zh.offline });
  await expect(banner).toBeVisible();
  for (let n = 1; n <= 2; n += 1) {
    const position = await page.locator('.training-position').textContent();
    await page.locator('.set-row-next').getByRole('button', { name: /^(按计划完成|完成)$/ }).click();
    await expect(page.locator('.training-position')).not.toHaveText(position ?? '');
    await page.getByRole('button', { name: '跳过休息' }).click();
    await expect(banner).toContainText(zh.waiting(n));
  }
  await shot(page, 'offline-03-banner-zh', { fullPage: false });

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect.poll(() => serverSets(page, trainee.token, id), { timeout: 60_000 }).toBe(2);
});
