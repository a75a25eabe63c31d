import type { MonthTraining, ProgressSet } from '@repwise/domain';
import type { Insertable, Kysely } from 'kysely';
import { batches } from '../../db/batches.ts';
import type { Database } from '../../db/schema/index.ts';
import type { PersonalRecordsTable, TrainingDayRollupsTable, TrainingMonthRollupsTable } from '../../db/schema/progress.ts';

/** The base rows the figures count: a trainee's live sets (not deleted) of live trainings. */
function liveSets(db: Kysely<Database>, ownerId: number) {
  return db.selectFrom('training_sets as s')
    .innerJoin('trainings as t', 't.id', 's.session_id')
    .select(['s.id', 's.session_id', 's.action_id', 's.set_type', 's.weight_kg', 's.reps', 's.reps_right', 's.completed_at', 's.local_date'])
    .where('s.owner_id', '=', ownerId)
    .where('s.deleted', '=', 0)
    .where('t.deleted', '=', 0);
}

type Row = { id: string; session_id: string; action_id: number; set_type: string; weight_kg: number; reps: number; reps_right: number | null; completed_at: string; local_date: string };

function toSet(r: Row): ProgressSet {
  return {
    id: r.id, sessionId: r.session_id, actionId: Number(r.action_id), setType: r.set_type, weightKg: Number(r.weight_kg), reps: Number(r.reps),
    repsRight: r.reps_right === null ? null : Number(r.reps_right), completedAt: r.completed_at, localDate: r.local_date,
  };
}

/** The trainee's live sets on these days (their local dates). */
export async function liveSetsOnDays(db: Kysely<Database>, ownerId: number, localDates: readonly string[]): Promise<ProgressSet[]> {
  const out: ProgressSet[] = [];
  for (const chunk of batches(localDates)) out.push(...(await liveSets(db, ownerId).where('s.local_date', 'in', chunk).execute()).map(toSet));
  return out;
}

/** The trainee's live sets of these exercises, all days. */
export async function liveSetsOfExercises(db: Kysely<Database>, ownerId: number, actionIds: readonly number[]): Promise<ProgressSet[]> {
  const out: ProgressSet[] = [];
  for (const chunk of batches(actionIds)) out.push(...(await liveSets(db, ownerId).where('s.action_id', 'in', chunk).execute()).map(toSet));
  return out;
}

/** Of these sets, the trainee's that live. */
export async function liveSetsById(db: Kysely<Database>, ownerId: number, setIds: readonly string[]): Promise<ProgressSet[]> {
  const out: ProgressSet[] = [];
  for (const chunk of batches(setIds)) out.push(...(await liveSets(db, ownerId).where('s.id', 'in', chunk).execute()).map(toSet));
  return out;
}

/** The trainee's records of these exercises. */
export async function recordsOf(db: Kysely<Database>, ownerId: number, actionIds: readonly number[]) {
  const out = [];
  for (const chunk of batches(actionIds)) out.push(...(await db.selectFrom('personal_records').selectAll().where('owner_id', '=', ownerId).where('action_id', 'in', chunk).execute()));
  return out;
}

/** Every live set of the trainee. */
export async function allLiveSets(db: Kysely<Database>, ownerId: number): Promise<ProgressSet[]> {
  return (await liveSets(db, ownerId).execute()).map(toSet);
}

/** Trainees with any row of training or any figure (a rebuild clears figures whose base rows are gone). */
export async function ownersWithTrainingOrFigures(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('training_sets').select('owner_id').distinct()
    .union(db.selectFrom('training_day_rollups').select('owner_id').distinct())
    .union(db.selectFrom('personal_records').select('owner_id').distinct())
    .union(db.selectFrom('trainings').select('owner_id').distinct())
    .union(db.selectFrom('training_month_rollups').select('owner_id').distinct())
    .execute();
  return [...new Set(rows.map((r) => Number(r.owner_id)))].sort((a, b) => a - b);
}

