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
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (!failed && attempt < 3 && (await anotherSchemaVanished(db, error))) continue;
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Before migrating, Kysely lists the tables of every schema of the database; when another
 * schema is dropped meanwhile (tests sharing one PostgreSQL database, each in its own schema)
 * that listing fails with `schema "…" does not exist` although nothing of ours went wrong, and
 * no migration ran: trying again is safe.
 */
async function anotherSchemaVanished(db: Kysely<unknown>, error: unknown): Promise<boolean> {
  const vanished = /schema "([^"]+)" does not exist/.exec(String(error))?.[1];
  return vanished !== undefined && vanished !== (await currentSchema(db));
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
