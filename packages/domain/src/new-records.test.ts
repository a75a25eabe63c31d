import { describe, expect, it } from 'vitest';
import { newRecords } from './new-records.ts';
import type { ProgressSet } from './progress.ts';

let n = 0;
const set = (actionId: number, weightKg: number, reps: number, patch: Partial<ProgressSet> = {}): ProgressSet => ({
  id: `s${(n += 1)}`, sessionId: 'now', actionId, setType: 'normal', weightKg, reps, repsRight: null, completedAt: `2026-03-02T10:00:${String(n).padStart(2, '0')}.000Z`, localDate: '2026-03-02', ...patch,
});

describe('newRecords', () => {
  it('names each kind the session beats, with the best before it', () => {
    const earlier = [set(1, 100, 5, { sessionId: 'old' })];
    // 100 × 6: e1RM 120 > 116.67, 6 reps > 5, 600 > 500; the same weight is no new heaviest.
    expect(newRecords([set(1, 100, 6)], earlier).map((r) => [r.kind, r.value, r.previous])).toEqual([
      ['best_e1rm', 120, 100 * (1 + 5 / 30)], ['most_reps', 6, 5], ['best_set_volume', 600, 500],
    ]);
    expect(newRecords([set(1, 90, 5)], earlier)).toEqual([]);
  });

  it('counts working sets only and takes every kind of a first exercise as new', () => {
    expect(newRecords([set(2, 200, 1, { setType: 'warmup' })], [])).toEqual([]);
    expect(newRecords([set(2, 60, 10)], []).map((r) => [r.kind, r.previous])).toEqual([
      ['heaviest_weight', null], ['best_e1rm', null], ['most_reps', null], ['best_set_volume', null],
    ]);
  });

  it('gives no e1RM record past 12 reps, and counts the better side of a unilateral set', () => {
    expect(newRecords([set(3, 20, 15)], []).map((r) => r.kind)).not.toContain('best_e1rm');
    const [reps] = newRecords([set(4, 20, 8, { repsRight: 10 })], [set(4, 20, 9, { sessionId: 'old' })]).filter((r) => r.kind === 'most_reps');
    expect(reps).toMatchObject({ value: 10, previous: 9 });
  });
});
