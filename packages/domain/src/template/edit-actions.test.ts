import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_TYPE } from '../constants.ts';
import { addActions, addSet, addSetGroup, allIds, removeAction, removeSet, replaceAction, setIntensity, setQuantity, toggleSide } from './index.ts';
import { BIKE, PLANK, ROW, SQUAT, blankTemplate, labelsOf, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen } from './types.ts';

describe('addActions', () => {
  it('separate: one block per action, each with one normal group of `sets` sets of that action', () => {
    const t = makeTemplate([SQUAT, ROW], 'separate', 3);
    expect(t.actionsCons.map((b) => b.actions.map((a) => a.id))).toEqual([[SQUAT.id], [ROW.id]]);
    const block = t.actionsCons[0]!;
    expect(block).toMatchObject({ name: 'Back squat', type: DEFAULT_BLOCK_TYPE, restSeconds: 60, finished: 0 });
    expect(block.exerciseCons).toHaveLength(1);
    expect(block.exerciseCons[0]).toMatchObject({ type: 1, name: 'Group 1', restSeconds: 60, finished: 0 });
    expect(labelsOf(t)).toEqual(['1', '2', '3']);
    expect(block.exerciseCons[0]!.exercises.every((s) => s.actionId === SQUAT.id)).toBe(true);
  });

  it('superset: one block, its group holding one set of each action per round, in order', () => {
    const t = makeTemplate([SQUAT, ROW, PLANK], 'superset', 2);
    expect(t.actionsCons).toHaveLength(1);
    const block = t.actionsCons[0]!;
    expect(block.name).toBe('Back squat + Barbell row + Plank');
    expect(block.exerciseCons[0]!.exercises.map((s) => s.actionId)).toEqual([101, 102, 103, 101, 102, 103]);
    expect(labelsOf(t)).toEqual(['1', '1', '1', '2', '2', '2']);
  });

  it('defaults to one set per action, which both modes agree on', () => {
    const separate = makeTemplate([SQUAT, ROW], 'separate');
    const superset = makeTemplate([SQUAT, ROW], 'superset');
    expect(separate.actionsCons.map((b) => b.exerciseCons[0]!.exercises.length)).toEqual([1, 1]);
    expect(superset.actionsCons[0]!.exerciseCons[0]!.exercises).toHaveLength(2);
  });

  it('places an action given twice for a superset once, and clamps the set count to 1–20', () => {
    const t = makeTemplate([SQUAT, ROW, SQUAT], 'superset', 0);
    expect(t.actionsCons[0]!.actions.map((a) => a.id)).toEqual([101, 102]);
    expect(labelsOf(t)).toEqual(['1', '1']);
    expect(makeTemplate([SQUAT], 'separate', 99).actionsCons[0]!.exerciseCons[0]!.exercises).toHaveLength(20);
  });

  it('starts sets at zero, from the template interval, with a normal repeat case per action', () => {
    const t = makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { setIntervalSeconds: 90, exerciseIntervalSeconds: 120 });
    const block = t.actionsCons[0]!;
    const action = block.actions[0]!;
    expect(block.restSeconds).toBe(120);
    expect(action.repeatCases).toEqual([{ id: expect.any(String), type: 0, side: 0, intervalSeconds: 90 }]);
    expect(block.exerciseCons[0]!.exercises[0]).toMatchObject({
      side: 0, intervalSeconds: 90, actionId: SQUAT.id, actionRepeatCaseId: action.repeatCases[0]!.id,
      intensityCountLeft: 0, intensityCountRight: 0, quantityCount: 0,
    });
  });

  it('starts sets single-sided under unilateral recording', () => {
    const t = makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { unilateral: true });
    expect(t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.side).toBe(1);
  });

  it('appends new blocks and never reuses an id the template already has', () => {
    const ids = sequentialIdGen();
    const first = makeTemplate([SQUAT], 'separate', 2, ids);
    const second = unwrap(addActions(first, [ROW], { mode: 'separate' }, sequentialIdGen()));
    expect(second.actionsCons.map((b) => b.name)).toEqual(['Back squat', 'Barbell row']);
    expect(new Set(allIds(second)).size).toBe(allIds(second).length);
  });

  it('leaves the input untouched', () => {
    const t = blankTemplate();
    const frozen = JSON.stringify(t);
    unwrap(addActions(t, [SQUAT], { mode: 'separate' }, sequentialIdGen()));
    expect(JSON.stringify(t)).toBe(frozen);
  });
});

