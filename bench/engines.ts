import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Engine } from '../apps/server/src/db/dialect.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { MemoryStore } from '../apps/server/src/platform/kv/index.ts';
import { ConsoleSmsSender } from '../apps/server/src/platform/sms/index.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchApp {
  app: FastifyInstance;
  /** Logs a new person in and returns their token. */
  login(mobile: string): Promise<string>;
  close(): Promise<void>;
}

/** A listening app on a fresh database of the engine (a temp SQLite file, or a new PostgreSQL schema). */
export async function startBenchApp(engine: Engine): Promise<BenchApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-bench-'));
  let cleanup = async () => {};
  let database;
  if (engine === 'sqlite') {
    database = openDatabase({ sqliteFile: path.join(dir, 'bench.db') });
  } else {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    database = openDatabase({ databaseUrl: PG_URL, pgSchema: schema, poolSize: 20 });
    cleanup = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
  }
  await prepareDatabase(database.db);
  const sms = new ConsoleSmsSender(() => {});
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: path.join(dir, 'no-web'), DATA_DIR: dir });
  const app = await buildApp(config, { database, smsSender: sms, kv: new MemoryStore(), secret: 'bench' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
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
