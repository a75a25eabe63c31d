import { describe, expect, it } from 'vitest';
import { durationMinutes, setsByExercise } from './recorded-sets.ts';

const set = (actionId: number, completedAt: string) => ({ actionId, completedAt }) as Parameters<typeof setsByExercise>[0][number];

describe('setsByExercise', () => {
  it('groups sets per exercise in the order done, named from the template', () => {
    const template = { actionsCons: [{ actions: [{ id: 7, name: 'Squat' }] }] } as unknown as Parameters<typeof setsByExercise>[1];
    const groups = setsByExercise([set(9, '2026-11-24T08:03:00Z'), set(7, '2026-11-24T08:01:00Z'), set(7, '2026-11-24T08:02:00Z')], template);
    expect(groups.map((g) => [g.actionId, g.name, g.sets.length])).toEqual([[7, 'Squat', 2], [9, null, 1]]);
  });
});

describe('durationMinutes', () => {
  it('rounds to minutes and is null while unfinished', () => {
    expect(durationMinutes('2026-11-24T08:00:00Z', '2026-11-24T08:41:40Z')).toBe(42);
    expect(durationMinutes('2026-11-24T08:00:00Z', null)).toBeNull();
  });
});
