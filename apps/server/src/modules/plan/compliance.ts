/**
 * Compliance with a coach's plan: the one rule every report counts it by (the trainee's month
 * and year, the coach's home, member statistics, two teams compared). A scheduled session counts
 * once its day has come on the trainee's own calendar (statusOf): done or missed. Today's session
 * not yet done, upcoming and cancelled ones are not counted, so a month under way is not
 * dragged down by sessions still ahead.
 */

import { addDays } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { statusOf } from './present.ts';

/** Scheduled sessions of these trainees on their days `from`–`to`, each with the training (not deleted) that did it, if any. */
export function scheduledSessions(db: Kysely<Database>, traineeIds: readonly number[], from: string, to: string) {
  if (traineeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('plan_sessions')
    .innerJoin('users', 'users.id', 'plan_sessions.trainee_id')
    .leftJoin('trainings', (join) => join.onRef('trainings.plan_session_id', '=', 'plan_sessions.id').on('trainings.deleted', '=', 0))
    .select(['plan_sessions.id', 'plan_sessions.trainee_id', 'plan_sessions.date', 'plan_sessions.cancelled_at', 'users.timezone as trainee_timezone',
      'trainings.id as training_id', 'trainings.finished_at'])
    .where('plan_sessions.trainee_id', 'in', [...traineeIds])
    .where('plan_sessions.date', '>=', from)
    .where('plan_sessions.date', '<=', to)
    .orderBy('plan_sessions.date').orderBy('plan_sessions.id')
    .execute();
}

export type ScheduledRow = Awaited<ReturnType<typeof scheduledSessions>>[number];

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

/** done / scheduled to four places; null when nothing was counted. */
export const rateOf = (t: Tally): number | null => (t.scheduled === 0 ? null : Math.round((t.done / t.scheduled) * 10_000) / 10_000);

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

