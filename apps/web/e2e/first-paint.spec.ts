import { expect, test } from '@playwright/test';
import { shot } from './support.ts';

/*
 * The first paint needs no script: index.html carries the app shell (src/app/app-shell.ts),
 * which a phone shows while the first screen's JavaScript is still on its way, and which the
 * first render replaces.
 */

test('before any script has arrived the page shows the app shell: the mark and the name in both languages', { tag: '@pwa' }, async ({ page }) => {
  // A phone on a slow network, frozen at the moment the HTML and styles are in and no script is.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const shell = page.locator('#root > .app-shell');
  await expect(shell).toBeVisible();
  await expect(shell.locator('svg')).toHaveCount(1);
  await expect(shell).toHaveText('Repwise 力练');
  await expect(shell.locator('[lang="zh-Hans"]')).toHaveText('力练');
  // The mark sits where the login page draws it, so the login page builds up around it.
  const mark = await shell.locator('svg').boundingBox();
  expect(mark).toMatchObject({ x: 24, width: 60, height: 60 });
  await shot(page, 'app-shell');
});

// Both languages: the shell's name and the login page's differ in width and place by language.
for (const language of ['en', 'zh-Hans'] as const) {
  test(`the first render replaces the shell with the login page (${language})`, { tag: '@pwa' }, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('repwise.language', lang), language);
    await page.goto('/');
    await expect(page).toHaveURL(/#\/pages\/login\/loginByMobileCode$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('.app-shell')).toHaveCount(0);
    // Where the shell drew the mark, the login page draws it too.
    const mark = await page.locator('.login-page svg').first().boundingBox();
    expect(mark).toMatchObject({ x: 24, width: 60, height: 60 });
    await shot(page, `first-paint-login-${language}`);
  });
}
