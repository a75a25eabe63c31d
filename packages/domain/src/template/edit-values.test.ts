import { describe, expect, it } from 'vitest';
import {
  REST_LIMIT, WEIGHT_LIMITS, addSet, addSetGroup, applyDownward, applyUpward, limitValue, setIntensity, setQuantity, setRest, toggleSide, weightForDisplay,
} from './index.ts';
import { BIKE, PLANK, ROW, SQUAT, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type Template, type TemplateExercise } from './types.ts';

function setsOf(t: Template, blockIndex = 0): TemplateExercise[] {
  return t.actionsCons[blockIndex]!.exerciseCons.flatMap((g) => g.exercises);
}

function firstSetId(t: Template): string {
  return setsOf(t)[0]!.id;
}

describe('toggleSide', () => {
  it('flips a set between both sides and single side, copying left to right on the way back', () => {
    let t = makeTemplate([SQUAT], 'separate', 2);
    const id = firstSetId(t);
    t = unwrap(toggleSide(t, id));
    expect(setsOf(t)[0]!.side).toBe(1);
    expect(setsOf(t)[1]!.side).toBe(0);
    t = unwrap(setIntensity(t, id, 'left', 20));
    t = unwrap(setIntensity(t, id, 'right', 22.5));
    expect(setsOf(t)[0]).toMatchObject({ intensityCountLeft: 20, intensityCountRight: 22.5 });
    t = unwrap(toggleSide(t, id));
    expect(setsOf(t)[0]).toMatchObject({ side: 0, intensityCountLeft: 20, intensityCountRight: 20 });
    expect(toggleSide(t, 'nope')).toEqual({ ok: false, error: 'notFound' });
  });
});

describe('setIntensity and setQuantity', () => {
  it('writes both values on a both-sides set, from either side', () => {
    const t = makeTemplate([SQUAT], 'separate');
    const after = unwrap(setIntensity(t, firstSetId(t), 'right', 70));
    expect(setsOf(after)[0]).toMatchObject({ intensityCountLeft: 70, intensityCountRight: 70 });
  });

  it('clamps to 0 and the unit maximum and rounds kg to 0.25 and lbs to 0.5, as typed in the template units', () => {
    const kg = makeTemplate([SQUAT], 'separate');
    const lbs = makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { units: 'lbs' });
    const intensity = (t: Template, v: number) => setsOf(unwrap(setIntensity(t, firstSetId(t), 'left', v)))[0]!.intensityCountLeft;
    expect([intensity(kg, 62.4), intensity(kg, 62.38), intensity(kg, -5), intensity(kg, 5000), intensity(kg, Number.NaN)]).toEqual([62.5, 62.5, 0, 1000, 0]);
    const shownInLbs = (v: number) => weightForDisplay(intensity(lbs, v), 'lbs');
    expect([shownInLbs(135.2), shownInLbs(135.3), shownInLbs(5000)]).toEqual([135, 135.5, WEIGHT_LIMITS.lbs.max]);
  });

  it('stores weights typed in lbs as kg to 0.01 kg, and other intensities as typed in either unit', () => {
    const lbs = makeTemplate([SQUAT, BIKE], 'separate', 1, sequentialIdGen(), { units: 'lbs' });
    const squat = unwrap(setIntensity(lbs, firstSetId(lbs), 'right', 135));
    expect(setsOf(squat)[0]).toMatchObject({ intensityCountLeft: 61.23, intensityCountRight: 61.23 });
    expect(setsOf(unwrap(setIntensity(lbs, firstSetId(lbs), 'left', 5000)))[0]!.intensityCountLeft).toBe(997.9);
    const bikeSet = setsOf(lbs, 1)[0]!.id;
    expect(setsOf(unwrap(setIntensity(lbs, bikeSet, 'left', 7.6)), 1)[0]!.intensityCountLeft).toBe(8);
    const plank = makeTemplate([PLANK], 'separate', 1, sequentialIdGen(), { units: 'lbs' });
    expect(setsOf(unwrap(setIntensity(plank, firstSetId(plank), 'left', 10.3)))[0]!.intensityCountLeft).toBe(10.25);
  });

  it('uses the unit of the action for other intensities and for quantities', () => {
    const t = makeTemplate([PLANK, BIKE], 'separate');
    const bikeSet = setsOf(t, 1)[0]!.id;
    const plankSet = firstSetId(t);
    expect(setsOf(unwrap(setIntensity(t, bikeSet, 'left', 7.6)), 1)[0]!.intensityCountLeft).toBe(8);
    expect(setsOf(unwrap(setQuantity(t, bikeSet, 12.3)), 1)[0]!.quantityCount).toBe(12.5);
    expect(setsOf(unwrap(setQuantity(t, plankSet, 99_999)))[0]!.quantityCount).toBe(36_000);
    const squat = makeTemplate([SQUAT], 'separate');
    expect(setsOf(unwrap(setQuantity(squat, firstSetId(squat), 8.6)))[0]!.quantityCount).toBe(9);
    expect(setsOf(unwrap(setQuantity(squat, firstSetId(squat), 1001)))[0]!.quantityCount).toBe(1000);
  });

  it('keeps decimals clean for fractional steps', () => {
    expect(limitValue(0.3, { max: 50, step: 0.1 })).toBe(0.3);
    expect(limitValue(12.345, { max: 100, step: 0.01 })).toBe(12.35);
  });
});

