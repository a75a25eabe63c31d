import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { addSequenceColumn, engineOf } from '../dialect.ts';

/**
 * Sync survives a restore (issue 23). The database gets a sync epoch: a random id made here
 * (so a re-created database has a new one) and made again when the database is restored
 * (`npm run db:restored`, or found by a pull whose cursor is past the owner's rows). A phone
 * that sees a new epoch sends its rows again and pulls from 0.
 *
 * The sync log goes: it was written for every op and read by nothing, and a restore takes it
 * back to the same moment as the rows, so it could never recover what a restore lost (the
 * phones hold that). Its one working part, the server sequence, moves to a sequence of its own
 * (PostgreSQL) or a one-row counter (SQLite, whose writers are one at a time anyway), starting
 * above every number given out. Rows keep the server's receipt time of their last change.
 * Frozen: plain SQL through Kysely, nothing of the live modules.
 */
interface Tables {
  sync_epoch: { id: number; epoch: string; started_at: string };
  sync_counter: { id: number; value: number };
  trainings: { id: string; started_at: string; server_seq: number | string; received_at: string };
  training_sets: { id: string; completed_at: string; server_seq: number | string; received_at: string };
  training_sync_log: { seq: number | string; entity: string; row_id: string; received_at: string };
}

/** Until the backfill below, a receipt time no row keeps. */
const NOT_YET = '1970-01-01T00:00:00.000Z';

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.createTable('sync_epoch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('epoch', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('sync_epoch').values({ id: 1, epoch: randomUUID(), started_at: new Date().toISOString() }).execute();

  for (const table of ['trainings', 'training_sets'] as const) {
    await db.schema.alterTable(table).addColumn('received_at', 'text', (c) => c.notNull().defaultTo(NOT_YET)).execute();
  }
  // The last receipt the log still knows; for older rows, when they were done on the phone.
  await db.updateTable('trainings').set((eb) => ({
    received_at: eb.fn.coalesce(
      eb.selectFrom('training_sync_log as l').select((l) => l.fn.max('l.received_at').as('r')).whereRef('l.row_id', '=', 'trainings.id').where('l.entity', '=', 'session'),
      eb.ref('trainings.started_at'),
    ),
  })).execute();
  await db.updateTable('training_sets').set((eb) => ({
    received_at: eb.fn.coalesce(
      eb.selectFrom('training_sync_log as l').select((l) => l.fn.max('l.received_at').as('r')).whereRef('l.row_id', '=', 'training_sets.id').where('l.entity', '=', 'set'),
      eb.ref('training_sets.completed_at'),
    ),
  })).execute();

  const highest = Math.max(
    ...(await Promise.all([
      db.selectFrom('training_sync_log').select((eb) => eb.fn.max('seq').as('m')).executeTakeFirst(),
      db.selectFrom('trainings').select((eb) => eb.fn.max('server_seq').as('m')).executeTakeFirst(),
      db.selectFrom('training_sets').select((eb) => eb.fn.max('server_seq').as('m')).executeTakeFirst(),
    ])).map((r) => Number(r?.m ?? 0)),
  );
  if (engineOf(db) === 'postgres') {
    await sql`create sequence sync_seq as bigint minvalue 1`.execute(db);
    if (highest > 0) await sql`select setval('sync_seq', ${sql.lit(highest)})`.execute(db);
  } else {
    await db.schema.createTable('sync_counter')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await db.insertInto('sync_counter').values({ id: 1, value: highest }).execute();
  }
  await db.schema.dropTable('training_sync_log').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const postgres = engineOf(db) === 'postgres';
  const highest = postgres
    ? Number((await sql<{ v: string }>`select case when is_called then last_value else 0 end as v from sync_seq`.execute(db)).rows[0]?.v ?? 0)
    : Number((await db.selectFrom('sync_counter').select('value').executeTakeFirst())?.value ?? 0);
  // The log as migration 012 made it, numbering on from the sequence.
  await addSequenceColumn(untyped, untyped.schema.createTable('training_sync_log'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('rev', 'integer', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('training_sync_log_received').on('training_sync_log').column('received_at').execute();
  if (highest > 0) {
    if (postgres) await sql`select setval('training_sync_log_seq_seq', ${sql.lit(highest)})`.execute(db);
    else await sql`insert into sqlite_sequence (name, seq) values ('training_sync_log', ${sql.lit(highest)})`.execute(db);
  }
  if (postgres) await sql`drop sequence sync_seq`.execute(db);
  else await db.schema.dropTable('sync_counter').execute();
  for (const table of ['trainings', 'training_sets'] as const) await db.schema.alterTable(table).dropColumn('received_at').execute();
  await db.schema.dropTable('sync_epoch').execute();
}
