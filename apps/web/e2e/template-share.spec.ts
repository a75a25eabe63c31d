import { expect, test } from '@playwright/test';
import { createCoach, createTrainee, fillBaseInfo, loginWithSms, shot, signInWithToken, tapExpectingToast, uniqueMobile } from './support.ts';
import { copyOfficial, openWhenHome, renameTemplate, templatePath } from './template-support.ts';

test('the owner shares a template; the link opens read-only without an account, and a signed-in person copies it', { tag: '@templates' }, async ({ page, request, browser }) => {
  const coach = await createCoach(request, 'Sharer');
  const mine = await copyOfficial(request, coach.token, 'Leg Day');
  await renameTemplate(request, coach.token, mine.id, 'Heavy legs');
  await signInWithToken(page, coach.token);
  await openWhenHome(page, templatePath(mine.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Heavy legs' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();

  await expect(page).toHaveURL(/shareTemplate\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Heavy legs' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for Heavy legs' })).toBeVisible();
  const link = ((await page.getByLabel('Share link').textContent()) ?? '').trim();
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${new URL(page.url()).port}/s/template/[\\w-]{8,}$`));
  await shot(page, 'tpl-c1-owner-share', { fullPage: false });

  // A stranger without an account reads it, and is offered to log in to copy it.
  const stranger = await browser.newContext();
  const guest = await stranger.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Heavy legs' })).toBeVisible();
  await expect(guest.getByText('Shared template', { exact: true })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 3, name: 'Group 1' }).first()).toBeVisible();
  await expect(guest.locator('.set-cell-value').first()).toHaveText(/^\d+(\.\d+)?$/);
  await expect(guest.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Add exercises' })).toHaveCount(0);
  await expect(guest.locator('button.set-cell')).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Log in to copy' })).toBeVisible();
  expect(await guest.evaluate(() => localStorage.getItem('repwise.token'))).toBeNull();
  await shot(guest, 'tpl-c2-guest-readonly', { fullPage: false });
  // Logging in (and onboarding, for a new account) comes back to the shared template.
  await guest.getByRole('button', { name: 'Log in to copy' }).click();
  await expect(guest).toHaveURL(/#\/pages\/login\/loginByMobileCode\?returnTo=%2Fpages%2FTemplateManage%2FtemplateInfo%2FshareTemplate%3Fcode%3D/);
  await guest.getByRole('dialog', { name: 'User agreement and privacy' }).getByRole('button', { name: 'Agree and continue' }).click();
  await loginWithSms(guest, request, uniqueMobile());
  await expect(guest).toHaveURL(/settingPassword$/);
  await guest.getByRole('button', { name: 'Skip' }).click();
  await guest.getByRole('radio', { name: /I am a trainee/ }).click();
  await guest.getByRole('button', { name: 'Continue' }).click();
  await fillBaseInfo(guest, 'New Reader');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(guest).toHaveURL(/settingCoachCode$/);
  await guest.getByRole('button', { name: 'Skip' }).click();
  // Back on the screen the share page opened (its hash route).
  await expect(guest).toHaveURL(new RegExp(`/#/pages/TemplateManage/templateInfo/shareTemplate\\?code=${link.split('/s/template/')[1]}$`));
  await guest.getByRole('button', { name: 'Copy to my templates' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Heavy legs (copy)' })).toBeVisible();
  await stranger.close();

  // The same link in Chinese.
  const chineseStranger = await browser.newContext({ locale: 'zh-CN' });
  const chineseGuest = await chineseStranger.newPage();
  await chineseGuest.goto(link);
  await expect(chineseGuest.getByText('分享的模板', { exact: true })).toBeVisible();
  await expect(chineseGuest.getByRole('heading', { level: 3, name: '第1段' }).first()).toBeVisible();
  await expect(chineseGuest.getByRole('button', { name: '登录后复制' })).toBeVisible();
  await shot(chineseGuest, 'tpl-c3-guest-readonly-zh', { fullPage: false });
  await chineseStranger.close();

  // Someone signed in copies it into their own templates.
  const trainee = await createTrainee(request, 'Copycat');
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await signInWithToken(friend, trainee.token);
  await openWhenHome(friend, link);
  await tapExpectingToast(friend, friend.getByRole('button', { name: 'Copy to my templates' }), 'Copied to My templates');
  await expect(friend.getByRole('heading', { level: 1, name: 'Heavy legs (copy)' })).toBeVisible();
  await expect(friend.getByText('Edit template', { exact: true })).toBeVisible();
  await friendContext.close();
});

test('the owner share page needs a login; a bad code finds nothing', { tag: '@templates' }, async ({ page }) => {
  await page.goto('/#/pages/TemplateManage/templateInfo/shareTemplate?id=1');
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode\?returnTo=%2Fpages%2FTemplateManage%2FtemplateInfo%2FshareTemplate%3Fid%3D1$/);
  await page.goto('/#/pages/TemplateManage/templateInfo/shareTemplate?code=nosuchcode123');
  await expect(page.getByText('data not found')).toBeVisible();
});
