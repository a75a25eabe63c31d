import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../dictionaries.ts';
import {
  TEMPLATE_LABELS, WEIGHT_LIMITS, addActions, addActionsToBlock, addSet, addSetGroup, allIds, applyDownward, applyUpward, copyBlock, finish,
  intensityForDisplay, intensityLimit, isWeightIntensity, limitValue, moveBlock, moveSet, relabel, removeAction, removeBlock, removeSet,
  removeSetGroup, replaceAction, restore, setIntensity, setQuantity, setRest, setUnits, snapshot, toggleSide, validateTemplate, type ApplyField,
} from './index.ts';
import { ACTIONS, blankTemplate, unwrap } from './test-fixtures.ts';
import { groupKind, sequentialIdGen, type ActionsCon, type IdGen, type NewAction, type Result, type SetGroupKind, type Template } from './types.ts';

/** Random edit sequences on random templates: the rules must hold whatever the user taps. */

const POOL: readonly NewAction[] = [
  ...ACTIONS,
  { id: 105, name: 'Lunge', iconPath: '', gifPath: 'actions/lunge.gif', intensityUnit: { key: 'lbs', name: 'lbs' }, quantityUnit: { key: 'reps', name: 'reps' } },
  { id: 106, name: 'Sled', iconPath: '', gifPath: 'actions/sled.gif', intensityUnit: { key: 'percent1rm', name: '%1RM' }, quantityUnit: { key: 'meters', name: 'meters' } },
];

/** Mostly small picks, so that several edits in a row land on the same block, group or set. */
const pickIndex = fc.oneof({ arbitrary: fc.nat({ max: 2 }), weight: 3 }, { arbitrary: fc.nat({ max: 40 }), weight: 1 });
const value = fc.oneof(fc.double(), fc.integer({ min: -10, max: 3000 }), fc.double({ min: 0, max: 300, noNaN: true }));
const kinds: readonly SetGroupKind[] = ['normal', 'warmup', 'stretch', 'decrease', 'increase'];
const fields: readonly ApplyField[] = ['intensity', 'quantity', 'interval'];

