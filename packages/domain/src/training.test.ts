import { describe, expect, it } from 'vitest';
import { addDays, e1rm, isoWeekday, parseLocalDate, planDates } from './training.ts';

describe('e1rm', () => {
  it('is the weight itself for one rep and Epley up to 12 reps', () => {
    expect(e1rm(100, 1)).toBe(100);
    expect(e1rm(100, 5)).toBeCloseTo(116.667, 3);
    expect(e1rm(60, 12)).toBeCloseTo(84, 6);
  });
  it('gives nothing past 12 reps, for no reps or no weight', () => {
    expect(e1rm(60, 13)).toBeNull();
    expect(e1rm(60, 0)).toBeNull();
    expect(e1rm(0, 5)).toBeNull();
    expect(e1rm(60, 2.5)).toBeNull();
  });
});

describe('plan dates', () => {
  it('reads only real calendar days', () => {
    expect(parseLocalDate('2026-02-29')).toBeNull();
    expect(parseLocalDate('2028-02-29')).not.toBeNull();
    expect(parseLocalDate('2026-1-5')).toBeNull();
  });
  it('counts weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('schedules the chosen weekdays of each repeated week, never before the start', () => {
    // 2026-11-25 is a Wednesday: Monday of that week is skipped.
    expect(planDates('2026-11-25', 2, [5, 1, 3, 3])).toEqual(['2026-11-25', '2026-11-27', '2026-11-30', '2026-12-02', '2026-12-04']);
    expect(planDates('2026-11-23', 1, [])).toEqual([]);
    expect(planDates('2026-11-23', 0, [1])).toEqual([]);
  });
});
