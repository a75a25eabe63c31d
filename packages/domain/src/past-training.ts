/**
 * A training recorded afterwards (issue 12 "Backfill"): by the trainee on their phone, or by
 * their coach for them. Pure, so the two forms and the server refuse the same things with the
 * same reasons.
 */

export type PastTrainingRefusal = 'endBeforeStart' | 'future';

export interface PastTraining {
  /** The calendar day it started, in the person's timezone. */
  localDate: string;
  startedAt: Date;
  finishedAt: Date;
}

/**
 * Why a past training cannot be recorded as given, or null: it must end after it starts, and
 * neither its day nor its end may be later than now (`today`: the person's calendar day now).
 */
export function pastTrainingRefusal(training: PastTraining, now: Date, today: string): PastTrainingRefusal | null {
  if (!(training.finishedAt.getTime() > training.startedAt.getTime())) return 'endBeforeStart';
  if (training.localDate > today || training.finishedAt.getTime() > now.getTime()) return 'future';
  return null;
}

/** The calendar day ('yyyy-MM-dd') of a moment in an IANA timezone; null for a timezone that does not exist. */
export function calendarDay(at: Date, timeZone: string): string | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
