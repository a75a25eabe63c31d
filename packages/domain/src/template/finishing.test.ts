import { describe, expect, it } from 'vitest';
import { BLOCK_COVERS, addSetGroup, blockCover, currentBlock, finish, isTemplateFinished, restore, setQuantity, snapshot } from './index.ts';
import { ACTIONS, PLANK, ROW, SQUAT, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type Template } from './types.ts';

/** Squat block with two groups, row block with one. */
function twoBlocks(): Template {
  const ids = sequentialIdGen();
  const t = makeTemplate([SQUAT, ROW], 'separate', 1, ids);
  return unwrap(addSetGroup(t, t.actionsCons[0]!.actionsConId, 'normal', ids));
}

function flags(t: Template): unknown {
  return [t.finished, t.actionsCons.map((b) => [b.finished, b.exerciseCons.map((g) => g.finished)])];
}

describe('finish', () => {
  it('finishes everything, and takes it all back with status 0', () => {
    const t = twoBlocks();
    const done = unwrap(finish(t, { all: true }));
    expect(flags(done)).toEqual([1, [[1, [1, 1]], [1, [1]]]]);
    expect(isTemplateFinished(done)).toBe(true);
    expect(flags(unwrap(finish(done, { all: true }, 0)))).toEqual([0, [[0, [0, 0]], [0, [0]]]]);
  });

  it('finishes one block and its groups; the template once every block is', () => {
    const t = twoBlocks();
    const one = unwrap(finish(t, { actionsConId: t.actionsCons[0]!.actionsConId }));
    expect(flags(one)).toEqual([0, [[1, [1, 1]], [0, [0]]]]);
    expect(isTemplateFinished(one)).toBe(false);
    const both = unwrap(finish(one, { actionsConId: t.actionsCons[1]!.actionsConId }));
    expect(flags(both)).toEqual([1, [[1, [1, 1]], [1, [1]]]]);
  });

  it('finishes one group; its block once all its groups are; un-finishing rolls back up', () => {
    const t = twoBlocks();
    const [g1, g2] = t.actionsCons[0]!.exerciseCons;
    const first = unwrap(finish(t, { exerciseConId: g1!.exerciseConId }));
    expect(flags(first)).toEqual([0, [[0, [1, 0]], [0, [0]]]]);
    const block = unwrap(finish(first, { exerciseConId: g2!.exerciseConId }));
    expect(flags(block)).toEqual([0, [[1, [1, 1]], [0, [0]]]]);
    const all = unwrap(finish(block, { exerciseConId: t.actionsCons[1]!.exerciseCons[0]!.exerciseConId }));
    expect(isTemplateFinished(all)).toBe(true);
    expect(flags(unwrap(finish(all, { exerciseConId: g1!.exerciseConId }, 0)))).toEqual([0, [[0, [0, 1]], [1, [1]]]]);
  });

  it('answers notFound for unknown targets and leaves the input alone', () => {
    const t = twoBlocks();
    const before = JSON.stringify(t);
    expect(finish(t, { actionsConId: 'nope' })).toEqual({ ok: false, error: 'notFound' });
    expect(finish(t, { exerciseConId: 'nope' })).toEqual({ ok: false, error: 'notFound' });
    unwrap(finish(t, { all: true }));
    expect(JSON.stringify(t)).toBe(before);
  });
});

describe('currentBlock', () => {
  it('is the chosen block, else the first with an unfinished group, else null', () => {
    const t = twoBlocks();
    const [squat, row] = t.actionsCons;
    expect(currentBlock(t)?.actionsConId).toBe(squat!.actionsConId);
    expect(currentBlock(t, row!.actionsConId)?.actionsConId).toBe(row!.actionsConId);
    const partly = unwrap(finish(t, { exerciseConId: squat!.exerciseCons[0]!.exerciseConId }));
    expect(currentBlock(partly)?.actionsConId).toBe(squat!.actionsConId);
    const squatDone = unwrap(finish(t, { actionsConId: squat!.actionsConId }));
    expect(currentBlock(squatDone)?.actionsConId).toBe(row!.actionsConId);
    expect(currentBlock(squatDone, 'removed')?.actionsConId).toBe(row!.actionsConId);
    const done = unwrap(finish(t, { all: true }));
    expect(currentBlock(done)).toBeNull();
    expect(currentBlock(done, squat!.actionsConId)?.actionsConId).toBe(squat!.actionsConId);
  });
});

describe('blockCover', () => {
  it("is the action's GIF for one action and a different static picture for 2, 3 and more", () => {
    const cover = (n: number) => blockCover(makeTemplate(ACTIONS.slice(0, n), 'superset').actionsCons[0]!);
    expect(cover(1)).toBe(SQUAT.gifPath);
    expect([cover(2), cover(3), cover(4)]).toEqual([BLOCK_COVERS.two, BLOCK_COVERS.three, BLOCK_COVERS.many]);
    expect(new Set(Object.values(BLOCK_COVERS)).size).toBe(3);
    expect(blockCover({ actions: [] })).toBe('');
  });
});

describe('snapshot and restore (mini mode)', () => {
  it('restores the template exactly as it was, whatever was edited since', () => {
    const t = makeTemplate([SQUAT, PLANK], 'superset', 2);
    const saved = snapshot(t);
    const edited = unwrap(setQuantity(t, t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id, 10));
    expect(edited).not.toEqual(t);
    expect(restore(saved)).toEqual(t);
    expect(restore(saved)).not.toBe(restore(saved));
  });

  it('is deeply frozen and independent of the template it came from', () => {
    const t = makeTemplate([SQUAT], 'separate');
    const saved = snapshot(t);
    const deepest = (saved as unknown as Template).actionsCons[0]!.exerciseCons[0]!.exercises[0]!;
    expect(Object.isFrozen(saved)).toBe(true);
    expect(Object.isFrozen(deepest)).toBe(true);
    expect(deepest).not.toBe(t.actionsCons[0]!.exerciseCons[0]!.exercises[0]);
    expect(Object.isFrozen(t)).toBe(false);
  });
});
