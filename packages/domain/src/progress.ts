/**
 * Figures kept as you go (issue 25): a trainee's daily rollups per exercise and personal
 * records, computed from recorded sets. Pure, so the server's write side, its rebuild command
 * and its tests all compute them one way.
 */
import { e1rm, E1RM_FORMULA_VERSION } from './training.ts';

/** The e1RM formula and its version, stored with rollups and records (Epley; 1 rep = the weight; none above 12 reps). */
export const E1RM_FORMULA = `epley-${E1RM_FORMULA_VERSION}`;

/** Warm-up and stretch sets are not working sets: they count in no set total, volume or record. */
export function isWorkingSet(setType: string): boolean {
  return setType !== 'warmup' && setType !== 'stretch';
}

/** One recorded set as the figures read it (a live set of a live training). */
export interface ProgressSet {
  id: string;
  sessionId: string;
  actionId: number;
  setType: string;
  weightKg: number;
  reps: number;
  /** The right side's reps of a unilateral set; null otherwise. */
  repsRight: number | null;
  /** ISO UTC time the set was done. */
  completedAt: string;
  /** The trainee's calendar day of the set. */
  localDate: string;
}

/** A weight or volume as reports answer it: kg to 0.01 (a weight stored from pounds keeps its precision). */
export function roundKg(kg: number): number {
  return Math.round(kg * 100) / 100;
}

/** An e1RM as reports answer it: kg to 0.1 (an estimate, so no finer than that). */
export function roundE1rmKg(kg: number): number {
  return Math.round(kg * 10) / 10;
}

/** A training's length in whole seconds (never negative): finished − started, both ISO times. */
export function trainingSeconds(startedAt: string, finishedAt: string): number {
  return Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000));
}

/** Both sides' reps of a set: what volume and rep totals count. */
export function totalReps(set: Pick<ProgressSet, 'reps' | 'repsRight'>): number {
  return set.reps + (set.repsRight ?? 0);
}

/** A set's volume: weight × (reps + right side's reps). */
export function setVolumeKg(set: Pick<ProgressSet, 'weightKg' | 'reps' | 'repsRight'>): number {
  return set.weightKg * totalReps(set);
}

/** A set's e1RM with the better side's reps (a unilateral set), or null. */
export function setE1rm(set: Pick<ProgressSet, 'weightKg' | 'reps' | 'repsRight'>): number | null {
  return e1rm(set.weightKg, Math.max(set.reps, set.repsRight ?? 0));
}

/** One (day, exercise) of a trainee. */
export interface DayRollup {
  localDate: string;
  actionId: number;
  /** Distinct trainings with a set of the exercise that day (warm-ups included). */
  sessions: number;
  /** Working sets only, from here on. */
  sets: number;
  reps: number;
  volumeKg: number;
  /** Null: no working set of 12 reps or fewer with a weight. */
  bestE1rmKg: number | null;
  /** Null: no working set. */
  heaviestKg: number | null;
  /** The better side's reps of the working set with most; null: no working set. */
  mostReps: number | null;
  /** The largest working set's volume; null: no working set. */
  bestSetVolumeKg: number | null;
}

/**
 * The rollup rows of a trainee's sets, one per (localDate, actionId) with any set, sorted by
 * date then exercise. The caller passes live sets only (not deleted, in a live training).
 */
export function dayRollups(sets: readonly ProgressSet[]): DayRollup[] {
  const rows = new Map<string, DayRollup & { trainings: Set<string> }>();
  for (const set of sets) {
    const key = `${set.localDate}|${set.actionId}`;
    let row = rows.get(key);
    if (!row) {
      row = { localDate: set.localDate, actionId: set.actionId, sessions: 0, sets: 0, reps: 0, volumeKg: 0, bestE1rmKg: null, heaviestKg: null, mostReps: null, bestSetVolumeKg: null, trainings: new Set() };
      rows.set(key, row);
    }
    row.trainings.add(set.sessionId);
    if (!isWorkingSet(set.setType)) continue;
    row.sets += 1;
    row.reps += totalReps(set);
    row.volumeKg += setVolumeKg(set);
    const estimate = setE1rm(set);
    if (estimate !== null && (row.bestE1rmKg === null || estimate > row.bestE1rmKg)) row.bestE1rmKg = estimate;
    if (row.heaviestKg === null || set.weightKg > row.heaviestKg) row.heaviestKg = set.weightKg;
    const reps = Math.max(set.reps, set.repsRight ?? 0);
    if (row.mostReps === null || reps > row.mostReps) row.mostReps = reps;
    const volume = setVolumeKg(set);
    if (row.bestSetVolumeKg === null || volume > row.bestSetVolumeKg) row.bestSetVolumeKg = volume;
  }
  return [...rows.values()]
    .map(({ trainings, ...row }) => ({ ...row, sessions: trainings.size }))
    .sort((a, b) => (a.localDate === b.localDate ? a.actionId - b.actionId : a.localDate < b.localDate ? -1 : 1));
}

