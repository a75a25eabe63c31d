import { expect, test } from '@playwright/test';
import { createCoach, fillBaseInfo, loginWithSms, openLoginAndAgree, shot, uniqueMobile } from './support.ts';

test("a new trainee joins a coach with the coach's invitation code", { tag: '@login' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Coach Wang');

  await openLoginAndAgree(page);
  await loginWithSms(page, request, uniqueMobile());

  await expect(page).toHaveURL(/settingPassword$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/SelectRole$/);
  await page.getByRole('radio', { name: /I am a trainee/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/SelectNeed$/);
  await fillBaseInfo(page, 'Xiao Mei');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/#\/pages\/login\/settingCoachCode$/);
  await page.getByLabel('Invitation code').fill(coach.myInviteCode ?? '');
  await shot(page, 'c1-coach-code');
  await page.getByRole('button', { name: 'Join coach' }).click();

  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
  await expect(page.getByRole('heading', { name: 'Hi, Xiao Mei' })).toBeVisible();
  await expect(page.getByText('Your coach')).toBeVisible();
  await expect(page.getByText('Coach Wang', { exact: true })).toBeVisible();
  await shot(page, 'c2-trainee-home');
  await expect(page.getByText('You are now training with Coach Wang')).toBeHidden();

  await page.getByText('History', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Record\/User\/recordHome\/recordHome$/);
  await page.getByText('My', { exact: true }).click();
  await page.getByText('Profile', { exact: true }).click();
  await expect(page).toHaveURL(/userInfo\/userData$/);
  await expect(page.getByLabel('Nickname')).toHaveValue('Xiao Mei');
  await expect(page.getByLabel('Height', { exact: true })).toHaveText(/168 cm/);
  await shot(page, 'c3-profile');
});
