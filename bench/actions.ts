/**
 * Searching the exercise library with 10,000 exercises (the official catalogue plus custom
 * ones, half of them the searching person's own), beside a bare Fastify JSON route measured
 * in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:actions (BENCH_DURATION seconds per route, default 8).
 */
import os from 'node:os';
import { EXERCISE_CATALOGUE } from '../apps/server/src/seed/exercise-catalogue.ts';
import { exerciseColumns, newShareCode } from '../apps/server/src/modules/action/service.ts';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { startBenchApp } from './engines.ts';
import { CONNECTIONS, DURATION_S, bareBaseline, load, table, urlOf, writeSection, type Figure } from './lib.ts';

const TOTAL = 10_000;

async function benchEngine(engine: Engine): Promise<Figure[]> {
  const bench = await startBenchApp(engine);
  try {
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

    const base = `${urlOf(bench.app)}/api-training/mp/training/action/list`;
    const headers = { token };
    return [
      await load(`search own by English name (${engine})`, { url: `${base}?scope=mine&keyword=squat`, headers }),
      await load(`search official by Chinese name (${engine})`, { url: `${base}?scope=official&keyword=${encodeURIComponent('深蹲')}`, headers }),
      await load(`filter own by muscle group (${engine})`, { url: `${base}?scope=mine&muscleGroup=legs`, headers }),
    ];
  } finally {
    await bench.close();
  }
}

const baseline = await bareBaseline();
const figures = [...(await benchEngine('sqlite')), ...(await benchEngine('postgres'))];
const report = table(baseline, figures);
console.log(report);
writeSection(
  'actions',
  [
    '## Exercise library search, 10,000 exercises',
    '',
    `Command: \`npm run bench:actions\` (${CONNECTIONS} connections, ${DURATION_S} s per route, page size 20 with the total count; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).`,
    '',
    report,
  ].join('\n'),
);
if (figures.some((f) => f.errors > 0)) {
  console.error('some requests failed: the figures above are not valid');
  process.exit(1);
}
