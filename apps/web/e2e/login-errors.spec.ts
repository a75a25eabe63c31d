import { expect, test } from '@playwright/test';
import { fillBaseInfo, openLoginAndAgree, readSmsCode, shot, uniqueMobile } from './support.ts';

test('bad numbers, wrong SMS codes and wrong coach codes are explained', { tag: '@login' }, async ({ page, request }) => {
  await openLoginAndAgree(page);

  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Mobile phone number format is incorrect')).toBeVisible();
  await shot(page, 'd1-bad-mobile');

  const mobile = uniqueMobile();
  await page.getByLabel('Phone number').fill(mobile);
  await page.getByRole('button', { name: 'Get code' }).click();
  const code = await readSmsCode(request, mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The verification code is incorrect')).toBeVisible();
  await shot(page, 'd2-wrong-sms-code');
  await expect(page).toHaveURL(/loginByMobileCode$/);

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/settingPassword$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('radio', { name: /I am a trainee/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/SelectNeed$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please fill this in').first()).toBeVisible();
  await shot(page, 'd3-base-info-required');
  await fillBaseInfo(page, 'Ada');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/settingCoachCode$/);
  await page.getByLabel('Invitation code').fill('NOPE42');
  await page.getByRole('button', { name: 'Join coach' }).click();
  await expect(page.getByText('Invitation code error')).toBeVisible();
  await shot(page, 'd4-wrong-coach-code');

  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);
  await expect(page.getByText('No coach yet')).toBeVisible();
  await shot(page, 'd5-trainee-home-no-coach');
});
