import { clamp } from '../clamp.ts';
import type { TemplateAction, WeightUnit } from './types.ts';

/** A value is kept between 0 and `max` and rounded to a multiple of `step`. */
export interface ValueLimit {
  readonly max: number;
  readonly step: number;
}

/**
 * Weights follow the template's unit, not the action's: a template records every weight in
 * one unit (spec §3 "units kg or lbs"). The ceiling is the same ~1000 kg in both units; the
 * steps are the smallest loads gyms usually add (a pair of 0.125 kg or 0.25 lb plates).
 */
export const WEIGHT_LIMITS: Readonly<Record<WeightUnit, ValueLimit>> = {
  kg: { max: 1000, step: 0.25 },
  lbs: { max: 2200, step: 0.5 },
};

/** Intensity units of the server dictionary other than plain weights. */
export const INTENSITY_LIMITS: Readonly<Record<string, ValueLimit>> = {
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

/** Weight-like intensity units: bodyweight sets record the added load, in the template's unit. */
const WEIGHT_KEYS = new Set(['kg', 'lbs', 'bodyweight']);

export function intensityLimit(action: Pick<TemplateAction, 'intensityUnit'>, units: WeightUnit): ValueLimit {
  const key = action.intensityUnit.key;
  // Units other than lbs (only in data that fails validation) are read as kg rather than crash.
  if (WEIGHT_KEYS.has(key)) return units === 'lbs' ? WEIGHT_LIMITS.lbs : WEIGHT_LIMITS.kg;
  return INTENSITY_LIMITS[key] ?? UNKNOWN_UNIT_LIMIT;
}

export function quantityLimit(action: Pick<TemplateAction, 'quantityUnit'>): ValueLimit {
  return QUANTITY_LIMITS[action.quantityUnit.key] ?? UNKNOWN_UNIT_LIMIT;
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
