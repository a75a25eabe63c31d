import { expect, test } from '@playwright/test';
import { createCoach, shot, signInWithToken } from './support.ts';
import { cell, numberPad, openWhenHome, quickChip, Taps, valueOf } from './template-support.ts';

/** The budget the brief sets for a 6-exercise, 24-set template with every weight and rep filled. */
const TAP_BUDGET = 60;
const WEIGHTS = ['40', '50', '60', '70', '80', '90'];
const REPS = ['8', '10', '12', '15', '5', '8'];

test('a 6-exercise, 24-set template with every weight and rep takes at most 60 taps, and all 24 sets come back', { tag: '@templates' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Quick');
  await signInWithToken(page, coach.token);
  await openWhenHome(page, '/#/pages/TemplateManage/templateInfo/templateInfo');
  await expect(page.getByText('New template', { exact: true })).toBeVisible();
  const taps = new Taps();

  await taps.fill(page.getByLabel('Name', { exact: true }), 'Six by four');
  await taps.tap(page.getByLabel('Type', { exact: true }));
  // The wheel opens on the first type; Confirm takes it.
  await taps.tap(page.locator('.adm-picker').getByText('Confirm', { exact: true }));
  await taps.fill(page.getByLabel('Description'), 'Six lifts, four sets each.');

  await taps.tap(page.getByRole('button', { name: 'Add exercises' }).first());
  const picker = page.getByRole('dialog', { name: 'Choose exercises' });
  await taps.fill(picker.getByPlaceholder('Search in English or Chinese'), 'barbell');
  const rows = picker.locator('label.action-row');
  // The search answers after a pause: the rows read are the search's own once every shown one is a barbell exercise.
  await expect(async () => {
    const shown = await rows.locator('.action-row-name').allTextContents();
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.every((name) => /barbell/i.test(name)), shown.join(', ')).toBe(true);
  }).toPass({ timeout: 10_000 });
  const names: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    names.push(((await rows.nth(i).locator('.action-row-name').textContent()) ?? '').trim());
    await taps.tap(rows.nth(i));
  }
  await taps.tap(picker.getByRole('button', { name: 'Add (6)' }));
  const sheet = page.getByRole('dialog', { name: 'Add 6 exercises' });
  await taps.tap(sheet.getByRole('button', { name: 'More' }));
  await expect(sheet.getByRole('spinbutton')).toHaveValue('4');
  await taps.tap(sheet.getByRole('button', { name: 'Add', exact: true }));
  await expect(page.getByText('6 exercises · 24 sets')).toBeVisible();

  // One tap opens the pad; then per exercise: the load, All sets, a reps chip, All sets.
  await taps.tap(cell(page, names[0] ?? '', 'Group 1', '1', 'weight'));
  const pad = numberPad(page);
  for (let i = 0; i < 6; i += 1) {
    await expect(pad.getByText(names[i] ?? '', { exact: true })).toBeVisible();
    await taps.keys(page, WEIGHTS[i] ?? '');
    await taps.tap(pad.getByRole('button', { name: 'All sets: apply to every set of this action' }));
    await taps.tap(quickChip(page, REPS[i] ?? ''));
    await taps.tap(pad.getByRole('button', { name: 'All sets: apply to every set of this action' }));
  }
  await expect(pad).toBeHidden();
  await shot(page, 'tpl-e1-filled', { fullPage: false });

  // The "Saved" toast lasts 1.5 s: watched for from before the tap, so a slow machine cannot miss it.
  const saved = page.getByText('Saved', { exact: true }).first().waitFor();
  await taps.tap(page.getByRole('button', { name: 'Save' }));
  await saved;
  await expect(page).toHaveURL(/templateInfo\?id=\d+$/);

  const report = `Tap count for 6 exercises × 4 sets, weights and reps filled: ${taps.count} (budget ${TAP_BUDGET})`;
  test.info().annotations.push({ type: 'tap count', description: report });
  process.stdout.write(`${report}\n`);
  expect(taps.count).toBeLessThanOrEqual(TAP_BUDGET);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Six by four' })).toBeVisible();
  await expect(page.locator('.set-row[data-set-id]')).toHaveCount(24);
  for (let i = 0; i < 6; i += 1) {
    for (let set = 1; set <= 4; set += 1) {
      await expect(valueOf(cell(page, names[i] ?? '', 'Group 1', String(set), 'weight'))).toHaveText(WEIGHTS[i] ?? '');
      await expect(valueOf(cell(page, names[i] ?? '', 'Group 1', String(set), 'reps'))).toHaveText(REPS[i] ?? '');
    }
  }
  await shot(page, 'tpl-e2-reloaded', { fullPage: false });
});
