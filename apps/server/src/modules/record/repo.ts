import { normalizeSearchText } from '@repwise/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { TrainingRow } from '../sync/index.ts';

/**
 * The reads of a trainee's reports (ARCHITECTURE §11: per-trainee screens query the sets
 * directly). A period is [from, to] of local dates; sets and trainings of deleted trainings
 * never count.
 */
export interface Period {
  from: string;
  to: string;
}

/** Set types that are not working sets. */
export const NOT_WORKING = ['warmup', 'stretch'] as const;

export interface WorkingSet {
  id: string;
  session_id: string;
  action_id: number;
  weight_kg: number;
  reps: number;
  reps_right: number | null;
  local_date: string;
}

/** The owner's working sets of the period (by the set's local date), of trainings not deleted. */
export function workingSets(db: Kysely<Database>, ownerId: number, period: Period): Promise<WorkingSet[]> {
  return db.selectFrom('training_sets')
    .innerJoin('trainings', 'trainings.id', 'training_sets.session_id')
    .select(['training_sets.id', 'training_sets.session_id', 'training_sets.action_id', 'training_sets.weight_kg', 'training_sets.reps', 'training_sets.reps_right', 'training_sets.local_date'])
    .where('training_sets.owner_id', '=', ownerId)
    .where('training_sets.local_date', '>=', period.from)
    .where('training_sets.local_date', '<=', period.to)
    .where('training_sets.deleted', '=', 0)
    .where('training_sets.set_type', 'not in', NOT_WORKING)
    .where('trainings.deleted', '=', 0)
    .orderBy('training_sets.local_date').orderBy('training_sets.completed_at').orderBy('training_sets.id')
    .execute();
}

export interface TrainingTimes {
  id: string;
  local_date: string;
  started_at: string;
  finished_at: string | null;
}

/** The owner's trainings of the period (by the training's local date), not deleted. */
export function trainingsIn(db: Kysely<Database>, ownerId: number, period: Period): Promise<TrainingTimes[]> {
  return db.selectFrom('trainings').select(['id', 'local_date', 'started_at', 'finished_at'])
    .where('owner_id', '=', ownerId).where('deleted', '=', 0)
    .where('local_date', '>=', period.from).where('local_date', '<=', period.to)
    .orderBy('local_date').orderBy('started_at').execute();
}

/**
 * The owner's month rollups (training_month_rollups, kept by modules/progress with every write
 * of training) of months `from`–`to` (yyyy-MM): sessions, working sets, volume and time of each
 * month with any training or set.
 */
export function monthTotals(db: Kysely<Database>, ownerId: number, from: string, to: string) {
  return db.selectFrom('training_month_rollups').select(['month', 'sessions', 'sets', 'volume_kg', 'duration_seconds'])
    .where('owner_id', '=', ownerId).where('month', '>=', from).where('month', '<=', to).orderBy('month').execute();
}

/** The exercises' names and muscles (JSON lists of muscle keys). */
export function exercisesOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exercises').select(['id', 'name_en', 'name_zh', 'primary_muscles', 'secondary_muscles']).where('id', 'in', [...new Set(ids)]).execute();
}

/**
 * The best of each record kind of these exercises before `before` (a local date): what a record
 * of the period beat. The best of the owner's day rollups (kept by modules/progress: each day's
 * heaviest, best e1RM, most reps and largest set volume of working sets), a row per day instead
 * of every set.
 */
export async function earlierBests(db: Kysely<Database>, ownerId: number, actionIds: readonly number[], before: string) {
  if (actionIds.length === 0) return [];
  const rows = await db.selectFrom('training_day_rollups')
    .select((eb) => [
      'action_id',
      eb.fn.max('heaviest_kg').as('heaviest_weight'),
      eb.fn.max('best_e1rm_kg').as('best_e1rm'),
      eb.fn.max('most_reps').as('most_reps'),
      eb.fn.max('best_set_volume_kg').as('best_set_volume'),
    ])
    .where('owner_id', '=', ownerId)
    .where('action_id', 'in', [...new Set(actionIds)])
    .where('local_date', '<', before)
    .groupBy('action_id')
    .execute();
  const value = (n: number | string | null) => (n === null ? null : Number(n));
  return rows.map((r) => ({
    action_id: Number(r.action_id), heaviest_weight: value(r.heaviest_weight), best_e1rm: value(r.best_e1rm), most_reps: value(r.most_reps), best_set_volume: value(r.best_set_volume),
  }));
}

