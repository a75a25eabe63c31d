import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import { localDateIn } from '@repwise/domain';
import { batches } from '../../db/batches.ts';
import type { Database } from '../../db/schema/index.ts';
import type { PlanTemplatesTable } from '../../db/schema/plan-templates.ts';
import type { PlanSessionsTable, PlansTable, PlanTargetsTable } from '../../db/schema/training.ts';

export type PlanRow = Selectable<PlansTable>;
export type PlanTemplateRow = Selectable<PlanTemplatesTable>;
/** A scheduled session with its trainee's name and time zone (whose calendar its day is on). */
export type PlanSessionRow = Selectable<PlanSessionsTable> & { nick_name: string | null; trainee_timezone: string };

export function findPlan(db: Kysely<Database>, id: number): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPlan(db: Kysely<Database>, row: Insertable<PlansTable>, targets: Omit<Insertable<PlanTargetsTable>, 'plan_id'>[]): Promise<number> {
  const { id } = await db.insertInto('plans').values(row).returning('id').executeTakeFirstOrThrow();
  if (targets.length > 0) await db.insertInto('plan_targets').values(targets.map((t) => ({ ...t, plan_id: id }))).execute();
  return id;
}

export async function insertPlanSessions(db: Kysely<Database>, rows: Insertable<PlanSessionsTable>[]): Promise<void> {
  for (const batch of batches(rows, 200)) await db.insertInto('plan_sessions').values(batch).execute();
}

