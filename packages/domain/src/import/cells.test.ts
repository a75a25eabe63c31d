import { describe, expect, it } from 'vitest';
import { addSeconds, effortFromRpe, readDateTime, readDuration, readRpeEffort, RowCells, RowFault } from './cells.ts';

const cell = (value: string) => new RowCells(['Value'], [value]);
const faultOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof RowFault) return error.toLineError(9);
    throw error;
  }
  return null;
};

describe('reading cells', () => {
  it('reads the date and time layouts the apps write, on the file’s own clock', () => {
    const cases: [string, string][] = [
      ['2023-01-15 08:30:00', '2023-01-15T08:30:00'],
      ['2023-01-15 08:30', '2023-01-15T08:30:00'],
      ['15 Jan 2023, 08:30', '2023-01-15T08:30:00'],
      ['1 May 2024, 18:30', '2024-05-01T18:30:00'],
      ['2023-01-15T08:30:00Z', '2023-01-15T08:30:00'],
      ['2023-01-15T08:30:00.000+08:00', '2023-01-15T08:30:00'],
      ['2023-01-15 8:30:00\u202fPM', '2023-01-15T20:30:00'],
      ['2023-01-15 12:05:00 AM', '2023-01-15T00:05:00'],
    ];
    for (const [text, wallClock] of cases) expect(readDateTime(cell(text), 0), text).toBe(wallClock);
  });

  it('refuses dates that are not in the calendar, and a date without a time where one is needed', () => {
    for (const text of ['2023-02-29 08:00:00', '2023-13-01 08:00', '2023-01-15 24:00', '15 Foo 2023, 08:30', 'yesterday', '2023-01-15']) {
      expect(faultOf(() => readDateTime(cell(text), 0)), text).toEqual({ line: 9, reason: 'badDate', column: 'Value', value: text });
    }
    expect(readDateTime(cell('2024-02-29 08:00'), 0)).toBe('2024-02-29T08:00:00');
    expect(faultOf(() => readDateTime(cell(''), 0))).toEqual({ line: 9, reason: 'missingValue', column: 'Value' });
  });

  it('reads durations as seconds, "31m", "1h 5m" and clock times', () => {
    const cases: [string, number | null][] = [['3900', 3900], ['31m', 1860], ['1h 5m', 3900], ['1h', 3600], ['7 min', 420], ['45s', 45], ['1:05:00', 3900], ['5:30', 330], ['', null]];
    for (const [text, seconds] of cases) expect(readDuration(cell(text), 0), text).toBe(seconds);
    expect(faultOf(() => readDuration(cell('soon'), 0))?.reason).toBe('badDuration');
    expect(faultOf(() => readDuration(cell('h'), 0))?.reason).toBe('badDuration');
  });

  it('maps RPE to effort in half steps, and refuses an RPE outside 1–10', () => {
    const expected: [number, number][] = [[1, 1], [6, 1], [6.5, 2], [7, 2], [7.5, 3], [8, 3], [8.5, 4], [9, 4], [9.5, 5], [10, 5]];
    for (const [rpe, effort] of expected) expect(effortFromRpe(rpe), `RPE ${rpe}`).toBe(effort);
    expect(readRpeEffort(cell('8,5'), 0)).toBe(4);
    expect(readRpeEffort(cell(''), 0)).toBeNull();
    expect(readRpeEffort(cell('0'), 0)).toBeNull();
    for (const text of ['11', '0.5', '-1', 'hard']) expect(faultOf(() => readRpeEffort(cell(text), 0))?.reason, text).toBe('badNumber');
  });

  it('adds seconds on the wall clock across midnight and month ends', () => {
    expect(addSeconds('2023-01-31T23:30:00', 3900)).toBe('2023-02-01T00:35:00');
  });

  it('cuts an offending cell to 60 characters', () => {
    expect(faultOf(() => cell('x'.repeat(100)).number(0))?.value).toBe('x'.repeat(60));
  });
});
