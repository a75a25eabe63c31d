import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { currentSchema, engineOf } from './dialect.ts';
import { migrations } from './migrations/index.ts';

/**
 * Kysely looks for its bookkeeping tables in every PostgreSQL schema of the database, so
 * another schema's migrations would make it skip creating them in ours: pin them to ours.
 */
async function migratorFor(db: Kysely<unknown>, disableTransactions = false): Promise<Migrator> {
  const migrationTableSchema = await currentSchema(db);
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, disableTransactions, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** Kysely's own migration lock id: an instance of an older version, migrating meanwhile, waits for this one and the other way round. */
const MIGRATION_LOCK = '3853314791062309107';

/**
 * PostgreSQL: the whole run in one transaction of our own on one connection, serialized by a
 * transaction-level advisory lock. Kysely takes its lock with a session-level
 * pg_advisory_lock before its transaction and releases it after: through PgBouncer in
 * transaction mode those statements may run on different server connections, the unlock
 * misses, the lock stays with a pooled connection for good and the next instance to start
 * waits for ever (the cluster test found it, bench/cluster.ts). Inside one transaction the
 * pooler keeps one server connection throughout, Kysely's lock and unlock included, and the
 * lock ends with the transaction whatever happens.
 */
async function inOneTransaction(db: Kysely<unknown>, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
  return db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    try {
      await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)}::bigint)`.execute(connection);
      const result = await step(await migratorFor(connection, true));
      const failed = result.error !== undefined || result.results?.some((r) => r.status === 'Error');
      await sql.raw(failed ? 'rollback' : 'commit').execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

export function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateToLatest(), (failed) => `Migration ${failed ?? ''} failed`);
}

export function migrateDown(db: Kysely<unknown>): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateTo(NO_MIGRATIONS), () => 'Migrating down failed');
}

/** Brings the database to exactly the named migration (tests of an upgrade). */
export function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateTo(name), () => `Migrating to ${name} failed`);
}

/**
 * Before migrating, Kysely lists the columns of every schema's tables (and their sequences);
 * another schema's DDL meanwhile (tests sharing one PostgreSQL database, each in its own
 * schema: a schema dropped, a migration dropping a table or a column) fails that listing with
 * `… does not exist` although nothing of ours went wrong, and no migration ran (no results):
 * trying again is safe.
 */
async function migrate(db: Kysely<unknown>, step: (migrator: Migrator) => Promise<MigrationResultSet>, failure: (migration: string | undefined) => string): Promise<void> {
  const migrator = engineOf(db) === 'postgres' ? undefined : await migratorFor(db);
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = migrator ? await step(migrator) : await inOneTransaction(db, step);
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (results === undefined && attempt < 5 && (await listingRaced(db, error))) continue;
    throw new Error(`${failure(failed?.migrationName)}: ${String(error)}`);
  }
}

/** A catalog object that vanished while Kysely listed it, and not one of our own schema's by name. */
async function listingRaced(db: Kysely<unknown>, error: unknown): Promise<boolean> {
  const message = String(error);
  if (!/does not exist/.test(message)) return false;
  const schema = /schema "([^"]+)" does not exist/.exec(message)?.[1] ?? /relation "([^".]+)\.[^"]+" does not exist/.exec(message)?.[1];
  return schema === undefined || schema !== (await currentSchema(db));
}
