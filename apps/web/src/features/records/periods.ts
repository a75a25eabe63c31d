
/**
 * Calendar arithmetic of the record screens, on the trainee's local dates ('YYYY-MM-DD') and
 * months ('YYYY-MM'): the server groups every figure by local date, so the screens do too.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `delta` months from `month`: shiftMonth('2026-01', -1) is '2025-12'. */
export function shiftMonth(month: string, delta: number): string {
  const m = MONTH.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A month query parameter when it is one, else null. */
export function parseMonth(value: string | null): string | null {
  return value !== null && MONTH.test(value) ? value : null;
}

/** A year query parameter when it is one the API takes (1970–9999), else null. */
export function parseYear(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1970 ? year : null;
}

export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

export interface Change {
  /** current − previous. */
  delta: number;
  /** The change against the previous value in whole percent; null when there was nothing before. */
  percent: number | null;
}

export function changeOf(current: number, previous: number): Change {
  return { delta: current - previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100) };
}

export interface DayFigures {
  date: string;
  sessions: number;
  sets: number;
  volumeKg: number;
}

/** Sessions, sets and volume of the days from `from` to `to` (both included). */
export function sumDays(days: readonly DayFigures[], from: string, to: string): { sessions: number; sets: number; volumeKg: number } {
  let sessions = 0;
  let sets = 0;
  let volumeKg = 0;
  for (const d of days) {
    if (d.date < from || d.date > to) continue;
    sessions += d.sessions;
    sets += d.sets;
    volumeKg += d.volumeKg;
  }
  return { sessions, sets, volumeKg: Math.round(volumeKg * 100) / 100 };
}
