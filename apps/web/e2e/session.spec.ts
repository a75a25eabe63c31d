import { expect, test, type Page } from '@playwright/test';
import { createCoach, createTrainee, shot, signInWithToken, storedToken } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

/** Every key of this app left in localStorage and sessionStorage. */
async function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Array.from({ length: s.length }, (_, i) => s.key(i) ?? '')).filter((k) => k.startsWith('repwise.')));
}

const TEXT = {
  en: {
    my: 'My',
    trainee: 'Trainee',
    player: 'Player',
    logOut: 'Log out',
    logOutConfirm: 'Log out of Repwise on this device?',
    logIn: 'Log in',
    agreement: 'User agreement and privacy',
    greeting: (name: string) => `Hi, ${name}`,
  },
} as const;

const T = TEXT[language];

test.describe(`logout`, () => {
  // After logout the stored language is gone too: the phone's own language speaks then.
  test.use({ locale: 'en-US' });

  test(`logging out returns to login, leaves nothing stored, and the old token stops working`, { tag: '@login' }, async ({ page, request }) => {
    const trainee = await createTrainee(request, 'Mo');
    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);
    await expect(page.getByRole('heading', { name: T.greeting('Mo') })).toBeVisible();
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(['repwise.token', 'repwise.agreementAccepted', 'repwise.language', 'repwise.userInfo']));

    await page.getByText(T.my, { exact: true }).click();
    // The role reads "trainee", as everywhere else in the app.
    await expect(page.getByText(T.trainee, { exact: true })).toBeVisible();
    await expect(page.getByText(T.player, { exact: true })).toHaveCount(0);
    await page.getByText(T.logOut, { exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(T.logOutConfirm)).toBeVisible();
    await shot(page, `f1-logout-confirm-${language}`);
    await dialog.getByRole('button', { name: T.logOut }).click();

    await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
    await expect(page.getByRole('button', { name: T.logIn, exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // Spec §4: logout clears every stored item — the agreement is asked for again.
    expect(await storedKeys(page)).toEqual([]);
    await expect(page.getByRole('dialog', { name: T.agreement })).toBeVisible();
    const after = await request.get('/api-training/mp/training/user/getInfo', { headers: { token: token ?? '' } });
    expect(after.status()).toBe(401);
    await shot(page, `f2-after-logout-${language}`);
  });
});

test('a reload or a new browser window keeps a logged-in person logged in', { tag: '@login' }, async ({ page, request, browser }) => {
  const trainee = await createTrainee(request, 'Kai');
  await signInWithToken(page, trainee.token);
  await expect(page.getByRole('heading', { name: 'Hi, Kai' })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/UserClient\/index$/);
  await expect(page.getByRole('heading', { name: 'Hi, Kai' })).toBeVisible();

  const reopened = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await reopened.newPage();
  await again.goto('/');
  await expect(again).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
  await expect(again.getByRole('heading', { name: 'Hi, Kai' })).toBeVisible();
  await shot(again, 'g1-reopened-home');
  await reopened.close();
});

test('a deep link to a guarded screen without a token lands on login; unknown routes say so', { tag: '@login' }, async ({ page }) => {
  await page.goto('/#/pages/userCenter/userInfo/userData');
  // The login page is asked to come back to the screen afterwards.
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode\?returnTo=%2Fpages%2FuserCenter%2FuserInfo%2FuserData$/);

  await page.goto('/#/pages/no/such/page');
  await expect(page.getByText('page not found')).toBeVisible();
  await shot(page, 'g2-not-found');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
});

test(`screens open only for whom they are meant (${language}): a trainee typing the coach home lands on their own, an onboarded coach cannot reopen first-login steps`, { tag: '@login' }, async ({ page, request }) => {
  const T = TEXT[language];
  const trainee = await createTrainee(request, 'Lu');
  await signInWithToken(page, trainee.token, language);
  await expect(page).toHaveURL(/UserClient\/index$/);
  await page.goto('/#/pages/Home/CoachClient/index');
  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
  await expect(page.getByRole('heading', { name: T.greeting('Lu') })).toBeVisible();
  await expect(page.getByText(/data not found|数据不存在/)).toHaveCount(0);
  await page.goto('/#/pages/Record/Coach/recordHome/recordHome');
  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
  await shot(page, `g2-trainee-home-after-guard-${language}`);

  const coach = await createCoach(request, 'Coach Fang');
  await signInWithToken(page, coach.token, language);
  await expect(page).toHaveURL(/CoachClient\/index$/);
  for (const step of ['/#/pages/SelectPreference/SelectRole', '/#/pages/login/settingPassword', '/#/pages/SelectPreference/SelectNeed', '/#/pages/login/settingCoachCode', '/#/pages/Home/UserClient/index', '/#/pages/Record/User/recordHome/recordHome']) {
    await page.goto(step);
    await expect(page).toHaveURL(/#\/pages\/Home\/CoachClient\/index$/);
  }
  await expect(page.getByRole('heading', { name: T.greeting('Coach Fang') })).toBeVisible();
  await shot(page, `g2-coach-home-after-guard-${language}`);
});

test(`a second guarded address arriving before the first redirect has drawn still lands on the person's home, not a blank page`, { tag: '@login' }, async ({ page, request }) => {
  // CI once saw a coach typing the trainee home right after a guarded step stay on a blank
  // page: the gate's redirect element was reused for the second address and did not move.
  // Here the second address arrives the moment the first redirect rewrites the address.
  const coach = await createCoach(request, 'Coach Wen');
  await signInWithToken(page, coach.token, language);
  await expect(page).toHaveURL(/CoachClient\/index$/);
  // React draws the two updates together only now and then, so the race is run six times.
  for (let round = 0; round < 6; round++) {
    await page.evaluate(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        replace(state, unused, url);
        if (String(url).includes('CoachClient')) {
          history.replaceState = replace;
          // Once the router has finished that redirect, before React draws its screen.
          queueMicrotask(() => {
            history.pushState(null, '', '#/pages/Home/UserClient/index');
            window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
          });
        }
      };
      location.hash = '#/pages/Record/User/recordHome/recordHome';
    });
    await expect(page).toHaveURL(/#\/pages\/Home\/CoachClient\/index$/);
  }
  await expect(page.getByRole('heading', { name: T.greeting('Coach Wen') })).toBeVisible();
});
