import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Engine } from '../db/dialect.ts';
import { CaptchaOutbox } from '../platform/captcha/index.ts';
import { MemoryStore, type KeyValueStore } from '../platform/kv/index.ts';
import { ConsoleSmsSender } from '../platform/sms/index.ts';
import { prepareDatabase } from '../seed/index.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !pgUrl) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the API suite must also run on PostgreSQL');
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI requires it). */
export const ENGINES: Engine[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  sms: ConsoleSmsSender;
  /** The answers of the image codes the app drew. */
  captchas: CaptchaOutbox;
  /** Everything the app logged, when started with `captureLogs`. */
  logs(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kv?: KeyValueStore;
  config?: Partial<Config>;
  /** Keep the app's log lines (at `config.logLevel`, info by default then) for logs(). */
  captureLogs?: boolean;
  /** Another PostgreSQL database than TEST_DATABASE_URL's (e.g. one with other locale settings). */
  pgUrl?: string;
}

/**
 * Kysely's migrator lists the tables of every schema of the database (pg_get_serial_sequence
 * on each), so a schema another test drops meanwhile fails a start with "schema … does not
 * exist". Starts hold this advisory lock shared while they migrate; drops take it exclusively.
 */
const SCHEMA_DROP_LOCK = 74_310;

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused', WEB_DIST: '.tmp/no-web' }), ...overrides };
}

/** A fresh app on a clean database of the given engine: its own PostgreSQL schema, or an in-memory SQLite. */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  let dropSchema = async () => {};
  let releaseStartLock = async () => {};
  let database;
  if (engine === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const url = options.pgUrl ?? pgUrl;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    await admin.query(`create schema ${schema}`);
    releaseStartLock = async () => {
      await admin.end();
    };
    database = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
      await client.query(`drop schema ${schema} cascade`);
      // Ending the session releases the lock.
      await client.end();
    };
  } else {
    database = openDatabase({ sqliteFile: ':memory:' });
  }
  const sms = new ConsoleSmsSender(() => {});
  const captchaOutbox = new CaptchaOutbox();
  let logged = '';
  const logStream = options.captureLogs
    ? new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          logged += String(chunk);
          done();
        },
      })
    : undefined;
  // Each app keeps its uploaded files in a folder of its own, removed with it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-test-'));
  const removeDataDir = async () => fs.promises.rm(dataDir, { recursive: true, force: true });
  let app: FastifyInstance;
  try {
    await prepareDatabase(database.db);
    app = await buildApp(testConfig({ dataDir, ...(options.captureLogs ? { logLevel: 'info' } : {}), ...options.config }), {
      database,
      smsSender: sms,
      captchaOutbox,
      kv: options.kv ?? new MemoryStore(),
      secret: 'test-secret',
      logStream,
    });
  } catch (err) {
    // A failed start leaves no schema behind in the shared test database.
    await releaseStartLock();
    await database.db.destroy();
    await dropSchema();
    await removeDataDir();
    throw err;
  }
  await releaseStartLock();
  return {
    app,
    sms,
    captchas: captchaOutbox,
    logs: () => logged,
    async close() {
      await app.close();
      await dropSchema();
      await removeDataDir();
    },
  };
}

/**
 * The app of each test of the surrounding describe: a fresh one before every test, closed
 * after it. Call it in a describe block; the TestApp it returns stands for the current one.
 */
export function useTestApp(engine: Engine, options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await startTestApp(engine, typeof options === 'function' ? options() : options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const now = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app exists only inside a test');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get sms() {
      return now().sms;
    },
    get captchas() {
      return now().captchas;
    },
    logs: () => now().logs(),
    close: () => now().close(),
  };
}
