import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { createCoach, createTrainee, openLoginAndAgree, shot, signInWithToken } from './support.ts';
import { FULL_BODY_ID, openFromHome, sessionIdOf, startTemplatePath, trainingDetail } from './training-support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

// These journeys are about the service worker, which the others block.
test.use({ serviceWorkers: 'allow' });
// One after the other: the update journey rewrites the built service worker that the others install.
test.describe.configure({ mode: 'default' });

const TEXT = {
  en: {
    offline: "You're offline. Your training is saved on this phone and syncs later; other changes (templates, plans, teams, profile) wait for the network.",
    greeting: (name: string) => `Hi, ${name}`,
    my: 'My',
    logOut: 'Log out',
    agree: 'Agree and continue',
    logIn: 'Log in',
    update: 'A new version of Repwise is ready.',
    reload: 'Reload',
    later: 'Later',
    start: 'Start training',
    setOf: (x: number) => `Set ${x} of 13`,
    doneAsPlanned: 'Done as planned',
    // A done set's one-line mark.
    savedHere: 'On phone',
    waiting: '1 change on this phone waits to sync.',
    synced: 'Synced',
  },
} as const;

/** Waits until the app's service worker controls the page: the shell is then in its cache. */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      // Installing precaches every file of the build (the scanner's decoder included): on a
      // busy two-core machine that took longer than 30 s once.
      { timeout: 90_000 },
    )
    .toBe(true);
}

const T = TEXT[language];

