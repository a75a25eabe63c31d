import type { Kysely } from 'kysely';

/**
 * One row per periodic job (issue 28 §2): when a period of it was last claimed and by which
 * instance. An instance runs a job only after claiming its period with one conditional update,
 * so of any number of instances exactly one runs each period, on either engine and through
 * PgBouncer in transaction mode (no session state, no lock held across statements).
 * `lease_until` keeps work that must not overlap (the seed at start) to one instance at a time.
 * Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('periodic_runs')
    .addColumn('job', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('run_by', 'text')
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('periodic_runs').execute();
}
