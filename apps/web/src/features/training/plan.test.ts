import type { SetFields } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { blockForActions, currentBlock, matchGroup, planFromRecorded, setPosition, startRefusal, summarise, type RecordedSet } from './plan.ts';

const squat = { id: 1, name: 'Squat' };
const row = { id: 2, name: 'Row' };

function recorded(id: string, blockId: string, groupId: string, actionId: number, at: string, patch: Partial<SetFields> = {}): RecordedSet {
  return {
    id,
    deleted: false,
    fields: {
      sessionId: 's', actionId, blockId, groupId, setType: 'normal', side: 'both', weightKg: 100, unit: 'kg', reps: 5, completedAt: `2026-01-01T10:00:${at}Z`, localDate: '2026-01-01', ...patch,
    },
  };
}

describe('a session plan', () => {
  const superset = blockForActions('b1', [squat, row], 2);
  const single = blockForActions('b2', [squat], 1);
  const plan = [superset, single];
  const group = superset.groups[0]!;

  it('alternates the actions of a superset, round by round', () => {
    expect(group.sets.map((s) => s.actionId)).toEqual([1, 2, 1, 2]);
  });

  it('offers the plate calculator for bar exercises only', () => {
    const block = blockForActions('b3', [{ ...squat, equipment: 'barbell' }, { ...row, equipment: 'dumbbell' }, { id: 3, name: 'Unknown' }], 1);
    expect(block.groups[0]!.sets.map((s) => s.barbell)).toEqual([true, false, false]);
  });

  it('matches the nth recorded set of an action to its nth planned set, extra ones kept apart', () => {
    const sets = [recorded('a', 'b1', 'b1-g1', 1, '01'), recorded('b', 'b1', 'b1-g1', 1, '02'), recorded('c', 'b1', 'b1-g1', 1, '03')];
    const { slots, extra } = matchGroup(superset, group, sets);
    expect(slots.map((s) => s?.id)).toEqual(['a', undefined, 'b', undefined]);
    expect(extra.map((s) => s.id)).toEqual(['c']);
  });

  it('moves to the next block once every group is done or finished early', () => {
    expect(currentBlock(plan, [], [], null)).toBe(0);
    expect(currentBlock(plan, [], ['b1-g1'], null)).toBe(1);
    expect(currentBlock(plan, [], [], 1)).toBe(1);
    const all = ['01', '02', '03', '04'].map((at, i) => recorded(at, 'b1', 'b1-g1', i % 2 === 0 ? 1 : 2, at));
    expect(currentBlock(plan, all, [], null)).toBe(1);
    expect(setPosition(plan, all)).toEqual({ done: 4, total: 5 });
  });

  it('refuses to start before its date or without exercises (spec §5)', () => {
    expect(startRefusal(plan, '2026-01-01', '2026-01-02')).toBe('beforeDate');
    expect(startRefusal([], '2026-01-02', '2026-01-02')).toBe('noExercises');
    expect(startRefusal(plan, '2026-01-02', '2026-01-02')).toBeNull();
    expect(startRefusal(plan, '2026-01-02')).toBeNull();
  });

  it('rebuilds a plan from recorded sets when the template is not at hand', () => {
    const rebuilt = planFromRecorded([recorded('a', 'b1', 'g1', 1, '01'), recorded('b', 'b1', 'g1', 2, '02')], (id) => (id === 1 ? 'Squat' : 'Row'));
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]?.name).toBe('Squat + Row');
    expect(rebuilt[0]?.groups[0]?.sets).toHaveLength(2);
  });
});

describe('summarise', () => {
  const set = (actionId: number, weightKg: number, reps: number): SetFields => recorded('x', 'b', 'g', actionId, '00', { weightKg, reps }).fields;

  it('counts sets and volume, and shows every action by its heaviest set, with its e1RM', () => {
    const summary = summarise([set(1, 100, 5), set(1, 110, 1), set(2, 50, 10)], []);
    expect(summary.sets).toBe(3);
    expect(summary.volumeKg).toBe(100 * 5 + 110 + 50 * 10);
    expect(summary.best).toEqual([
      { actionId: 1, weightKg: 110, reps: 1, e1rmKg: 110 },
      { actionId: 2, weightKg: 50, reps: 10, e1rmKg: 50 * (1 + 10 / 30) },
    ]);
  });

  it('breaks a tie in weight by the reps', () => {
    expect(summarise([set(1, 60, 8), set(1, 60, 10), set(1, 60, 9)], []).best).toEqual([{ actionId: 1, weightKg: 60, reps: 10, e1rmKg: 80 }]);
  });

  it('counts both sides of a unilateral set', () => {
    expect(summarise([{ ...set(1, 20, 8), repsRight: 7 }], []).volumeKg).toBe(20 * 15);
  });

  it('names a new personal record only when it beats every earlier set', () => {
    const earlier = [set(1, 100, 5)];
    // 100 × 6 against 100 × 5: a better e1RM, more reps and a bigger set, not a heavier weight.
    expect(summarise([set(1, 100, 6)], earlier).records.map((r) => [r.kind, r.value, r.previous])).toEqual([
      ['best_e1rm', 120, 100 * (1 + 5 / 30)], ['most_reps', 6, 5], ['best_set_volume', 600, 500],
    ]);
    expect(summarise([set(1, 100, 4)], earlier).records).toEqual([]);
  });

  it('keeps an exercise done past 12 reps among the best sets, without an e1RM and without a record', () => {
    const summary = summarise([set(1, 100, 13), set(2, 40, 15), set(2, 30, 20)], []);
    expect(summary.best).toEqual([
      { actionId: 1, weightKg: 100, reps: 13, e1rmKg: null },
      { actionId: 2, weightKg: 40, reps: 15, e1rmKg: null },
    ]);
    // No e1RM past 12 reps; the other kinds of a first session are new.
    expect(summary.records.map((r) => r.kind)).not.toContain('best_e1rm');
  });

  it('takes records from the best e1RM even when the heaviest set is past 12 reps', () => {
    const summary = summarise([set(1, 100, 15), set(1, 90, 5)], [set(1, 80, 5)]);
    expect(summary.best).toEqual([{ actionId: 1, weightKg: 100, reps: 15, e1rmKg: null }]);
    expect(summary.records.filter((r) => r.kind === 'best_e1rm').map((r) => [r.value, r.previous])).toEqual([[105, 80 * (1 + 5 / 30)]]);
  });
});
