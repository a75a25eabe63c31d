import { z } from 'zod';
import { entityId, integerInRange, pageQuery } from './schema-kit.ts';
import { localDate } from './plan.ts';
import { bodyDataEntry } from './user.ts';
import { trainingList } from './training.ts';

/**
 * A trainee's reports (issue 25): month and year figures and the whole history with search.
 * Sets and volume count working sets only (warm-up and stretch sets are left out); volume is
 * weight (kg, as stored) × reps (both sides). Everything groups by the trainee's local date.
 * `userId` is another person only for their coach; anyone else gets "not found".
 */

const subject = { userId: entityId().optional() };

export const recordMonthQuery = z.object({
  /** yyyy-MM. */
  month: z.string().trim().regex(/^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, 'a month (yyyy-MM)'),
  ...subject,
});

export const recordYearQuery = z.object({
  year: integerInRange(1970, 9999),
  ...subject,
});

/** Sessions, working sets, volume and time of a period. */
const totals = {
  sessions: z.number().int(),
  sets: z.number().int(),
  volumeKg: z.number(),
  /** Sum over finished trainings of finished − started. */
  durationSeconds: z.number().int(),
};
export const recordTotals = z.object(totals);

export const recordDay = z.object({ date: z.string(), sessions: z.number().int(), sets: z.number().int(), volumeKg: z.number() });

/** Working sets and volume per muscle: a primary muscle of the exercise counts 1, a secondary ½. */
export const recordMuscle = z.object({
  /** The exercise library's muscle key (e.g. quads). */
  muscle: z.string(),
  /** Its name in the reader's language. */
  name: z.string(),
  sets: z.number(),
  volumeKg: z.number(),
});

export const recordExercise = z.object({ actionId: z.number().int(), name: z.string(), sets: z.number().int(), volumeKg: z.number() });

/**
 * A personal record set in the period and still standing: a row of personal_records (trainee ×
 * exercise × kind, linked to its set) whose set was done in the period.
 */
export const recordPr = z.object({
  actionId: z.number().int(),
  name: z.string(),
  /** heaviest_weight, best_e1rm (Epley, formula named in `formula`), most_reps or best_set_volume. */
  kind: z.string(),
  /** kg; reps for most_reps. */
  value: z.number(),
  /** The best of that kind before the period; null when there was none. */
  previous: z.number().nullable(),
  /** The e1RM formula and version of a best_e1rm (e.g. epley-1); null for the other kinds. */
  formula: z.string().nullable(),
  weightKg: z.number(),
  reps: z.number().int(),
  repsRight: z.number().int().nullable(),
  localDate: z.string(),
  setId: z.string(),
});

export const recordCompliance = z.object({
  /** The trainee's scheduled plan sessions in the period whose day has come: done + missed (plan's tally; cancelled and upcoming ones left out). */
  scheduled: z.number().int(),
  /** Of those, the ones done (plan status done). */
  done: z.number().int(),
});

/** The best e1RM (kg) of each training day of one exercise. */
export const recordTrend = z.object({
  actionId: z.number().int(),
  name: z.string(),
  points: z.array(z.object({ date: z.string(), e1rmKg: z.number() })),
});

const reportBody = {
  ...totals,
  previous: recordTotals,
  /** Distinct local dates with a training. */
  trainingDays: z.number().int(),
  /** Each day with a training. */
  days: z.array(recordDay),
  muscles: z.array(recordMuscle),
  /** By working sets, then volume; the first five. */
  topExercises: z.array(recordExercise),
  prs: z.array(recordPr),
  compliance: recordCompliance,
  /** Body data of the period, by day; null when the reader is not its owner (body data are the owner's alone). */
  body: z.array(bodyDataEntry).nullable(),
};

export const recordMonth = z.object({
  month: z.string(),
  ...reportBody,
  /** Each ISO week touching the month (its Monday), with the sessions of the month in it. */
  sessionsPerWeek: z.array(z.object({ week: z.string(), sessions: z.number().int() })),
  /** The month's three exercises with the most working sets. */
  e1rmTrend: z.array(recordTrend),
});
export type RecordMonth = z.infer<typeof recordMonth>;

export const recordYear = z.object({
  year: z.number().int(),
  ...reportBody,
  months: z.array(z.object({ month: z.string(), sessions: z.number().int(), sets: z.number().int(), volumeKg: z.number() })),
});
export type RecordYear = z.infer<typeof recordYear>;

/** The whole history, newest first, by keyset: training.list's page, with a search. */
export const recordHistoryQuery = pageQuery.extend({
  /** An exercise's name in either language, a plan's or template's name, a training's name. */
  keyword: z.string().trim().max(64).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  ...subject,
});
export const recordHistory = trainingList;
