import type { TemplateOutput } from '@repwise/contracts';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { copyTemplate, officialTemplate, openWhenHome, templatePath } from './template-support.ts';
import { startTemplatePath } from './training-support.ts';
import { createTrainee, data, shot, signInWithToken } from './support.ts';

/**
 * Issue 24, "One labelling rule": the block of a warm-up set, a 3-set group and a 1-set
 * back-off group reads warm, 1, 2, 3, 4 in the template and on the training screen (it read
 * "Set 1, Set 1, Set 2, Set 3, Set 1" while training), and a superset reads A1 B1 A2 B2 in
 * both (training counted 1–6), in English and in Chinese, where a set group is a 段. Each
 * `shot` also checks its screen with axe and the 44 px tap targets.
 */

const SERIES = '/api-training/mp/training/actions/series';

const TEXT = {
  en: {
    groups: ['Warm-up group', 'Group 1', 'Group 2'], labels: ['warm', '1', '2', '3', '4'], superset: ['Group 1'],
    start: 'Start training', asPlanned: 'Done as planned', skip: 'Skip rest',
  },
  'zh-Hans': {
    groups: ['热身段', '第1段', '第2段'], labels: ['热身', '1', '2', '3', '4'], superset: ['第1段'],
    start: '开始训练', asPlanned: '按计划完成', skip: '跳过休息',
  },
} as const;

/**
 * A template of the trainee's own, made from the official Pull Day: its first one-exercise
 * block as a warm-up set, a group of three sets and a back-off group of one; then its superset
 * cut to two rounds (A B A B). Saved in English: the screens show it in their own language.
 */
async function labelsTemplate(request: APIRequestContext, token: string, name: string): Promise<number> {
  const copy = await copyTemplate(request, token, (await officialTemplate(request, token, 'Pull Day')).id);
  const single = copy.actionsCons.find((b) => b.actions.length === 1);
  const superset = copy.actionsCons.find((b) => b.actions.length === 2);
  const set = single?.exerciseCons.find((g) => g.type === 1)?.exercises[0];
  const rounds = superset?.exerciseCons.find((g) => g.type === 1);
  if (!single || !superset || !set || !rounds) throw new Error('Pull Day has no single block or no superset');
  const sets = (key: string, count: number) => Array.from({ length: count }, (_, i) => ({ ...set, id: `${set.id}-${key}${i + 1}` }));
  const group = (key: string, type: number, count: number) => ({ exerciseConId: `${single.actionsConId}-${key}`, type, name: '', restSeconds: 60, finished: 0, exercises: sets(key, count) });
  const backOff = { ...single, exerciseCons: [group('w', 2, 1), group('main', 1, 3), group('back', 1, 1)] };
  const twoRounds = { ...superset, exerciseCons: [{ ...rounds, exercises: rounds.exercises.slice(0, 4) }] };
  expect(twoRounds.exerciseCons[0]!.exercises.map((s) => s.actionId)).toEqual([superset.actions[0]!.id, superset.actions[1]!.id, superset.actions[0]!.id, superset.actions[1]!.id]);
  await data(await request.post(`${SERIES}/modify`, { headers: { token, 'Accept-Language': 'en' }, data: { ...copy, name, actionsCons: [backOff, twoRounds] } }));
  const saved = await data<TemplateOutput>(await request.get(`${SERIES}/get`, { headers: { token, 'Accept-Language': 'en' }, params: { id: String(copy.id) } }));
  expect(saved.actionsCons.map((b) => b.exerciseCons.map((g) => g.exercises.map((s) => s.name)))).toEqual([[['warm'], ['1', '2', '3'], ['4']], [['1', '1', '2', '2']]]);
  return copy.id;
}

/** The set labels of a template block as the editor shows them: the superset letter (drawn from data-mark) and the label. */
function editorLabels(block: Locator): Promise<string[]> {
  return block.locator('.set-label').evaluateAll((labels) =>
    labels.map((label) => `${label.querySelector('.set-letter')?.getAttribute('data-mark') ?? ''}${label.querySelector('span:not(.set-letter)')?.textContent ?? ''}`),
  );
}

/** The set labels of the training screen's current block: a done set's label, or an open set's title up to " · ". */
function trainingLabels(page: Page): Promise<string[]> {
  return page.locator('.training-block li.set-row').evaluateAll((rows) =>
    rows.map((row) => (row.querySelector('.set-row-label, .set-row-title')?.textContent ?? '').split(' · ')[0]!.trim()),
  );
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`set labels in ${language}: the template's warm, 1, 2, 3, 4 and A1 B1 A2 B2 are the training screen's`, { tag: '@training' }, async ({ page, request }) => {
    test.setTimeout(240_000);
    const s = TEXT[language];
    const trainee = await createTrainee(request, `Labels ${language}`);
    const id = await labelsTemplate(request, trainee.token, `Labels ${language}`);
    await signInWithToken(page, trainee.token, language);

    // The template, in the language on screen (it was saved in English).
    await openWhenHome(page, templatePath(id));
    const blocks = page.locator('article.block-card');
    await expect(blocks).toHaveCount(2);
    await expect(blocks.nth(0).getByRole('heading', { level: 3 })).toHaveText([...s.groups]);
    await expect.poll(() => editorLabels(blocks.nth(0))).toEqual([...s.labels]);
    await expect(blocks.nth(1).getByRole('heading', { level: 3 })).toHaveText([...s.superset]);
    await expect.poll(() => editorLabels(blocks.nth(1))).toEqual(['A1', 'B1', 'A2', 'B2']);
    await shot(page, `set-labels-${language}-01-template`);

    // Training it: the same titles and labels, open sets first, then done ones.
    await page.goto(startTemplatePath(id));
    await page.getByRole('button', { name: s.start, exact: true }).click();
    const current = page.locator('.training-block');
    await expect(current.locator('.training-group-title')).toHaveText([...s.groups]);
    await expect.poll(() => trainingLabels(page)).toEqual([...s.labels]);
    await shot(page, `set-labels-${language}-02-training`);

    // Do the warm-up and the main sets: done sets keep their labels.
    for (let done = 0; done < 4; done += 1) {
      await current.locator('.set-row-next').getByRole('button', { name: s.asPlanned }).click();
      await page.getByRole('button', { name: s.skip }).click();
    }
    await expect.poll(() => trainingLabels(page)).toEqual([...s.labels]);
    await shot(page, `set-labels-${language}-03-done`);

    // The back-off set ends the block; the superset is current and counts each exercise's own sets.
    await current.locator('.set-row-next').getByRole('button', { name: s.asPlanned }).click();
    await page.getByRole('button', { name: s.skip }).click();
    await expect(current.locator('.training-group-title')).toHaveText([...s.superset]);
    await expect.poll(() => trainingLabels(page)).toEqual(['A1', 'B1', 'A2', 'B2']);
    await shot(page, `set-labels-${language}-04-superset`);
  });
}
