import { expect, test } from '@playwright/test';
import { createTrainee, shot, signInWithToken } from './support.ts';

test('the language switch in My turns the app Chinese, survives a reload and switches back', { tag: '@login' }, async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Lin');
  await signInWithToken(page, trainee.token);
  await expect(page).toHaveURL(/#\/pages\/Home\/UserClient\/index$/);

  await page.getByText('My', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/userCenter\/index$/);
  await shot(page, 'e1-my-en');
  await page.getByText('Language', { exact: true }).click();
  await shot(page, 'e2-language-sheet');
  await page.getByText('简体中文', { exact: true }).last().click();

  await expect(page.getByText('我的', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('个人资料', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await shot(page, 'e3-my-zh');

  await page.reload();
  await expect(page.getByText('退出登录', { exact: true })).toBeVisible();
  await expect(page.getByText('学员', { exact: true })).toBeVisible();

  await page.getByText('首页', { exact: true }).click();
  await expect(page.getByRole('heading', { name: '你好，Lin' })).toBeVisible();
  await shot(page, 'e4-home-zh');
  await page.getByText('动作', { exact: true }).click();
  await expect(page.getByRole('tab', { name: '官方' })).toBeVisible();
  await expect(page.getByText(/^共 \d+ 个动作$/)).toBeVisible();
  await shot(page, 'e5-exercises-zh');
  await page.getByText('我的', { exact: true }).last().click();
  await page.getByText('个人资料', { exact: true }).click();
  await expect(page.getByLabel('性别')).toHaveText(/女/);
  await shot(page, 'e6-profile-zh');
  await page.goBack();
  await page.getByText('关于', { exact: true }).click();
  await expect(page.getByText('1.0.8')).toBeVisible();
  await expect(page.getByText('142')).toBeVisible();
  await shot(page, 'e7-about-zh');
  await page.goBack();
  await page.getByText('隐私', { exact: true }).click();
  await expect(page.getByRole('link', { name: /隐私政策/ })).toHaveAttribute('href', /privacy-policy\.html\?lang=zh-Hans$/);
  await shot(page, 'e8-privacy-zh');
  await page.goBack();

  await page.getByText('语言', { exact: true }).click();
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByText('My', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Log out', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByText('Log out', { exact: true })).toBeVisible();
});

test('a Chinese browser starts in Chinese', { tag: '@login' }, async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: '用户协议与隐私政策' })).toBeVisible();
  await shot(page, 'e9-agreement-zh');
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(page.getByRole('heading', { name: '欢迎来到力练' })).toBeVisible();
  await shot(page, 'e10-login-zh');
  await context.close();
});
