import { describe, expect, it } from 'vitest';
import { byTrainee, countByStatus } from './session-counts.ts';

describe('session counts', () => {
  it('counts each status, zero for the absent ones', () => {
    expect(countByStatus([{ status: 'done' }, { status: 'missed' }, { status: 'done' }])).toEqual({ done: 2, missed: 1, upcoming: 0, cancelled: 0 });
    expect(countByStatus([{ status: 'today' }, { status: 'upcoming' }, { status: 'cancelled' }])).toEqual({ done: 0, missed: 0, upcoming: 2, cancelled: 1 });
  });

  it('groups sessions per trainee in first-seen order', () => {
    const groups = byTrainee([{ traineeId: 2, d: 'a' }, { traineeId: 1, d: 'b' }, { traineeId: 2, d: 'c' }]);
    expect(groups.map((g) => [g.traineeId, g.sessions.map((s) => s.d)])).toEqual([[2, ['a', 'c']], [1, ['b']]]);
  });
});
