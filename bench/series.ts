/**
 * Saving (modify) and reading (get) a 40-block, 400-set template, beside a bare Fastify JSON
 * route measured in the same run, on SQLite and on PostgreSQL. Two saves: the same template
 * again (nothing changed, as when only Save is pressed), and one set's weight changed on each
 * request (an editor's usual save).
 * Run: npm run bench:series
 */
import { addActions, newTemplate, sequentialIdGen, type NewAction } from '@repwise/domain';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { urlOf, type Target } from './lib.ts';

const BLOCKS = 40;
const SETS_PER_BLOCK = 10;

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const token = await bench.login('13800000000');
  const headers = { token, 'content-type': 'application/json' };
  const list = await bench.app.inject({ method: 'GET', url: `/api-training/mp/training/action/list?size=50`, headers: { token } });
  const actions = (list.json() as { data: { list: NewAction[] } }).data.list.slice(0, BLOCKS);
  const built = addActions(newTemplate({ groupId: '1', name: 'Bench 400', type: '1', description: 'Forty blocks of ten sets' }), actions, { mode: 'separate', sets: SETS_PER_BLOCK }, sequentialIdGen('b'), 'en');
  if (!built.ok) throw new Error(built.error);
  const created = await bench.app.inject({ method: 'POST', url: '/api-training/mp/training/actions/series/modify', headers, payload: built.value });
  const saved = (created.json() as { data: { id: number } }).data;
  const sets = (created.json() as { data: { actionsCons: { exerciseCons: { exercises: unknown[] }[] }[] } }).data.actionsCons.flatMap((b) => b.exerciseCons.flatMap((g) => g.exercises)).length;
  if (sets !== BLOCKS * SETS_PER_BLOCK) throw new Error(`expected ${BLOCKS * SETS_PER_BLOCK} sets, saved ${sets}`);
  const base = `${urlOf(bench.app)}/api-training/mp/training/actions/series`;
  const template = { ...built.value, id: saved.id };
  const firstSet = template.actionsCons[0]!.exerciseCons[0]!.exercises[0]!;
  let saves = 0;
  // Each request a new weight for the first set: every save changes exactly one stored set.
  const oneSetChanged = () => {
    saves += 1;
    const exercises = [{ ...firstSet, intensityCountLeft: 20 + (saves % 100) }, ...template.actionsCons[0]!.exerciseCons[0]!.exercises.slice(1)];
    const group = { ...template.actionsCons[0]!.exerciseCons[0]!, exercises };
    const block = { ...template.actionsCons[0]!, exerciseCons: [group, ...template.actionsCons[0]!.exerciseCons.slice(1)] };
    return JSON.stringify({ ...template, actionsCons: [block, ...template.actionsCons.slice(1)] });
  };
  return [
    { name: `get, 400 sets (${engine})`, options: { url: `${base}/get?id=${saved.id}`, headers: { token } } },
    { name: `modify, 400 sets, nothing changed (${engine})`, options: { url: `${base}/modify`, method: 'POST', headers, body: JSON.stringify(template) } },
    {
      name: `modify, 400 sets, one set changed (${engine})`,
      options: { url: `${base}/modify`, method: 'POST', headers, requests: [{ setupRequest: (request) => ({ ...request, body: oneSetChanged() }) }] },
    },
  ];
}

await compareOnBothEngines({
  section: 'series',
  title: 'Templates: get and modify of a 40-block, 400-set template',
  command: 'npm run bench:series',
  targets: targetsOf,
});
