/**
 * Authenticated getInfo and the dictionary call under 50 concurrent connections, beside a
 * bare Fastify JSON route measured in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench (BENCH_DURATION seconds per route, default 8).
 */
import os from 'node:os';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { startBenchApp } from './engines.ts';
import { CONNECTIONS, DURATION_S, bareBaseline, load, table, urlOf, writeSection, type Figure } from './lib.ts';

const DICTIONARY_BODY = JSON.stringify(
  ['training.action.series.intensityUnit', 'training.action.series.quantityUnit', 'training.type', 'training.task.type', 'training.task.timeHorizon'].map(
    (parentId) => ({ parentId, recursiveTimes: 1 }),
  ),
);

async function benchEngine(engine: Engine): Promise<Figure[]> {
  const bench = await startBenchApp(engine);
  try {
    const token = await bench.login('13800000000');
    await bench.app.inject({ method: 'POST', url: '/api-training/mp/training/user/updateInfo', headers: { token }, payload: { position: 2, nickName: 'Bench', age: 30, sex: 1, height: 180, weight: 80 } });
    const base = urlOf(bench.app);
    return [
      await load(`getInfo (${engine})`, { url: `${base}/api-training/mp/training/user/getInfo`, headers: { token } }),
      await load(`dictionary getAllChildren, 5 keys (${engine})`, {
        url: `${base}/api-user-acl/open/dictionary/getAllChildren`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: DICTIONARY_BODY,
      }),
    ];
  } finally {
    await bench.close();
  }
}

const baseline = await bareBaseline();
const figures = [...(await benchEngine('sqlite')), ...(await benchEngine('postgres'))];
const report = table(baseline, figures);
console.log(report);

const getInfoSqlite = figures[0]!;
const ratio = getInfoSqlite.requestsPerSecond / baseline.requestsPerSecond;
console.log(`getInfo on SQLite: ratio ${ratio.toFixed(2)} to the bare route (target >= 0.5)`);

writeSection(
  'api',
  [
    '## API: getInfo and dictionaries',
    '',
    `Command: \`npm run bench\` (${CONNECTIONS} connections, ${DURATION_S} s per route, autocannon in the same process as the servers; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}).`,
    '',
    report,
    '',
    `Target: getInfo on SQLite at least 0.5 of the bare route: measured **${ratio.toFixed(2)}**.`,
  ].join('\n'),
);
if (figures.some((f) => f.errors > 0)) {
  console.error('some requests failed: the figures above are not valid');
  process.exit(1);
}