describe('applyUpward and applyDownward', () => {
  /** Squat and row as a superset, two rounds, plus a warm-up round and a stretch round. */
  function superset(): Template {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'warmup', ids));
    return unwrap(addSetGroup(t, blockId, 'stretch', ids));
  }
  // Order shown: warm-up [S, R], group 1 [S, R, S, R], stretch [S, R].

  it('copies to every earlier set of the same action in the block, across groups, skipping warm-up and stretch sets', () => {
    let t = superset();
    const source = setsOf(t)[4]!; // the second normal squat set
    t = unwrap(setQuantity(t, source.id, 5));
    const skipping = unwrap(applyUpward(t, source.id, 'quantity'));
    expect(setsOf(skipping).map((s) => s.quantityCount)).toEqual([0, 0, 5, 0, 5, 0, 0, 0]);
    const including = unwrap(applyUpward(t, source.id, 'quantity', { includeWarmupAndStretch: true }));
    expect(setsOf(including).map((s) => s.quantityCount)).toEqual([5, 0, 5, 0, 5, 0, 0, 0]);
  });

  it('copies to every later set of the same action in the block, skipping warm-up and stretch sets', () => {
    let t = superset();
    const source = setsOf(t)[3]!; // the first normal row set
    t = unwrap(setRest(t, { setId: source.id }, 90));
    const skipping = unwrap(applyDownward(t, source.id, 'interval'));
    expect(setsOf(skipping).map((s) => s.intervalSeconds)).toEqual([60, 60, 60, 90, 60, 90, 60, 60]);
    const including = unwrap(applyDownward(t, source.id, 'interval', { includeWarmupAndStretch: true }));
    expect(setsOf(including).map((s) => s.intervalSeconds)).toEqual([60, 60, 60, 90, 60, 90, 60, 90]);
  });

  it('reaches decrease and increase sets by default, and the other sets of a warm-up group applied from', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 1, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    for (const kind of ['warmup', 'decrease', 'stretch', 'increase'] as const) t = unwrap(addSetGroup(t, blockId, kind, ids));
    const warmup = t.actionsCons[0]!.exerciseCons[0]!;
    t = unwrap(addSet(t, warmup.exerciseConId, ids));
    // Order shown: warm-up [a, b], group 1 [c], decrease [d], increase [e], stretch [f].
    const kinds = () => t.actionsCons[0]!.exerciseCons.map((g) => g.type);
    expect(kinds()).toEqual([2, 1, 4, 5, 3]);
    const [a, , c] = setsOf(t);
    const fromNormal = unwrap(applyDownward(unwrap(setQuantity(t, c!.id, 8)), c!.id, 'quantity'));
    expect(setsOf(fromNormal).map((s) => s.quantityCount)).toEqual([0, 0, 8, 8, 8, 0]);
    const fromWarmup = unwrap(applyDownward(unwrap(setQuantity(t, a!.id, 3)), a!.id, 'quantity'));
    expect(setsOf(fromWarmup).map((s) => s.quantityCount)).toEqual([3, 3, 3, 3, 3, 0]);
    const everything = unwrap(applyDownward(unwrap(setQuantity(t, a!.id, 3)), a!.id, 'quantity', { includeWarmupAndStretch: true }));
    expect(setsOf(everything).map((s) => s.quantityCount)).toEqual([3, 3, 3, 3, 3, 3]);
  });

  it('copies intensity per side, keeping both-sides targets equal on both sides', () => {
    let t = makeTemplate([SQUAT], 'separate', 3);
    const [a, b, c] = setsOf(t).map((s) => s.id);
    t = unwrap(toggleSide(t, c!));
    t = unwrap(toggleSide(t, b!));
    t = unwrap(setIntensity(t, b!, 'left', 30));
    t = unwrap(setIntensity(t, b!, 'right', 35));
    const up = unwrap(applyUpward(t, b!, 'intensity'));
    expect(setsOf(up).map((s) => [s.intensityCountLeft, s.intensityCountRight])).toEqual([[30, 30], [30, 35], [0, 0]]);
    const down = unwrap(applyDownward(t, b!, 'intensity'));
    expect(setsOf(down).map((s) => [s.intensityCountLeft, s.intensityCountRight])).toEqual([[0, 0], [30, 35], [30, 35]]);
    expect(unwrap(applyUpward(t, a!, 'intensity'))).toEqual(t);
    expect(applyDownward(t, 'nope', 'quantity')).toEqual({ ok: false, error: 'notFound' });
  });

  it('never reaches another block', () => {
    let t = makeTemplate([SQUAT, SQUAT], 'separate', 2);
    const source = setsOf(t, 0)[1]!;
    t = unwrap(setQuantity(t, source.id, 8));
    t = unwrap(applyUpward(t, source.id, 'quantity'));
    expect(setsOf(t, 1).map((s) => s.quantityCount)).toEqual([0, 0]);
  });
});

