import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Engine } from '../db/dialect.ts';
import { CaptchaOutbox } from '../platform/captcha/index.ts';
import { MemoryStore, type KeyValueStore } from '../platform/kv/index.ts';
import { ConsoleSmsSender } from '../platform/sms/index.ts';
import { prepareDatabase } from '../seed/index.ts';
import { PgDatabases, appUrlOf, leaseSqlite, sqliteSeedPicture, withAdmin, type Lease, type Picture } from './test-databases.ts';
import { WriteWatch } from './write-watch.ts';

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
  /** Every statement that may have written, counted (see WriteWatch). */
  watch: WriteWatch;
  /** PostgreSQL: a connection string of the app's database (its schema is the connection's current one), for a second connection of the test's own. */
  databaseUrl: string | undefined;
  /** Everything the app logged, when started with `captureLogs`. */
  logs(): string;
  /** The database as it is now, for later apps to start from (`from`). */
  picture(): Promise<Picture>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  kv?: KeyValueStore;
  config?: Partial<Config>;
  /** Keep the app's log lines (at `config.logLevel`, info by default then) for logs(). */
  captureLogs?: boolean;
  /** Start from a picture another app took (its database, as it was then) instead of the seeded database. */
  from?: Picture;
  /**
   * A database of its own, empty and migrated and seeded by this start (tests of the
   * migrations themselves, which take a database down and up). On PostgreSQL it is a schema
   * of TEST_DATABASE_URL's database, or of `pgUrl`'s (one with other locale settings).
   */
  ownDatabase?: boolean | { pgUrl: string };
}

/**
 * Kysely's migrator lists the tables of every schema of the database, so a schema another
 * test drops meanwhile fails a start with "schema … does not exist". Starts of an own
 * database hold this advisory lock shared while they migrate; drops take it exclusively.
 */
const SCHEMA_DROP_LOCK = 74_310;

/**
 * The API's limits count but do not refuse in tests: the fuzzer and the policy table send
 * thousands of requests a minute from one address and account. api-limits.test.ts sets its own.
 */
const UNREACHED_API_LIMITS: Config['apiLimits'] = { perIpPerMinute: 1e9, perAccountPerMinute: 1e9 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused', WEB_DIST: '.tmp/no-web' }), apiLimits: UNREACHED_API_LIMITS, ...overrides };
}

const seedPictures = inject('seedPictures');

/** This file's PostgreSQL databases (made from the seeded template), dropped when the file ends. */
const pgDatabases = pgUrl && seedPictures.pgTemplate ? new PgDatabases(pgUrl, { ...seedPictures, pgTemplate: seedPictures.pgTemplate }) : undefined;
afterAll(async () => pgDatabases?.dropAll());

/** A database for one app: a copy of the seeded picture (or of `from`), or one of its own. */
async function leaseDatabase(engine: Engine, options: TestAppOptions): Promise<Lease> {
  if (options.ownDatabase) return ownDatabase(engine, options.ownDatabase === true ? undefined : options.ownDatabase.pgUrl);
  const from = options.from ?? (engine === 'sqlite' ? sqliteSeedPicture(seedPictures) : pgDatabases?.seed);
  if (!from) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  if (from.engine !== engine) throw new Error(`a ${from.engine} picture cannot start a ${engine} app`);
  if (from.engine === 'sqlite') return leaseSqlite(from);
  if (!pgDatabases) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  return pgDatabases.lease(from);
}

/** An empty database migrated and seeded here: a SQLite one in memory, or a PostgreSQL schema of its own. */
async function ownDatabase(engine: Engine, url = pgUrl): Promise<Lease> {
  const watch = new WriteWatch();
  const noPicture = async (): Promise<Picture> => {
    throw new Error('an own database takes no pictures');
  };
  if (engine === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await prepareDatabase(database.db);
    return { handle: { ...database, db: database.db.withPlugin(watch) }, watch, picture: noPicture, release: () => {} };
  }
  if (!url) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  if (process.env.TEST_DATABASE_POOLER_URL && url === pgUrl) return ownPooledDatabase(url, watch, noPicture);
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const database = await withAdmin(url, async (admin) => {
    await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    await admin.query(`create schema ${schema}`);
    const opened = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 });
    try {
      await prepareDatabase(opened.db);
    } catch (err) {
      await opened.db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      throw err;
    }
    return opened;
  });
  const dropSchema = () => withAdmin(url, async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
    await client.query(`drop schema ${schema} cascade`);
  });
  return {
    handle: { ...database, db: database.db.withPlugin(watch) },
    url,
    watch,
    picture: noPicture,
    // The app's close destroyed the pool; the schema goes after it.
    release: dropSchema,
  };
}

/**
 * An own database when the apps connect through a pooler (TEST_DATABASE_POOLER_URL): a schema
 * cannot be a pooled connection's search_path (PgBouncer refuses the `options` start-up
 * parameter, and a SET would stay with one server connection), so the app gets a database of
 * its own, made and dropped on the direct connection, named for the run's teardown.
 */
async function ownPooledDatabase(adminUrl: string, watch: WriteWatch, noPicture: () => Promise<Picture>): Promise<Lease> {
  const name = `${seedPictures.pgPrefix}own_${randomBytes(5).toString('hex')}`;
  const drop = async () => {
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = appUrlOf(adminUrl, name);
  const database = openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    await prepareDatabase(database.db);
  } catch (err) {
    await database.db.destroy();
    await drop();
    throw err;
  }
  return { handle: { ...database, db: database.db.withPlugin(watch) }, url, watch, picture: noPicture, release: drop };
}

/** A fresh app on a clean database of the given engine (see leaseDatabase). */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const lease = await leaseDatabase(engine, options);
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
    app = await buildApp(testConfig({ dataDir, ...(options.captureLogs ? { logLevel: 'info' } : {}), ...options.config }), {
      database: lease.handle,
      smsSender: sms,
      captchaOutbox,
      kv: options.kv ?? new MemoryStore(),
      secret: 'test-secret',
      logStream,
    });
  } catch (err) {
    await lease.release();
    await removeDataDir();
    throw err;
  }
  return {
    app,
    sms,
    captchas: captchaOutbox,
    watch: lease.watch,
    databaseUrl: lease.url,
    logs: () => logged,
    picture: () => lease.picture(),
    async close() {
      await app.close();
      await lease.release();
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
    get watch() {
      return now().watch;
    },
    get databaseUrl() {
      return now().databaseUrl;
    },
    picture: () => now().picture(),
    logs: () => now().logs(),
    close: () => now().close(),
  };
}