test.describe(`offline`, () => {
  // A phone set to the language, so the login page speaks it once the stored choice is gone.
  test.use({ locale: 'en-US' });

  test(`after one visit the app opens offline (${language}): a signed-in coach on their home, after logout the login page`, { tag: '@pwa' }, async ({ page, context, request }) => {
    const coach = await createCoach(request, 'Offline Olu');
    await signInWithToken(page, coach.token, language);
    await expect(page.getByRole('heading', { name: T.greeting('Offline Olu') })).toBeVisible();
    await controlledByWorker(page);
    await expect(page.getByText(T.offline)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/#\/pages\/Home\/CoachClient\/index$/);
    await expect(page.getByRole('heading', { name: T.greeting('Offline Olu') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: T.offline })).toBeVisible();
    await shot(page, `pwa-1-offline-home-${language}`, { fullPage: false });

    // Back online, the notice goes and the person is asked for again.
    const asked = page.waitForResponse((r) => r.url().includes('/user/getInfo'));
    await context.setOffline(false);
    await expect(page.getByText(T.offline)).toHaveCount(0);
    expect((await asked).status()).toBe(200);

    // Logged out, nothing of the person is left to open offline: the login page opens instead.
    await page.getByText(T.my, { exact: true }).click();
    await page.getByText(T.logOut, { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.logOut }).click();
    await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
    await page.getByRole('dialog').getByRole('button', { name: T.agree }).click();
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
    await expect(page.getByRole('button', { name: T.logIn, exact: true })).toBeVisible();
    await expect(page.getByText(T.offline)).toBeVisible();
    await expect(page.getByRole('heading', { name: T.greeting('Offline Olu') })).toHaveCount(0);
    await shot(page, `pwa-2-offline-login-${language}`, { fullPage: false });
    await context.setOffline(false);
  });

  test(`the training screen opens offline (${language}): a session in progress reloads without a network and records a set, sent once back online`, { tag: '@pwa' }, async ({ page, context, request }) => {
    const trainee = await createTrainee(request, 'Offline Ode');
    await signInWithToken(page, trainee.token, language);
    await openFromHome(page, startTemplatePath(FULL_BODY_ID));
    await page.getByRole('button', { name: T.start }).click();
    await expect(page.getByText(T.setOf(1))).toBeVisible();
    const sessionId = sessionIdOf(page);
    await controlledByWorker(page);

    // No network at all: the app's files come from the worker, the session from this phone.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(T.setOf(1))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: T.offline })).toBeVisible();
    await page.locator('.set-row-next').getByRole('button', { name: T.doneAsPlanned }).click();
    await expect(page.getByText(T.setOf(2))).toBeVisible();
    // Opened offline, the person is the one kept on the phone: the banner counts their set waiting.
    await expect(page.getByRole('status').filter({ hasText: T.offline })).toContainText(T.waiting);
    await expect(page.getByText(T.savedHere, { exact: true })).toBeVisible();
    await shot(page, `pwa-4-offline-training-${language}`, { fullPage: false });

    await context.setOffline(false);
    await expect(page.getByText(T.synced, { exact: true })).toBeVisible({ timeout: 60_000 });
    expect((await trainingDetail(request, trainee.token, sessionId)).recorded).toHaveLength(1);
  });
});

test('installable: the manifest names the app in both languages, with its icons, and the favicon is real', { tag: '@pwa' }, async ({ page, request }) => {
  await openLoginAndAgree(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href ?? '', page.url());
  const manifest = (await (await request.get(manifestUrl.pathname)).json()) as {
    name: string;
    short_name: string;
    display: string;
    orientation: string;
    theme_color: string;
    background_color: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Repwise 力练', short_name: 'Repwise', display: 'standalone', orientation: 'portrait', background_color: '#F8F8F8' });
  expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

  // Each icon is a PNG of the size it claims.
  const icons = [...manifest.icons.map((i) => ({ src: new URL(i.src, manifestUrl).pathname, size: Number(i.sizes.split('x')[0]) }))];
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  icons.push({ src: new URL(apple ?? '', page.url()).pathname, size: 180 });
  for (const icon of icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    const png = await answer.body();
    expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([icon.size, icon.size]);
  }

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

/** The built worker as the server sends it: the file and its precompressed copies. */
const workerFiles = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.resolve(import.meta.dirname, '../dist', name));

/** Deploys a "new build": the same worker with other bytes, as a rebuild gives. */
function deployNewWorker(marker: string): () => void {
  const originals = workerFiles.map((file) => readFileSync(file));
  const changed = Buffer.concat([originals[0] ?? Buffer.alloc(0), Buffer.from(`\n// ${marker}\n`)]);
  writeFileSync(workerFiles[0] ?? '', changed);
  writeFileSync(workerFiles[1] ?? '', brotliCompressSync(changed));
  writeFileSync(workerFiles[2] ?? '', gzipSync(changed));
  return () => workerFiles.forEach((file, i) => writeFileSync(file, originals[i] ?? Buffer.alloc(0)));
}

test(`a new build is offered with a reload prompt (${language}), and reloading switches to it`, { tag: '@pwa' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Update Uma');
  await signInWithToken(page, coach.token, language);
  await expect(page.getByRole('heading', { name: T.greeting('Update Uma') })).toBeVisible();
  await controlledByWorker(page);
  const prompt = page.getByRole('status').filter({ hasText: T.update });
  await expect(prompt).toHaveCount(0);

  const restore = deployNewWorker(`build ${language} ${Date.now()}`);
  try {
    // The browser looks for a new worker at every visit; this one finds it and waits.
    await page.reload();
    await expect(page.getByRole('heading', { name: T.greeting('Update Uma') })).toBeVisible();
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await shot(page, `pwa-3-update-prompt-${language}`, { fullPage: false });

    // "Later" puts it away for now; the next visit offers it again.
    await prompt.getByRole('button', { name: T.later }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 30_000 });

    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    const waitingScript = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null);
    expect(waitingScript).toMatch(/\/sw\.js$/);
    await prompt.getByRole('button', { name: T.reload }).click();
    // The page reloads onto the new worker: the old page's marker is gone, nothing waits any more.
    await page.waitForFunction(() => !('beforeUpdate' in window));
    await expect(page.getByRole('heading', { name: T.greeting('Update Uma') })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    restore();
  }
});