describe('setRest', () => {
  it('sets block rest, group rest and set interval, clamped to whole seconds within an hour', () => {
    let t = makeTemplate([SQUAT], 'separate');
    const block = t.actionsCons[0]!;
    t = unwrap(setRest(t, { actionsConId: block.actionsConId }, 120.4));
    t = unwrap(setRest(t, { exerciseConId: block.exerciseCons[0]!.exerciseConId }, 99_999));
    t = unwrap(setRest(t, { setId: firstSetId(t) }, -3));
    expect(t.actionsCons[0]!.restSeconds).toBe(120);
    expect(t.actionsCons[0]!.exerciseCons[0]!.restSeconds).toBe(REST_LIMIT.max);
    expect(setsOf(t)[0]!.intervalSeconds).toBe(0);
    expect(setRest(t, { setId: 'nope' }, 10)).toEqual({ ok: false, error: 'notFound' });
    expect(setRest(t, { actionsConId: 'nope' }, 10)).toEqual({ ok: false, error: 'notFound' });
    expect(setRest(t, { exerciseConId: 'nope' }, 10)).toEqual({ ok: false, error: 'notFound' });
  });

  /** Two blocks: a squat with a warm-up group and two working sets, then a row. */
  function twoBlocks(): Template {
    let t = makeTemplate([SQUAT, ROW], 'separate', 2, sequentialIdGen());
    t = unwrap(addSetGroup(t, t.actionsCons[0]!.actionsConId, 'warmup', sequentialIdGen('w')));
    return t;
  }
  const intervals = (t: Template, blockIndex: number) => t.actionsCons[blockIndex]!.exerciseCons.map((g) => g.exercises.map((s) => s.intervalSeconds));

  it('sets the interval after every set of one group, leaving the block\'s other groups and other blocks as they were', () => {
    const t = twoBlocks();
    const [warmup, working] = t.actionsCons[0]!.exerciseCons;
    const after = unwrap(setRest(t, { everySetIn: { exerciseConId: working!.exerciseConId } }, 90));
    expect(intervals(after, 0)).toEqual([warmup!.exercises.map(() => 60), [90, 90]]);
    expect(intervals(after, 1)).toEqual([[60, 60]]);
  });

  it('sets the interval after every set of a block, or of the whole template, in one edit', () => {
    const t = twoBlocks();
    const block = unwrap(setRest(t, { everySetIn: { actionsConId: t.actionsCons[0]!.actionsConId } }, 45));
    expect(intervals(block, 0).flat().every((s) => s === 45)).toBe(true);
    expect(intervals(block, 1)).toEqual([[60, 60]]);
    const whole = unwrap(setRest(t, { everySetIn: 'template' }, 150.6));
    expect([...intervals(whole, 0), ...intervals(whole, 1)].flat()).toEqual(Array(setsOf(t, 0).length + 2).fill(151));
  });

  it('sets the rest after every group of a block or the template, and after every block', () => {
    const t = twoBlocks();
    const groups = unwrap(setRest(t, { everyGroupIn: { actionsConId: t.actionsCons[0]!.actionsConId } }, 75));
    expect(groups.actionsCons[0]!.exerciseCons.map((g) => g.restSeconds)).toEqual([75, 75]);
    expect(groups.actionsCons[1]!.exerciseCons.map((g) => g.restSeconds)).toEqual([60]);
    const allGroups = unwrap(setRest(t, { everyGroupIn: 'template' }, 30));
    expect(allGroups.actionsCons.flatMap((b) => b.exerciseCons.map((g) => g.restSeconds))).toEqual([30, 30, 30]);
    const blocks = unwrap(setRest(t, { everyBlockIn: 'template' }, 200));
    expect(blocks.actionsCons.map((b) => b.restSeconds)).toEqual([200, 200]);
    // Set intervals are another kind of rest: untouched by group and block rests.
    expect(intervals(blocks, 0)).toEqual(intervals(t, 0));
  });

  it('refuses a scope that is not in the template, changing nothing', () => {
    const t = twoBlocks();
    expect(setRest(t, { everySetIn: { exerciseConId: 'nope' } }, 10)).toEqual({ ok: false, error: 'notFound' });
    expect(setRest(t, { everySetIn: { actionsConId: 'nope' } }, 10)).toEqual({ ok: false, error: 'notFound' });
    expect(setRest(t, { everyGroupIn: { actionsConId: 'nope' } }, 10)).toEqual({ ok: false, error: 'notFound' });
  });
});
