import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Engine } from '../apps/server/src/db/dialect.ts';
import { prepareDatabase } from '../apps/server/src/seed/index.ts';
import { MemoryStore } from '../apps/server/src/platform/kv/index.ts';
import { ConsoleSmsSender } from '../apps/server/src/platform/sms/index.ts';
import { describeRun, measure, startBareBaseline, table, writeSection, type Figure, type Target } from './lib.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchApp {
  app: FastifyInstance;
  /** Where its data live: the SQLite file, or the PostgreSQL schema (a bulk loader's own connection). */
  location: { sqliteFile: string } | { pgUrl: string; pgSchema: string };
  /** Logs a new person in and returns their token. */
  login(mobile: string): Promise<string>;
  close(): Promise<void>;
}

/** A listening app on a fresh database of the engine (a temp SQLite file, or a new PostgreSQL schema). */
export async function startBenchApp(engine: Engine): Promise<BenchApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-bench-'));
  let cleanup = async () => {};
  let database;
  let location: BenchApp['location'];
  if (engine === 'sqlite') {
    location = { sqliteFile: path.join(dir, 'bench.db') };
    database = openDatabase(location);
  } else {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    location = { pgUrl: PG_URL, pgSchema: schema };
    // DATABASE_PREPARED_STATEMENTS=true as for the server: named statements (db/dialect.ts).
    database = openDatabase({ databaseUrl: PG_URL, pgSchema: schema, poolSize: 20, preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS === 'true' });
    cleanup = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
  }
  await prepareDatabase(database.db);
  const sms = new ConsoleSmsSender(() => {});
  // The API's limits still count every request (their cost is in the figures), set high enough
  // not to refuse: a bench is hundreds of people on one loopback address, or one account asking
  // thousands of times a second to measure a route.
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), DATA_DIR: dir, ...BENCH_API_LIMITS });
  const app = await buildApp(config, { database, smsSender: sms, kv: new MemoryStore(), secret: 'bench' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    location,
    async login(mobile) {
      await app.inject({ method: 'GET', url: `/api-training/login/sendSms?mobile=${mobile}` });
      const res = await app.inject({ method: 'POST', url: '/api-training/login/sms', payload: { mobile, code: sms.lastCodeFor(mobile) } });
      return (res.json() as { data: { token: string } }).data.token;
    },
    async close() {
      await app.close();
      await cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** See startBenchApp: limits that count without refusing. */
export const BENCH_API_LIMITS = { API_LIMIT_PER_IP_PER_MINUTE: '1000000000', API_LIMIT_PER_ACCOUNT_PER_MINUTE: '1000000000', SHARE_IMAGES_PER_IP_PER_MINUTE: '1000000000' };

export interface Comparison {
  /** Marker of the docs/BENCHMARKS.md section. */
  section: string;
  title: string;
  command: string;
  /** Prepares one engine's app (data, a logged-in person) and names what to load. */
  targets(engine: Engine, bench: BenchApp): Promise<Target[]>;
  /** Extra lines under the table, from the measured figures. */
  conclusion?(baseline: Figure, figures: Figure[]): string;
}

/**
 * Runs the targets on SQLite and on PostgreSQL beside a bare Fastify route, all measured in
 * interleaved rounds of the same run, prints the table and records it in docs/BENCHMARKS.md.
 */
export async function compareOnBothEngines(c: Comparison): Promise<void> {
  const bare = await startBareBaseline();
  const sqlite = await startBenchApp('sqlite');
  const postgres = await startBenchApp('postgres');
  const targets: Target[] = [];
  try {
    targets.push(...(await c.targets('sqlite', sqlite)), ...(await c.targets('postgres', postgres)));
    const [baseline, ...figures] = await measure([bare.target, ...targets]);
    const report = table(baseline!, figures);
    const conclusion = c.conclusion?.(baseline!, figures) ?? '';
    console.log(`${report}\n${conclusion}`);
    writeSection(c.section, [`## ${c.title}`, '', describeRun(c.command, os.cpus().length), '', report, ...(conclusion ? ['', conclusion] : [])].join('\n'));
    if (figures.some((f) => f.errors > 0)) {
      console.error('some requests failed: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([bare.close(), sqlite.close(), postgres.close(), ...targets.map((t) => t.close?.())]);
  }
}
