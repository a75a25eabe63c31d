import { expect, test } from '@playwright/test';
import { apiGetInfo, fillBaseInfo, loginWithSms, openLoginAndAgree, shot, storedToken, tapExpectingToast, uniqueMobile } from './support.ts';

test('a new coach logs in by SMS, onboards and lands on the coach home', { tag: ['@login', '@smoke'] }, async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openLoginAndAgree(page);
  await shot(page, 'b1-login');
  await loginWithSms(page, request, uniqueMobile());

  await expect(page).toHaveURL(/#\/pages\/login\/settingPassword$/);
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('lift-heavy-9');
  await page.getByLabel('Confirm password').fill('lift-heavy-8');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords entered twice are inconsistent')).toBeVisible();
  await page.getByLabel('Confirm password').fill('lift-heavy-9');
  await shot(page, 'b2-set-password');
  await page.getByRole('button', { name: 'Save password' }).click();

  await expect(page).toHaveURL(/#\/pages\/SelectPreference\/SelectRole$/);
  await expect(page.getByText('Password set')).toBeHidden();
  await page.getByRole('radio', { name: /I am a fitness coach/ }).click();
  await shot(page, 'b3-select-role');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/pages\/SelectPreference\/SelectNeed$/);
  await fillBaseInfo(page, 'Coach Li');
  await shot(page, 'b4-base-info');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/pages\/Home\/CoachClient\/index$/);
  await expect(page.getByRole('heading', { name: 'Hi, Coach Li' })).toBeVisible();
  const me = await apiGetInfo(request, (await storedToken(page)) ?? '');
  expect(me.myInviteCode).toBeTruthy();
  await expect(page.getByText(me.myInviteCode ?? '', { exact: true })).toBeVisible();
  for (const tab of ['Home', 'Exercises', 'History', 'My']) await expect(page.getByText(tab, { exact: true })).toBeVisible();
  await tapExpectingToast(page, page.getByRole('button', { name: 'Copy code' }), 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(me.myInviteCode);
  await shot(page, 'b5-coach-home');
  await expect(page.getByText('Copied')).toBeHidden();

  await page.getByText('Exercises', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/ActionHome$/);
  await expect(page.getByRole('tab', { name: 'Official' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^\d+ exercises$/)).toBeVisible();
  await shot(page, 'b6-exercises');
  await page.getByText('History', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Record\/Coach\/recordHome\/recordHome$/);
  await expect(page.getByText('No result yet')).toBeVisible();
  await shot(page, 'b7-history-empty');
  await page.getByText('My', { exact: true }).click();
  await expect(page.getByText('Coach', { exact: true })).toBeVisible();
  await shot(page, 'b8-my-coach');
});
