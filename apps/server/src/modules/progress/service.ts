import { dayRollups, E1RM_FORMULA, MONTH_FIGURES, monthRollups, personalRecords, type DayRollup, type MonthRollup, type MonthTraining, type PersonalRecord, type ProgressSet } from '@repwise/domain';
import type { Insertable, Kysely } from 'kysely';
import { lockKey } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { PersonalRecordsTable, TrainingDayRollupsTable, TrainingMonthRollupsTable } from '../../db/schema/progress.ts';
import {
  allLiveSets, dayRollupsOf, liveSetsById, liveSetsOfExercises, liveSetsOnDays, liveTrainingsOf, ownersWithTrainingOrFigures, recordsOf, replaceDayRollups, replaceMonthRollups, replaceRecords,
} from './repo.ts';

function rollupRow(ownerId: number, r: DayRollup, at: string): Insertable<TrainingDayRollupsTable> {
  return {
    owner_id: ownerId, local_date: r.localDate, action_id: r.actionId, sessions: r.sessions, sets: r.sets, reps: r.reps, volume_kg: r.volumeKg,
    best_e1rm_kg: r.bestE1rmKg, heaviest_kg: r.heaviestKg, most_reps: r.mostReps, best_set_volume_kg: r.bestSetVolumeKg, e1rm_formula: E1RM_FORMULA, updated_at: at,
  };
}

function monthRow(ownerId: number, r: MonthRollup, at: string): Insertable<TrainingMonthRollupsTable> {
  return { owner_id: ownerId, month: r.month, sessions: r.sessions, sets: r.sets, volume_kg: r.volumeKg, duration_seconds: r.durationSeconds, figures: MONTH_FIGURES, updated_at: at };
}

function recordRow(ownerId: number, r: PersonalRecord, at: string): Insertable<PersonalRecordsTable> {
  return {
    owner_id: ownerId, action_id: r.actionId, kind: r.kind, value: r.value, weight_kg: r.weightKg, reps: r.reps, reps_right: r.repsRight, set_id: r.setId,
    session_id: r.sessionId, local_date: r.localDate, achieved_at: r.achievedAt, formula: r.formula, updated_at: at,
  };
}

/**
 * Recomputes the trainee's rollup rows of these days (their local dates) from the base rows.
 * Run inside the transaction that wrote the sets (the caller's `trx`).
 */
export async function recomputeDays(trx: Kysely<Database>, ownerId: number, localDates: Iterable<string>, now = new Date()): Promise<void> {
  const dates = [...new Set(localDates)];
  if (dates.length === 0) return;
  const rows = dayRollups(await liveSetsOnDays(trx, ownerId, dates));
  await replaceDayRollups(trx, ownerId, dates, rows.map((r) => rollupRow(ownerId, r, now.toISOString())));
}

/** Recomputes the trainee's personal records of these exercises from the base rows (inside the writing transaction). */
export async function recomputeRecords(trx: Kysely<Database>, ownerId: number, actionIds: Iterable<number>, now = new Date()): Promise<void> {
  const actions = [...new Set(actionIds)];
  if (actions.length === 0) return;
  const rows = personalRecords(await liveSetsOfExercises(trx, ownerId, actions));
  await replaceRecords(trx, ownerId, actions, rows.map((r) => recordRow(ownerId, r, now.toISOString())));
}

/**
 * What a write of training touched: every set it changed (or whose training it deleted or
 * brought back), their old and new days and exercises, and the old and new local dates of
 * every training it wrote (a month counts its trainings and their time).
 */
export interface Touched {
  setIds: Set<string>;
  localDates: Set<string>;
  actionIds: Set<number>;
  trainingDates: Set<string>;
}

export function nothingTouched(): Touched {
  return { setIds: new Set(), localDates: new Set(), actionIds: new Set(), trainingDates: new Set() };
}

/**
 * Recomputes the trainee's month rows of these months (yyyy-MM) from their live trainings and
 * their day rollups (so after the days' recompute, inside the writing transaction).
 */
export async function recomputeMonths(trx: Kysely<Database>, ownerId: number, months: Iterable<string>, now = new Date()): Promise<void> {
  const list = [...new Set(months)].sort();
  if (list.length === 0) return;
  const trainings = await liveTrainingsOf(trx, ownerId, list);
  const days = await dayRollupsOf(trx, ownerId, list);
  await replaceMonthRollups(trx, ownerId, list, monthRollups(trainings, days).map((r) => monthRow(ownerId, r, now.toISOString())));
}

