import type { TemplateOutput } from '@repwise/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { copyTemplate, officialTemplate } from './template-support.ts';
import { openFromHome, sessionIdOf, startTemplatePath, trainingDetail } from './training-support.ts';
import { createTrainee, data, shot, signInWithToken } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

const SERIES = '/api-training/mp/training/actions/series';
/** Rest after a set within a round (the set interval) and after a round (the group rest): distinct, so the timer tells which one ran. */
const SET_INTERVAL_SECONDS = 30;
const GROUP_REST_SECONDS = 90;

/**
 * A template of the trainee's own with one block: the official Pull Day's superset (two
 * exercises), cut to two rounds, every set followed by a 30 s interval, the group by 90 s.
 * Answers the template as read in `language`, with its two exercises' names in that language.
 */
async function supersetTemplate(request: APIRequestContext, token: string, name: string, language: 'en' | 'zh-Hans'): Promise<{ id: number; a: string; b: string }> {
  const copy = await copyTemplate(request, token, (await officialTemplate(request, token, 'Pull Day')).id);
  const superset = copy.actionsCons.find((block) => block.actions.length === 2);
  if (!superset) throw new Error('Pull Day has no superset block');
  const [group] = superset.exerciseCons;
  const [first, second] = superset.actions;
  if (!group || !first || !second) throw new Error('the superset block has no group');
  // Two rounds, A B A B: the order the editor keeps a superset in.
  const rounds = group.exercises.slice(0, 4);
  expect(rounds.map((s) => s.actionId)).toEqual([first.id, second.id, first.id, second.id]);
  const block = {
    ...superset,
    exerciseCons: [{ ...group, restSeconds: GROUP_REST_SECONDS, exercises: rounds.map((s) => ({ ...s, intervalSeconds: SET_INTERVAL_SECONDS })) }],
  };
  await data(await request.post(`${SERIES}/modify`, { headers: { token, 'Accept-Language': 'en' }, data: { ...copy, name, actionsCons: [block] } }));
  const saved = await data<TemplateOutput>(await request.get(`${SERIES}/get`, { headers: { token, 'Accept-Language': language }, params: { id: String(copy.id) } }));
  const [savedBlock] = saved.actionsCons;
  expect(saved.actionsCons).toHaveLength(1);
  expect(savedBlock?.exerciseCons.map((g) => [g.restSeconds, g.exercises.map((s) => s.intervalSeconds)])).toEqual([[GROUP_REST_SECONDS, [30, 30, 30, 30]]]);
  return { id: copy.id, a: savedBlock?.actions[0]?.name ?? '', b: savedBlock?.actions[1]?.name ?? '' };
}

const TEXT = {
  en: { start: 'Start training', setOf: (x: number) => `Set ${x} of 4`, allDone: 'All 4 sets done', rest: 'Rest', asPlanned: 'Done as planned', current: 'Current', finish: 'Finish training' },
} as const;

test(`a superset in ${language}: the two exercises alternate, the set interval runs between them and the group rest after each round`, { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const s = TEXT[language];
  const trainee = await createTrainee(request, 'Kai');
  const template = await supersetTemplate(request, trainee.token, `Superset ${language}`, language);
  expect(template.a).not.toBe(template.b);

  await page.clock.install();
  await signInWithToken(page, trainee.token, language);
  await openFromHome(page, startTemplatePath(template.id));
  await page.getByRole('button', { name: s.start, exact: true }).click();
  await expect(page.getByText(s.setOf(1))).toBeVisible();
  const sessionId = sessionIdOf(page);

  // The clock stands still but for the test's jumps, so the timer reads exact times.
  const pause = async () => page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  // axe waits on timers: a screenshot runs with the clock going, then it stands still again.
  const look = async (name: string) => {
    await page.clock.resume();
    await shot(page, name);
    await pause();
  };
  await pause();
  const next = page.locator('.set-row-next');
  const rest = page.getByRole('timer', { name: s.rest });
  const clock = rest.locator('.rest-bar-clock');
  const position = page.locator('.training-position');

  // Two rounds: A then B, the interval after A, the group rest after B (the end of a round).
  for (const round of [1, 2]) {
    await expect(next.locator('.set-row-title')).toContainText(template.a);
    await next.getByRole('button', { name: s.asPlanned }).click();
    await expect(position).toHaveText(s.setOf(round * 2));
    await expect(next.locator('.set-row-title')).toContainText(template.b);
    await expect(clock).toHaveText('0:30');
    // The rest bar lies over no action: B's Done is in sight, and at its centre is the button itself.
    const nextDone = next.getByRole('button', { name: s.asPlanned });
    expect(await nextDone.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    }), 'the rest bar leaves the next set\'s Done uncovered').toBe(true);
    if (round === 1) await look(`superset-${language}-01-interval`);
    // Whatever the screenshot took, the interval is over 30 s after it began.
    await page.clock.fastForward(SET_INTERVAL_SECONDS * 1000);
    await expect(rest).toBeHidden();

    await next.getByRole('button', { name: s.asPlanned }).click();
    await expect(clock).toHaveText('1:30');
    if (round === 1) {
      await expect(position).toHaveText(s.setOf(3));
      await expect(next.locator('.set-row-title')).toContainText(template.a);
      await look(`superset-${language}-02-group-rest`);
      await page.clock.fastForward(GROUP_REST_SECONDS * 1000);
    } else {
      // The whole group rest, to the second.
      await page.clock.fastForward((GROUP_REST_SECONDS - 1) * 1000);
      await expect(clock).toHaveText('0:01');
      await page.clock.fastForward(1000);
    }
    await expect(rest).toBeHidden();
  }

  // After the last round the block is done: no set left, no current block, finishing is next.
  await expect(position).toHaveText(s.allDone);
  await expect(next).toHaveCount(0);
  await expect(page.getByText(s.current, { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: s.finish })).toBeVisible();
  await page.clock.resume();
  await shot(page, `superset-${language}-03-done`);

  // The server has the four sets in the order they were done: A B A B.
  const ids = async () => {
    const detail = (await trainingDetail(request, trainee.token, sessionId)) as Awaited<ReturnType<typeof trainingDetail>> & { recorded: { actionId: number }[] };
    return [...detail.recorded].sort((x, y) => x.completedAt.localeCompare(y.completedAt)).map((set) => set.actionId);
  };
  await expect.poll(async () => (await ids()).length, { timeout: 60_000 }).toBe(4);
  const [a, b] = await ids();
  expect(a).not.toBe(b);
  expect(await ids()).toEqual([a, b, a, b]);
});
