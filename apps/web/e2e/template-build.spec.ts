import { expect, test, type Page } from '@playwright/test';
import { createCoach, pick, shot, signInWithToken, tapExpectingToast } from './support.ts';
import { block, cell, numberPad, pickByName, quickChip, untracked as taps, valueOf } from './template-support.ts';

const BENCH = 'Barbell Bench Press';
const ROW = 'Barbell Bent-Over Row';
const SQUAT = 'Barbell Back Squat';

/** Every value of the template as built below, as [action, group, set label, weight, reps]. */
const EXPECTED: readonly [string, string, string, string, string][] = [
  [BENCH, 'Group 1', '1', '40', '12'], [BENCH, 'Group 1', '2', '40', '12'], [BENCH, 'Group 1', '3', '40', '12'],
  [ROW, 'Group 1', '1', '50', '10'], [ROW, 'Group 1', '2', '50', '10'], [ROW, 'Group 1', '3', '50', '10'],
  [SQUAT, 'Warm-up group', 'warm', '40', '10'],
  [SQUAT, 'Group 1', '1', '100', '5'], [SQUAT, 'Group 1', '2', '100', '5'], [SQUAT, 'Group 1', '3', '100', '5'],
  [SQUAT, 'Decrease group', 'decrease 1', '80', '8'],
];

async function expectValues(page: Page) {
  for (const [action, group, set, weight, reps] of EXPECTED) {
    await expect(valueOf(cell(page, action, group, set, 'weight')), `${action} ${group} ${set} weight`).toHaveText(weight);
    await expect(valueOf(cell(page, action, group, set, 'reps')), `${action} ${group} ${set} reps`).toHaveText(reps);
  }
}