/** The owner's standing personal records (personal_records, kept by modules/progress) whose set was done in the period. */
export function recordsIn(db: Kysely<Database>, ownerId: number, period: Period) {
  return db.selectFrom('personal_records').select(['action_id', 'kind', 'value', 'weight_kg', 'reps', 'reps_right', 'set_id', 'local_date', 'achieved_at', 'formula'])
    .where('owner_id', '=', ownerId).where('local_date', '>=', period.from).where('local_date', '<=', period.to)
    .orderBy('local_date').orderBy('achieved_at').orderBy('action_id').execute();
}

/** The owner's body data of the period, by day. */
export function bodyData(db: Kysely<Database>, userId: number, period: Period) {
  return db.selectFrom('body_measurements').select(['measured_on', 'chest', 'waist', 'hip', 'height', 'weight'])
    .where('user_id', '=', userId).where('measured_on', '>=', period.from).where('measured_on', '<=', period.to)
    .orderBy('measured_on').execute();
}

/** Where a page of history starts: after this (local date, start, id), newest first (training.list's key). */
export type HistoryKey = readonly [string, string, string];

/** `text` for a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface HistoryFilter {
  from?: string | undefined;
  to?: string | undefined;
  keyword?: string | undefined;
}

/**
 * The owner's trainings not deleted, in [from, to] when given, and when a keyword is given
 * those whose name, plan's name, template's name or one of whose exercises' names (either
 * language) holds it (lower-cased and NFKC, as every search compares).
 */
function historyRows(db: Kysely<Database>, ownerId: number, filter: HistoryFilter) {
  let q = db.selectFrom('trainings').where('trainings.owner_id', '=', ownerId).where('trainings.deleted', '=', 0);
  if (filter.from) q = q.where('trainings.local_date', '>=', filter.from);
  if (filter.to) q = q.where('trainings.local_date', '<=', filter.to);
  const keyword = filter.keyword ? normalizeSearchText(filter.keyword) : '';
  if (!keyword) return q;
  const pattern = containing(keyword);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return q.where((eb) => eb.or([
    like('trainings.name'),
    eb.exists(eb.selectFrom('templates').select('templates.id').whereRef('templates.id', '=', 'trainings.template_id').where(like('templates.name'))),
    eb.exists(eb.selectFrom('plan_sessions').innerJoin('plans', 'plans.id', 'plan_sessions.plan_id').select('plan_sessions.id')
      .whereRef('plan_sessions.id', '=', 'trainings.plan_session_id')
      .where((inner) => inner.or([like('plans.name'), like('plan_sessions.name'),
        inner.exists(inner.selectFrom('templates').select('templates.id').whereRef('templates.id', '=', 'plan_sessions.template_id').where(like('templates.name')))]))),
    eb.exists(eb.selectFrom('training_sets').innerJoin('exercises', 'exercises.id', 'training_sets.action_id').select('training_sets.id')
      .whereRef('training_sets.session_id', '=', 'trainings.id').where('training_sets.deleted', '=', 0).where(like('exercises.search_text'))),
  ]));
}

/** A page of the history, newest first (day, then start, then id), after `after`; at most `limit`. */
export function historyOf(db: Kysely<Database>, ownerId: number, filter: HistoryFilter, after: HistoryKey | undefined, limit: number): Promise<TrainingRow[]> {
  let q = historyRows(db, ownerId, filter).selectAll('trainings');
  if (after) {
    const [day, started, id] = after;
    q = q.where((eb) => eb.or([
      eb('trainings.local_date', '<', day),
      eb.and([eb('trainings.local_date', '=', day), eb('trainings.started_at', '<', started)]),
      eb.and([eb('trainings.local_date', '=', day), eb('trainings.started_at', '=', started), eb('trainings.id', '<', id)]),
    ]));
  }
  return q.orderBy('trainings.local_date', 'desc').orderBy('trainings.started_at', 'desc').orderBy('trainings.id', 'desc').limit(limit).execute();
}

export async function countHistory(db: Kysely<Database>, ownerId: number, filter: HistoryFilter): Promise<number> {
  return Number((await historyRows(db, ownerId, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}
