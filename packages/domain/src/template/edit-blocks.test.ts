import { describe, expect, it } from 'vitest';
import { addActions, allIds, copyBlock, finish, moveBlock, removeBlock, sortBlocksByType } from './index.ts';
import { PLANK, ROW, SQUAT, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type ActionsCon, type Template } from './types.ts';

function idsOfBlock(block: ActionsCon): string[] {
  return allIds({ actionsCons: [block] });
}

describe('copyBlock', () => {
  it('copies deeply with new ids everywhere, re-pointing sets to the copied repeat cases', () => {
    const ids = sequentialIdGen();
    const t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const original = t.actionsCons[0]!;
    const after = unwrap(copyBlock(t, original.actionsConId, ids));
    const copy = after.actionsCons[1]!;
    expect(after.actionsCons[0]).toEqual(original);
    expect(idsOfBlock(copy).filter((id) => idsOfBlock(original).includes(id))).toEqual([]);
    const copiedCases = copy.actions.flatMap((a) => a.repeatCases.map((c) => c.id));
    expect(copy.exerciseCons[0]!.exercises.every((s) => copiedCases.includes(s.actionRepeatCaseId))).toBe(true);
    const strip = (b: ActionsCon) => b.exerciseCons.map((g) => g.exercises.map((s) => [s.actionId, s.name, s.quantityCount]));
    expect(strip(copy)).toEqual(strip(original));
    expect(copy.name).toBe(original.name);
  });

  it('resets finished on the copy and its groups', () => {
    const ids = sequentialIdGen();
    const t = unwrap(finish(makeTemplate([SQUAT], 'separate', 1, ids), { all: true }));
    const after = unwrap(copyBlock(t, t.actionsCons[0]!.actionsConId, ids));
    expect(after.actionsCons[0]!.finished).toBe(1);
    expect(after.actionsCons[1]!.finished).toBe(0);
    expect(after.actionsCons[1]!.exerciseCons.map((g) => g.finished)).toEqual([0]);
    expect(after.finished).toBe(0);
  });

  it('inserts after the original, then re-sorts blocks by type', () => {
    const ids = sequentialIdGen();
    const t = makeTemplate([SQUAT, ROW, PLANK], 'separate', 1, ids);
    const typed: Template = { ...t, actionsCons: t.actionsCons.map((b, i) => ({ ...b, type: [30, 10, 20][i]! })) };
    const after = unwrap(copyBlock(typed, typed.actionsCons[0]!.actionsConId, ids));
    expect(after.actionsCons.map((b) => [b.type, b.name])).toEqual([
      [10, 'Barbell row'], [20, 'Plank'], [30, 'Back squat'], [30, 'Back squat'],
    ]);
    expect(after.actionsCons[2]!.actionsConId).toBe(typed.actionsCons[0]!.actionsConId);
  });

  it('keeps the copy next to its original among blocks of the same type', () => {
    const ids = sequentialIdGen();
    const t = makeTemplate([SQUAT, ROW], 'separate', 1, ids);
    const after = unwrap(copyBlock(t, t.actionsCons[0]!.actionsConId, ids));
    expect(after.actionsCons.map((b) => b.name)).toEqual(['Back squat', 'Back squat', 'Barbell row']);
  });

  it('answers notFound for an unknown block', () => {
    expect(copyBlock(makeTemplate([SQUAT], 'separate'), 'nope', sequentialIdGen('x'))).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('sortBlocksByType', () => {
  it('sorts ascending and stably', () => {
    const t = makeTemplate([SQUAT, ROW, PLANK], 'separate');
    const [a, b, c] = t.actionsCons;
    const blocks = [{ ...a!, type: 20 }, { ...b!, type: 10 }, { ...c!, type: 20 }];
    expect(sortBlocksByType(blocks).map((x) => x.name)).toEqual(['Barbell row', 'Back squat', 'Plank']);
  });
});

describe('removeBlock', () => {
  it('removes a block but refuses to remove the last one', () => {
    const t = makeTemplate([SQUAT, ROW], 'separate');
    const after = unwrap(removeBlock(t, t.actionsCons[0]!.actionsConId));
    expect(after.actionsCons.map((b) => b.name)).toEqual(['Barbell row']);
    expect(removeBlock(after, after.actionsCons[0]!.actionsConId)).toEqual({ ok: false, error: 'templateNeedsExercise' });
    expect(removeBlock(t, 'nope')).toEqual({ ok: false, error: 'notFound' });
  });

  it('rolls the finished flag up when the only unfinished block goes', () => {
    const t = makeTemplate([SQUAT, ROW], 'separate');
    const oneDone = unwrap(finish(t, { actionsConId: t.actionsCons[0]!.actionsConId }));
    expect(oneDone.finished).toBe(0);
    expect(unwrap(removeBlock(oneDone, t.actionsCons[1]!.actionsConId)).finished).toBe(1);
  });
});

describe('moveBlock', () => {
  it('moves a block to a new position and refuses positions outside the list', () => {
    const ids = sequentialIdGen();
    const t = unwrap(addActions(makeTemplate([SQUAT, ROW], 'separate', 1, ids), [PLANK], { mode: 'separate' }, ids));
    expect(unwrap(moveBlock(t, 2, 0)).actionsCons.map((b) => b.name)).toEqual(['Plank', 'Back squat', 'Barbell row']);
    expect(unwrap(moveBlock(t, 0, 2)).actionsCons.map((b) => b.name)).toEqual(['Barbell row', 'Plank', 'Back squat']);
    expect(moveBlock(t, 3, 0)).toEqual({ ok: false, error: 'notFound' });
    expect(moveBlock(t, 0, -1)).toEqual({ ok: false, error: 'notFound' });
  });
});
