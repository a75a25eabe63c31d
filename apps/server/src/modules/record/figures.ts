import { addDays, mondayOf, setE1rm, setVolumeKg, roundE1rmKg, roundKg, roundRecordValue, trainingSeconds, labelOf, localName, MUSCLES, RECORD_KINDS, type Language, type RecordKind } from '@repwise/domain';
import type { TrainingTimes, WorkingSet } from './repo.ts';

/**
 * The figures of a report, from the period's rows (pure: the service reads, this counts).
 * Sets and volume are working sets; volume is weight × reps of both sides, kg.
 */

type Lift = Pick<WorkingSet, 'weight_kg' | 'reps' | 'reps_right'>;
const asProgressSet = (s: Lift) => ({ weightKg: s.weight_kg, reps: s.reps, repsRight: s.reps_right });

/** A set's volume and e1RM by the domain's rules (the rollups' and training/get's). */
export const volumeOf = (s: Lift): number => setVolumeKg(asProgressSet(s));
const e1rmOf = (s: Lift): number | null => setE1rm(asProgressSet(s));

export interface ExerciseInfo {
  name: string;
  primary: readonly string[];
  secondary: readonly string[];
}

const seconds = (t: TrainingTimes): number => (t.finished_at === null ? 0 : trainingSeconds(t.started_at, t.finished_at));

export function totalsOf(trainings: readonly TrainingTimes[], sets: readonly WorkingSet[]) {
  return {
    sessions: trainings.length,
    sets: sets.length,
    volumeKg: roundKg(sets.reduce((sum, s) => sum + volumeOf(s), 0)),
    durationSeconds: trainings.reduce((sum, t) => sum + seconds(t), 0),
  };
}

/** Each local date with a training or a working set: its sessions, sets and volume. */
export function daysOf(trainings: readonly TrainingTimes[], sets: readonly WorkingSet[]) {
  const days = new Map<string, { date: string; sessions: number; sets: number; volume: number }>();
  const day = (date: string) => days.get(date) ?? days.set(date, { date, sessions: 0, sets: 0, volume: 0 }).get(date)!;
  for (const t of trainings) day(t.local_date).sessions += 1;
  for (const s of sets) {
    const d = day(s.local_date);
    d.sets += 1;
    d.volume += volumeOf(s);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date)).map((d) => ({ date: d.date, sessions: d.sessions, sets: d.sets, volumeKg: roundKg(d.volume) }));
}

/** Sets and volume per muscle: each primary muscle of the set's exercise counts 1, each secondary ½. Most sets first. */
export function musclesOf(sets: readonly WorkingSet[], exercises: ReadonlyMap<number, ExerciseInfo>, language: Language) {
  const muscles = new Map<string, { sets: number; volume: number }>();
  const add = (muscle: string, share: number, volume: number) => {
    const m = muscles.get(muscle) ?? muscles.set(muscle, { sets: 0, volume: 0 }).get(muscle)!;
    m.sets += share;
    m.volume += share * volume;
  };
  for (const s of sets) {
    const exercise = exercises.get(s.action_id);
    if (!exercise) continue;
    const volume = volumeOf(s);
    const primary = new Set(exercise.primary);
    for (const muscle of primary) add(muscle, 1, volume);
    for (const muscle of new Set(exercise.secondary)) if (!primary.has(muscle)) add(muscle, 0.5, volume);
  }
  return [...muscles.entries()]
    .map(([muscle, m]) => ({ muscle, name: labelOf(MUSCLES, muscle, language) || muscle, sets: m.sets, volumeKg: roundKg(m.volume) }))
    .sort((a, b) => b.sets - a.sets || b.volumeKg - a.volumeKg || a.muscle.localeCompare(b.muscle));
}

/** Exercises by working sets, then volume (then id): the whole ranking. */
function ranking(sets: readonly WorkingSet[], exercises: ReadonlyMap<number, ExerciseInfo>) {
  const byExercise = new Map<number, { sets: number; volume: number }>();
  for (const s of sets) {
    const e = byExercise.get(s.action_id) ?? byExercise.set(s.action_id, { sets: 0, volume: 0 }).get(s.action_id)!;
    e.sets += 1;
    e.volume += volumeOf(s);
  }
  return [...byExercise.entries()]
    .map(([actionId, e]) => ({ actionId, name: exercises.get(actionId)?.name ?? '', sets: e.sets, volumeKg: roundKg(e.volume) }))
    .sort((a, b) => b.sets - a.sets || b.volumeKg - a.volumeKg || a.actionId - b.actionId);
}

