import { addDays, isoWeekday } from '@repwise/domain';
import type { HeatLevel } from './options.ts';

/** Calendar arithmetic of the training-days heatmap, on the trainee's local dates ('YYYY-MM-DD') and months ('YYYY-MM'). */

function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Every day of a month, the 1st first. */
export function monthDays(month: string): string[] {
  const first = `${month}-01`;
  return Array.from({ length: daysInMonth(month) }, (_, day) => addDays(first, day));
}

/** The rows of a month's calendar, Monday first: the weeks it touches. */
export function weeksInMonth(month: string): number {
  return Math.ceil((isoWeekday(`${month}-01`) - 1 + daysInMonth(month)) / 7);
}

/** The heat level of a day (0 none … 4 most) by its working sets: a light day and a long one read apart. */
export function heatLevel(day: { sessions: number; sets: number } | undefined): HeatLevel {
  if (!day || (day.sessions === 0 && day.sets === 0)) return 0;
  if (day.sets < 6) return 1;
  if (day.sets < 12) return 2;
  if (day.sets < 20) return 3;
  return 4;
}
