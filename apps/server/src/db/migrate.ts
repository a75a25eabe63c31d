import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import { currentSchema } from './dialect.ts';
import { migrations } from './migrations/index.ts';

/**
 * Kysely looks for its bookkeeping tables in every PostgreSQL schema of the database, so
 * another schema's migrations would make it skip creating them in ours: pin them to ours.
 */
async function migratorFor(db: Kysely<unknown>): Promise<Migrator> {
  const migrationTableSchema = await currentSchema(db);
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
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
  const migrator = await migratorFor(db);
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await step(migrator);
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
