import type { ProgressSet } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/**
 * Plain queries of the coach's reports. Figures over days read the rollups kept as you go
 * (training_day_rollups, personal_records: ARCHITECTURE §11, written by modules/progress);
 * a training's own totals read its sets.
 */

/** Of `teamIds`, the teams that still exist, of one organisation when given; by id. */
export function liveTeams(db: Kysely<Database>, teamIds: readonly number[], organisationId: number | null) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('teams').select(['id', 'name']).where('id', 'in', [...teamIds]).where('disbanded_at', 'is', null)
    .$if(organisationId !== null, (q) => q.where('organisation_id', '=', organisationId!)).orderBy('id').execute();
}

/** Where a page of the feed starts: after this (finished_at, id), newest first. */
export type FeedKey = readonly [string, string];

const membersNow = (db: Kysely<Database>, teamIds: readonly number[]) =>
  db.selectFrom('team_members').select('team_members.user_id').where('team_members.team_id', 'in', [...teamIds]).where('team_members.left_at', 'is', null);

/** The members of these teams now, by team. */
export function currentMembers(db: Kysely<Database>, teamIds: readonly number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('team_members').select(['team_id', 'user_id']).where('team_id', 'in', [...teamIds]).where('left_at', 'is', null).orderBy('user_id').execute();
}

/** Finished trainings (not deleted) of the people who are members of `teamIds` now, newest finished first, with whether `coachId` read each. */
export function feedRows(db: Kysely<Database>, coachId: number, teamIds: readonly number[], after: FeedKey | undefined, limit: number) {
  return db.selectFrom('trainings')
    .innerJoin('users', 'users.id', 'trainings.owner_id')
    .leftJoin('coach_feed_reads as r', (join) => join.onRef('r.training_id', '=', 'trainings.id').on('r.coach_id', '=', coachId))
    .select(['trainings.id', 'trainings.owner_id', 'trainings.name', 'trainings.local_date', 'trainings.started_at', 'trainings.finished_at', 'trainings.rating', 'trainings.comment',
      'trainings.coach_comment', 'users.nick_name', 'users.avatar', 'r.read_at'])
    .where('trainings.owner_id', 'in', membersNow(db, teamIds))
    .where('trainings.deleted', '=', 0)
    .where('trainings.finished_at', 'is not', null)
    .$if(after !== undefined, (q) => q.where((eb) => eb.or([
      eb('trainings.finished_at', '<', after![0]),
      eb.and([eb('trainings.finished_at', '=', after![0]), eb('trainings.id', '<', after![1])]),
    ])))
    .orderBy('trainings.finished_at', 'desc').orderBy('trainings.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countFeed(db: Kysely<Database>, teamIds: readonly number[]): Promise<number> {
  const row = await db.selectFrom('trainings').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', 'in', membersNow(db, teamIds)).where('deleted', '=', 0).where('finished_at', 'is not', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of `ids`, the finished trainings of members of `teamIds` now. */
export async function feedTrainingIds(db: Kysely<Database>, teamIds: readonly number[], ids: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('trainings').select('id').where('id', 'in', [...ids]).where('owner_id', 'in', membersNow(db, teamIds))
    .where('deleted', '=', 0).where('finished_at', 'is not', null).execute();
  return rows.map((r) => r.id);
}

export async function insertFeedReads(db: Kysely<Database>, coachId: number, trainingIds: readonly string[], at: string): Promise<void> {
  if (trainingIds.length === 0) return;
  await db.insertInto('coach_feed_reads').values(trainingIds.map((id) => ({ coach_id: coachId, training_id: id, read_at: at })))
    .onConflict((oc) => oc.columns(['coach_id', 'training_id']).doNothing()).execute();
}

/** A person's last finished trainings (not deleted), newest first. */
export function lastFinishedTrainings(db: Kysely<Database>, ownerId: number, limit: number) {
  return db.selectFrom('trainings').select(['id', 'name', 'local_date', 'started_at', 'finished_at'])
    .where('owner_id', '=', ownerId).where('deleted', '=', 0).where('finished_at', 'is not', null)
    .orderBy('finished_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** One working set (no warm-up or stretch set: domain isWorkingSet) of a training not deleted, as the domain's figures read it, with its owner. */
export type WorkingSet = ProgressSet & { ownerId: number };

const workingSetRows = (db: Kysely<Database>) => db.selectFrom('training_sets')
  .innerJoin('trainings', 'trainings.id', 'training_sets.session_id')
  .select(['training_sets.id', 'training_sets.owner_id as ownerId', 'training_sets.session_id as sessionId', 'training_sets.action_id as actionId', 'training_sets.set_type as setType',
    'training_sets.weight_kg as weightKg', 'training_sets.reps', 'training_sets.reps_right as repsRight', 'training_sets.completed_at as completedAt', 'training_sets.local_date as localDate'])
  .where('training_sets.deleted', '=', 0)
  .where('trainings.deleted', '=', 0)
  .where('training_sets.set_type', 'not in', ['warmup', 'stretch']);

/** One (trainee, day, exercise) of the rollups: working sets, their volume and best e1RM. */
export interface DayFigures {
  ownerId: number;
  localDate: string;
  actionId: number;
  sets: number;
  volumeKg: number;
  bestE1rmKg: number | null;
}

/** The rollups of these people on their days `from`–`to` with a working set, by day. */
export function dayFigures(db: Kysely<Database>, ownerIds: readonly number[], from: string, to: string): Promise<DayFigures[]> {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('training_day_rollups')
    .select(['owner_id as ownerId', 'local_date as localDate', 'action_id as actionId', 'sets', 'volume_kg as volumeKg', 'best_e1rm_kg as bestE1rmKg'])
    .where('owner_id', 'in', [...ownerIds]).where('local_date', '>=', from).where('local_date', '<=', to).where('sets', '>', 0)
    .orderBy('local_date').orderBy('owner_id').orderBy('action_id')
    .execute();
}

/** The personal records (current ones) of these people whose set was done on their days `from`–`to`. */
export function recordsReachedIn(db: Kysely<Database>, ownerIds: readonly number[], from: string, to: string) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('personal_records')
    .select(['owner_id as ownerId', 'action_id as actionId', 'kind', 'value', 'weight_kg as weightKg', 'reps', 'reps_right as repsRight', 'local_date as localDate'])
    .where('owner_id', 'in', [...ownerIds]).where('local_date', '>=', from).where('local_date', '<=', to)
    .execute();
}

export type RecordRow = Awaited<ReturnType<typeof recordsReachedIn>>[number];

/** The working sets of these trainings. */
export function workingSetsOfTrainings(db: Kysely<Database>, trainingIds: readonly string[]): Promise<WorkingSet[]> {
  if (trainingIds.length === 0) return Promise.resolve([]);
  return workingSetRows(db).where('training_sets.session_id', 'in', [...trainingIds]).execute();
}

/** A person's latest body data, newest day first. */
export function latestBodyData(db: Kysely<Database>, userId: number, limit: number) {
  return db.selectFrom('body_measurements').select(['measured_on', 'chest', 'waist', 'hip', 'height', 'weight'])
    .where('user_id', '=', userId).orderBy('measured_on', 'desc').limit(limit).execute();
}

export function people(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nick_name', 'avatar', 'timezone', 'body_data_hidden']).where('id', 'in', [...ids]).orderBy('id').execute();
}

export function exerciseNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('exercises').select(['id', 'name_en', 'name_zh']).where('id', 'in', [...new Set(ids)]).execute();
}
