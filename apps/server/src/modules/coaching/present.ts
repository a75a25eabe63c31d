import { addDays, isoWeekday, personalRecords, RECORD_KINDS, setE1rm, setVolumeKg, type PersonalRecord } from '@repwise/domain';
import { statusOf } from '../plan/index.ts';
import type { ScheduledRow, WorkingSet } from './repo.ts';

/** The figures of the coach's reports, from plain rows: pure, so each rule reads in one place. */

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
export const roundKg = (value: number) => round(value, 2);

export function durationSeconds(startedAt: string, finishedAt: string): number {
  return Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000));
}

/** Working sets and volume of each training, by id. */
export function totalsByTraining(sets: readonly WorkingSet[]): Map<string, { sets: number; volumeKg: number }> {
  const totals = new Map<string, { sets: number; volumeKg: number }>();
  for (const set of sets) {
    const t = totals.get(set.sessionId) ?? { sets: 0, volumeKg: 0 };
    totals.set(set.sessionId, { sets: t.sets + 1, volumeKg: t.volumeKg + setVolumeKg(set) });
  }
  return totals;
}

export interface Tally {
  scheduled: number;
  done: number;
}

/**
 * What a scheduled session counts as: done (statusOf: its training finished, or a past day's
 * was started) or missed (its day passed with nothing); today's not yet done, upcoming and
 * cancelled ones are not counted.
 */
export function countedAs(row: ScheduledRow, now: Date): 'done' | 'missed' | null {
  const training = row.training_id === null ? undefined : { id: row.training_id, finishedAt: row.finished_at };
  const status = statusOf(row, training, now);
  return status === 'done' || status === 'missed' ? status : null;
}

/** Done of counted sessions whose day is within [from, to]. */
export function tally(rows: readonly ScheduledRow[], from: string, to: string, now: Date): Tally {
  let scheduled = 0;
  let done = 0;
  for (const row of rows) {
    if (row.date < from || row.date > to) continue;
    const counted = countedAs(row, now);
    if (counted === null) continue;
    scheduled += 1;
    if (counted === 'done') done += 1;
  }
  return { scheduled, done };
}

export const rateOf = (t: Tally): number | null => (t.scheduled === 0 ? null : round(t.done / t.scheduled, 4));

/** Compliance over the last `days` days ending `today`. */
export function complianceOver(rows: readonly ScheduledRow[], today: string, days: number, now: Date) {
  const t = tally(rows, addDays(today, 1 - days), today, now);
  return { days, ...t, rate: rateOf(t) };
}

/**
 * Needs attention: the last two counted sessions were both missed, or the 30-day compliance fell
 * by a fifth or more against the 30 days before (both periods with sessions scheduled).
 */
export function needsAttention(rows: readonly ScheduledRow[], today: string, now: Date) {
  const counted = rows.filter((r) => r.date <= today).map((r) => countedAs(r, now)).filter((c) => c !== null);
  const missedTwoInARow = counted.length >= 2 && counted.slice(-2).every((c) => c === 'missed');
  const current = tally(rows, addDays(today, -29), today, now);
  const before = tally(rows, addDays(today, -59), addDays(today, -30), now);
  // current.done / current.scheduled ≤ 4/5 × before.done / before.scheduled, in integers.
  const complianceDrop = before.scheduled > 0 && before.done > 0 && current.scheduled > 0 && current.done * before.scheduled * 5 <= before.done * current.scheduled * 4;
  return { value: missedTwoInARow || complianceDrop, missedTwoInARow, complianceDrop };
}

/** The Monday of the ISO week of `date`. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** Sets and volume of each of the `weeks` ISO weeks ending with the week of `today`, oldest first. */
export function volumeByWeek(sets: readonly WorkingSet[], today: string, weeks: number) {
  const last = mondayOf(today);
  const rows = Array.from({ length: weeks }, (_, i) => ({ week: addDays(last, (i - weeks + 1) * 7), sets: 0, volumeKg: 0 }));
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  for (const set of sets) {
    const row = byWeek.get(mondayOf(set.localDate));
    if (!row || set.localDate > today) continue;
    row.sets += 1;
    row.volumeKg += setVolumeKg(set);
  }
  return rows.map((r) => ({ ...r, volumeKg: roundKg(r.volumeKg) }));
}

/** The `top` exercises with the most working sets (ties: lower id), each with the best e1RM of each day, days in order. */
export function e1rmTrends(sets: readonly WorkingSet[], top: number) {
  const counts = new Map<number, number>();
  for (const set of sets) counts.set(set.actionId, (counts.get(set.actionId) ?? 0) + 1);
  const chosen = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, top);
  return chosen.map(([actionId, count]) => {
    const best = new Map<string, number>();
    for (const set of sets) {
      const estimate = set.actionId === actionId ? setE1rm(set) : null;
      if (estimate !== null && estimate > (best.get(set.localDate) ?? 0)) best.set(set.localDate, estimate);
    }
    return { actionId, sets: count, points: [...best].sort((a, b) => a[0].localeCompare(b[0])).map(([date, value]) => ({ date, e1rmKg: round(value, 1) })) };
  });
}

/**
 * Each person's personal records as of their last set (domain personalRecords: per exercise and
 * kind, the working set that first reached the best value), with the owner. The e1RM value is
 * rounded to 0.1 kg, volumes to 0.01.
 */
export function recordsOf(sets: readonly WorkingSet[]): (PersonalRecord & { ownerId: number })[] {
  const byOwner = new Map<number, WorkingSet[]>();
  for (const set of sets) byOwner.set(set.ownerId, [...(byOwner.get(set.ownerId) ?? []), set]);
  return [...byOwner].flatMap(([ownerId, own]) => personalRecords(own).map((r) => ({
    ...r, ownerId, value: r.kind === 'best_e1rm' ? round(r.value, 1) : r.kind === 'best_set_volume' ? roundKg(r.value) : r.value,
  })));
}

/** Newest first, then by exercise, then in RECORD_KINDS order. */
export function byNewest(a: PersonalRecord, b: PersonalRecord): number {
  return b.localDate.localeCompare(a.localDate) || a.actionId - b.actionId || RECORD_KINDS.indexOf(a.kind) - RECORD_KINDS.indexOf(b.kind);
}
