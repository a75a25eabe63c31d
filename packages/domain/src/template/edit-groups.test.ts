import { describe, expect, it } from 'vitest';
import { addSet, addSetGroup, finish, moveSet, removeSet, removeSetGroup, setIntensity, setQuantity, setRest, toggleSide, validateTemplate } from './index.ts';
import { ROW, SQUAT, groupNamesOf, labelsOf, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type SetGroupKind, type Template } from './types.ts';

function addGroups(t: Template, kinds: readonly SetGroupKind[], ids = sequentialIdGen('g')): Template {
  const blockId = t.actionsCons[0]!.actionsConId;
  return kinds.reduce((acc, kind) => unwrap(addSetGroup(acc, blockId, kind, ids)), t);
}

describe('addSetGroup', () => {
  it('puts warm-ups first, stretches last, and working groups in between', () => {
    const t = addGroups(makeTemplate([SQUAT], 'separate'), ['stretch', 'warmup', 'decrease', 'normal', 'warmup', 'increase']);
    expect(groupNamesOf(t)).toEqual(['Warm-up group', 'Warm-up group', 'Group 1', 'Group 2', 'Decrease group', 'Increase group', 'Stretch group']);
  });

  it('adds one round, starting from the last values of each action in the block', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const sets = t.actionsCons[0]!.exerciseCons[0]!.exercises;
    t = unwrap(setIntensity(t, sets[2]!.id, 'left', 80));
    t = unwrap(setQuantity(t, sets[3]!.id, 12));
    t = unwrap(setRest(t, { setId: sets[3]!.id }, 45));
    t = addGroups(t, ['decrease'], ids);
    const group = t.actionsCons[0]!.exerciseCons[1]!;
    expect(group).toMatchObject({ type: 4, finished: 0, restSeconds: 60 });
    expect(group.exercises.map((s) => [s.actionId, s.intensityCountLeft, s.quantityCount, s.intervalSeconds, s.name])).toEqual([
      [SQUAT.id, 80, 0, 60, 'decrease 1'], [ROW.id, 0, 12, 45, 'decrease 1'],
    ]);
  });

  it('points decrease and increase sets at their own repeat case, others at the normal one', () => {
    const t = addGroups(makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { unilateral: true }), ['decrease', 'increase', 'warmup']);
    const block = t.actionsCons[0]!;
    const cases = block.actions[0]!.repeatCases;
    expect(cases.map((c) => [c.type, c.side, c.intervalSeconds])).toEqual([[0, 1, 60], [-1, 1, 60], [1, 1, 60]]);
    const typeOfCase = (id: string) => cases.find((c) => c.id === id)?.type;
    expect(block.exerciseCons.map((g) => [g.type, typeOfCase(g.exercises[0]!.actionRepeatCaseId)])).toEqual([[2, 0], [1, 0], [4, -1], [5, 1]]);
  });

  it('un-finishes a finished block, which now has something to do', () => {
    const t = unwrap(finish(makeTemplate([SQUAT], 'separate'), { all: true }));
    const after = addGroups(t, ['normal']);
    expect([after.finished, after.actionsCons[0]!.finished]).toEqual([0, 0]);
  });

  it('answers notFound for an unknown block', () => {
    expect(addSetGroup(makeTemplate([SQUAT], 'separate'), 'nope', 'normal', sequentialIdGen('x'))).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('removeSetGroup', () => {
  it('removes a group with its sets and renumbers the groups and sets after it', () => {
    const ids = sequentialIdGen('g');
    const t = addGroups(makeTemplate([SQUAT], 'separate', 2), ['normal', 'warmup', 'normal'], ids);
    expect(groupNamesOf(t)).toEqual(['Warm-up group', 'Group 1', 'Group 2', 'Group 3']);
    const [warmup, first] = t.actionsCons[0]!.exerciseCons;
    const after = unwrap(removeSetGroup(t, first!.exerciseConId));
    expect(groupNamesOf(after)).toEqual(['Warm-up group', 'Group 1', 'Group 2']);
    expect(after.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([['warm'], ['1'], ['2']]);
    const noWarmup = unwrap(removeSetGroup(after, warmup!.exerciseConId));
    expect(groupNamesOf(noWarmup)).toEqual(['Group 1', 'Group 2']);
    expect(validateTemplate(noWarmup)).toEqual([]);
  });

  it("refuses to remove a block's last group, and answers notFound for an unknown group", () => {
    const t = addGroups(makeTemplate([SQUAT, ROW], 'separate'), ['stretch']);
    const [normal, stretch] = t.actionsCons[0]!.exerciseCons;
    const onlyStretch = unwrap(removeSetGroup(t, normal!.exerciseConId));
    expect(groupNamesOf(onlyStretch)).toEqual(['Stretch group']);
    expect(removeSetGroup(onlyStretch, stretch!.exerciseConId)).toEqual({ ok: false, error: 'blockNeedsGroup' });
    expect(removeSetGroup(t, t.actionsCons[1]!.exerciseCons[0]!.exerciseConId)).toEqual({ ok: false, error: 'blockNeedsGroup' });
    expect(removeSetGroup(t, 'nope')).toEqual({ ok: false, error: 'notFound' });
  });

  it('rolls the finished flags up when the only unfinished group goes', () => {
    const ids = sequentialIdGen('g');
    const t = addGroups(makeTemplate([SQUAT], 'separate'), ['normal'], ids);
    const [first, second] = t.actionsCons[0]!.exerciseCons;
    const oneDone = unwrap(finish(t, { exerciseConId: first!.exerciseConId }));
    expect(oneDone.finished).toBe(0);
    const after = unwrap(removeSetGroup(oneDone, second!.exerciseConId));
    expect([after.finished, after.actionsCons[0]!.finished]).toEqual([1, 1]);
  });
});

describe('addSet and removeSet', () => {
  it('adds a set copying the last set of the group', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 1, ids);
    const first = t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!;
    t = unwrap(toggleSide(t, first.id));
    t = unwrap(setIntensity(t, first.id, 'right', 42.5));
    t = unwrap(addSet(t, t.actionsCons[0]!.exerciseCons[0]!.exerciseConId, ids));
    const added = t.actionsCons[0]!.exerciseCons[0]!.exercises[1]!;
    expect(added).toMatchObject({ name: '2', side: 1, intensityCountRight: 42.5, actionRepeatCaseId: first.actionRepeatCaseId });
    expect(added.id).not.toBe(first.id);
  });

  it('removes a set but keeps at least one in the group', () => {
    const t = makeTemplate([SQUAT], 'separate', 2);
    const [a, b] = t.actionsCons[0]!.exerciseCons[0]!.exercises;
    const after = unwrap(removeSet(t, a!.id));
    expect(after.actionsCons[0]!.exerciseCons[0]!.exercises.map((s) => [s.id, s.name])).toEqual([[b!.id, '1']]);
    expect(removeSet(after, b!.id)).toEqual({ ok: false, error: 'groupNeedsSet' });
    expect(removeSet(after, 'nope')).toEqual({ ok: false, error: 'notFound' });
    expect(addSet(after, 'nope', sequentialIdGen('x'))).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('moveSet', () => {
  it('reorders sets within a group and relabels', () => {
    let t = makeTemplate([SQUAT], 'separate', 3);
    const group = t.actionsCons[0]!.exerciseCons[0]!;
    const ids = group.exercises.map((s) => s.id);
    t = unwrap(moveSet(t, group.exerciseConId, 2, 0));
    expect(t.actionsCons[0]!.exerciseCons[0]!.exercises.map((s) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(labelsOf(t)).toEqual(['1', '2', '3']);
    expect(moveSet(t, group.exerciseConId, 0, 3)).toEqual({ ok: false, error: 'notFound' });
    expect(moveSet(t, 'nope', 0, 1)).toEqual({ ok: false, error: 'notFound' });
  });
});
