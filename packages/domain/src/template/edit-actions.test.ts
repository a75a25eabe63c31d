import { describe, expect, it } from 'vitest';
import { DEFAULT_BLOCK_TYPE } from '../constants.ts';
import {
  addActions, addActionsToBlock, addSet, addSetGroup, allIds, blockCover, finish, moveSet, removeAction, removeSet, replaceAction, setIntensity, setQuantity,
  setRest, toggleSide, validateTemplate,
} from './index.ts';
import { BIKE, PLANK, ROW, SQUAT, blankTemplate, labelsOf, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type Template } from './types.ts';

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

/** Each set of the block as action letter + label, group by group (S squat, R row, P plank, B bike). */
function shape(t: Template, blockIndex = 0): string[][] {
  const letter: Record<number, string> = { [SQUAT.id]: 'S', [ROW.id]: 'R', [PLANK.id]: 'P', [BIKE.id]: 'B' };
  return t.actionsCons[blockIndex]!.exerciseCons.map((g) => g.exercises.map((s) => `${letter[s.actionId]}${s.name}`));
}

describe('addActionsToBlock', () => {
  it('turns a single-action block into a superset, one set of the new action after each round', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 3, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(setIntensity(t, t.actionsCons[0]!.exerciseCons[0]!.exercises[1]!.id, 'left', 80));
    const after = unwrap(addActionsToBlock(t, blockId, [ROW], ids));
    const block = after.actionsCons[0]!;
    expect(block.actions.map((a) => a.id)).toEqual([SQUAT.id, ROW.id]);
    expect(block.name).toBe('Back squat + Barbell row');
    expect(blockCover(block)).toBe('cover-2');
    expect(shape(after)).toEqual([['S1', 'R1', 'S2', 'R2', 'S3', 'R3']]);
    expect(block.exerciseCons[0]!.exercises.map((s) => s.intensityCountLeft)).toEqual([0, 0, 80, 0, 0, 0]);
    expect(validateTemplate(after)).toEqual([]);
  });

  it('builds the same group addActions builds for a superset', () => {
    const ids = sequentialIdGen();
    const single = makeTemplate([SQUAT], 'separate', 2, ids);
    const grown = unwrap(addActionsToBlock(single, single.actionsCons[0]!.actionsConId, [ROW, PLANK], ids));
    const built = makeTemplate([SQUAT, ROW, PLANK], 'superset', 2);
    expect(shape(grown)).toEqual(shape(built));
    const values = (t: Template) => t.actionsCons[0]!.exerciseCons[0]!.exercises.map((s) => [s.side, s.intervalSeconds, s.intensityCountLeft, s.quantityCount]);
    expect(values(grown)).toEqual(values(built));
  });

  it('grows a superset, giving the new action sets in every group, of the kind of that group', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids, { unilateral: true });
    const blockId = t.actionsCons[0]!.actionsConId;
    for (const kind of ['warmup', 'decrease', 'normal'] as const) t = unwrap(addSetGroup(t, blockId, kind, ids));
    const after = unwrap(addActionsToBlock(t, blockId, [PLANK], ids));
    expect(shape(after)).toEqual([
      ['Swarm', 'Rwarm', 'Pwarm'],
      ['S1', 'R1', 'P1', 'S2', 'R2', 'P2'],
      ['S3', 'R3', 'P3'],
      ['Sdecrease 1', 'Rdecrease 1', 'Pdecrease 1'],
    ]);
    const plank = after.actionsCons[0]!.actions[2]!;
    expect(plank.repeatCases.map((c) => [c.type, c.side])).toEqual([[0, 1], [-1, 1]]);
    const caseType = (id: string) => plank.repeatCases.find((c) => c.id === id)!.type;
    const plankSets = after.actionsCons[0]!.exerciseCons.map((g) => g.exercises.find((s) => s.actionId === PLANK.id)!);
    expect(plankSets.map((s) => [caseType(s.actionRepeatCaseId), s.side])).toEqual([[0, 1], [0, 1], [0, 1], [-1, 1]]);
    expect(validateTemplate(after)).toEqual([]);
  });

  it('places the new sets after each round of a group whose order was changed by hand', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const group = t.actionsCons[0]!.exerciseCons[0]!;
    t = unwrap(moveSet(t, group.exerciseConId, 1, 2)); // S S R R
    t = unwrap(removeSet(t, t.actionsCons[0]!.exerciseCons[0]!.exercises[3]!.id)); // S S R
    expect(shape(t)).toEqual([['S1', 'S2', 'R1']]);
    const after = unwrap(addActionsToBlock(t, t.actionsCons[0]!.actionsConId, [PLANK], ids));
    expect(shape(after)).toEqual([['S1', 'S2', 'R1', 'P1', 'P2']]);
  });

  it('places an action already in the block, or given twice, once; keeps finished flags; answers notFound for an unknown block', () => {
    const ids = sequentialIdGen();
    const t = unwrap(finish(makeTemplate([SQUAT], 'separate', 1, ids), { all: true }));
    const blockId = t.actionsCons[0]!.actionsConId;
    expect(unwrap(addActionsToBlock(t, blockId, [SQUAT], ids))).toEqual(t);
    const after = unwrap(addActionsToBlock(t, blockId, [ROW, SQUAT, ROW], ids));
    expect(after.actionsCons[0]!.actions.map((a) => a.id)).toEqual([SQUAT.id, ROW.id]);
    expect(shape(after)).toEqual([['S1', 'R1']]);
    expect([after.finished, after.actionsCons[0]!.finished, after.actionsCons[0]!.exerciseCons[0]!.finished]).toEqual([1, 1, 1]);
    expect(addActionsToBlock(t, 'nope', [ROW], ids)).toEqual({ ok: false, error: 'notFound' });
  });

  it('is undone by removeAction: the superset goes back to the single-action block it was', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 2, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    t = unwrap(addSetGroup(t, blockId, 'increase', ids));
    const superset = unwrap(addActionsToBlock(t, blockId, [BIKE], ids));
    expect(shape(superset)).toEqual([['S1', 'B1', 'S2', 'B2'], ['S3', 'B3'], ['Sincrease 1', 'Bincrease 1']]);
    const back = unwrap(removeAction(superset, blockId, BIKE.id, ids));
    expect(back).toEqual(t);
    expect(blockCover(back.actionsCons[0]!)).toBe(SQUAT.gifPath);
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
    expect(blockCover(left)).toBe(SQUAT.gifPath);
    expect(validateTemplate(after)).toEqual([]);
  });

  it('turns a two-action superset of several groups into a single-action block numbered through', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    t = unwrap(addSetGroup(t, blockId, 'warmup', ids));
    const after = unwrap(removeAction(t, blockId, SQUAT.id, ids));
    expect(after.actionsCons[0]!.name).toBe('Barbell row');
    expect(after.actionsCons[0]!.actions.map((a) => a.id)).toEqual([ROW.id]);
    expect(shape(after)).toEqual([['Rwarm'], ['R1', 'R2'], ['R3']]);
    expect(validateTemplate(after)).toEqual([]);
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

  it('keeps a stored kg weight exactly when a weight action replaces another, in an lbs template', () => {
    let t = makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { units: 'lbs' });
    t = unwrap(setIntensity(t, t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id, 'left', 135));
    const after = unwrap(replaceAction(t, t.actionsCons[0]!.actionsConId, SQUAT.id, ROW));
    expect(after.actionsCons[0]!.exerciseCons[0]!.exercises[0]).toMatchObject({ intensityCountLeft: 61.23, intensityCountRight: 61.23 });
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

describe('the rest inside a superset round', () => {
  // Template intervals that differ from each other and from the defaults (spec §3, §9), so each value shows where it came from.
  const fields = { setIntervalSeconds: 90, exerciseIntervalSeconds: 20 };
  const intervals = (t: Template, blockIndex = 0) => t.actionsCons[blockIndex]!.exerciseCons.map((g) => g.exercises.map((s) => s.intervalSeconds));

  it("follows the template's exercise interval inside a round; the round's last set rests the interval between sets", () => {
    const t = makeTemplate([SQUAT, ROW, PLANK], 'superset', 2, sequentialIdGen(), fields);
    expect(intervals(t)).toEqual([[20, 20, 90, 20, 20, 90]]);
    // A single-action block has no rounds: every set rests between sets.
    expect(intervals(makeTemplate([SQUAT], 'separate', 3, sequentialIdGen(), fields))).toEqual([[90, 90, 90]]);
  });

  it('new rounds and new groups of a superset keep that rule', () => {
    let t = makeTemplate([SQUAT, ROW], 'superset', 1, sequentialIdGen(), fields);
    const block = t.actionsCons[0]!;
    t = unwrap(addSet(t, block.exerciseCons[0]!.exerciseConId, sequentialIdGen('a')));
    t = unwrap(addSetGroup(t, block.actionsConId, 'warmup', sequentialIdGen('b')));
    expect(intervals(t)).toEqual([[20, 90], [20, 90, 20, 90]]);
  });

  it('a block that becomes a superset rests the exercise interval inside its rounds, keeping an interval set by hand', () => {
    let t = makeTemplate([SQUAT], 'separate', 2, sequentialIdGen(), fields);
    const block = t.actionsCons[0]!;
    const [first] = block.exerciseCons[0]!.exercises;
    t = unwrap(setRest(t, { setId: first!.id }, 45));
    t = unwrap(addActionsToBlock(t, block.actionsConId, [ROW, PLANK], sequentialIdGen('c')));
    expect(intervals(t)).toEqual([[45, 20, 90, 20, 20, 90]]);
  });
});
