import { sql, type Generated, type Kysely } from 'kysely';

/**
 * One live training per scheduled session (issue 23). Trainings that doubled a session before
 * this are merged into one: the one with the most sets (then the earliest) keeps the session,
 * the others' sets move into it, and each other becomes a tombstone with an alias, so a phone
 * that still sends sets into it has them stored in the kept one. Every moved row is stamped
 * in the sync log, so phones pull where it went. Then a unique index holds the rule.
 * Frozen: plain SQL through Kysely, nothing of the live modules.
 */
/** The columns this migration reads and writes, as they were at 016: its own types, so a later schema change cannot change it. */
interface Tables {
  trainings: { id: string; plan_session_id: number | null; organisation_id: number; owner_id: number; rev: number; started_at: string; deleted: number; server_seq: number };
  training_sets: { id: string; session_id: string; organisation_id: number; owner_id: number; rev: number; deleted: number; server_seq: number };
  training_sync_log: { seq: Generated<number>; organisation_id: number; owner_id: number; device_id: string; entity: string; row_id: string; rev: number; op: string; fields: string; received_at: string };
  training_aliases: { id: string; training_id: string };
}


export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .createTable('training_aliases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('training_id', 'text', (c) => c.notNull())
    .execute();

  const doubled = await db
    .selectFrom('trainings as t')
    .select(['t.id', 't.plan_session_id', 't.organisation_id', 't.owner_id', 't.rev'])
    .select((eb) => eb.selectFrom('training_sets as s').select(eb.fn.countAll().as('n')).whereRef('s.session_id', '=', 't.id').where('s.deleted', '=', 0).as('sets'))
    .where('t.deleted', '=', 0)
    .where('t.plan_session_id', 'in', (eb) =>
      eb.selectFrom('trainings').select('plan_session_id').where('deleted', '=', 0).where('plan_session_id', 'is not', null).groupBy('plan_session_id').having((h) => h.fn.countAll(), '>', 1),
    )
    .orderBy('t.plan_session_id').orderBy('t.started_at').orderBy('t.id')
    .execute();
  const receivedAt = new Date().toISOString();
  const stamp = async (table: 'trainings' | 'training_sets', row: { id: string; organisation_id: number; owner_id: number; rev: number }, entity: string, fields: object) => {
    const { seq } = await db
      .insertInto('training_sync_log')
      .values({ organisation_id: row.organisation_id, owner_id: row.owner_id, device_id: 'migration:017', entity, row_id: row.id, rev: row.rev, op: 'merge', fields: JSON.stringify(fields), received_at: receivedAt })
      .returning('seq')
      .executeTakeFirstOrThrow();
    await db.updateTable(table).set({ server_seq: Number(seq) }).where('id', '=', row.id).execute();
  };
  const bySession = new Map<number | null, typeof doubled>();
  for (const t of doubled) bySession.set(t.plan_session_id, [...(bySession.get(t.plan_session_id) ?? []), t]);
  for (const trainings of bySession.values()) {
    const kept = trainings.reduce((best, t) => (Number(t.sets) > Number(best.sets) ? t : best));
    for (const other of trainings.filter((t) => t.id !== kept.id)) {
      await db.insertInto('training_aliases').values({ id: other.id, training_id: kept.id }).execute();
      const moved = await db
        .selectFrom('training_sets').select(['id', 'organisation_id', 'owner_id', 'rev']).where('session_id', '=', other.id).execute();
      await db.updateTable('training_sets').set({ session_id: kept.id }).where('session_id', '=', other.id).execute();
      for (const set of moved) await stamp('training_sets', set, 'set', { sessionId: kept.id });
      await db.updateTable('trainings').set({ deleted: 1 }).where('id', '=', other.id).execute();
      await stamp('trainings', other, 'session', { mergedInto: kept.id });
    }
  }

  await db.schema.createIndex('trainings_one_per_plan_session').on('trainings').column('plan_session_id').unique().where(sql.ref('deleted'), '=', 0).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('trainings_one_per_plan_session').execute();
  await db.schema.dropTable('training_aliases').execute();
}
