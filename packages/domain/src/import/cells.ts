/**
 * Reading one row's cells into numbers, dates and durations, the same way for every source.
 * A cell that cannot be read raises a RowFault naming the column and the cell: the row is
 * then left out with that error, and the rest of the file is still read.
 */
import type { ImportErrorReason, ImportLineError } from './types.ts';

export const KG_PER_LB = 0.45359237;
export const MAX_WEIGHT_KG = 1000;
export const MAX_REPS = 1000;

export class RowFault extends Error {
  constructor(
    readonly reason: ImportErrorReason,
    readonly column?: string,
    readonly value?: string,
  ) {
    super(reason);
  }

  toLineError(line: number): ImportLineError {
    return {
      line,
      reason: this.reason,
      ...(this.column === undefined ? {} : { column: this.column }),
      ...(this.value === undefined ? {} : { value: this.value.slice(0, 60) }),
    };
  }
}

/** The index of the first of `names` the header has (compared trimmed, case-insensitively), or -1. */
export function findColumn(header: readonly string[], ...names: string[]): number {
  const wanted = names.map((name) => name.toLowerCase());
  for (const name of wanted) {
    const index = header.findIndex((cell) => cell.trim().toLowerCase() === name);
    if (index !== -1) return index;
  }
  return -1;
}

/** One row's cells under its header; a column index of -1 (absent) reads as an empty cell. */
export class RowCells {
  constructor(
    private readonly header: readonly string[],
    private readonly cells: readonly string[],
  ) {}

  text(column: number): string {
    return column === -1 ? '' : (this.cells[column] ?? '').trim();
  }

  isEmpty(column: number): boolean {
    return this.text(column) === '';
  }

  required(column: number): string {
    const text = this.text(column);
    if (text === '') throw new RowFault('missingValue', this.name(column));
    return text;
  }

  /** A non-negative number (a decimal comma too: European exports write one), or null when empty. */
  number(column: number, max: number = Number.POSITIVE_INFINITY): number | null {
    const text = this.text(column);
    if (text === '') return null;
    if (!/^\d+(?:[.,]\d+)?$/.test(text)) throw this.fault('badNumber', column);
    const value = Number(text.replace(',', '.'));
    if (value > max) throw this.fault('badNumber', column);
    return value;
  }

  /** Whole reps, 0–1000 ("8.0" is 8), or null when empty. */
  reps(column: number): number | null {
    const value = this.number(column, MAX_REPS);
    if (value !== null && !Number.isInteger(value)) throw this.fault('badNumber', column);
    return value;
  }

  /** Whether the cell holds a positive amount (a distance or time the set was measured by). */
  hasAmount(column: number): boolean {
    const text = this.text(column);
    return text !== '' && !/^[0.,:]*$/.test(text);
  }

  fault(reason: ImportErrorReason, column: number): RowFault {
    return new RowFault(reason, this.name(column), this.text(column));
  }

  name(column: number): string {
    return (this.header[column] ?? '').trim();
  }
}

/** Kilograms, float noise rounded to the gram; out of range (0–1000 kg) is a bad number. */
export function toKg(cells: RowCells, column: number, unit: 'kg' | 'lbs'): number {
  const value = cells.number(column) ?? 0;
  const kg = Math.round((unit === 'lbs' ? value * KG_PER_LB : value) * 1000) / 1000;
  if (kg > MAX_WEIGHT_KG) throw cells.fault('badNumber', column);
  return kg;
}

/** A unit cell: "kg", "kgs", "lb", "lbs" (any case); empty is `fallback`. */
export function readUnit(cells: RowCells, column: number, fallback: 'kg' | 'lbs'): 'kg' | 'lbs' {
  const text = cells.text(column).toLowerCase();
  if (text === '') return fallback;
  if (text === 'kg' || text === 'kgs') return 'kg';
  if (text === 'lb' || text === 'lbs') return 'lbs';
  throw cells.fault('badNumber', column);
}

/** The 5-level effort of an RPE (1–10, half steps): ≤6 → 1, 6.5–7 → 2, 7.5–8 → 3, 8.5–9 → 4, 9.5–10 → 5. */
export function effortFromRpe(rpe: number): number {
  if (rpe <= 6) return 1;
  if (rpe <= 7) return 2;
  if (rpe <= 8) return 3;
  if (rpe <= 9) return 4;
  return 5;
}

