/**
 * Authenticated getInfo and the dictionary call under 50 concurrent connections, beside a
 * bare Fastify JSON route measured in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench:api (BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS to change the load).
 */
import os from 'node:os';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { startBenchApp, type BenchApp } from './engines.ts';
import { describeRun, measure, startBareBaseline, table, urlOf, writeSection, type Target } from './lib.ts';

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

const bare = await startBareBaseline();
const sqlite = await startBenchApp('sqlite');
const postgres = await startBenchApp('postgres');
try {
  const [baseline, ...figures] = await measure([bare.target, ...(await targetsOf('sqlite', sqlite)), ...(await targetsOf('postgres', postgres))]);
  const report = table(baseline!, figures);
  console.log(report);
  const ratio = figures[0]!.requestsPerSecond / baseline!.requestsPerSecond;
  console.log(`getInfo on SQLite: ratio ${ratio.toFixed(2)} to the bare route (target >= 0.5)`);
  writeSection('api', ['## API: getInfo and dictionaries', '', describeRun('npm run bench:api', os.cpus().length), '', report, '', `Target: getInfo on SQLite at least 0.5 of the bare route: measured **${ratio.toFixed(2)}**.`].join('\n'));
  if (figures.some((f) => f.errors > 0)) {
    console.error('some requests failed: the figures above are not valid');
    process.exitCode = 1;
  }
} finally {
  await Promise.all([bare.close(), sqlite.close(), postgres.close()]);
}