test('a coach builds a template: superset, warm-up and decrease groups, values by apply-downward; it reloads exactly, in English and Chinese', { tag: '@templates' }, async ({ page, request }) => {
  test.setTimeout(360_000);
  const coach = await createCoach(request, 'Builder');
  await signInWithToken(page, coach.token);
  await page.getByRole('link', { name: /Training templates/ }).click();
  await expect(page).toHaveURL(/#\/pages\/TemplateManage\/templateHome$/);
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page.getByText('New template', { exact: true })).toBeVisible();

  // Saving an empty form explains what is missing, at the fields.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a name' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a type' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a description' })).toBeVisible();
  await shot(page, 'tpl-a1-required', { fullPage: false });

  await page.getByLabel('Name', { exact: true }).fill('Push, pull and squat');
  await pick(page, 'Type', 'Strength');
  await page.getByLabel('Description').fill('Bench and row as a superset, then squats with a warm-up and a back-off set.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The block menu offers decrease groups once the template has deload sets.
  await page.getByRole('switch', { name: 'Deload sets' }).click();

  await page.getByRole('button', { name: 'Add exercises' }).first().click();
  await pickByName(page, taps, [BENCH, ROW]);
  const sheet = page.getByRole('dialog', { name: 'Add 2 exercises' });
  await sheet.getByRole('radio', { name: /Superset \(one block\)/ }).click();
  await expect(sheet.getByText('Rounds')).toBeVisible();
  await expect(sheet.getByRole('spinbutton')).toHaveValue('3');
  await shot(page, 'tpl-a2-superset-sheet', { fullPage: false });
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();

  await page.getByRole('button', { name: 'Add exercises' }).click();
  await pickByName(page, taps, [SQUAT]);
  await page.getByRole('dialog', { name: 'Add 1 exercise' }).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('3 exercises · 9 sets')).toBeVisible();

  const squat = block(page, `Exercise 2: ${SQUAT}`);
  await squat.getByRole('button', { name: `More for ${SQUAT}` }).click();
  await page.getByRole('button', { name: 'Add warm-up group' }).click();
  await squat.getByRole('button', { name: `More for ${SQUAT}` }).click();
  await shot(page, 'tpl-a3-block-menu', { fullPage: false });
  await page.getByRole('button', { name: 'Add decrease group' }).click();
  await expect(squat.getByRole('heading', { level: 3 })).toHaveText(['Warm-up group', 'Group 1', 'Decrease group']);

  // Values: type once, apply downward; the pad moves on by itself.
  const pad = numberPad(page);
  await cell(page, BENCH, 'Group 1', '1', 'weight').click();
  await taps.keys(page, '40');
  await shot(page, 'tpl-a4-number-pad', { fullPage: false });
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  await expect(pad.getByRole('button', { name: 'Reps', pressed: true })).toBeVisible();
  await taps.keys(page, '12');
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  await expect(pad.getByText(`${ROW}`, { exact: true })).toBeVisible();
  await taps.keys(page, '50');
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  await taps.keys(page, '10');
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  // Next exercise: the squat's warm-up set, filled with Next; then its working sets.
  await expect(pad.getByText(SQUAT, { exact: true })).toBeVisible();
  await taps.keys(page, '40');
  await pad.getByRole('button', { name: 'Next' }).click();
  await taps.keys(page, '10');
  await pad.getByRole('button', { name: 'Next' }).click();
  await expect(cell(page, SQUAT, 'Group 1', '1', 'weight')).toHaveAttribute('aria-current', 'true');
  await taps.keys(page, '100');
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  await taps.keys(page, '5');
  await pad.getByRole('button', { name: 'Apply down to the sets below' }).click();
  await expect(pad).toBeHidden();
  await cell(page, SQUAT, 'Decrease group', 'decrease 1', 'weight').click();
  await taps.keys(page, '80');
  await pad.getByRole('button', { name: 'Next' }).click();
  await quickChip(page, '8').click();
  await pad.getByRole('button', { name: 'Done' }).click();
  await expectValues(page);
  await shot(page, 'tpl-a5-filled', { fullPage: false });

  await tapExpectingToast(page, page.getByRole('button', { name: 'Save' }), 'Saved');
  await expect(page).toHaveURL(/templateInfo\?id=\d+$/);
  await expect(page.getByText('Edit template', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Push, pull and squat' })).toBeVisible();
  await expect(page.getByText('Strength', { exact: true })).toBeVisible();
  await expect(page.getByText('3 exercises · 11 sets').first()).toBeVisible();
  await expectValues(page);
  await expect(squat.getByRole('heading', { level: 3 })).toHaveText(['Warm-up group', 'Group 1', 'Decrease group']);
  await expect(squat.locator('.set-label-text')).toHaveText(['warm', '1', '2', '3', 'decrease 1']);
  await expect(block(page, /^Exercise 1:/).locator('.set-label-text')).toHaveText(['1', '1', '2', '2', '3', '3']);
  await shot(page, 'tpl-a6-reloaded', { fullPage: true });

  // The same template in Chinese: labels follow the language; a set added in Chinese saves.
  await page.evaluate(() => localStorage.setItem('repwise.language', 'zh-Hans'));
  await page.reload();
  const squatZh = block(page, /^动作 2：杠铃颈后深蹲$/);
  await expect(squatZh.getByRole('heading', { level: 3 })).toHaveText(['热身段', '第1段', '递减段']);
  await expect(squatZh.locator('.set-label-text')).toHaveText(['热身', '1', '2', '3', '递减 1']);
  await expect(valueOf(page.getByRole('button', { name: '杠铃颈后深蹲，热身段，热身：重量' }))).toHaveText('40');
  await squatZh.getByRole('button', { name: '给第1段加一组' }).click();
  await expect(valueOf(page.getByRole('button', { name: '杠铃颈后深蹲，第1段，4：重量' }))).toHaveText('100');
  await shot(page, 'tpl-a7-chinese', { fullPage: false });
  await page.getByRole('button', { name: '杠铃颈后深蹲，第1段，4：重量' }).click();
  await expect(numberPad(page).getByRole('button', { name: '向下应用' })).toBeVisible();
  await shot(page, 'tpl-a7-pad-zh', { fullPage: false });
  await numberPad(page).getByRole('button', { name: '完成' }).click();
  await squatZh.getByRole('button', { name: '杠铃颈后深蹲的更多操作' }).click();
  await expect(page.getByRole('button', { name: '添加热身段' })).toBeVisible();
  await shot(page, 'tpl-a7-menu-zh', { fullPage: false });
  await page.getByRole('button', { name: '取消' }).click();
  await tapExpectingToast(page, page.getByRole('button', { name: '保存' }), '已保存');
  await page.reload();
  await expect(squatZh.getByRole('heading', { level: 3 })).toHaveText(['热身段', '第1段', '递减段']);
  await expect(squatZh.locator('.set-label-text')).toHaveText(['热身', '1', '2', '3', '4', '递减 1']);
  await expect(valueOf(page.getByRole('button', { name: '杠铃颈后深蹲，第1段，4：次' }))).toHaveText('5');
  await expect(valueOf(page.getByRole('button', { name: '杠铃颈后深蹲，递减段，递减 1：重量' }))).toHaveText('80');
  await shot(page, 'tpl-a8-chinese-saved', { fullPage: true });
});
