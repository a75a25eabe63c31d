/**
 * Searching the exercise library with 10,000 exercises (the official catalogue plus custom
 * ones, half of them the searching person's own), beside a bare Fastify JSON route measured
 * in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:actions
 */
import os from 'node:os';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { exerciseColumns, newShareCode } from '../apps/server/src/modules/action/service.ts';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/exercise-catalogue.ts';
import { startBenchApp, type BenchApp } from './engines.ts';
import { describeRun, measure, startBareBaseline, table, urlOf, writeSection, type Target } from './lib.ts';

const TOTAL = 10_000;

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const token = await bench.login('13800000000');
  await bench.login('13800000001');
  const ids = (await bench.app.ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const now = new Date();
  const custom = Array.from({ length: TOTAL - EXERCISE_CATALOGUE.length }, (_, i) => {
    const model = EXERCISE_CATALOGUE[i % EXERCISE_CATALOGUE.length]!;
    return {
      ...exerciseColumns({ ...model, nameEn: `${model.nameEn} v${i}`, nameZh: `${model.nameZh} ${i}`, videoPath: null, gifPath: null, iconPath: null }, now),
      owner_id: ids[i % 2]!,
      official_key: null,
      share_code: newShareCode(),
      sort: 0,
      created_at: now.toISOString(),
    };
  });
  for (let i = 0; i < custom.length; i += 500) await bench.app.ctx.db.insertInto('exercises').values(custom.slice(i, i + 500)).execute();
  const list = `${urlOf(bench.app)}/api-training/mp/training/action/list`;
  const headers = { token };
  return [
    { name: `search own by English name (${engine})`, options: { url: `${list}?scope=mine&keyword=squat`, headers } },
    { name: `search official by Chinese name (${engine})`, options: { url: `${list}?scope=official&keyword=${encodeURIComponent('深蹲')}`, headers } },
    { name: `filter own by muscle group (${engine})`, options: { url: `${list}?scope=mine&muscleGroup=legs`, headers } },
  ];
}

const bare = await startBareBaseline();
const sqlite = await startBenchApp('sqlite');
const postgres = await startBenchApp('postgres');
try {
  const [baseline, ...figures] = await measure([bare.target, ...(await targetsOf('sqlite', sqlite)), ...(await targetsOf('postgres', postgres))]);
  const report = table(baseline!, figures);
  console.log(report);
  writeSection('actions', ['## Exercise library search, 10,000 exercises', '', describeRun('npm run bench:actions', os.cpus().length) + ' Page size 20 with the total count.', '', report].join('\n'));
  if (figures.some((f) => f.errors > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
} finally {
  await Promise.all([bare.close(), sqlite.close(), postgres.close()]);
}