/** An RPE cell as an effort; empty or 0 (what Strong writes for "none") is null. */
export function readRpeEffort(cells: RowCells, column: number): number | null {
  const rpe = cells.number(column, 10);
  if (rpe === null || rpe === 0) return null;
  if (rpe < 1) throw cells.fault('badNumber', column);
  return effortFromRpe(rpe);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// 2023-01-15, 2023-01-15 08:30, 2023-01-15 08:30:00, 2023-01-15T08:30:00.000Z, 2023-01-15 8:30:00 AM
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?: ?([ap]m))?(?:z|[+-]\d{2}:?\d{2})?)?$/i;
// Hevy: "15 Jan 2023, 08:30"
const DAY_MONTH_YEAR = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([ap]m))?$/i;

export interface WallClock {
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:mm:ss', or null when the cell has a date only. */
  time: string | null;
}

/**
 * A date (and time) as the file writes it, kept on the file's own clock: a zone or offset some
 * exports add is dropped, because the trainee's time zone places the training (types.ts).
 */
export function readWallClock(cells: RowCells, column: number): WallClock {
  const cell = cells.required(column);
  // Every row of a training repeats its times: a 5 MB file has a few thousand distinct ones.
  let clock = recentClocks.get(cell);
  if (!clock) {
    clock = parseWallClock(cell);
    if (recentClocks.size >= 1000) recentClocks.clear();
    recentClocks.set(cell, clock);
  }
  if (clock === 'bad') throw cells.fault('badDate', column);
  return clock;
}

const recentClocks = new Map<string, WallClock | 'bad'>();

function parseWallClock(cell: string): WallClock | 'bad' {
  const text = cell.replace(/[\u00a0\u202f\s]+/g, ' ');
  const iso = ISO_DATE.exec(text);
  const dmy = iso ? null : DAY_MONTH_YEAR.exec(text);
  const parts = iso
    ? { year: iso[1], month: Number(iso[2]), day: iso[3], hour: iso[4], minute: iso[5], second: iso[6], half: iso[7] }
    : dmy
      ? { year: dmy[3], month: MONTHS.indexOf(dmy[2]!.toLowerCase()) + 1, day: dmy[1], hour: dmy[4], minute: dmy[5], second: dmy[6], half: dmy[7] }
      : null;
  if (!parts) return 'bad';
  const year = Number(parts.year);
  const day = Number(parts.day);
  const daysInMonth = parts.month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(parts.month) ? 30 : 31;
  if (parts.month < 1 || parts.month > 12 || day < 1 || day > daysInMonth) return 'bad';
  const date = `${parts.year}-${pad(parts.month)}-${pad(day)}`;
  if (parts.hour === undefined) return { date, time: null };
  let hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second ?? 0);
  if (parts.half) {
    if (hour < 1 || hour > 12) return 'bad';
    hour = (hour % 12) + (parts.half.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return 'bad';
  return { date, time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

/** A date and time, 'yyyy-MM-ddTHH:mm:ss'; a date without a time is a bad date here. */
export function readDateTime(cells: RowCells, column: number): string {
  const { date, time } = readWallClock(cells, column);
  if (time === null) throw cells.fault('badDate', column);
  return `${date}T${time}`;
}

/** Seconds of a duration: "3900", "31m", "1h 5m", "45s", "1:05:00", "5:00" (m:ss); null when empty. */
export function readDuration(cells: RowCells, column: number): number | null {
  const text = cells.text(column).toLowerCase();
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  const units = /^(?:(\d+) ?h)? ?(?:(\d+) ?m(?:in)?)? ?(?:(\d+) ?s)?$/.exec(text);
  if (units && (units[1] ?? units[2] ?? units[3]) !== undefined) {
    return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  }
  throw cells.fault('badDuration', column);
}

/** The wall-clock moment `seconds` after `start` (both 'yyyy-MM-ddTHH:mm:ss'). */
export function addSeconds(start: string, seconds: number): string {
  return new Date(Date.parse(`${start}Z`) + seconds * 1000).toISOString().slice(0, 19);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
