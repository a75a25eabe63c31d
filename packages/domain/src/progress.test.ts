import { describe, expect, it } from 'vitest';
import { dayRollups, E1RM_FORMULA, isWorkingSet, monthRollups, personalRecords, type ProgressSet } from './progress.ts';

let n = 0;
function set(fields: Partial<ProgressSet>): ProgressSet {
  n += 1;
  return { id: `s${String(n).padStart(2, '0')}`, sessionId: 't1', actionId: 1, setType: 'normal', weightKg: 100, reps: 5, repsRight: null, completedAt: `2026-03-01T10:${String(n).padStart(2, '0')}:00.000Z`, localDate: '2026-03-01', ...fields };
}

describe('isWorkingSet', () => {
  it('counts every set but warm-up and stretch', () => {
    expect(['normal', 'decrease', 'increase'].map(isWorkingSet)).toEqual([true, true, true]);
    expect(['warmup', 'stretch'].map(isWorkingSet)).toEqual([false, false]);
  });
});

describe('E1RM_FORMULA', () => {
  it('names Epley and its version', () => expect(E1RM_FORMULA).toBe('epley-1'));
});

describe('dayRollups', () => {
  it('counts sessions of any set, and sets, reps, volume, e1RM, heaviest, most reps and largest set volume of working sets, per day and exercise', () => {
    const rows = dayRollups([
      set({ setType: 'warmup', weightKg: 140, reps: 3 }),
      set({ weightKg: 100, reps: 5 }),
      set({ weightKg: 102.5, reps: 3, sessionId: 't2' }),
      set({ weightKg: 60, reps: 15 }),
      set({ actionId: 2, weightKg: 20, reps: 10, repsRight: 8 }),
      set({ actionId: 1, localDate: '2026-03-02', setType: 'stretch', weightKg: 0, reps: 1 }),
    ]);
    expect(rows).toEqual([
      // 100×5 + 102.5×3 + 60×15 = 500 + 307.5 + 900; e1RM max(116.67, 112.75, none); the warm-up's 140 is not heaviest.
      { localDate: '2026-03-01', actionId: 1, sessions: 2, sets: 3, reps: 23, volumeKg: 1707.5, bestE1rmKg: 100 * (1 + 5 / 30), heaviestKg: 102.5, mostReps: 15, bestSetVolumeKg: 900 },
      // unilateral: volume 20 × 18, e1RM with the better side's 10 reps
      { localDate: '2026-03-01', actionId: 2, sessions: 1, sets: 1, reps: 18, volumeKg: 360, bestE1rmKg: 20 * (1 + 10 / 30), heaviestKg: 20, mostReps: 10, bestSetVolumeKg: 360 },
      { localDate: '2026-03-02', actionId: 1, sessions: 1, sets: 0, reps: 0, volumeKg: 0, bestE1rmKg: null, heaviestKg: null, mostReps: null, bestSetVolumeKg: null },
    ]);
  });

  it('is empty without sets', () => expect(dayRollups([])).toEqual([]));
});

describe('personalRecords', () => {
  it('takes each kind from working sets; a tie keeps the earliest set; 1 rep is the weight; above 12 reps no e1RM', () => {
    const warm = set({ setType: 'warmup', weightKg: 200, reps: 20 });
    const a = set({ weightKg: 100, reps: 5 }); // e1RM 116.67, volume 500
    const b = set({ weightKg: 120, reps: 1 }); // heaviest, e1RM 120
    const c = set({ weightKg: 120, reps: 1, localDate: '2026-03-05', completedAt: '2026-03-05T10:00:00.000Z' }); // tie, later
    const d = set({ weightKg: 50, reps: 20 }); // most reps, volume 1000, no e1RM
    const records = personalRecords([c, a, warm, d, b]);
    expect(records.map((r) => [r.kind, r.value, r.setId, r.formula])).toEqual([
      ['heaviest_weight', 120, b.id, null],
      ['best_e1rm', 120, b.id, E1RM_FORMULA],
      ['most_reps', 20, d.id, null],
      ['best_set_volume', 1000, d.id, null],
    ]);
    expect(records[0]).toMatchObject({ actionId: 1, weightKg: 120, reps: 1, repsRight: null, sessionId: 't1', localDate: '2026-03-01', achievedAt: b.completedAt });
  });

  it('keeps each exercise apart, gives bodyweight sets only reps, and no record of a kind nothing reached', () => {
    const pull = set({ actionId: 5, weightKg: 0, reps: 12 });
    const curl = set({ actionId: 3, weightKg: 10, reps: 8, repsRight: 10 });
    const records = personalRecords([pull, curl, set({ actionId: 4, setType: 'stretch', reps: 1 })]);
    expect(records.map((r) => [r.actionId, r.kind, r.value])).toEqual([
      [3, 'heaviest_weight', 10], [3, 'best_e1rm', 10 * (1 + 10 / 30)], [3, 'most_reps', 10], [3, 'best_set_volume', 180],
      [5, 'most_reps', 12],
    ]);
  });

  it('equal times fall back to the set id', () => {
    const x = set({ id: 'b', completedAt: '2026-03-01T12:00:00.000Z' });
    const y = set({ id: 'a', completedAt: '2026-03-01T12:00:00.000Z' });
    expect(personalRecords([x, y]).map((r) => r.setId)).toEqual(['a', 'a', 'a', 'a']);
  });
});

describe('monthRollups', () => {
  it("counts trainings and their time by the training's day, working sets and volume by the day rollups' days, per month", () => {
    const rows = monthRollups(
      [
        { localDate: '2026-01-31', startedAt: '2026-01-31T15:30:00.000Z', finishedAt: '2026-01-31T16:30:00.000Z' },
        // Unfinished: a session, no time.
        { localDate: '2026-02-01', startedAt: '2026-02-01T01:00:00.000Z', finishedAt: null },
        // Finished before it started (a phone's clock): no negative time.
        { localDate: '2026-02-03', startedAt: '2026-02-03T02:00:00.000Z', finishedAt: '2026-02-03T01:00:00.000Z' },
      ],
      [
        { localDate: '2026-01-31', sets: 3, volumeKg: 1500 },
        // A set after midnight of a training begun the day before: its own day's month.
        { localDate: '2026-02-01', sets: 2, volumeKg: 400.5 },
        { localDate: '2026-02-03', sets: 0, volumeKg: 0 },
        { localDate: '2026-03-09', sets: 1, volumeKg: 100 },
      ],
    );
    expect(rows).toEqual([
      { month: '2026-01', sessions: 1, sets: 3, volumeKg: 1500, durationSeconds: 3600 },
      { month: '2026-02', sessions: 2, sets: 2, volumeKg: 400.5, durationSeconds: 0 },
      { month: '2026-03', sessions: 0, sets: 1, volumeKg: 100, durationSeconds: 0 },
    ]);
  });

  it('is empty without trainings or days', () => expect(monthRollups([], [])).toEqual([]));
});
