import { expect, test } from '@playwright/test';
import { shot, uniqueMobile } from './support.ts';

test('refusing the user agreement blocks login without any request', { tag: '@login' }, async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (req) => {
    // Reading which sign-in buttons to show (login/providers) is no login.
    if (req.url().includes('/api-training/login/') && !req.url().includes('/login/providers')) loginCalls.push(req.url());
  });

  await page.goto('/');
  await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
  const dialog = page.getByRole('dialog', { name: 'User agreement and privacy' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Service Agreement' })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /legal\/privacy-policy\.html\?lang=en$/);
  await shot(page, 'a1-agreement-popup');

  await dialog.getByRole('button', { name: 'Disagree' }).click();
  await expect(dialog).toBeHidden();
  const agreement = page.getByRole('checkbox', { name: /I have read and agree to the/ });
  await expect(agreement).not.toBeChecked();

  await page.getByLabel('Phone number').fill(uniqueMobile());
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Please agree to the user agreement first')).toBeVisible();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please agree to the user agreement first')).toBeVisible();
  await shot(page, 'a2-agreement-refused');
  expect(loginCalls).toEqual([]);
  await expect(page).toHaveURL(/loginByMobileCode$/);
});

test('the legal pages are real pages in both languages', { tag: '@login' }, async ({ page }) => {
  for (const name of ['service-agreement', 'privacy-policy', 'membership-terms']) {
    await page.goto(`/legal/${name}.html?lang=en`);
    await expect(page.locator('section[lang="en"] h1')).toBeVisible();
    await expect(page.locator('section[lang="zh-Hans"]')).toBeHidden();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page.locator('section[lang="zh-Hans"] h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  }
  await page.goto('/legal/privacy-policy.html?lang=en');
  await shot(page, 'a3-privacy-policy-en');
  await page.goto('/legal/privacy-policy.html?lang=zh-Hans');
  await shot(page, 'a4-privacy-policy-zh');
});
