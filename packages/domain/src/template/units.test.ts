import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KG_PER_LB, STORED_WEIGHT_LIMIT, intensityForDisplay, intensityFromDisplay, isWeightIntensity, setIntensity, setUnits, storedIntensityLimit,
  validateTemplate, weightForDisplay, weightFromDisplay,
} from './index.ts';
import { BIKE, PLANK, ROW, SQUAT, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen } from './types.ts';

describe('weightForDisplay and weightFromDisplay', () => {
  it('show kg as stored, to 2 decimals, and lbs to 0.1 lb', () => {
    expect(weightForDisplay(61.23, 'kg')).toBe(61.23);
    expect(weightForDisplay(62.5, 'kg')).toBe(62.5);
    expect(weightForDisplay(1.005, 'kg')).toBe(1.01);
    expect(weightForDisplay(61.23, 'lbs')).toBe(135);
    expect(weightForDisplay(100, 'lbs')).toBe(220.5);
    expect(weightForDisplay(0, 'lbs')).toBe(0);
  });

  it('store a value typed in lbs as kg to 0.01 kg, and a value typed in kg to 0.01 kg', () => {
    expect(weightFromDisplay(135, 'lbs')).toBe(61.23);
    expect(weightFromDisplay(45, 'lbs')).toBe(20.41);
    expect(weightFromDisplay(1, 'lbs')).toBe(0.45);
    expect(weightFromDisplay(62.5, 'kg')).toBe(62.5);
    expect(weightFromDisplay(62.504, 'kg')).toBe(62.5);
    expect(Object.is(weightFromDisplay(-0.001, 'kg'), 0)).toBe(true);
    expect(KG_PER_LB).toBe(0.45359237);
  });

  it('give back every lbs value with at most one decimal from 0 to 2000 exactly as typed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20_000 }), (tenths) => {
      const typed = tenths / 10;
      expect(weightForDisplay(weightFromDisplay(typed, 'lbs'), 'lbs')).toBe(typed);
    }), { numRuns: 2000 });
    const missed = Array.from({ length: 20_001 }, (_, tenths) => tenths / 10).filter((v) => weightForDisplay(weightFromDisplay(v, 'lbs'), 'lbs') !== v);
    expect(missed).toEqual([]);
  });

  it('give back every kg value with at most two decimals exactly as typed', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
      const typed = hundredths / 100;
      expect(weightForDisplay(weightFromDisplay(typed, 'kg'), 'kg')).toBe(typed);
    }));
  });
});

describe('weight intensities', () => {
  it('are the actions measured in kg or lbs; bodyweight, %1RM, level and km/h are not', () => {
    const unit = (key: string) => ({ intensityUnit: { key, name: key } });
    expect(['kg', 'lbs', 'bodyweight', 'percent1rm', 'level', 'kmh'].map((key) => isWeightIntensity(unit(key)))).toEqual([true, true, false, false, false, false]);
    expect(storedIntensityLimit(SQUAT)).toBe(STORED_WEIGHT_LIMIT);
    expect(storedIntensityLimit(BIKE)).toEqual({ max: 100, step: 1 });
  });

  it('convert only weights between display and storage', () => {
    expect(intensityForDisplay(61.23, SQUAT, 'lbs')).toBe(135);
    expect(intensityFromDisplay(135, ROW, 'lbs')).toBe(61.23);
    expect(intensityForDisplay(8, BIKE, 'lbs')).toBe(8);
    expect(intensityFromDisplay(12.5, PLANK, 'lbs')).toBe(12.5);
    expect(intensityFromDisplay(12.5, SQUAT, 'kg')).toBe(12.5);
  });
});

describe('setUnits', () => {
  it('changes only the units field: stored kg values, labels and everything else stay', () => {
    let t = makeTemplate([SQUAT, PLANK, BIKE], 'separate', 2, sequentialIdGen());
    const ids = t.actionsCons.map((b) => b.exerciseCons[0]!.exercises[0]!.id);
    t = unwrap(setIntensity(t, ids[0]!, 'left', 62.5));
    t = unwrap(setIntensity(t, ids[1]!, 'left', 10));
    t = unwrap(setIntensity(t, ids[2]!, 'left', 7));
    const lbs = unwrap(setUnits(t, 'lbs'));
    expect(lbs).toEqual({ ...t, units: 'lbs' });
    expect(validateTemplate(lbs)).toEqual([]);
    expect(unwrap(setUnits(lbs, 'kg'))).toEqual(t);
    expect(weightForDisplay(lbs.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.intensityCountLeft, lbs.units)).toBe(137.8);
  });

  it('keeps a template typed in lbs valid after switching to kg, up to the lbs ceiling', () => {
    const lbs = makeTemplate([SQUAT], 'separate', 1, sequentialIdGen(), { units: 'lbs' });
    const heavy = unwrap(setIntensity(lbs, lbs.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id, 'left', 2200));
    expect(validateTemplate(unwrap(setUnits(heavy, 'kg')))).toEqual([]);
  });
});
