import { sql, type Kysely } from 'kysely';

/**
 * Organisations mean something (issue 23): an organisation is the spec's group. Each person may
 * have one of their own (`owner_id`; made the first time they create something outside any
 * group: a coach's first team, a trainee's first training alone), and belongs to the
 * organisations of the teams they coach or join. Templates now carry the organisation they were
 * made in, like teams, plans, plan sessions and trainings; a plan's template versions carry the
 * plan's. Rows made before this keep what they had: teams, plans and trainings their organisation
 * ("1"), templates none (null: shown in every group of their owner).
 * Frozen: plain SQL through Kysely, nothing of the live modules.
 */
interface Tables {
  plans: { id: number; organisation_id: number };
  plan_templates: { plan_id: number; organisation_id: number };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('organisations').addColumn('owner_id', 'integer').execute();
  await db.schema.createIndex('organisations_one_own').on('organisations').column('owner_id').unique().where(sql.ref('owner_id'), 'is not', null).execute();
  await db.schema.alterTable('templates').addColumn('organisation_id', 'integer').execute();
  await db.schema.createIndex('templates_owner_organisation').on('templates').columns(['owner_id', 'organisation_id']).execute();
  await db.schema.alterTable('plan_templates').addColumn('organisation_id', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('plan_templates').set((eb) => ({
    organisation_id: eb.selectFrom('plans').select('plans.organisation_id').whereRef('plans.id', '=', 'plan_templates.plan_id'),
  })).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plan_templates').dropColumn('organisation_id').execute();
  await db.schema.dropIndex('templates_owner_organisation').execute();
  await db.schema.alterTable('templates').dropColumn('organisation_id').execute();
  await db.schema.dropIndex('organisations_one_own').execute();
  await db.schema.alterTable('organisations').dropColumn('owner_id').execute();
}
