import { describe, expect, it } from 'vitest';
import { setsByExercise } from './recorded-sets.ts';

const set = (actionId: number, completedAt: string) => ({ actionId, completedAt }) as Parameters<typeof setsByExercise>[0]['recorded'][number];

describe('setsByExercise', () => {
  const recorded = [set(9, '2026-11-24T08:03:00Z'), set(7, '2026-11-24T08:01:00Z'), set(7, '2026-11-24T08:02:00Z'), set(5, '2026-11-24T08:04:00Z')];
  const template = { actionsCons: [{ actions: [{ id: 7, name: 'Squat (plan)' }, { id: 5, name: 'Row (plan)' }] }] } as unknown as NonNullable<Parameters<typeof setsByExercise>[0]['planned']>['template'];

  it('groups sets per exercise in the order done, named by the library first, then by the template', () => {
    const groups = setsByExercise({ recorded, exercises: [{ id: 7, name: '深蹲' }, { id: 9, name: '卧推' }], planned: { template } });
    expect(groups.map((g) => [g.actionId, g.name, g.sets.length])).toEqual([[7, '深蹲', 2], [9, '卧推', 1], [5, 'Row (plan)', 1]]);
  });

  it('names the exercises of a training without a plan from the library, null when neither knows one', () => {
    const groups = setsByExercise({ recorded, exercises: [{ id: 9, name: 'Bench press' }], planned: null });
    expect(groups.map((g) => g.name)).toEqual([null, 'Bench press', null]);
  });
});