/** What a month rollup counts and how; change it when that changes (the next start rebuilds them). */
export const MONTH_FIGURES = 'month-1';

/** A trainee's month (yyyy-MM of their local dates). */
export interface MonthRollup {
  month: string;
  /** Live trainings whose local date is in the month. */
  sessions: number;
  /** Working sets whose own local date is in the month, and their volume. */
  sets: number;
  volumeKg: number;
  /** Σ of the trainings' finish − start; an unfinished one counts 0. */
  durationSeconds: number;
}

/** A training as a month counts it. */
export interface MonthTraining {
  localDate: string;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * The month rows of a trainee: from their live trainings and their day rollups (dayRollups of
 * their live sets), one per month with either, sorted by month.
 */
export function monthRollups(trainings: readonly MonthTraining[], days: readonly Pick<DayRollup, 'localDate' | 'sets' | 'volumeKg'>[]): MonthRollup[] {
  const months = new Map<string, MonthRollup>();
  const month = (localDate: string) => {
    const key = localDate.slice(0, 7);
    return months.get(key) ?? months.set(key, { month: key, sessions: 0, sets: 0, volumeKg: 0, durationSeconds: 0 }).get(key)!;
  };
  for (const t of trainings) {
    const row = month(t.localDate);
    row.sessions += 1;
    if (t.finishedAt !== null) row.durationSeconds += trainingSeconds(t.startedAt, t.finishedAt);
  }
  for (const d of days) {
    const row = month(d.localDate);
    row.sets += d.sets;
    row.volumeKg += d.volumeKg;
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
}

/** The kinds of personal record, one row each per trainee × exercise. */
export const RECORD_KINDS = ['heaviest_weight', 'best_e1rm', 'most_reps', 'best_set_volume'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface PersonalRecord {
  actionId: number;
  kind: RecordKind;
  /** kg for weight, e1RM and volume; reps for most_reps. */
  value: number;
  /** The set's own figures, to show it ("100 kg × 5"). */
  weightKg: number;
  reps: number;
  repsRight: number | null;
  setId: string;
  sessionId: string;
  localDate: string;
  achievedAt: string;
  /** E1RM_FORMULA for best_e1rm; null for the others. */
  formula: string | null;
}

/** A record's value as reports answer it: an e1RM to 0.1 kg, a weight or volume to 0.01 kg, reps as they are. */
export function roundRecordValue(kind: RecordKind, value: number): number {
  return kind === 'best_e1rm' ? roundE1rmKg(value) : roundKg(value);
}

/** What each kind measures of a working set; null or 0: the set holds no record of that kind. */
const MEASURES: Record<RecordKind, (set: ProgressSet) => number | null> = {
  heaviest_weight: (s) => s.weightKg,
  best_e1rm: setE1rm,
  // The better side of a unilateral set, as e1RM counts it.
  most_reps: (s) => Math.max(s.reps, s.repsRight ?? 0),
  best_set_volume: setVolumeKg,
};

/** Earlier set first: by completion time, then id (a stable order for equal times). */
function earlier(a: ProgressSet, b: ProgressSet): boolean {
  return a.completedAt === b.completedAt ? a.id < b.id : a.completedAt < b.completedAt;
}

/**
 * A trainee's personal records from their live sets (any exercises): per exercise, per kind,
 * the working set with the highest value above 0; a tie keeps the earliest set (the one that
 * first reached it). Sorted by exercise, then kind in RECORD_KINDS order.
 */
export function personalRecords(sets: readonly ProgressSet[]): PersonalRecord[] {
  const best = new Map<string, { set: ProgressSet; value: number; kind: RecordKind }>();
  for (const set of sets) {
    if (!isWorkingSet(set.setType)) continue;
    for (const kind of RECORD_KINDS) {
      const value = MEASURES[kind](set);
      if (value === null || !(value > 0)) continue;
      const key = `${set.actionId}|${kind}`;
      const current = best.get(key);
      if (!current || value > current.value || (value === current.value && earlier(set, current.set))) best.set(key, { set, value, kind });
    }
  }
  const order = (kind: RecordKind) => RECORD_KINDS.indexOf(kind);
  return [...best.values()]
    .sort((a, b) => (a.set.actionId === b.set.actionId ? order(a.kind) - order(b.kind) : a.set.actionId - b.set.actionId))
    .map(({ set, value, kind }) => ({
      actionId: set.actionId, kind, value, weightKg: set.weightKg, reps: set.reps, repsRight: set.repsRight, setId: set.id, sessionId: set.sessionId,
      localDate: set.localDate, achievedAt: set.completedAt, formula: kind === 'best_e1rm' ? E1RM_FORMULA : null,
    }));
}
