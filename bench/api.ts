/**
 * Authenticated getInfo and the dictionary call under 50 concurrent connections, beside a
 * bare Fastify JSON route measured in the same run, on SQLite and on PostgreSQL. Beside them,
 * per engine, the ceiling of any route that asks the database: a bare route that sends one
 * `select 1` (and one that sends two in turn, as getInfo's authentication and its one query
 * do) through the app's own database handle and pool, with nothing else of the app.
 * Run: npm run bench:api (BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS to change the load).
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { urlOf, type Target } from './lib.ts';

/** Bare routes that send `statements` × `select 1` in turn through the app's database handle. */
async function statementCeilings(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const db = bench.app.ctx.db;
  const bare = Fastify();
  bare.get('/statements/:n', async (request) => {
    const n = Number((request.params as { n: string }).n);
    for (let i = 0; i < n; i++) await sql`select 1`.execute(db);
    return { ok: true };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return [1, 2].map((n, i) => ({
    name: `bare route + ${n} × \`select 1\` in turn (${engine})`,
    options: { url: `${urlOf(bare)}/statements/${n}` },
    ...(i === 0 ? { close: () => bare.close() } : {}),
  }));
}

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
    ...(await statementCeilings(engine, bench)),
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
    // Targets, in order, per engine (SQLite, then PostgreSQL): one select, two selects, getInfo, the dictionary.
    const rate = (index: number) => figures[index]!.requestsPerSecond;
    const ratio = (index: number, of = baseline.requestsPerSecond) => (rate(index) / of).toFixed(2);
    return [
      `Target: getInfo on SQLite at least 0.5 of the bare route: measured **${ratio(2)}**; ${ratio(2, rate(1))} of the bare route with two \`select 1\` in turn (itself ${ratio(1)} of the bare route).`,
      `Target (issue 29 §3): getInfo on PostgreSQL at least 0.3 of the bare route: measured **${ratio(6)}**; ${ratio(6, rate(5))} of the bare route with two \`select 1\` in turn, which is ${ratio(5)} of the bare route (one \`select 1\`: ${ratio(4)}): no route that waits for PostgreSQL twice can pass ${ratio(5)} here.`,
    ].join('\n');
  },
});
