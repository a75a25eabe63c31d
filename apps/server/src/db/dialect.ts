import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type QueryExecutorProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema/index.ts';

/** The only place that knows which engine is underneath. */
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite is used when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for a throw-away database. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each database its own). */
  pgSchema?: string;
  poolSize?: number;
  /** PostgreSQL: name statements so each connection parses and plans them once (see keepStatementsPrepared). */
  preparedStatements?: boolean | undefined;
  /**
   * An idle pooled connection that fails (the server restarted, the network dropped) is
   * reported here; without a listener the pool's error event would end the process.
   */
  onPoolError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    pool.on('error', options.onPoolError ?? ((error) => console.error('database connection failed', error)));
    if (options.preparedStatements) pool.on('connect', keepStatementsPrepared);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(options.sqliteFile ?? ':memory:') }) }), engine: 'sqlite' };
}

/** Statements named on one connection at most: a long IN list is a text of its own, and each named one stays on the server until the connection closes. */
const PREPARED_PER_CONNECTION = 300;
/** Statements with more parameters than this are batches and lists, each text rarely run again: they go unnamed. */
const PREPARED_MAX_PARAMETERS = 32;
const preparedNames = new Map<string, string>();

/**
 * PostgreSQL parses and plans a statement every time it arrives unnamed; for a small read that
 * costs more than running it (getInfo's organisations read: 0.19 ms to plan, 0.03 ms to run).
 * A named statement is parsed once per connection, and after five runs PostgreSQL may keep a
 * generic plan (DATABASE_PREPARED_STATEMENTS, docs/BENCHMARKS.md). Only statements with
 * parameters are named: they already travel in the extended protocol, while a text without
 * any may hold several statements. Named statements live on the server connection, so this
 * is not for a pooler in transaction mode older than PgBouncer 1.21. A statement PostgreSQL
 * refuses to run from its cache (a deploy added a column to a `select *` while this
 * connection lived: code 0A000) goes unnamed on this connection from then on.
 */
export function keepStatementsPrepared(client: pg.PoolClient): void {
  const named = new Set<string>();
  const refused = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...args: unknown[]) {
      const [text, values] = args;
      const nameable = args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0 && values.length <= PREPARED_MAX_PARAMETERS;
      if (!nameable || refused.has(text) || (!named.has(text) && named.size >= PREPARED_PER_CONNECTION)) return query(...args);
      named.add(text);
      let name = preparedNames.get(text);
      if (name === undefined) {
        name = `r${createHash('sha1').update(text).digest('base64url')}`;
        if (preparedNames.size < PREPARED_PER_CONNECTION * 4) preparedNames.set(text, name);
      }
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if ((error as { code?: string }).code === '0A000') refused.add(text);
        throw error;
      });
    },
  });
}

/** A SQLite database as the app uses it: a file, ':memory:', or a serialized image opened in memory (tests). */
export function openSqlite(source: string | Buffer): SQLite.Database {
  if (typeof source === 'string' && source !== ':memory:') fs.mkdirSync(path.dirname(source), { recursive: true });
  const sqlite = new SQLite(source);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return withStatementCache(sqlite);
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query, so
 * statements are kept by their SQL text. Reuse is safe: better-sqlite3 runs each
 * statement to completion synchronously. The cache is bounded by the app's distinct queries
 * (values are parameters), with a ceiling in case a caller builds SQL dynamically.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return Object.assign(Object.create(sqlite) as SQLite.Database, {
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear();
        statement = prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
    close() {
      cache.clear();
      return sqlite.close();
    },
  });
}

const STATEMENT_CACHE_LIMIT = 1000;

