import { describe, expect, it } from 'vitest';
import { addDays, bestByExercise, e1rm, isoWeekday, parseLocalDate, planDates } from './training.ts';

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

describe('bestByExercise', () => {
  const set = (actionId: number, weightKg: number, reps: number, localDate: string, repsRight: number | null = null) => ({ actionId, weightKg, reps, repsRight, localDate });

  it('keeps the heaviest set and the best e1RM of each exercise, which may come from different sets', () => {
    const bests = bestByExercise([set(1, 100, 5, '2026-11-01'), set(1, 110, 1, '2026-11-02'), set(2, 40, 10, '2026-11-01'), set(1, 90, 12, '2026-11-03')]);
    expect(bests).toEqual([
      { actionId: 1, maxWeightKg: 110, reps: 1, localDate: '2026-11-02', bestE1rmKg: 90 * (1 + 12 / 30) },
      { actionId: 2, maxWeightKg: 40, reps: 10, localDate: '2026-11-01', bestE1rmKg: 40 * (1 + 10 / 30) },
    ]);
  });

  it('breaks a tie in weight by more reps, then by the earlier day', () => {
    expect(bestByExercise([set(1, 100, 3, '2026-11-05'), set(1, 100, 5, '2026-11-04'), set(1, 100, 5, '2026-11-01')])[0]).toMatchObject({ reps: 5, localDate: '2026-11-01' });
  });

  it('counts a unilateral set by its better side and ignores e1RM beyond 12 reps', () => {
    expect(bestByExercise([set(3, 20, 8, '2026-11-01', 10)])[0]).toMatchObject({ reps: 10 });
    expect(bestByExercise([set(4, 20, 15, '2026-11-01')])[0]!.bestE1rmKg).toBeNull();
  });
});
