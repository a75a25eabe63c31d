import { expect, test, type Page } from '@playwright/test';
import { createCoach, expectAccessible, expectTapTargets, shot, signInWithToken } from './support.ts';
import { openWhenHome, pickByName, untracked as taps } from './template-support.ts';

/**
 * Issue 24 §10, the template builder: required fields are marked before Save; a rest goes to
 * the whole set group, block or template in one pick; inside a superset round the rest is the
 * template's rest between exercises; "Remove exercise" only where a block has more than one.
 */
const TEXTS = {
  en: {
    newTitle: 'New template', name: 'Name', type: 'Type', description: 'Description', required: 'required',
    exerciseInterval: 'Rest between exercises', confirm: 'Confirm', addExercises: 'Add exercises', search: 'Search in English or Chinese',
    bench: 'Barbell Bench Press', row: 'Barbell Bent-Over Row', squat: 'Barbell Back Squat',
    addTwo: 'Add 2 exercises', addOne: 'Add 1 exercise', superset: /Superset \(one block\)/, add: 'Add',
    min: (n: number) => `${n} min`, sec: (n: number) => `${n} s`, wholeBlock: 'Whole block', wholeTemplate: 'Whole template', onlySet: 'Only this set',
    blockMenu: (name: string) => `More for ${name}`, removeAction: 'Remove exercise', replaceAction: 'Replace exercise', cancel: 'Cancel',
  },
  'zh-Hans': {
    newTitle: '新建模板', name: '名称', type: '类型', description: '描述', required: '必填',
    exerciseInterval: '动作间休息', confirm: '确定', addExercises: '添加动作', search: '输入中文或英文名称搜索',
    bench: '杠铃卧推', row: '杠铃俯身划船', squat: '杠铃颈后深蹲',
    addTwo: '添加 2 个动作', addOne: '添加 1 个动作', superset: /超级组（一个训练块）/, add: '添加',
    min: (n: number) => `${n} 分`, sec: (n: number) => `${n} 秒`, wholeBlock: '整个训练块', wholeTemplate: '整个模板', onlySet: '仅本组',
    blockMenu: (name: string) => `${name}的更多操作`, removeAction: '移除动作', replaceAction: '替换动作', cancel: '取消',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Sets each wheel of the open picker to the given item, then confirms. */
async function pickWheels(page: Page, T: Texts, items: readonly string[]) {
  const picker = page.locator('.adm-picker').last();
  await expect(picker).toBeVisible();
  for (const [index, item] of items.entries()) {
    const column = picker.locator('.adm-picker-view-column').nth(index);
    await expect(async () => {
      await column.getByText(item, { exact: true }).dispatchEvent('click');
      await expect(column.locator('.adm-picker-view-column-item-active')).toHaveText(item, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }
  await picker.getByRole('button', { name: T.confirm, exact: true }).click();
  await expect(picker).toBeHidden();
}

const rests = (page: Page) => page.locator('.set-rest');

for (const language of ['en', 'zh-Hans'] as const) {
  const T = TEXTS[language];

  test(`template builder (${language}): required marks before Save, rests for a whole block or template, the superset round's rest, Remove exercise only with two`, { tag: '@templates' }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const coach = await createCoach(request, 'Builder');
    await signInWithToken(page, coach.token, language);
    await openWhenHome(page, '/#/pages/TemplateManage/templateInfo/templateInfo');
    await expect(page.getByText(T.newTitle, { exact: true })).toBeVisible();

    // Name, type and description are marked required before any Save.
    await expect(page.locator('.form-required-mark')).toHaveCount(3);
    await expect(page.getByLabel(T.name, { exact: true })).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(T.description, { exact: true })).toHaveAttribute('aria-required', 'true');
    await expect(page.getByRole('button', { name: new RegExp(`^${T.type}`) })).toHaveAccessibleDescription(T.required);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shot(page, `tpl-rests-1-required-${language}`, { fullPage: false });
    await expectAccessible(page);
    await expectTapTargets(page);

    // The template's rest between exercises: 30 s (the rest between sets stays 1:00).
    await page.getByRole('button', { name: new RegExp(`^${T.exerciseInterval}`) }).click();
    await pickWheels(page, T, [T.min(0), T.sec(30)]);

    // A superset of two, three rounds: inside a round the rest is 0:30, after the round 1:00.
    await page.getByRole('button', { name: T.addExercises }).first().click();
    await pickByName(page, taps, [T.bench, T.row], T.search);
    const sheet = page.getByRole('dialog', { name: T.addTwo });
    await sheet.getByRole('radio', { name: T.superset }).click();
    await sheet.getByRole('button', { name: T.add, exact: true }).click();
    await expect(rests(page)).toHaveText(['0:30', '1:00', '0:30', '1:00', '0:30', '1:00']);
    await page.getByRole('button', { name: T.addExercises }).last().click();
    await pickByName(page, taps, [T.squat], T.search);
    await page.getByRole('dialog', { name: T.addOne }).getByRole('button', { name: T.add, exact: true }).click();
    // The squat alone (three sets) rests between sets.
    await expect(rests(page)).toHaveText(['0:30', '1:00', '0:30', '1:00', '0:30', '1:00', '1:00', '1:00', '1:00']);

    // One pick sets the rest after every set of the block; the picker's third wheel says where.
    await rests(page).first().click();
    const picker = page.locator('.adm-picker').last();
    await expect(picker.locator('.adm-picker-view-column')).toHaveCount(3);
    await expect(picker.locator('.adm-picker-view-column').nth(2).locator('.adm-picker-view-column-item-active')).toHaveText(T.onlySet);
    await shot(page, `tpl-rests-2-scope-wheel-${language}`, { fullPage: false });
    await expectAccessible(page);
    await expectTapTargets(page);
    await pickWheels(page, T, [T.min(1), T.sec(45), T.wholeBlock]);
    await expect(rests(page)).toHaveText([...Array(6).fill('1:45'), '1:00', '1:00', '1:00']);
    // And every set of the template, from the squat's set.
    await rests(page).last().click();
    await pickWheels(page, T, [T.min(0), T.sec(50), T.wholeTemplate]);
    await expect(rests(page)).toHaveText(Array(9).fill('0:50'));
    await shot(page, `tpl-rests-3-whole-template-${language}`, { fullPage: false });

    // "Remove exercise" is on the superset's menu, not on the single squat's.
    await page.getByRole('button', { name: T.blockMenu(`${T.bench} + ${T.row}`) }).click();
    await expect(page.getByRole('button', { name: T.removeAction })).toBeVisible();
    await page.locator('.block-menu-cancel').click();
    await page.getByRole('button', { name: T.blockMenu(T.squat) }).click();
    await expect(page.getByRole('button', { name: T.replaceAction })).toBeVisible();
    await expect(page.getByRole('button', { name: T.removeAction })).toHaveCount(0);
    await shot(page, `tpl-rests-4-single-block-menu-${language}`, { fullPage: false });
    await expectAccessible(page);
    await expectTapTargets(page);
    await page.locator('.block-menu-cancel').click();
  });
}
