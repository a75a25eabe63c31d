import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.ts';
import { parseImport } from './parse.ts';

describe('FitNotes', () => {
  it('makes one training a day, named after its categories, in pounds, without the cardio rows', () => {
    const parsed = parseImport('fitnotes', fixture('fitnotes.csv'), { defaultUnit: 'kg' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.unitFromFile).toBe(true);
    expect(parsed.skippedRows).toBe(2);
    expect(parsed.trainings.map(({ sets, ...training }) => ({ ...training, sets: sets.map((s) => [s.line, s.exercise, s.weightKg, s.unit, s.reps, s.note]) }))).toEqual([
      {
        key: '2023-01-15T12:00:00|Chest, Triceps', name: 'Chest, Triceps', start: '2023-01-15T12:00:00', end: null, note: null, line: 2,
        // 135 lb = 61.23496995 kg, 155 lb = 70.30681735 kg.
        sets: [[2, 'Flat Barbell Bench Press', 61.235, 'lbs', 8, null], [3, 'Flat Barbell Bench Press', 70.307, 'lbs', 5, 'Felt strong, add 5'], [4, 'Dips', 0, 'lbs', 12, null]],
      },
      {
        key: '2023-01-16T12:00:00|Legs', name: 'Legs', start: '2023-01-16T12:00:00', end: null, note: null, line: 7,
        sets: [[7, 'Barbell Squat', 102.058, 'lbs', 5, '深蹲 😅']],
      },
    ]);
  });

  it('reads the newer Weight and Weight Unit columns, and FitNotes 2 with both weight columns', () => {
    const android = parseImport('fitnotes', 'Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n2024-03-02,Deadlift,Back,220,lbs,3,,,,\n2024-03-02,Chin Up,Back,,,8,,,,\n', { defaultUnit: 'kg' });
    expect(android.trainings[0]!.sets.map((s) => [s.weightKg, s.unit])).toEqual([[99.79, 'lbs'], [0, 'kg']]);
    expect(android.unitFromFile).toBe(true);
    const ios = parseImport('fitnotes', 'Date,Exercise,Category,Weight (kg),Weight (lbs),Reps,Distance,Distance Unit,Time,Notes,Kind\n2024-03-02,Squat,Legs,100,,5,,,,,wr\n2024-03-02,Squat,Legs,,225,5,,,,,wr\n', { defaultUnit: 'kg' });
    expect(ios.trainings[0]!.sets.map((s) => [s.weightKg, s.unit])).toEqual([[100, 'kg'], [102.058, 'lbs']]);
  });
});
