import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.ts';
import { parseImport } from './parse.ts';

describe('Hevy', () => {
  it('reads a kg export: set types, half-step RPE, supersets, Chinese and emoji notes', () => {
    const parsed = parseImport('hevy', fixture('hevy-kg.csv'), { defaultUnit: 'lbs' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.unitFromFile).toBe(true);
    expect(parsed.skippedRows).toBe(1);
    expect(parsed.trainings.map(({ sets, ...training }) => ({ ...training, sets: sets.length }))).toEqual([
      { key: '2023-01-15T08:30:00|Push A', name: 'Push A', start: '2023-01-15T08:30:00', end: '2023-01-15T09:40:00', note: '早上练胸 🏋️', line: 2, sets: 6 },
      { key: '2023-01-17T18:00:00|Legs', name: 'Legs', start: '2023-01-17T18:00:00', end: '2023-01-17T19:05:00', note: null, line: 8, sets: 1 },
    ]);
    expect(parsed.trainings[0]!.sets.map((s) => [s.line, s.exercise, s.setType, s.weightKg, s.unit, s.reps, s.effort, s.supersetId, s.note])).toEqual([
      [2, 'Bench Press (Barbell)', 'warmup', 40, 'kg', 10, null, null, null],
      [3, 'Bench Press (Barbell)', 'normal', 80, 'kg', 8, 3, null, null],
      // failure without an RPE is the hardest effort
      [4, 'Bench Press (Barbell)', 'normal', 80, 'kg', 6, 5, null, null],
      [5, 'Bench Press (Barbell)', 'decrease', 60, 'kg', 10, 5, null, null],
      [6, 'Triceps Pushdown (Cable)', 'normal', 25.5, 'kg', 12, 2, '0', 'rope, slow'],
      [7, 'Lateral Raise (Dumbbell)', 'normal', 10, 'kg', 15, 2, '0', null],
    ]);
    expect(parsed.trainings[1]!.sets[0]).toMatchObject({ line: 8, exercise: 'Squat (Barbell)', weightKg: 100.5, reps: 5 });
  });

  it('reads a pounds export with both date layouts, a bodyweight set and CRLF line ends', () => {
    const parsed = parseImport('hevy', fixture('hevy-lbs.csv'), { defaultUnit: 'kg' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.skippedRows).toBe(1);
    expect(parsed.trainings.map((t) => [t.key, t.end, t.note, t.line])).toEqual([
      ['2024-05-01T07:00:00|Morning Pull', '2024-05-01T08:00:00', null, 2],
      ['2024-05-01T18:30:00|Evening Arms', '2024-05-01T19:00:00', 'Short one', 8],
    ]);
    // 25 lb = 11.33980925 kg, 185 lb = 83.91458845, 50 lb = 22.6796185, 20 lb = 9.0718474, 30 lb = 13.6077711.
    expect(parsed.trainings.flatMap((t) => t.sets.map((s) => [s.line, s.setType, s.weightKg, s.unit, s.reps, s.effort, s.supersetId]))).toEqual([
      [2, 'normal', 0, 'lbs', 10, null, null],
      [3, 'normal', 11.34, 'lbs', 8, 4, null],
      [4, 'normal', 83.915, 'lbs', 8, null, '1'],
      [5, 'normal', 22.68, 'lbs', 15, null, '1'],
      [6, 'warmup', 9.072, 'lbs', 15, null, '1'],
      [8, 'normal', 13.608, 'lbs', 12, null, null],
      [9, 'decrease', 9.072, 'lbs', 10, 5, null],
    ]);
  });

  it('leaves out a row with an unknown set type or superset id, and an end before the start', () => {
    const header = 'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';
    const parsed = parseImport('hevy', [
      header,
      'A,2023-01-15 08:30,2023-01-15 07:30,,Squat,,,0,normal,100,5,,,',
      'A,2023-01-15 08:30,2023-01-15 07:30,,Squat,,,1,superset,100,5,,,',
      'A,2023-01-15 08:30,2023-01-15 07:30,,Squat,x,,2,normal,100,5,,,',
      'A,2023-01-15 08:30,2023-01-15 07:30,,,,,3,normal,100,5,,,',
    ].join('\n'), { defaultUnit: 'kg' });
    expect(parsed.trainings).toHaveLength(1);
    expect(parsed.trainings[0]!.end).toBeNull();
    expect(parsed.errors).toEqual([
      { line: 3, reason: 'badSetType', column: 'set_type', value: 'superset' },
      { line: 4, reason: 'badNumber', column: 'superset_id', value: 'x' },
      { line: 5, reason: 'missingValue', column: 'exercise_title' },
    ]);
  });
});