export async function insertTemplateVersion(db: Kysely<Database>, row: Insertable<PlanTemplatesTable>): Promise<number> {
  return (await db.insertInto('plan_templates').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** The plan's latest template version: the one its sessions from now on follow. Every plan has one from its publish on. */
export function latestTemplateVersion(db: Kysely<Database>, planId: number): Promise<PlanTemplateRow> {
  return db.selectFrom('plan_templates').selectAll().where('plan_id', '=', planId).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
}

export function templateVersions(db: Kysely<Database>, ids: readonly number[]): Promise<PlanTemplateRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('plan_templates').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

export async function updatePlan(db: Kysely<Database>, id: number, patch: Partial<Insertable<PlansTable>>): Promise<void> {
  await db.updateTable('plans').set(patch).where('id', '=', id).execute();
}

/**
 * Changes the plan's sessions after `today` that nothing was recorded into; the rest keep
 * what they were (done ones, past ones, today's, which may be under way).
 */
export async function updateFutureSessions(db: Kysely<Database>, planId: number, calendar: TraineeCalendar, patch: Partial<Insertable<PlanSessionsTable>>): Promise<void> {
  if (calendar.traineeIds.length === 0) return;
  await db.updateTable('plan_sessions').set(patch).where('plan_id', '=', planId).where('trainee_id', 'in', [...calendar.traineeIds]).where('date', '>', calendar.today)
    .where('cancelled_at', 'is', null).where(nothingRecorded).execute();
}

/** The sessions of these trainees after their today that nothing was recorded into are cancelled (they left the plan's team or tag). */
export async function cancelFutureSessionsOf(db: Kysely<Database>, planId: number, calendar: TraineeCalendar, at: string): Promise<void> {
  await updateFutureSessions(db, planId, calendar, { cancelled_at: at, updated_at: at });
}

/**
 * Plans not cancelled, running on or after `from`, that a change in these teams may concern:
 * sent to one of them, or to a tag and made by a coach of one of them. With all their targets.
 */
export async function runningPlansOfTeams(db: Kysely<Database>, teamIds: readonly number[], from: string): Promise<{ plan: PlanRow; targets: { kind: string; ref: string }[] }[]> {
  if (teamIds.length === 0) return [];
  const target = (eb: ExpressionBuilder<Database, 'plans'>) => eb.selectFrom('plan_targets').select('plan_targets.plan_id').whereRef('plan_targets.plan_id', '=', 'plans.id');
  const plans = await db.selectFrom('plans').selectAll().where('cancelled_at', 'is', null).where('end_date', '>=', from)
    .where((eb) => eb.or([
      eb.exists(target(eb).where('plan_targets.kind', '=', 'squad').where('plan_targets.ref', 'in', teamIds.map(String))),
      eb.and([
        eb.exists(target(eb).where('plan_targets.kind', '=', 'tag')),
        eb.exists(eb.selectFrom('team_coaches').select('team_coaches.team_id').whereRef('team_coaches.user_id', '=', 'plans.coach_id').where('team_coaches.team_id', 'in', [...teamIds])),
      ]),
    ]))
    .orderBy('id').execute();
  if (plans.length === 0) return [];
  const targets = await db.selectFrom('plan_targets').select(['plan_id', 'kind', 'ref']).where('plan_id', 'in', plans.map((p) => p.id)).execute();
  return plans.map((plan) => ({ plan, targets: targets.filter((t) => t.plan_id === plan.id) }));
}

/** Of these teams, the ones not disbanded. */
export async function activeTeams(db: Kysely<Database>, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  return (await db.selectFrom('teams').select('id').where('id', 'in', [...teamIds]).where('disbanded_at', 'is', null).execute()).map((t) => t.id);
}

/** Trainees who share a calendar day now: one time zone's, or zones on the same day. */
export interface TraineeCalendar {
  today: string;
  traineeIds: readonly number[];
}

/**
 * These trainees grouped by their today at `now`, each in their own time zone (issue 23: a
 * session that is today or earlier for its trainee never changes, whatever the server's day).
 */
export async function traineeCalendars(db: Kysely<Database>, traineeIds: readonly number[], now: Date): Promise<TraineeCalendar[]> {
  if (traineeIds.length === 0) return [];
  const rows = await db.selectFrom('users').select(['id', 'timezone']).where('id', 'in', [...new Set(traineeIds)]).orderBy('id').execute();
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const today = localDateIn(row.timezone, now);
    byDay.set(today, [...(byDay.get(today) ?? []), row.id]);
  }
  return [...byDay].map(([today, ids]) => ({ today, traineeIds: ids }));
}

/** A scheduled session no training was recorded into. */
const nothingRecorded = (eb: ExpressionBuilder<Database, 'plan_sessions'>) =>
  eb.not(eb.exists(eb.selectFrom('trainings').select('trainings.id').whereRef('trainings.plan_session_id', '=', 'plan_sessions.id').where('trainings.deleted', '=', 0)));

/** The trainees the plan has sessions for. */
export async function planTraineeIds(db: Kysely<Database>, planId: number): Promise<number[]> {
  return (await db.selectFrom('plan_sessions').select('trainee_id').distinct().where('plan_id', '=', planId).orderBy('trainee_id').execute()).map((r) => r.trainee_id);
}

/**
 * Moves the sessions of the calendar's trainees after its today onto `dates` (all after that
 * day): sessions on other days that nothing was recorded into are cancelled (a phone that
 * already has one can still record it), cancelled ones of `traineeIds` (those of the calendar
 * the coach still coaches) on the days are scheduled again, and each of `traineeIds` gets a
 * session on each day it lacks one. `fill` is what new and restored sessions follow.
 */
export async function rescheduleFutureSessions(
  db: Kysely<Database>, plan: Pick<PlanRow, 'id' | 'organisation_id'>, calendar: TraineeCalendar, dates: readonly string[], traineeIds: readonly number[],
  fill: Pick<Insertable<PlanSessionsTable>, 'name' | 'template_id' | 'template_version_id' | 'updated_at'>,
): Promise<void> {
  if (calendar.traineeIds.length === 0) return;
  let dropped = db.updateTable('plan_sessions').set({ cancelled_at: fill.updated_at, updated_at: fill.updated_at })
    .where('plan_id', '=', plan.id).where('trainee_id', 'in', [...calendar.traineeIds]).where('date', '>', calendar.today).where('cancelled_at', 'is', null).where(nothingRecorded);
  if (dates.length > 0) dropped = dropped.where('date', 'not in', [...dates]);
  await dropped.execute();
  await scheduleOn(db, plan, dates, traineeIds, fill);
}

/** Each of `traineeIds` gets the plan's session on each of `dates`: a cancelled one comes back, a missing one is made. */
export async function scheduleOn(
  db: Kysely<Database>, plan: Pick<PlanRow, 'id' | 'organisation_id'>, dates: readonly string[], traineeIds: readonly number[],
  fill: Pick<Insertable<PlanSessionsTable>, 'name' | 'template_id' | 'template_version_id' | 'updated_at'>,
): Promise<void> {
  if (dates.length === 0 || traineeIds.length === 0) return;
  await db.updateTable('plan_sessions').set({ ...fill, cancelled_at: null })
    .where('plan_id', '=', plan.id).where('date', 'in', [...dates]).where('trainee_id', 'in', [...traineeIds]).where('cancelled_at', 'is not', null).execute();
  const existing = await db.selectFrom('plan_sessions').select(['trainee_id', 'date']).where('plan_id', '=', plan.id).where('date', 'in', [...dates]).execute();
  const scheduled = new Set(existing.map((r) => `${r.trainee_id} ${r.date}`));
  await insertPlanSessions(db, traineeIds.flatMap((traineeId) => dates.filter((date) => !scheduled.has(`${traineeId} ${date}`)).map((date) => ({
    plan_id: plan.id, organisation_id: plan.organisation_id, trainee_id: traineeId, date, cancelled_at: null, ...fill,
  }))));
}

/** The last day the plan still has a session (cancelled ones aside). */
export async function lastSessionDate(db: Kysely<Database>, planId: number): Promise<string | undefined> {
  const row = await db.selectFrom('plan_sessions').select((eb) => eb.fn.max('date').as('last')).where('plan_id', '=', planId).where('cancelled_at', 'is', null).executeTakeFirst();
  return row?.last ?? undefined;
}

const sessionColumns = (db: Kysely<Database>) =>
  db.selectFrom('plan_sessions').innerJoin('users', 'users.id', 'plan_sessions.trainee_id').selectAll('plan_sessions').select(['users.nick_name', 'users.timezone as trainee_timezone']);

export function planSessions(db: Kysely<Database>, planIds: readonly number[], range: { from?: string | undefined; to?: string | undefined; traineeId?: number } = {}): Promise<PlanSessionRow[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  let q = sessionColumns(db).where('plan_sessions.plan_id', 'in', planIds);
  if (range.from) q = q.where('plan_sessions.date', '>=', range.from);
  if (range.to) q = q.where('plan_sessions.date', '<=', range.to);
  if (range.traineeId !== undefined) q = q.where('plan_sessions.trainee_id', '=', range.traineeId);
  return q.orderBy('plan_sessions.date').orderBy('plan_sessions.trainee_id').execute();
}

export function traineeSessions(db: Kysely<Database>, traineeId: number, from: string, to: string, limit = 500): Promise<PlanSessionRow[]> {
  return sessionColumns(db).where('plan_sessions.trainee_id', '=', traineeId).where('plan_sessions.date', '>=', from).where('plan_sessions.date', '<=', to)
    .orderBy('plan_sessions.date').orderBy('plan_sessions.id').limit(limit).execute();
}

export function findPlanSession(db: Kysely<Database>, id: number): Promise<PlanSessionRow | undefined> {
  return sessionColumns(db).where('plan_sessions.id', '=', id).executeTakeFirst();
}

/** The coach's plans overlapping [from, to], newest start first; of one organisation (their current group) when given. */
export function coachPlans(db: Kysely<Database>, coachId: number, organisationId: number | null, from: string, to: string): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().where('coach_id', '=', coachId).$if(organisationId !== null, (q) => q.where('organisation_id', '=', organisationId!))
    .where('end_date', '>=', from).where('start_date', '<=', to)
    .orderBy('start_date', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** The members of these teams now, and those of them with one of `tags`. */
export async function teamMemberIds(db: Kysely<Database>, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  return (await db.selectFrom('team_members').select('user_id').where('team_id', 'in', teamIds).where('left_at', 'is', null).execute()).map((r) => r.user_id);
}

export async function taggedMemberIds(db: Kysely<Database>, teamIds: readonly number[], tags: readonly string[]): Promise<number[]> {
  if (teamIds.length === 0 || tags.length === 0) return [];
  return (await db.selectFrom('team_member_tags').innerJoin('team_members', 'team_members.id', 'team_member_tags.member_id').select('team_members.user_id')
    .where('team_member_tags.team_id', 'in', teamIds).where('team_member_tags.tag', 'in', tags).where('team_members.left_at', 'is', null).execute()).map((r) => r.user_id);
}

/** Which of `tags` some team of `teamIds` has. */
export async function knownTags(db: Kysely<Database>, teamIds: readonly number[], tags: readonly string[]): Promise<Set<string>> {
  if (teamIds.length === 0 || tags.length === 0) return new Set();
  return new Set((await db.selectFrom('team_tags').select('tag').where('team_id', 'in', teamIds).where('tag', 'in', tags).execute()).map((r) => r.tag));
}

/** The training of a scheduled session: which, and whether it was finished. */
export interface PlannedTraining {
  id: string;
  finishedAt: string | null;
}

/** The trainings that did these scheduled sessions (not deleted; at most one each). */
export async function trainingsForPlanSessions(db: Kysely<Database>, planSessionIds: readonly number[]): Promise<Map<number, PlannedTraining>> {
  if (planSessionIds.length === 0) return new Map();
  const rows = await db.selectFrom('trainings').select(['id', 'plan_session_id', 'finished_at']).where('plan_session_id', 'in', planSessionIds).where('deleted', '=', 0).execute();
  return new Map(rows.flatMap((r) => (r.plan_session_id === null ? [] : [[r.plan_session_id, { id: r.id, finishedAt: r.finished_at }] as const])));
}
