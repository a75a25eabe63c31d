/**
 * Searching the exercise library with 10,000 exercises (the official catalogue plus custom
 * ones, half of them the searching person's own), beside a bare Fastify JSON route measured
 * in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:actions
 */
import { sql } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { insertExercises } from '../apps/server/src/modules/action/repo.ts';
import { exerciseRecord } from '../apps/server/src/modules/action/service.ts';
import { newShareCode } from '../apps/server/src/platform/share-code.ts';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/content.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { fixedAnswerTarget, urlOf, type Target } from './lib.ts';

const TOTAL = 10_000;

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const token = await bench.login('13800000000');
  await bench.login('13800000001');
  const ids = (await bench.app.ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const now = new Date();
  const custom = Array.from({ length: TOTAL - EXERCISE_CATALOGUE.length }, (_, i) => {
    const model = EXERCISE_CATALOGUE[i % EXERCISE_CATALOGUE.length]!;
    const { columns, facets } = exerciseRecord({ ...model, nameEn: `${model.nameEn} v${i}`, nameZh: `${model.nameZh} ${i}`, videoPath: null, gifPath: null, iconPath: null }, now, ids[i % 2]!);
    return { row: { ...columns, owner_id: ids[i % 2]!, official_key: null, share_code: newShareCode(), sort: 0, created_at: now.toISOString() }, facets };
  });
  await bench.app.ctx.db.transaction().execute((trx) => insertExercises(trx, custom));
  // Statistics and, on PostgreSQL, the visibility map that autovacuum keeps in a running
  // system: without them a bulk load of 10,000 rows is planned as if the tables were empty.
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(bench.app.ctx.db);
  // First pages as the list screen asks for them: 20 rows; the count only for the whole shelf.
  const list = `${urlOf(bench.app)}/api-training/mp/training/action/list?size=20&scope=mine`;
  const headers = { token };
  const targets: Target[] = [
    { name: `search own by English name (${engine})`, options: { url: `${list}&keyword=squat`, headers } },
    { name: `search own by a 2-character Chinese word (${engine})`, options: { url: `${list}&keyword=${encodeURIComponent('深蹲')}`, headers } },
    { name: `filter own by muscle group (${engine})`, options: { url: `${list}&muscleGroup=legs`, headers } },
    { name: `own shelf with its count (${engine})`, options: { url: `${list}&withTotal=true`, headers } },
  ];
  if (engine === 'sqlite') {
    // The ceiling of this harness for an answer that size: the English search's own page,
    // served by a bare route.
    const page = await bench.app.inject({ method: 'GET', url: '/api-training/mp/training/action/list?size=20&scope=mine&keyword=squat', headers });
    targets.unshift(await fixedAnswerTarget(`bare route answering a copy of that page (${(page.body.length / 1024).toFixed(1)} KB)`, page.body));
  }
  return targets;
}

await compareOnBothEngines({
  section: 'actions',
  title: 'Exercise library search, 10,000 exercises (4,896 of them the searching person\'s own; first pages of 20)',
  command: 'npm run bench:actions',
  targets: targetsOf,
});
