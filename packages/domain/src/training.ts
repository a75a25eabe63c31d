/**
 * Training records (issue 12): estimated one-rep maximum and the dates a repeating plan
 * schedules. Pure, shared by the web app (finishing summary, personal records) and the server.
 */
import { utcDate } from './time-zone.ts';

/** Sets of more reps than this say little about a single maximum: they get no e1RM. */
export const E1RM_MAX_REPS = 12;
/** Stored with rollups and records so a later formula change can be told apart. */
export const E1RM_FORMULA_VERSION = 1;

/**
 * Estimated one-rep maximum by Epley (weight × (1 + reps / 30)); one rep is the weight
 * itself; null for no weight, no reps or more than 12 reps.
 */
export function e1rm(weightKg: number, reps: number): number | null {
  if (!(weightKg > 0) || !Number.isInteger(reps) || reps < 1 || reps > E1RM_MAX_REPS) return null;
  return reps === 1 ? weightKg : weightKg * (1 + reps / 30);
}

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as 'yyyy-MM-dd', or null. */
export function parseLocalDate(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === text ? at : null;
}

export function addDays(date: string, days: number): string {
  const at = parseLocalDate(date);
  if (!at) throw new Error(`not a date: ${date}`);
  return utcDate(new Date(at.getTime() + days * DAY_MS));
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const at = parseLocalDate(date);
  if (!at) throw new Error(`not a date: ${date}`);
  return ((at.getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the ISO week of a date (yyyy-MM-dd): weeks run Monday to Sunday. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * The days a plan schedules: in each of `repeatWeeks` weeks (Monday to Sunday, the first
 * being the week of `startDate`), each of `weekdays` (1 = Monday), never before startDate.
 * Sorted, no repeats.
 */
export function planDates(startDate: string, repeatWeeks: number, weekdays: readonly number[]): string[] {
  const monday = mondayOf(startDate);
  const days = [...new Set(weekdays)].filter((d) => Number.isInteger(d) && d >= 1 && d <= 7).sort((a, b) => a - b);
  const dates: string[] = [];
  for (let week = 0; week < repeatWeeks; week += 1) {
    for (const day of days) {
      const date = addDays(monday, week * 7 + day - 1);
      if (date >= startDate) dates.push(date);
    }
  }
  return dates;
}

/** One recorded set, as far as personal bests care. */
export interface WeightedSet {
  actionId: number;
  weightKg: number;
  reps: number;
  /** The right side's reps of a unilateral set; null otherwise. */
  repsRight: number | null;
  localDate: string;
}

export interface ExerciseBest {
  actionId: number;
  maxWeightKg: number;
  /** Reps of the heaviest set: the more of both sides for a unilateral one. */
  reps: number;
  localDate: string;
  bestE1rmKg: number | null;
}

/**
 * Each exercise's heaviest set (ties: more reps, then the earlier day, when it was first
 * lifted) and best e1RM, in the order of first appearance. A unilateral set counts with the
 * better side's reps.
 */
export function bestByExercise(sets: readonly WeightedSet[]): ExerciseBest[] {
  const best = new Map<number, ExerciseBest>();
  for (const set of sets) {
    const reps = Math.max(set.reps, set.repsRight ?? 0);
    const estimate = e1rm(set.weightKg, reps);
    const current = best.get(set.actionId);
    if (!current) {
      best.set(set.actionId, { actionId: set.actionId, maxWeightKg: set.weightKg, reps, localDate: set.localDate, bestE1rmKg: estimate });
      continue;
    }
    const heavier = set.weightKg > current.maxWeightKg
      || (set.weightKg === current.maxWeightKg && (reps > current.reps || (reps === current.reps && set.localDate < current.localDate)));
    if (heavier) Object.assign(current, { maxWeightKg: set.weightKg, reps, localDate: set.localDate });
    if (estimate !== null && (current.bestE1rmKg === null || estimate > current.bestE1rmKg)) current.bestE1rmKg = estimate;
  }
  return [...best.values()];
}
