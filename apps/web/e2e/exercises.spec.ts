import type { ActionPage } from '@repwise/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTrainee, shot, signInWithToken } from './support.ts';

/** Every exercise name the server lists for these filters, in English, page after page. */
async function listedNames(request: APIRequestContext, token: string, params: Record<string, string>): Promise<{ names: Set<string>; total: number }> {
  const names = new Set<string>();
  let total = 0;
  let cursor: string | null = null;
  do {
    const response = await request.get('/api-training/mp/training/action/list', {
      headers: { token, 'Accept-Language': 'en' },
      params: { ...params, size: '50', ...(cursor === null ? { withTotal: 'true' } : { cursor }) },
    });
    const body = (await response.json()) as { status: number; data: ActionPage };
    expect(body.status).toBe(200);
    for (const item of body.data.list) names.add(item.name);
    if (cursor === null) total = body.data.total ?? 0;
    cursor = body.data.next;
  } while (cursor !== null);
  return { names, total };
}

const rowNames = (page: Page) => page.locator('.action-list-rows .action-row-name');

test('in Chinese, searching 硬拉 finds the deadlifts; the detail shows Chinese key points and the body map', { tag: '@exercises' }, async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Wen');
  await signInWithToken(page, trainee.token, 'zh-Hans');
  await expect(page.getByRole('heading', { name: '你好，Wen' })).toBeVisible();
  await page.getByText('动作', { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/ActionHome$/);
  await expect(page.getByRole('tab', { name: '官方' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^共 \d+ 个动作$/)).toBeVisible();
  await expect(rowNames(page).first()).toBeVisible();
  await shot(page, 'ex-a1-library-zh');

  await page.getByPlaceholder('输入中文或英文名称搜索').fill('硬拉');
  await expect(page).toHaveURL(/keyword=%E7%A1%AC%E6%8B%89/);
  await expect(page.getByRole('link', { name: /传统硬拉/ })).toBeVisible();
  const names = await rowNames(page).allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) expect(name).toContain('硬拉');
  await shot(page, 'ex-a2-search-zh');

  await page.getByRole('link', { name: /传统硬拉/ }).click();
  await expect(page).toHaveURL(/#\/pages\/Action\/actionInfo\/actionInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '传统硬拉' })).toBeVisible();
  await expect(page.getByText('Conventional Deadlift', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '动作要点' })).toBeVisible();
  const steps = page.locator('.detail-steps li');
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(steps.first()).toHaveText(/[\u4e00-\u9fff]/);
  const map = page.getByRole('img', { name: /^肌群示意图。主要肌群：.*臀肌/ });
  await expect(map).toBeVisible();
  await expect(map.locator('svg')).toHaveCount(2);
  await expect(page.getByText('正面', { exact: true })).toBeVisible();
  await expect(page.getByText('我的记录')).toBeVisible();
  await shot(page, 'ex-a3-detail-zh');

  // Back to the list as it was left, then a search that finds nothing.
  await page.goBack();
  await expect(page.getByPlaceholder('输入中文或英文名称搜索')).toHaveValue('硬拉');
  await page.getByPlaceholder('输入中文或英文名称搜索').fill('zzqx无此动作');
  await expect(page.getByText('暂无结果')).toBeVisible();
  await expect(page.getByText('没有匹配的动作，换个名称或减少筛选条件试试。')).toBeVisible();
  await shot(page, 'ex-e2-empty-zh');

  // The create form speaks Chinese too.
  await page.getByRole('tab', { name: '我的' }).click();
  await page.getByRole('button', { name: '新建', exact: true }).click();
  await expect(page.getByText('新建动作', { exact: true })).toBeVisible();
  await expect(page.getByLabel('英文名称')).toBeVisible();
  await expect(page.getByRole('button', { name: '主要肌群' })).toBeVisible();
  await shot(page, 'ex-a4-form-zh', { fullPage: false });
  await page.getByRole('button', { name: '主要肌群' }).click();
  await expect(page.getByRole('dialog', { name: '主要肌群' }).getByRole('option', { name: '胸肌', exact: true })).toBeVisible();
  await shot(page, 'ex-a5-muscles-zh', { fullPage: false });
});

test('a muscle-group filter shows only matching exercises; a pinned exercise comes first until unpinned', { tag: '@exercises' }, async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Pia');
  await signInWithToken(page, trainee.token);
  await page.getByText('Exercises', { exact: true }).click();
  await expect(rowNames(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Muscle group' }).click();
  const sheet = page.getByRole('dialog', { name: 'Muscle group' });
  await expect(sheet.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'ex-b1-filter-sheet');
  await sheet.getByRole('radio', { name: 'Chest' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Muscle group: Chest' })).toBeVisible();
  await expect(page).toHaveURL(/muscleGroup=chest/);

  const chest = await listedNames(request, trainee.token, { muscleGroup: 'chest' });
  const everything = await listedNames(request, trainee.token, {});
  expect(chest.total).toBeGreaterThan(0);
  expect(chest.total).toBeLessThan(everything.total);
  await expect(page.getByRole('link', { name: /Barbell Back Squat/ })).toHaveCount(0);
  const shown = await rowNames(page).allTextContents();
  expect(shown.length).toBe(Math.min(20, chest.total));
  for (const name of shown) expect(chest.names.has(name), `${name} trains the chest`).toBe(true);
  await shot(page, 'ex-b2-filter-chest');

  // A filtered list is not counted by the server: its count shows once every row is loaded.
  // Scrolling to the end loads the rest, twenty at a time.
  expect(chest.total).toBeGreaterThan(20);
  await expect(page.getByText(/^\d+ exercises$/)).toHaveCount(0);
  await page.locator('.infinite-list-more').scrollIntoViewIfNeeded();
  await expect(rowNames(page)).toHaveCount(Math.min(40, chest.total));
  await expect(page.getByText(`${chest.total} exercises`, { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));

  const third = rowNames(page).nth(2);
  const pinnedName = (await third.textContent()) ?? '';
  expect(pinnedName).not.toBe('');
  await third.click();
  await expect(page.getByRole('heading', { level: 1, name: pinnedName })).toBeVisible();
  await page.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(page.getByText('Pinned to the top')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();
  await shot(page, 'ex-b3-pinned-detail');

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Muscle group: Chest' })).toBeVisible();
  await expect(rowNames(page).first()).toHaveText(pinnedName);
  const firstRow = page.locator('.action-list-rows > li').first();
  await expect(firstRow.getByText('Pinned', { exact: true })).toBeVisible();
  await shot(page, 'ex-b4-pinned-first');

  await rowNames(page).first().click();
  await page.getByRole('button', { name: 'Unpin', exact: true }).click();
  await expect(page.getByText('Unpinned')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pin', exact: true })).toBeVisible();
  await page.goBack();
  await expect(rowNames(page).first()).not.toHaveText(pinnedName);
  await expect(page.locator('.action-list-rows').getByText('Pinned', { exact: true })).toHaveCount(0);

  // Reset clears the filter; a nonsense search answers 'No result yet'.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(`${everything.total} exercises`, { exact: true })).toBeVisible();
  await page.getByPlaceholder('Search in English or Chinese').fill('qqzzx-no-such-move');
  await expect(page.getByText('No result yet')).toBeVisible();
  await expect(page.getByText('Nothing matches. Try another name or fewer filters.')).toBeVisible();
  await shot(page, 'ex-e1-empty-en');
});
