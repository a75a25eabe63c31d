import { describe, expect, it } from 'vitest';
import { mondayOf } from '@repwise/domain';
import { changeOf, parseMonth, parseYear, shiftMonth, sumDays } from './periods.ts';

describe('record periods', () => {
  it('moves months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', -13)).toBe('2025-10');
  });
  it('reads month and year parameters, nothing else', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth(null)).toBeNull();
    expect(parseYear('2026')).toBe(2026);
    expect(parseYear('1969')).toBeNull();
    expect(parseYear('20x6')).toBeNull();
  });
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });
  it('compares with the previous period', () => {
    expect(changeOf(12, 8)).toEqual({ delta: 4, percent: 50 });
    expect(changeOf(3, 4)).toEqual({ delta: -1, percent: -25 });
    expect(changeOf(5, 0)).toEqual({ delta: 5, percent: null });
  });
  it('sums the days of a range, both ends included', () => {
    const days = [
      { date: '2026-11-22', sessions: 1, sets: 4, volumeKg: 100.1 },
      { date: '2026-11-23', sessions: 2, sets: 6, volumeKg: 200.2 },
      { date: '2026-11-29', sessions: 1, sets: 3, volumeKg: 50 },
    ];
    expect(sumDays(days, '2026-11-23', '2026-11-29')).toEqual({ sessions: 3, sets: 9, volumeKg: 250.2 });
  });
});