export const topExercisesOf = (sets: readonly WorkingSet[], exercises: ReadonlyMap<number, ExerciseInfo>, count = 5) => ranking(sets, exercises).slice(0, count);

/** The best e1RM of each training date of the period's top exercises (by working sets). */
export function e1rmTrendOf(sets: readonly WorkingSet[], exercises: ReadonlyMap<number, ExerciseInfo>, count = 3) {
  return ranking(sets, exercises).slice(0, count).map(({ actionId, name }) => {
    const best = new Map<string, number>();
    for (const s of sets) {
      if (s.action_id !== actionId) continue;
      const estimate = e1rmOf(s);
      if (estimate !== null && estimate > (best.get(s.local_date) ?? 0)) best.set(s.local_date, estimate);
    }
    return { actionId, name, points: [...best.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, e1rmKg]) => ({ date, e1rmKg: roundE1rmKg(e1rmKg) })) };
  });
}

/** The Monday of each ISO week touching [from, to], with the sessions of the period in it. */
export function sessionsPerWeekOf(from: string, to: string, trainings: readonly TrainingTimes[]) {
  const weeks = new Map<string, number>();
  // Day by day up to `to` and no further (a day after 9999-12-31 is not a date).
  for (let day = from; ; day = addDays(day, 1)) {
    weeks.set(mondayOf(day), 0);
    if (day >= to) break;
  }
  for (const t of trainings) {
    const week = mondayOf(t.local_date);
    if (weeks.has(week)) weeks.set(week, weeks.get(week)! + 1);
  }
  return [...weeks.entries()].map(([week, sessions]) => ({ week, sessions }));
}

export interface StoredRecord {
  action_id: number;
  kind: string;
  value: number;
  weight_kg: number;
  reps: number;
  reps_right: number | null;
  set_id: string;
  local_date: string;
  formula: string | null;
}

/** The best of each record kind of one exercise before a period (null: none). */
export type EarlierBests = { action_id: number } & Record<RecordKind, number | null>;

/**
 * The period's personal records: the standing records (personal_records rows) whose set was
 * done in the period, each with the best of its kind before the period (null when there was
 * none). By date, exercise, then kind.
 */
export function periodRecords(records: readonly StoredRecord[], earlier: readonly EarlierBests[], exercises: ReadonlyMap<number, ExerciseInfo>) {
  const before = new Map(earlier.map((b) => [b.action_id, b]));
  const order = (kind: string) => (RECORD_KINDS as readonly string[]).indexOf(kind);
  return [...records]
    .sort((a, b) => a.local_date.localeCompare(b.local_date) || a.action_id - b.action_id || order(a.kind) - order(b.kind))
    .map((r) => {
      const previous = before.get(r.action_id)?.[r.kind as RecordKind] ?? null;
      return {
        actionId: r.action_id, name: exercises.get(r.action_id)?.name ?? '', kind: r.kind, value: roundRecordValue(r.kind as RecordKind, r.value),
        previous: previous !== null && previous > 0 ? roundRecordValue(r.kind as RecordKind, previous) : null,
        formula: r.formula, weightKg: r.weight_kg, reps: r.reps, repsRight: r.reps_right, localDate: r.local_date, setId: r.set_id,
      };
    });
}

/** The exercises' names in the reader's language and their muscles. */
export function exerciseInfo(rows: readonly { id: number; name_en: string; name_zh: string; primary_muscles: string; secondary_muscles: string }[], language: Language) {
  const list = (json: string): string[] => {
    try {
      const value: unknown = JSON.parse(json);
      return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
    } catch {
      return [];
    }
  };
  return new Map(rows.map((r) => [r.id, { name: localName({ nameEn: r.name_en, nameZh: r.name_zh }, language), primary: list(r.primary_muscles), secondary: list(r.secondary_muscles) }]));
}
