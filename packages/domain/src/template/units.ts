import { ok } from './tree.ts';
import type { Result, Template, TemplateAction, WeightUnit } from './types.ts';

/**
 * Weights are stored canonically in kilograms. A template's `units` (spec §3 "units kg or
 * lbs") only says how the editor and the training screen show weights and take them in:
 * every weight in intensityCountLeft/Right is kg whatever the template's units, so switching
 * units never touches a stored value, and a template read in either unit means the same load.
 *
 * Only weight intensities are weights: an action whose intensityUnit.key is 'kg' or 'lbs'.
 * Bodyweight, %1RM, level and km/h values are stored and shown as they are, in either unit.
 */

/** The international pound, exactly. */
export const KG_PER_LB = 0.45359237;

/** Intensity unit keys whose values are weights (stored in kg, shown in the template's units). */
export const WEIGHT_INTENSITY_KEYS: readonly string[] = ['kg', 'lbs'];

export function isWeightIntensity(action: Pick<TemplateAction, 'intensityUnit'>): boolean {
  return WEIGHT_INTENSITY_KEYS.includes(action.intensityUnit.key);
}

/**
 * Rounds half away from zero to `decimals` places. The product is first read to 12
 * significant digits, so binary noise (1.005 * 100 = 100.49999999999999) does not decide the
 * rounding; -0 comes back as 0.
 */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) / factor + 0;
}

/**
 * A stored weight (kg) as the template shows it. In kg: the stored value with up to 2
 * decimals (stored values already have at most 2, see weightFromDisplay). In lbs: converted
 * and rounded to 0.1 lb — the precision a pound value is shown and typed with.
 */
export function weightForDisplay(kg: number, units: WeightUnit): number {
  return units === 'lbs' ? roundTo(kg / KG_PER_LB, 1) : roundTo(kg, 2);
}

/**
 * A weight as typed in the template's units, as stored (kg). In kg: rounded to 0.01 kg. In
 * lbs: converted and rounded to 0.01 kg. 0.01 kg is under a quarter of 0.1 lb, so every value
 * typed in lbs with at most one decimal (0–2000 lb and well beyond) shows again exactly as it
 * was typed: weightForDisplay(weightFromDisplay(v, 'lbs'), 'lbs') === v. Not the other way
 * round: a kg value shown in lbs and typed back may move by 0.01 kg, which is why switching
 * units must not convert stored values.
 */
export function weightFromDisplay(value: number, units: WeightUnit): number {
  return roundTo(units === 'lbs' ? value * KG_PER_LB : value, 2);
}

/** A stored intensity as shown: weights through weightForDisplay, every other unit as it is. */
export function intensityForDisplay(value: number, action: Pick<TemplateAction, 'intensityUnit'>, units: WeightUnit): number {
  return isWeightIntensity(action) ? weightForDisplay(value, units) : value;
}

/** An intensity as typed, as stored: weights through weightFromDisplay, every other unit as it is. */
export function intensityFromDisplay(value: number, action: Pick<TemplateAction, 'intensityUnit'>, units: WeightUnit): number {
  return isWeightIntensity(action) ? weightFromDisplay(value, units) : value;
}

/**
 * Switches the unit the template shows and takes weights in. Only the `units` field changes:
 * stored weights are kg and stay exactly as they are (converting them back and forth would
 * drift by rounding), labels and finished flags too. Never refused.
 */
export function setUnits(template: Template, units: WeightUnit): Result<Template> {
  return ok({ ...template, units });
}