/** Replaces the trainee's rollup rows of these days (all days: null) with `rows`. */
export async function replaceDayRollups(db: Kysely<Database>, ownerId: number, localDates: readonly string[] | null, rows: Insertable<TrainingDayRollupsTable>[]): Promise<void> {
  if (localDates === null) await db.deleteFrom('training_day_rollups').where('owner_id', '=', ownerId).execute();
  else for (const chunk of batches(localDates)) await db.deleteFrom('training_day_rollups').where('owner_id', '=', ownerId).where('local_date', 'in', chunk).execute();
  for (const chunk of batches(rows, 200)) await db.insertInto('training_day_rollups').values(chunk).execute();
}

/** Replaces the trainee's records of these exercises (all: null) with `rows`. */
export async function replaceRecords(db: Kysely<Database>, ownerId: number, actionIds: readonly number[] | null, rows: Insertable<PersonalRecordsTable>[]): Promise<void> {
  if (actionIds === null) await db.deleteFrom('personal_records').where('owner_id', '=', ownerId).execute();
  else for (const chunk of batches(actionIds)) await db.deleteFrom('personal_records').where('owner_id', '=', ownerId).where('action_id', 'in', chunk).execute();
  for (const chunk of batches(rows, 200)) await db.insertInto('personal_records').values(chunk).execute();
}

/** A month's local dates as a range: [yyyy-MM-01, yyyy-MM-31] (text order; no date is after the 31st). */
const daysOfMonth = (month: string) => [`${month}-01`, `${month}-31`] as const;

type TrainingTimes = { local_date: string; started_at: string; finished_at: string | null };
const toTraining = (t: TrainingTimes): MonthTraining => ({ localDate: t.local_date, startedAt: t.started_at, finishedAt: t.finished_at });

/** The trainee's live trainings of these months (by the training's local date); all months: null. */
export async function liveTrainingsOf(db: Kysely<Database>, ownerId: number, months: readonly string[] | null): Promise<MonthTraining[]> {
  const q = db.selectFrom('trainings').select(['local_date', 'started_at', 'finished_at']).where('owner_id', '=', ownerId).where('deleted', '=', 0);
  if (months === null) return (await q.execute()).map(toTraining);
  const out: MonthTraining[] = [];
  for (const month of months) out.push(...(await q.where('local_date', '>=', daysOfMonth(month)[0]).where('local_date', '<=', daysOfMonth(month)[1]).execute()).map(toTraining));
  return out;
}

/** The trainee's day rollups of these months (their working sets and volume per day and exercise). */
export async function dayRollupsOf(db: Kysely<Database>, ownerId: number, months: readonly string[]): Promise<{ localDate: string; sets: number; volumeKg: number }[]> {
  const out = [];
  for (const month of months) {
    const rows = await db.selectFrom('training_day_rollups').select(['local_date', 'sets', 'volume_kg']).where('owner_id', '=', ownerId)
      .where('local_date', '>=', daysOfMonth(month)[0]).where('local_date', '<=', daysOfMonth(month)[1]).execute();
    out.push(...rows.map((r) => ({ localDate: r.local_date, sets: Number(r.sets), volumeKg: Number(r.volume_kg) })));
  }
  return out;
}

/** Replaces the trainee's month rollups of these months (all months: null) with `rows`. */
export async function replaceMonthRollups(db: Kysely<Database>, ownerId: number, months: readonly string[] | null, rows: Insertable<TrainingMonthRollupsTable>[]): Promise<void> {
  if (months === null) await db.deleteFrom('training_month_rollups').where('owner_id', '=', ownerId).execute();
  else for (const chunk of batches(months)) await db.deleteFrom('training_month_rollups').where('owner_id', '=', ownerId).where('month', 'in', chunk).execute();
  for (const chunk of batches(rows, 200)) await db.insertInto('training_month_rollups').values(chunk).execute();
}
