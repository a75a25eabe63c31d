import { expect, test } from '@playwright/test';
import { createTrainee, shot, signInWithToken, storedToken } from './support.ts';

test('logging out returns to login and the old token stops working', async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Mo');
  await signInWithToken(page, trainee.token);
  await expect(page).toHaveURL(/UserClient\/index$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await page.getByText('My', { exact: true }).click();
  await page.getByText('Log out', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Log out of Repwise on this device?')).toBeVisible();
  await shot(page, 'f1-logout-confirm');
  await dialog.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const after = await request.get('/api-training/mp/training/user/getInfo', { headers: { token: token ?? '' } });
  expect(after.status()).toBe(401);
  await shot(page, 'f2-after-logout');
});

test('a reload or a new browser window keeps a logged-in person logged in', async ({ page, request, browser }) => {
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

test('a deep link to a guarded screen without a token lands on login; unknown routes say so', async ({ page }) => {
  await page.goto('/#/pages/userCenter/userInfo/userData');
  // The login page is asked to come back to the screen afterwards.
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode\?returnTo=%2Fpages%2FuserCenter%2FuserInfo%2FuserData$/);

  await page.goto('/#/pages/no/such/page');
  await expect(page.getByText('page not found')).toBeVisible();
  await shot(page, 'g2-not-found');
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
});
