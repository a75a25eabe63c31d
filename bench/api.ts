/**
 * Authenticated getInfo and the dictionary call under 50 concurrent connections, beside a
 * bare Fastify JSON route measured in the same run, on SQLite and on PostgreSQL.
 * Run: npm run bench (BENCH_DURATION seconds per route, default 8).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle, type Engine } from '../apps/server/src/db/dialect.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { MemoryStore } from '../apps/server/src/platform/kv/index.ts';
import { ConsoleSmsSender } from '../apps/server/src/platform/sms/index.ts';
import { CONNECTIONS, DURATION_S, bareBaseline, load, table, urlOf, writeSection, type Figure } from './lib.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DICTIONARY_BODY = JSON.stringify(
  ['training.action.series.intensityUnit', 'training.action.series.quantityUnit', 'training.type', 'training.task.type', 'training.task.timeHorizon'].map(
    (parentId) => ({ parentId, recursiveTimes: 1 }),
  ),
);

async function openBenchDatabase(engine: Engine): Promise<{ database: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-bench-'));
    return { database: openDatabase({ sqliteFile: path.join(dir, 'bench.db') }), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  return {
    database: openDatabase({ databaseUrl: PG_URL, pgSchema: schema, poolSize: 20 }),
    cleanup: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

async function benchEngine(engine: Engine): Promise<Figure[]> {
  const { database, cleanup } = await openBenchDatabase(engine);
  await prepareDatabase(database.db);
  const sms = new ConsoleSmsSender(() => {});
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '.tmp/no-web' }) };
  const app = await buildApp(config, { database, smsSender: sms, kv: new MemoryStore(), secret: 'bench' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const mobile = '13800000000';
    await app.inject({ method: 'GET', url: `/api-training/login/sendSms?mobile=${mobile}` });
    const login = await app.inject({ method: 'POST', url: '/api-training/login/sms', payload: { mobile, code: sms.lastCodeFor(mobile) } });
    const token = (login.json() as { data: { token: string } }).data.token;
    await app.inject({ method: 'POST', url: '/api-training/mp/training/user/updateInfo', headers: { token }, payload: { position: 2, nickName: 'Bench', age: 30, sex: 1, height: 180, weight: 80 } });
    const base = urlOf(app);
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
    await app.close();
    await cleanup();
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
