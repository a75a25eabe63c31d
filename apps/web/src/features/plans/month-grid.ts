import { addDays, mondayOf } from '@repwise/domain';

/** 'yyyy-MM' of a day. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The first day of the month before (-1) or after (+1). */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks a month calendar shows, Monday first: each a row of 7 days ('yyyy-MM-dd'), the
 * days of the neighbouring months included so every row is full.
 */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return weeks;
}

/** The first and last day the grid of a month shows: the range to ask the server for. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthGrid(month);
  return { from: weeks[0]![0]!, to: weeks.at(-1)![6]! };
}

/** Today on the phone's calendar (not UTC): what "today" means to the person looking. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