/** A record's set as the domain reads a set: a working set with its own figures. */
function holderOf(r: { set_id: string; session_id: string; action_id: number; weight_kg: number; reps: number; reps_right: number | null; achieved_at: string; local_date: string }): ProgressSet {
  return {
    id: r.set_id, sessionId: r.session_id, actionId: Number(r.action_id), setType: 'normal', weightKg: Number(r.weight_kg), reps: Number(r.reps),
    repsRight: r.reps_right === null ? null : Number(r.reps_right), completedAt: r.achieved_at, localDate: r.local_date,
  };
}

/**
 * The records of the touched exercises, without reading their whole history where it can:
 * when no touched set holds a record of an exercise, its records are still the best of the
 * sets nobody touched, so the new ones are the best of those holders and the touched sets
 * that live now. An exercise one of whose records a touched set held (edited, deleted, its
 * training deleted) is recomputed from all its sets.
 */
async function updateRecords(trx: Kysely<Database>, ownerId: number, touched: Touched, now: Date): Promise<void> {
  const actions = [...touched.actionIds];
  if (actions.length === 0) return;
  const current = await recordsOf(trx, ownerId, actions);
  const full = new Set(current.filter((r) => touched.setIds.has(r.set_id)).map((r) => Number(r.action_id)));
  await recomputeRecords(trx, ownerId, full, now);
  const rest = actions.filter((a) => !full.has(a));
  if (rest.length === 0) return;
  const candidates = (await liveSetsById(trx, ownerId, [...touched.setIds])).filter((s) => rest.includes(s.actionId));
  const holders = current.filter((r) => !full.has(Number(r.action_id))).map(holderOf);
  const rows = personalRecords([...holders, ...candidates]);
  await replaceRecords(trx, ownerId, rest, rows.map((r) => recordRow(ownerId, r, now.toISOString())));
}

/** After a batch of writes of one trainee: one recompute of each touched day and month, and the touched exercises' records. */
export async function recomputeTouched(trx: Kysely<Database>, ownerId: number, touched: Touched, now = new Date()): Promise<void> {
  await recomputeDays(trx, ownerId, touched.localDates, now);
  await recomputeMonths(trx, ownerId, [...touched.localDates, ...touched.trainingDates].map((d) => d.slice(0, 7)), now);
  await updateRecords(trx, ownerId, touched, now);
}

/** One trainee's figures from scratch: every rollup row and record replaced by a recompute of all their live sets. */
export async function rebuildTrainee(trx: Kysely<Database>, ownerId: number, now = new Date()): Promise<{ days: number; months: number; records: number }> {
  const { days, months, records } = figureRows(ownerId, await allLiveSets(trx, ownerId), await liveTrainingsOf(trx, ownerId, null), now);
  await replaceDayRollups(trx, ownerId, null, days);
  await replaceMonthRollups(trx, ownerId, null, months);
  await replaceRecords(trx, ownerId, null, records);
  return { days: days.length, months: months.length, records: records.length };
}

/** Every figure row of a trainee from all their live sets and live trainings (a rebuild's rows; a bulk loader's too). */
export function figureRows(ownerId: number, sets: readonly ProgressSet[], trainings: readonly MonthTraining[], now = new Date()) {
  const at = now.toISOString();
  const days = dayRollups(sets);
  return {
    days: days.map((r) => rollupRow(ownerId, r, at)),
    months: monthRollups(trainings, days).map((r) => monthRow(ownerId, r, at)),
    records: personalRecords(sets).map((r) => recordRow(ownerId, r, at)),
  };
}

/**
 * `npm run rebuild:rollups`: every trainee's figures from the base rows, one transaction per
 * trainee (a trainee's writes meanwhile wait for it: the same per-owner lock as a push).
 * Idempotent: a second run writes the same rows. Answers the counts.
 */
export async function rebuildAll(db: Kysely<Database>, now = new Date()): Promise<{ trainees: number; days: number; months: number; records: number }> {
  const totals = { trainees: 0, days: 0, months: 0, records: 0 };
  for (const ownerId of await ownersWithTrainingOrFigures(db)) {
    const counts = await db.transaction().execute(async (trx) => {
      await lockKey(trx, ownerId);
      return rebuildTrainee(trx, ownerId, now);
    });
    totals.trainees += 1;
    totals.days += counts.days;
    totals.months += counts.months;
    totals.records += counts.records;
  }
  return totals;
}
