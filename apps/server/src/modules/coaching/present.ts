import { addDays, mondayOf, RECORD_KINDS, roundE1rmKg, roundKg, roundRecordValue, setVolumeKg, type RecordKind } from '@repwise/domain';
import type { DayFigures, RecordRow, WorkingSet } from './repo.ts';

/** The figures of the coach's reports, from plain rows: pure, so each rule reads in one place. */



/** Working sets and volume of each training, by id. */
export function totalsByTraining(sets: readonly WorkingSet[]): Map<string, { sets: number; volumeKg: number }> {
  const totals = new Map<string, { sets: number; volumeKg: number }>();
  for (const set of sets) {
    const t = totals.get(set.sessionId) ?? { sets: 0, volumeKg: 0 };
    totals.set(set.sessionId, { sets: t.sets + 1, volumeKg: t.volumeKg + setVolumeKg(set) });
  }
  return totals;
}

/** Sets and volume of each of the `weeks` ISO weeks ending with the week of `today`, oldest first. */
export function volumeByWeek(days: readonly DayFigures[], today: string, weeks: number) {
  const last = mondayOf(today);
  const rows = Array.from({ length: weeks }, (_, i) => ({ week: addDays(last, (i - weeks + 1) * 7), sets: 0, volumeKg: 0 }));
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  for (const day of days) {
    const row = byWeek.get(mondayOf(day.localDate));
    if (!row || day.localDate > today) continue;
    row.sets += day.sets;
    row.volumeKg += day.volumeKg;
  }
  return rows.map((r) => ({ ...r, volumeKg: roundKg(r.volumeKg) }));
}

/** The `top` exercises with the most working sets (ties: lower id), each with its best e1RM of each day, days in order. */
export function e1rmTrends(days: readonly DayFigures[], top: number) {
  const counts = new Map<number, number>();
  for (const day of days) counts.set(day.actionId, (counts.get(day.actionId) ?? 0) + day.sets);
  const chosen = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, top);
  return chosen.map(([actionId, sets]) => ({
    actionId, sets,
    points: days.filter((d) => d.actionId === actionId && d.bestE1rmKg !== null).map((d) => ({ date: d.localDate, e1rmKg: roundE1rmKg(d.bestE1rmKg!) })),
  }));
}

/** A record as the coach's screens show it: e1RM to 0.1 kg, set volume to 0.01. */
export function presentRecord(r: RecordRow, name: string) {
  const kind = r.kind as RecordKind;
  const value = roundRecordValue(kind, r.value);
  return { actionId: r.actionId, name, kind, value, weightKg: r.weightKg, reps: r.reps, repsRight: r.repsRight, localDate: r.localDate };
}

/** Newest first, then by exercise, then in RECORD_KINDS order. */
export function byNewest(a: RecordRow, b: RecordRow): number {
  return b.localDate.localeCompare(a.localDate) || a.actionId - b.actionId || RECORD_KINDS.indexOf(a.kind as RecordKind) - RECORD_KINDS.indexOf(b.kind as RecordKind);
}
