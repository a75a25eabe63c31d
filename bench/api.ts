/**
 * Authenticated getInfo and the dictionary call under 50 concurrent connections, beside a
 * bare Fastify JSON route measured in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:api (BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS to change the load).
 */
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { urlOf, type Target } from './lib.ts';

const DICTIONARY_BODY = JSON.stringify(
  ['training.action.series.intensityUnit', 'training.action.series.quantityUnit', 'training.type', 'training.task.type', 'training.task.timeHorizon'].map(
    (parentId) => ({ parentId, recursiveTimes: 1 }),
  ),
);

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const token = await bench.login('13800000000');
  await bench.app.inject({ method: 'POST', url: '/api-training/mp/training/user/updateInfo', headers: { token }, payload: { position: 2, nickName: 'Bench', age: 30, sex: 1, height: 180, weight: 80 } });
  const base = urlOf(bench.app);
  return [
    { name: `getInfo (${engine})`, options: { url: `${base}/api-training/mp/training/user/getInfo`, headers: { token } } },
    {
      name: `dictionary getAllChildren, 5 keys (${engine})`,
      options: { url: `${base}/api-user-acl/open/dictionary/getAllChildren`, method: 'POST', headers: { 'content-type': 'application/json' }, body: DICTIONARY_BODY },
    },
  ];
}

await compareOnBothEngines({
  section: 'api',
  title: 'API: getInfo and dictionaries',
  command: 'npm run bench:api',
  targets: targetsOf,
  conclusion: (baseline, figures) => {
    // Targets, in order: getInfo and the dictionary on SQLite, then on PostgreSQL.
    const ratio = (index: number) => (figures[index]!.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    return [
      `Target: getInfo on SQLite at least 0.5 of the bare route: measured **${ratio(0)}**.`,
      `Target (issue 29 §3): getInfo on PostgreSQL at least 0.3 of the bare route: measured **${ratio(2)}**.`,
    ].join('\n');
  },
});
