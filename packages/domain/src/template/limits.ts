import { clamp } from '../clamp.ts';
import { ownEntry } from '../own-entry.ts';
import type { TemplateAction, WeightUnit } from './types.ts';
import { isWeightIntensity } from './units.ts';

/** A value is kept between 0 and `max` and rounded to a multiple of `step`. */
export interface ValueLimit {
  readonly max: number;
  readonly step: number;
}

/**
 * A weight as typed and shown, in the template's units (spec §3 "units kg or lbs"); it is
 * stored in kg (units.ts). The ceiling is the same ~1000 kg in both units (2200 lb is
 * 997.9 kg); the steps are the smallest loads gyms usually add (a pair of 0.125 kg or 0.25 lb
 * plates).
 */
export const WEIGHT_LIMITS: Readonly<Record<WeightUnit, ValueLimit>> = {
  kg: { max: 1000, step: 0.25 },
  lbs: { max: 2200, step: 0.5 },
};

/**
 * A weight as stored: kg up to the kg ceiling, to 0.01 kg — the precision a weight typed in
 * lbs is stored with (units.ts weightFromDisplay), so 135 lb stays 61.23 kg.
 */
export const STORED_WEIGHT_LIMIT: ValueLimit = { max: WEIGHT_LIMITS.kg.max, step: 0.01 };

/** Intensity units of the server dictionary other than plain weights. */
export const INTENSITY_LIMITS: Readonly<Record<string, ValueLimit>> = {
  // Bodyweight sets record a number that is not converted between kg and lbs (units.ts), so
  // its range does not depend on the template's units.
  bodyweight: { max: 1000, step: 0.25 },
  percent1rm: { max: 200, step: 0.5 },
  level: { max: 100, step: 1 },
  kmh: { max: 50, step: 0.1 },
};

/** Quantity units of the server dictionary; reps and seconds are whole numbers. */
export const QUANTITY_LIMITS: Readonly<Record<string, ValueLimit>> = {
  reps: { max: 1000, step: 1 },
  seconds: { max: 36_000, step: 1 },
  minutes: { max: 600, step: 0.5 },
  meters: { max: 100_000, step: 1 },
  kilometers: { max: 100, step: 0.01 },
  calories: { max: 10_000, step: 1 },
};

/** For a unit the dictionary gained after this code was written: generous, two decimals. */
export const UNKNOWN_UNIT_LIMIT: ValueLimit = { max: 36_000, step: 0.01 };

/** Block rest, group rest and set interval: whole seconds up to an hour. */
export const REST_LIMIT: ValueLimit = { max: 3600, step: 1 };

/**
 * The limit of an intensity as typed and shown: weights (units.ts isWeightIntensity) in the
 * template's units, every other unit by its own range, the same in both units.
 */
export function intensityLimit(action: Pick<TemplateAction, 'intensityUnit'>, units: WeightUnit): ValueLimit {
  // Units other than lbs (only in data that fails validation) are read as kg rather than crash.
  if (isWeightIntensity(action)) return units === 'lbs' ? WEIGHT_LIMITS.lbs : WEIGHT_LIMITS.kg;
  return ownEntry(INTENSITY_LIMITS, action.intensityUnit.key) ?? UNKNOWN_UNIT_LIMIT;
}

/** The limit of an intensity as stored: weights in kg (STORED_WEIGHT_LIMIT), whatever the template's units. */
export function storedIntensityLimit(action: Pick<TemplateAction, 'intensityUnit'>): ValueLimit {
  return isWeightIntensity(action) ? STORED_WEIGHT_LIMIT : intensityLimit(action, 'kg');
}

export function quantityLimit(action: Pick<TemplateAction, 'quantityUnit'>): ValueLimit {
  return ownEntry(QUANTITY_LIMITS, action.quantityUnit.key) ?? UNKNOWN_UNIT_LIMIT;
}

/**
 * Clamps into [0, max] (NaN and negatives become 0), then rounds to the nearest step. The
 * result is trimmed to the step's decimals so 0.1 steps give 0.3, not 0.30000000000000004.
 */
export function limitValue(value: number, limit: ValueLimit): number {
  const clamped = clamp(value, 0, limit.max);
  const decimals = (String(limit.step).split('.')[1] ?? '').length;
  const rounded = Math.round(clamped / limit.step) * limit.step;
  return Math.min(limit.max, Number(rounded.toFixed(decimals)));
}

/** Whether a stored value is one limitValue could have produced in range (steps are not re-checked). */
export function withinLimit(value: number, limit: ValueLimit): boolean {
  return Number.isFinite(value) && value >= 0 && value <= limit.max;
}