const actionPicks = fc.uniqueArray(fc.nat({ max: POOL.length - 1 }), { minLength: 1, maxLength: 5 });

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('addActions' as const), picks: actionPicks, superset: fc.boolean(), sets: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('addActionsToBlock' as const), block: pickIndex, picks: actionPicks }),
  fc.record({ kind: fc.constant('removeSetGroup' as const), group: pickIndex }),
  fc.record({ kind: fc.constant('setUnits' as const), units: fc.constantFrom('kg' as const, 'lbs' as const) }),
  fc.record({ kind: fc.constant('copyBlock' as const), block: pickIndex }),
  fc.record({ kind: fc.constant('removeAction' as const), block: pickIndex, action: pickIndex }),
  fc.record({ kind: fc.constant('removeBlock' as const), block: pickIndex }),
  fc.record({ kind: fc.constant('replaceAction' as const), block: pickIndex, action: pickIndex, by: pickIndex }),
  fc.record({ kind: fc.constant('addSetGroup' as const), block: pickIndex, group: fc.constantFrom(...kinds) }),
  fc.record({ kind: fc.constant('addSet' as const), group: pickIndex }),
  fc.record({ kind: fc.constant('removeSet' as const), set: pickIndex }),
  fc.record({ kind: fc.constant('toggleSide' as const), set: pickIndex }),
  fc.record({ kind: fc.constant('setIntensity' as const), set: pickIndex, right: fc.boolean(), value }),
  fc.record({ kind: fc.constant('setQuantity' as const), set: pickIndex, value }),
  fc.record({ kind: fc.constant('apply' as const), set: pickIndex, up: fc.boolean(), field: fc.constantFrom(...fields), include: fc.boolean() }),
  fc.record({ kind: fc.constant('moveBlock' as const), from: pickIndex, to: pickIndex }),
  fc.record({ kind: fc.constant('moveSet' as const), group: pickIndex, from: pickIndex, to: pickIndex }),
  fc.record({ kind: fc.constant('setRest' as const), on: fc.constantFrom('block', 'group', 'set'), index: pickIndex, seconds: value }),
  fc.record({ kind: fc.constant('finish' as const), on: fc.constantFrom('all', 'block', 'group'), index: pickIndex, status: fc.constantFrom(0 as const, 1 as const) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

const startArb = fc.record({
  picks: actionPicks,
  superset: fc.boolean(),
  sets: fc.integer({ min: 1, max: 4 }),
  /** The same sets as one many-set group, or as that many one-set normal groups. */
  oneSetGroups: fc.boolean(),
  language: fc.constantFrom<Language>('en', 'zh-Hans'),
  unilateral: fc.boolean(),
  units: fc.constantFrom('kg' as const, 'lbs' as const),
});
type Start = typeof startArb extends fc.Arbitrary<infer T> ? T : never;

function start(s: Start, ids: IdGen): Template {
  const blank = blankTemplate({ unilateral: s.unilateral, units: s.units });
  const mode = s.superset ? 'superset' : 'separate';
  let t = unwrap(addActions(blank, s.picks.map((i) => POOL[i]!), { mode, sets: s.oneSetGroups ? 1 : s.sets }, ids, s.language));
  if (!s.oneSetGroups) return t;
  for (const block of t.actionsCons) {
    for (let n = 1; n < s.sets; n += 1) t = unwrap(addSetGroup(t, block.actionsConId, 'normal', ids));
  }
  return t;
}

function pick<T>(list: readonly T[], n: number): T {
  const item = list[n % list.length];
  if (item === undefined) throw new Error('picked from an empty list');
  return item;
}

function apply(t: Template, op: Op, ids: IdGen): Result<Template> {
  const blocks = t.actionsCons;
  const groups = blocks.flatMap((b) => b.exerciseCons);
  const sets = groups.flatMap((g) => g.exercises);
  switch (op.kind) {
    case 'addActions':
      return addActions(t, op.picks.map((i) => POOL[i]!), { mode: op.superset ? 'superset' : 'separate', sets: op.sets }, ids);
    case 'addActionsToBlock':
      return addActionsToBlock(t, pick(blocks, op.block).actionsConId, op.picks.map((i) => POOL[i]!), ids);
    case 'removeSetGroup': return removeSetGroup(t, pick(groups, op.group).exerciseConId);
    case 'setUnits': return setUnits(t, op.units);
    case 'copyBlock': return copyBlock(t, pick(blocks, op.block).actionsConId, ids);
    case 'removeAction': {
      const block = pick(blocks, op.block);
      return removeAction(t, block.actionsConId, pick(block.actions, op.action).id, ids);
    }
    case 'removeBlock': return removeBlock(t, pick(blocks, op.block).actionsConId);
    case 'replaceAction': {
      const block = pick(blocks, op.block);
      return replaceAction(t, block.actionsConId, pick(block.actions, op.action).id, pick(POOL, op.by));
    }
    case 'addSetGroup': return addSetGroup(t, pick(blocks, op.block).actionsConId, op.group, ids);
    case 'addSet': return addSet(t, pick(groups, op.group).exerciseConId, ids);
    case 'removeSet': return removeSet(t, pick(sets, op.set).id);
    case 'toggleSide': return toggleSide(t, pick(sets, op.set).id);
    case 'setIntensity': return setIntensity(t, pick(sets, op.set).id, op.right ? 'right' : 'left', op.value);
    case 'setQuantity': return setQuantity(t, pick(sets, op.set).id, op.value);
    case 'apply': return (op.up ? applyUpward : applyDownward)(t, pick(sets, op.set).id, op.field, { includeWarmupAndStretch: op.include });
    case 'moveBlock': return moveBlock(t, op.from % blocks.length, op.to % blocks.length);
    case 'moveSet': {
      const group = pick(groups, op.group);
      return moveSet(t, group.exerciseConId, op.from % group.exercises.length, op.to % group.exercises.length);
    }
    case 'setRest': {
      const target = op.on === 'block' ? { actionsConId: pick(blocks, op.index).actionsConId }
        : op.on === 'group' ? { exerciseConId: pick(groups, op.index).exerciseConId }
        : { setId: pick(sets, op.index).id };
      return setRest(t, target, op.seconds);
    }
    case 'finish': {
      const target = op.on === 'all' ? { all: true as const }
        : op.on === 'block' ? { actionsConId: pick(blocks, op.index).actionsConId }
        : { exerciseConId: pick(groups, op.index).exerciseConId };
      return finish(t, target, op.status);
    }
  }
}

/** Freezing every input makes any mutation by a rule throw (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/**
 * The labels the numbering rule asks for, counted afresh for every set (not the way relabel
 * walks the block): a normal set is the n-th normal set of its action in the block, a
 * decrease or increase set the n-th of its action in its group; a normal group the n-th
 * normal group of the block.
 */
function expectedLabels(block: ActionsCon, language: Language): { groups: string[]; sets: string[][] } {
  const texts = TEMPLATE_LABELS[language];
  const kinds = block.exerciseCons.map((g) => groupKind(g.type));
  const groups = block.exerciseCons.map((_, gi) => {
    switch (kinds[gi]!) {
      case 'normal': return texts.group(kinds.slice(0, gi + 1).filter((k) => k === 'normal').length);
      case 'warmup': return texts.warmupGroup;
      case 'stretch': return texts.stretchGroup;
      case 'decrease': return texts.decreaseGroup;
      case 'increase': return texts.increaseGroup;
    }
  });
  const sets = block.exerciseCons.map((group, gi) => group.exercises.map((set, si) => {
    const sameActionUpTo = (g: typeof group, end: number) => g.exercises.slice(0, end).filter((s) => s.actionId === set.actionId).length;
    switch (kinds[gi]!) {
      case 'normal': {
        const before = block.exerciseCons.slice(0, gi).filter((_, i) => kinds[i] === 'normal').reduce((n, g) => n + sameActionUpTo(g, g.exercises.length), 0);
        return texts.normalSet(before + sameActionUpTo(group, si + 1));
      }
      case 'warmup': return texts.warmupSet;
      case 'stretch': return texts.stretchSet;
      case 'decrease': return texts.decreaseSet(sameActionUpTo(group, si + 1));
      case 'increase': return texts.increaseSet(sameActionUpTo(group, si + 1));
    }
  }));
  return { groups, sets };
}

function checkInvariants(t: Template, language: Language): void {
  expect(relabel(t, language)).toEqual(t);
  expect(t.actionsCons.length).toBeGreaterThan(0);
  for (const block of t.actionsCons) {
    expect(block.actions.length).toBeGreaterThan(0);
    expect(block.exerciseCons.length).toBeGreaterThan(0);
    for (const group of block.exerciseCons) expect(group.exercises.length).toBeGreaterThan(0);
    const expected = expectedLabels(block, language);
    expect(block.exerciseCons.map((g) => g.name)).toEqual(expected.groups);
    expect(block.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual(expected.sets);
    expect(block.finished).toBe(block.exerciseCons.every((g) => g.finished === 1) ? 1 : 0);
    for (const set of block.exerciseCons.flatMap((g) => g.exercises)) {
      if (set.side === 0) expect(set.intensityCountRight).toBe(set.intensityCountLeft);
    }
  }
  expect(t.finished).toBe(t.actionsCons.every((b) => b.finished === 1) ? 1 : 0);
  expect(validateTemplate(t)).toEqual([]);
  expect(restore(snapshot(t))).toEqual(t);
}

const sequenceArb = fc.record({ start: startArb, ops: fc.array(opArb, { maxLength: 30 }) });

describe('template edits, over random edit sequences', () => {
  it('keep labels consistent, blocks with actions, at least one block, a valid template and a lossless snapshot', () => {
    fc.assert(fc.property(sequenceArb, ({ start: s, ops }) => {
      const ids = sequentialIdGen();
      let t = start(s, ids);
      checkInvariants(t, s.language);
      for (const op of ops) {
        const before = deepFreeze(t);
        const result = apply(before, op, ids);
        if (result.ok) t = result.value;
        checkInvariants(t, s.language);
      }
    }), { numRuns: 300 });
  });

  it('refuse only for the reasons the rules give', () => {
    fc.assert(fc.property(sequenceArb, ({ start: s, ops }) => {
      const ids = sequentialIdGen();
      let t = start(s, ids);
      for (const op of ops) {
        const result = apply(deepFreeze(t), op, ids);
        if (result.ok) {
          t = result.value;
          continue;
        }
        const expected = {
          removeAction: 'blockNeedsAction', removeBlock: 'templateNeedsExercise', removeSet: 'groupNeedsSet', removeSetGroup: 'blockNeedsGroup',
        } as Record<string, string>;
        expect(result.error).toBe(expected[op.kind]);
      }
    }));
  });

  it('copyBlock never shares an id with the original template', () => {
    fc.assert(fc.property(sequenceArb, pickIndex, ({ start: s, ops }, blockPick) => {
      const ids = sequentialIdGen();
      const t = ops.reduce((acc, op) => {
        const r = apply(acc, op, ids);
        return r.ok ? r.value : acc;
      }, start(s, ids));
      const original = pick(t.actionsCons, blockPick);
      const after = unwrap(copyBlock(t, original.actionsConId, sequentialIdGen()));
      const before = new Set(allIds(t));
      const added = allIds(after).filter((id) => !before.has(id));
      expect(after.actionsCons).toHaveLength(t.actionsCons.length + 1);
      expect(added).toHaveLength(allIds(after).length - before.size);
      expect(new Set(allIds(after)).size).toBe(allIds(after).length);
      expect(validateTemplate(after)).toEqual([]);
    }));
  });

  it('snapshot and restore round-trip exactly, however many edits come between', () => {
    fc.assert(fc.property(startArb, fc.array(opArb, { maxLength: 15 }), (s, ops) => {
      const ids = sequentialIdGen();
      const t = start(s, ids);
      const saved = snapshot(t);
      const edited = ops.reduce((acc, op) => {
        const r = apply(acc, op, ids);
        return r.ok ? r.value : acc;
      }, t);
      expect(edited).toBeDefined();
      expect(restore(saved)).toEqual(t);
      expect(restore(snapshot(restore(saved)))).toEqual(t);
    }));
  });
  it('number the normal sets of each action 1…n in a new block, as one many-set group or as many one-set groups', () => {
    fc.assert(fc.property(startArb, (s) => {
      const t = start(s, sequentialIdGen());
      for (const block of t.actionsCons) {
        expect(block.exerciseCons).toHaveLength(s.oneSetGroups ? s.sets : 1);
        for (const action of block.actions) {
          const labels = block.exerciseCons.flatMap((g) => g.exercises.filter((x) => x.actionId === action.id).map((x) => x.name));
          expect(labels).toEqual(Array.from({ length: s.sets }, (_, i) => String(i + 1)));
        }
      }
      const other = start({ ...s, oneSetGroups: !s.oneSetGroups }, sequentialIdGen());
      const labelsOf = (x: Template) => x.actionsCons.map((b) => b.exerciseCons.flatMap((g) => g.exercises.map((e) => [e.actionId, e.name])));
      expect(labelsOf(other)).toEqual(labelsOf(t));
    }));
  });

  it('addActionsToBlock gives the new action as many sets in each group as the group has rounds, and removeAction takes it all back', () => {
    fc.assert(fc.property(sequenceArb, pickIndex, fc.nat({ max: POOL.length - 1 }), ({ start: s, ops }, blockPick, actionPick) => {
      const ids = sequentialIdGen();
      const t = ops.reduce((acc, op) => {
        const r = apply(acc, op, ids);
        return r.ok ? r.value : acc;
      }, start(s, ids));
      const block = pick(t.actionsCons, blockPick);
      const action = POOL[actionPick]!;
      const after = unwrap(addActionsToBlock(deepFreeze(t), block.actionsConId, [action], ids));
      checkInvariants(after, s.language);
      if (block.actions.some((a) => a.id === action.id)) {
        expect(after).toEqual(t);
        return;
      }
      const grown = after.actionsCons.find((b) => b.actionsConId === block.actionsConId)!;
      expect(grown.actions.map((a) => a.id)).toEqual([...block.actions.map((a) => a.id), action.id]);
      grown.exerciseCons.forEach((group, gi) => {
        const before = block.exerciseCons[gi]!.exercises;
        const rounds = Math.max(...block.actions.map((a) => before.filter((x) => x.actionId === a.id).length));
        expect(group.exercises.filter((x) => x.actionId === action.id)).toHaveLength(rounds);
        expect(group.exercises.filter((x) => x.actionId !== action.id).map((x) => x.id)).toEqual(before.map((x) => x.id));
      });
      expect(unwrap(removeAction(after, block.actionsConId, action.id, ids))).toEqual(t);
    }));
  });

  it('switching units never changes a stored value, and a weight typed in either unit shows as its unit would round it', () => {
    fc.assert(fc.property(sequenceArb, pickIndex, fc.integer({ min: 0, max: 22_000 }), ({ start: s, ops }, setPick, tenths) => {
      const ids = sequentialIdGen();
      const t = ops.reduce((acc, op) => {
        const r = apply(acc, op, ids);
        return r.ok ? r.value : acc;
      }, start(s, ids));
      const other = t.units === 'kg' ? 'lbs' : 'kg';
      const switched = unwrap(setUnits(deepFreeze(t), other));
      expect(switched).toEqual({ ...t, units: other });
      expect(validateTemplate(switched)).toEqual([]);
      expect(unwrap(setUnits(switched, t.units))).toEqual(t);

      const set = pick(t.actionsCons.flatMap((b) => b.exerciseCons.flatMap((g) => g.exercises)), setPick);
      const action = t.actionsCons.flatMap((b) => b.actions).find((a) => a.id === set.actionId)!;
      const typed = tenths / 10;
      const written = unwrap(setIntensity(t, set.id, 'left', typed));
      const stored = written.actionsCons.flatMap((b) => b.exerciseCons.flatMap((g) => g.exercises)).find((x) => x.id === set.id)!.intensityCountLeft;
      expect(intensityForDisplay(stored, action, t.units)).toBe(limitValue(typed, intensityLimit(action, t.units)));
      if (isWeightIntensity(action)) expect(stored).toBeLessThanOrEqual(WEIGHT_LIMITS.kg.max);
      else expect(stored).toBe(limitValue(typed, intensityLimit(action, other)));
    }));
  });
});