describe('removeAction', () => {
  it('refuses to remove the last action of a block', () => {
    const t = makeTemplate([SQUAT], 'separate');
    expect(removeAction(t, t.actionsCons[0]!.actionsConId, SQUAT.id, sequentialIdGen('x'))).toEqual({ ok: false, error: 'blockNeedsAction' });
  });

  it('removes the action and its sets; one action left makes a single-action block', () => {
    const t = makeTemplate([SQUAT, ROW], 'superset', 2);
    const block = t.actionsCons[0]!;
    const after = unwrap(removeAction(t, block.actionsConId, ROW.id, sequentialIdGen('x')));
    const left = after.actionsCons[0]!;
    expect(left.actions.map((a) => a.id)).toEqual([SQUAT.id]);
    expect(left.name).toBe('Back squat');
    expect(left.exerciseCons[0]!.exercises.map((s) => s.actionId)).toEqual([SQUAT.id, SQUAT.id]);
    expect(labelsOf(after)).toEqual(['1', '2']);
  });

  it('drops a group left without sets, and gives a block left without groups a fresh one', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 1, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'stretch', ids));
    const rowSetInStretch = t.actionsCons[0]!.exerciseCons[1]!.exercises[1]!;
    t = unwrap(removeSet(t, rowSetInStretch.id));
    const onlySquatLeftThere = unwrap(removeAction(t, blockId, SQUAT.id, ids));
    expect(onlySquatLeftThere.actionsCons[0]!.exerciseCons.map((g) => g.type)).toEqual([1]);

    const rowSet = t.actionsCons[0]!.exerciseCons[0]!.exercises[1]!;
    const squatOnly = unwrap(removeSet(t, rowSet.id));
    const fresh = unwrap(removeAction(squatOnly, blockId, SQUAT.id, ids)).actionsCons[0]!;
    expect(fresh.exerciseCons).toHaveLength(1);
    expect(fresh.exerciseCons[0]!.exercises.map((s) => s.actionId)).toEqual([ROW.id]);
  });

  it('answers notFound for an unknown block or action', () => {
    const t = makeTemplate([SQUAT, ROW], 'superset');
    expect(removeAction(t, 'nope', SQUAT.id, sequentialIdGen('x'))).toEqual({ ok: false, error: 'notFound' });
    expect(removeAction(t, t.actionsCons[0]!.actionsConId, 999, sequentialIdGen('x'))).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('replaceAction', () => {
  it('swaps the action in the block and in every set, keeping values and repeat cases', () => {
    let t = makeTemplate([SQUAT], 'separate', 2);
    const block = t.actionsCons[0]!;
    const [first, second] = block.exerciseCons[0]!.exercises;
    t = unwrap(setIntensity(t, first!.id, 'left', 100));
    t = unwrap(setQuantity(t, second!.id, 5));
    const after = unwrap(replaceAction(t, block.actionsConId, SQUAT.id, ROW));
    const swapped = after.actionsCons[0]!;
    expect(swapped.actions.map((a) => a.id)).toEqual([ROW.id]);
    expect(swapped.actions[0]!.repeatCases).toEqual(block.actions[0]!.repeatCases);
    expect(swapped.name).toBe('Barbell row');
    expect(swapped.exerciseCons[0]!.exercises.map((s) => [s.actionId, s.intensityCountLeft, s.quantityCount])).toEqual([[ROW.id, 100, 0], [ROW.id, 0, 5]]);
  });

  it('clamps the kept values into the new action units', () => {
    let t = makeTemplate([SQUAT], 'separate');
    const set = t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!;
    t = unwrap(setIntensity(t, set.id, 'left', 180.25));
    const after = unwrap(replaceAction(t, t.actionsCons[0]!.actionsConId, SQUAT.id, BIKE));
    expect(after.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.intensityCountLeft).toBe(100);
  });

  it('merges into an action already in the block, re-pointing sets and repeat cases', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 1, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'decrease', ids));
    const before = t.actionsCons[0]!;
    const squatCases = before.actions[0]!.repeatCases;
    const after = unwrap(replaceAction(t, blockId, ROW.id, SQUAT)).actionsCons[0]!;
    expect(after.actions.map((a) => a.id)).toEqual([SQUAT.id]);
    expect(after.actions[0]!.repeatCases).toEqual(squatCases);
    const sets = after.exerciseCons.flatMap((g) => g.exercises);
    expect(sets.every((s) => s.actionId === SQUAT.id)).toBe(true);
    expect(sets.every((s) => squatCases.some((c) => c.id === s.actionRepeatCaseId))).toBe(true);
    expect(after.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([['1', '2'], ['decrease 1', 'decrease 2']]);
  });

  it('moves over a repeat case the merged-into action lacks', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 1, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'decrease', ids));
    t = unwrap(removeSet(t, t.actionsCons[0]!.exerciseCons[1]!.exercises[0]!.id));
    const block = t.actionsCons[0]!;
    const squatWithoutDecrease = { ...block.actions[0]!, repeatCases: block.actions[0]!.repeatCases.filter((c) => c.type === 0) };
    t = { ...t, actionsCons: [{ ...block, actions: [squatWithoutDecrease, block.actions[1]!] }] };
    const rowDecrease = block.actions[1]!.repeatCases.find((c) => c.type === -1)!;
    const after = unwrap(replaceAction(t, blockId, ROW.id, SQUAT)).actionsCons[0]!;
    expect(after.actions[0]!.repeatCases.map((c) => c.id)).toEqual([squatWithoutDecrease.repeatCases[0]!.id, rowDecrease.id]);
    expect(after.exerciseCons[1]!.exercises[0]).toMatchObject({ actionId: SQUAT.id, actionRepeatCaseId: rowDecrease.id, name: 'decrease 1' });
  });

  it('refreshes the entry when the same action is given, and answers notFound otherwise', () => {
    const t = makeTemplate([SQUAT], 'separate');
    const blockId = t.actionsCons[0]!.actionsConId;
    const renamed = unwrap(replaceAction(t, blockId, SQUAT.id, { ...SQUAT, name: 'Squat' }));
    expect(renamed.actionsCons[0]!.actions[0]!.name).toBe('Squat');
    expect(replaceAction(t, blockId, 999, ROW)).toEqual({ ok: false, error: 'notFound' });
    expect(replaceAction(t, 'nope', SQUAT.id, ROW)).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('edits keep rounds whole', () => {
  it('addSet in a superset group adds a round copying the last values of each action', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 1, ids);
    const [squatSet, rowSet] = t.actionsCons[0]!.exerciseCons[0]!.exercises;
    t = unwrap(toggleSide(t, rowSet!.id));
    t = unwrap(setIntensity(t, squatSet!.id, 'left', 60));
    t = unwrap(addSet(t, t.actionsCons[0]!.exerciseCons[0]!.exerciseConId, ids));
    const sets = t.actionsCons[0]!.exerciseCons[0]!.exercises;
    expect(sets.map((s) => [s.actionId, s.name, s.side, s.intensityCountLeft])).toEqual([
      [SQUAT.id, '1', 0, 60], [ROW.id, '1', 1, 0], [SQUAT.id, '2', 0, 60], [ROW.id, '2', 1, 0],
    ]);
  });
});
