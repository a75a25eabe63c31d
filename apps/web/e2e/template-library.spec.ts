import { expect, test, type Page } from '@playwright/test';
import { createCoach, createTrainee, expectAccessible, expectTapTargets, shot, signInWithToken, tapExpectingToast } from './support.ts';
import { copyOfficial, openWhenHome, renameTemplate } from './template-support.ts';

/**
 * The official rows' copy pills are 44 px as drawn (issue 24 §11: they were 52×32 with an
 * invisible larger tap area), and the template home passes axe and the tap-target check.
 */
async function expectCopyPillsFullSize(page: Page): Promise<void> {
  const pills = page.locator('.template-row-copy');
  await expect(pills.first()).toBeVisible();
  const boxes = await pills.evaluateAll((els) => els.map((el) => ({ width: el.getBoundingClientRect().width, height: el.getBoundingClientRect().height })));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await expectAccessible(page);
  await expectTapTargets(page);
}

test('in Chinese, an official template opens read-only and a copy lands in Mine as “（副本）”', { tag: '@templates' }, async ({ page, request }) => {
  const trainee = await createTrainee(request, 'Lin');
  await signInWithToken(page, trainee.token, 'zh-Hans');
  await page.getByRole('link', { name: /训练模板/ }).click();
  await expect(page.getByRole('tab', { name: '官方' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^共 \d+ 个模板$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /新手全身训练/ })).toBeVisible();
  await shot(page, 'tpl-b1-official-zh', { fullPage: false });
  await expectCopyPillsFullSize(page);

  // Search narrows the list, and a search that finds nothing says so.
  await page.getByPlaceholder('搜索模板').fill('全身');
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('link', { name: /新手全身训练/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /推日/ })).toHaveCount(0);
  await page.getByPlaceholder('搜索模板').fill('zzqx没有这个模板');
  await expect(page.getByText('暂无结果')).toBeVisible();
  await expect(page.getByText('没有匹配的模板，换个名称试试。')).toBeVisible();
  await page.getByPlaceholder('搜索模板').fill('');
  await page.getByRole('link', { name: /新手全身训练/ }).click();

  // Read-only: the values are there, the controls are not.
  await expect(page.getByRole('heading', { level: 1, name: '新手全身训练' })).toBeVisible();
  await expect(page.getByText('官方', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '热身段' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '添加动作' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /更多操作$/ })).toHaveCount(0);
  await shot(page, 'tpl-b2-official-readonly-zh', { fullPage: false });

  await tapExpectingToast(page, page.getByRole('button', { name: '复制到我的' }), '已复制到我的模板');
  await expect(page).toHaveURL(/templateInfo\?id=\d+$/);
  await expect(page.getByText('编辑模板', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '新手全身训练（副本）' })).toBeVisible();
  await shot(page, 'tpl-b3-copy-zh', { fullPage: false });

  await page.goto('/#/pages/TemplateManage/templateHome?tab=mine');
  await expect(page.getByRole('tab', { name: '我的' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /新手全身训练（副本）/ })).toBeVisible();
  await expect(page.getByText('共 1 个模板')).toBeVisible();
  await page.getByRole('tab', { name: '最近' }).click();
  await expect(page.getByRole('link', { name: /新手全身训练（副本）/ })).toBeVisible();
  await shot(page, 'tpl-b4-mine-zh', { fullPage: false });
});

test('in English, Copy on an official row copies it into Mine as “(copy)”', { tag: '@templates' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Copier');
  await signInWithToken(page, coach.token);
  await openWhenHome(page, '/#/pages/TemplateManage/templateHome');
  await expectCopyPillsFullSize(page);
  await shot(page, 'tpl-b0-official-en', { fullPage: false });
  await tapExpectingToast(page, page.getByRole('button', { name: 'Copy “Push Day” to mine' }), 'Copied to My templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Push Day (copy)' })).toBeVisible();
  await page.goBack();
  await page.getByRole('tab', { name: 'Mine' }).click();
  await expect(page.getByRole('link', { name: /Push Day \(copy\)/ })).toBeVisible();
  await shot(page, 'tpl-b5-mine-en', { fullPage: false });
});

test('choosing two of my templates by long-press and tap deletes exactly those two', { tag: '@templates' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Tidy');
  for (const name of ['Keep me', 'Delete A', 'Delete B']) {
    const copy = await copyOfficial(request, coach.token);
    await renameTemplate(request, coach.token, copy.id, name);
  }
  await signInWithToken(page, coach.token);
  await openWhenHome(page, '/#/pages/TemplateManage/templateHome?tab=mine');
  await expect(page.getByText('3 templates')).toBeVisible();

  // A long-press (350 ms, held still) starts choosing with that template chosen.
  const first = page.getByRole('link', { name: /Delete A/ });
  const box = await first.boundingBox();
  if (!box) throw new Error('no row');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(500);
  await page.mouse.up();
  await expect(page.getByText('1 selected', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Delete A/ })).toBeChecked();
  await page.locator('label.template-row', { hasText: 'Delete B' }).click();
  await expect(page.getByRole('checkbox', { name: /Delete B/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Delete (2)' })).toBeEnabled();
  await shot(page, 'tpl-d1-choosing', { fullPage: false });

  await page.getByRole('button', { name: 'Delete (2)' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Delete 2 templates?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'tpl-d2-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('1 template', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Keep me/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Delete A|Delete B/ })).toHaveCount(0);

  // The Select button works too, and Cancel leaves without deleting.
  await page.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('button', { name: 'Delete (0)' })).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: /Keep me/ })).toBeVisible();
});