export function engineOf(db: QueryExecutorProvider): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The PostgreSQL schema unqualified names resolve to (the connection's search_path); undefined on SQLite. */
export async function currentSchema(db: QueryExecutorProvider): Promise<string | undefined> {
  if (engineOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** An auto-numbered primary key, spelled the way each engine wants it. */
export function addIdColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  const build = (col: ColumnDefinitionBuilder) => col.primaryKey();
  return engineOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', build)
    : table.addColumn('id', 'integer', (col) => build(col).autoIncrement());
}

/** A 64-bit auto-numbered primary key `seq` (the sync log's server sequence). */
export function addSequenceColumn<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'seq'> {
  return engineOf(db) === 'postgres'
    ? table.addColumn('seq', 'bigserial', (col) => col.primaryKey())
    : table.addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement());
}

/**
 * The next number of the server sequence that orders synced changes (migration 019): a
 * PostgreSQL sequence (no row lock, so owners never wait for one another); on SQLite a
 * one-row counter, raised inside the writer's transaction (SQLite has one writer at a time).
 */
export async function nextSyncSeq(trx: QueryExecutorProvider): Promise<number> {
  const { rows } = engineOf(trx) === 'postgres'
    ? await sql<{ seq: string }>`select nextval('sync_seq') as seq`.execute(trx)
    : await sql<{ seq: number }>`update sync_counter set value = value + 1 where id = 1 returning value as seq`.execute(trx);
  const seq = rows[0]?.seq;
  if (seq === undefined) throw new Error('the server sequence is missing (migration 019)');
  return Number(seq);
}

/**
 * `count` numbers of the server sequence at once, ascending (one statement instead of one per
 * row: a push's rows carry their number in the write itself). Numbers a write does not use
 * leave gaps, which nothing reads: a pull's cursor is always the number of a stored row.
 */
export async function nextSyncSeqs(trx: QueryExecutorProvider, count: number): Promise<number[]> {
  if (count <= 0) return [];
  if (engineOf(trx) === 'postgres') {
    const { rows } = await sql<{ seq: string }>`select nextval('sync_seq') as seq from generate_series(1, ${count})`.execute(trx);
    return rows.map((r) => Number(r.seq)).sort((a, b) => a - b);
  }
  const { rows } = await sql<{ last: number }>`update sync_counter set value = value + ${count} where id = 1 returning value as last`.execute(trx);
  const last = rows[0]?.last;
  if (last === undefined) throw new Error('the server sequence is missing (migration 019)');
  return Array.from({ length: count }, (_, i) => Number(last) - count + 1 + i);
}

/**
 * Tells PostgreSQL's planner what a bulk write in this transaction did to these tables
 * (ANALYZE counts the transaction's own new rows). Without it a fresh database plans the
 * reads that follow for empty tables: an import of 16,000 sets spent 10 s recomputing its
 * records in nested loops instead of 0.3 s. SQLite plans from its indexes alone.
 */
export async function refreshPlannerStatistics(trx: QueryExecutorProvider, tables: readonly string[]): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(trx);
}

/**
 * Serialises the transactions that hold the same key until they end: a person's pushes take
 * their server sequences in commit order, so a pull's cursor never skips a row committed
 * late. A transaction-level advisory lock on PostgreSQL (no session state, PgBouncer-safe);
 * SQLite already has one writer at a time.
 */
export async function lockKey(trx: QueryExecutorProvider, key: number): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(7_001)}, ${key})`.execute(trx);
}

/**
 * A PostgreSQL transaction gives up waiting for another's row lock after `ms` (error 55P03,
 * see isLockTimeout); SQLite serialises writers behind its own busy timeout instead.
 * SET LOCAL ends with the transaction, so pooled connections keep no session state.
 */
export async function limitLockWait(trx: QueryExecutorProvider, ms: number): Promise<void> {
  if (engineOf(trx) === 'postgres') await sql`set local lock_timeout = ${sql.lit(`${Math.round(ms)}ms`)}`.execute(trx);
}

export function isLockTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';
}

/**
 * Keeps a correlated EXISTS a per-row lookup on PostgreSQL, whose planner would otherwise
 * turn it into a join over a whole shelf (a subquery with OFFSET is never pulled up). SQLite
 * already evaluates it per row, and does not accept OFFSET without LIMIT.
 */
export function perRowLookup<Q extends { offset(n: number): Q }>(db: QueryExecutorProvider, subquery: Q): Q {
  return engineOf(db) === 'postgres' ? subquery.offset(0) : subquery;
}
