import { Migrator, NO_MIGRATIONS, type Kysely } from 'kysely';
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

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateDown(db: Kysely<unknown>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(NO_MIGRATIONS);
  if (error) throw new Error(`Migrating down failed: ${String(error)}`);
}

/** Brings the database to exactly the named migration (tests of an upgrade). */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const migrator = await migratorFor(db);
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migrating to ${name} failed: ${String(error)}`);
}
