import { QUANTITY_LIMITS, WEIGHT_LIMITS, weightFromDisplay, type WeightUnit } from '@repwise/domain';

/** Why a typed weight or rep count is not taken; the field shows it and the set cannot be saved. */
export type TypedProblem = { problem: 'notNumber' | 'negative' | 'decimals' | 'whole' } | { problem: 'tooMuch'; max: number };

/**
 * A weight or rep count as typed on the phone's number pad: a weight in the person's unit
 * (kg or lbs) answered in kg, as stored; reps as a whole count. A weight takes at most one
 * decimal in either unit — 102.5 kg, 225.5 lb — the precision a weight is shown with
 * (weightForDisplay) and the one a pound value survives its kg round trip with exactly
 * (weightFromDisplay). A comma is read as the decimal point (some keyboards offer only that).
 * The ceilings are the template's (WEIGHT_LIMITS, QUANTITY_LIMITS.reps).
 */
export function readTyped(text: string, unit: WeightUnit | undefined): { value: number } | TypedProblem {
  const typed = text.trim().replace(',', '.');
  if (/^-/.test(typed)) return { problem: 'negative' };
  if (!/^(\d+([.]\d*)?|[.]\d+)$/.test(typed)) return { problem: 'notNumber' };
  const decimals = typed.split('.')[1]?.length ?? 0;
  const number = Number(typed);
  if (!unit) {
    if (decimals > 0 && number !== Math.trunc(number)) return { problem: 'whole' };
    return number > QUANTITY_LIMITS.reps!.max ? { problem: 'tooMuch', max: QUANTITY_LIMITS.reps!.max } : { value: Math.trunc(number) };
  }
  if (decimals > 1) return { problem: 'decimals' };
  const { max } = WEIGHT_LIMITS[unit];
  return number > max ? { problem: 'tooMuch', max } : { value: weightFromDisplay(number, unit) };
}
