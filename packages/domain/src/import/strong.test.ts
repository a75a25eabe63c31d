import { describe, expect, it } from 'vitest';
import { fixture } from './fixture.ts';
import { parseImport } from './parse.ts';
import type { ImportedSet } from './types.ts';

const set = (fields: Partial<ImportedSet> & Pick<ImportedSet, 'line' | 'exercise' | 'weightKg' | 'reps'>): ImportedSet => ({
  setType: 'normal', unit: 'kg', side: 'both', repsRight: null, effort: null, supersetId: null, note: null, ...fields,
});

describe('Strong, old semicolon layout', () => {
  const text = fixture('strong-semicolon.csv');

  it('reads trainings by date and name, "1h 5m" durations, warm-up and failure sets, Chinese notes', () => {
    expect(text).toContain('\r\n');
    const parsed = parseImport('strong', text, { defaultUnit: 'kg' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.unitFromFile).toBe(false);
    // The treadmill run (distance and seconds) and the plank (seconds) have no reps.
    expect(parsed.skippedRows).toBe(2);
    expect(parsed.trainings.map(({ sets, ...training }) => ({ ...training, sets: sets.length }))).toEqual([
      { key: '2023-01-15T08:30:00|Push Day', name: 'Push Day', start: '2023-01-15T08:30:00', end: '2023-01-15T09:35:00', note: '练得不错 💪', line: 2, sets: 5 },
      // Line 7 is blank; "80,5" has a decimal comma.
      { key: '2023-01-17T18:00:00|Legs', name: 'Legs', start: '2023-01-17T18:00:00', end: '2023-01-17T18:31:00', note: null, line: 8, sets: 2 },
    ]);
    expect(parsed.trainings[0]!.sets).toEqual([
      set({ line: 2, exercise: 'Bench Press (Barbell)', setType: 'warmup', weightKg: 40, reps: 10 }),
      set({ line: 3, exercise: 'Bench Press (Barbell)', weightKg: 102.058, reps: 5, effort: 3, note: '握距; 窄' }),
      set({ line: 4, exercise: 'Bench Press (Barbell)', weightKg: 100, reps: 6, effort: 5 }),
      set({ line: 5, exercise: 'Pull Up', weightKg: 0, reps: 8 }),
      // "F": to failure, no RPE given.
      set({ line: 6, exercise: 'Pull Up', weightKg: 0, reps: 6, effort: 5 }),
    ]);
    expect(parsed.trainings[1]!.sets.map((s) => [s.setType, s.weightKg])).toEqual([['normal', 80.5], ['decrease', 60]]);
  });

  it('takes the unit of the unnamed Weight column from the options', () => {
    const parsed = parseImport('strong', text, { defaultUnit: 'lbs' });
    // 102.05800000000001 lb × 0.45359237 = 46.2927… kg; 40 lb = 18.1436948 kg.
    expect(parsed.trainings[0]!.sets.slice(0, 2).map((s) => [s.weightKg, s.unit])).toEqual([[18.144, 'lbs'], [46.293, 'lbs']]);
    expect(parsed.unitFromFile).toBe(false);
  });
});

describe('Strong, comma layout with a Weight Unit column', () => {
  const parsed = parseImport('strong', fixture('strong-comma.csv'), { defaultUnit: 'kg' });

  it('reads per-row units, quoted commas and doubled quotes, and a note over two lines', () => {
    expect(fixture('strong-comma.csv').startsWith('\ufeff')).toBe(true);
    expect(parsed.errors).toEqual([]);
    expect(parsed.unitFromFile).toBe(true);
    const [training] = parsed.trainings;
    expect(parsed.trainings).toHaveLength(1);
    expect(training).toMatchObject({ name: 'Upper, heavy', start: '2023-02-01T07:05:00', end: '2023-02-01T08:05:00', line: 2 });
    expect(training!.sets).toEqual([
      // 135 lb = 61.23496995 kg.
      set({ line: 2, exercise: 'Overhead Press (Barbell)', weightKg: 61.235, unit: 'lbs', reps: 5, note: 'Belt, no wraps' }),
      set({ line: 4, exercise: 'Overhead Press (Barbell)', weightKg: 61.235, unit: 'lbs', reps: 5, effort: 4 }),
      set({ line: 5, exercise: 'Dips', weightKg: 0, reps: 12, note: 'He said "easy"\nnext time +2.5kg' }),
      set({ line: 8, exercise: 'Bench Press (Barbell)', weightKg: 60, reps: 10 }),
    ]);
  });

  it('skips the rest timer rows without an error', () => {
    // Line 3: Set Order "Rest Timer"; line 7: no exercise.
    expect(parsed.skippedRows).toBe(2);
  });
});

describe('Strong, newer layout with Duration (sec) and Weight (lbs)', () => {
  const parsed = parseImport('strong', fixture('strong-seconds.csv'), { defaultUnit: 'kg' });

  it('reads seconds, pounds converted to the gram, and two trainings of one name', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.skippedRows).toBe(1);
    expect(parsed.unitFromFile).toBe(true);
    expect(parsed.trainings.map((t) => [t.key, t.end, t.sets.length])).toEqual([
      ['2023-03-10T17:45:12|Pull', '2023-03-10T18:50:12', 3],
      ['2023-03-12T09:00:00|Pull', '2023-03-12T09:45:00', 1],
    ]);
    // 135 lb = 61.235 kg, 225 lb = 102.05828325 kg, 235 lb = 106.59420695 kg; RPE 7 → 2, 7.5 → 3, 10 → 5.
    expect(parsed.trainings.flatMap((t) => t.sets.map((s) => [s.line, s.setType, s.weightKg, s.unit, s.reps, s.effort]))).toEqual([
      [2, 'warmup', 61.235, 'lbs', 5, null],
      [3, 'normal', 102.058, 'lbs', 5, 2],
      [4, 'normal', 102.058, 'lbs', 5, 3],
      [6, 'normal', 106.594, 'lbs', 3, 5],
    ]);
  });

  it('is not a Hevy or FitNotes file', () => {
    const text = fixture('strong-seconds.csv');
    expect(parseImport('hevy', text, { defaultUnit: 'kg' }).errors).toEqual([{ line: 1, reason: 'unknownLayout' }]);
    expect(parseImport('fitnotes', text, { defaultUnit: 'kg' }).trainings).toEqual([]);
  });
});
