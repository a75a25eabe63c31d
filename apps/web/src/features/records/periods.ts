import { addDays, isoWeekday } from '@repwise/domain';

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

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A month's calendar, Monday first: null for the blanks before the 1st and after the last day, in whole weeks. */
export function calendarWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
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

/** The heat level of a day (0 none … 4 most) by its working sets: a light day and a long one read apart. */
export function heatLevel(day: DayFigures | undefined): 0 | 1 | 2 | 3 | 4 {
  if (!day || (day.sessions === 0 && day.sets === 0)) return 0;
  if (day.sets < 6) return 1;
  if (day.sets < 12) return 2;
  if (day.sets < 20) return 3;
  return 4;
}
