import { isWeightIntensity, type TemplateAction, type WeightUnit } from '@repwise/domain';
import type { PadField } from './pad-logic.ts';

export type QuickChip = { readonly kind: 'add'; readonly delta: number } | { readonly kind: 'set'; readonly value: number };

const adds = (...deltas: number[]): QuickChip[] => deltas.map((delta) => ({ kind: 'add', delta }));
const sets = (...values: number[]): QuickChip[] => values.map((value) => ({ kind: 'set', value }));

/**
 * Quick chips under the value: load steps for intensities, the usual amounts for quantities.
 * Weights step in the template's units (the pad takes them as shown); bodyweight is not a
 * weight (domain units.ts) and steps the same in either unit.
 */
export function quickChips(action: TemplateAction, field: PadField, units: WeightUnit): QuickChip[] {
  if (field === 'quantity') {
    switch (action.quantityUnit.key) {
      case 'reps': return sets(5, 8, 10, 12, 15);
      case 'seconds': return sets(20, 30, 45, 60, 90);
      case 'minutes': return sets(5, 10, 15, 20, 30);
      default: return [];
    }
  }
  if (isWeightIntensity(action)) return units === 'lbs' ? adds(-10, -5, 5, 10) : adds(-5, -2.5, 2.5, 5);
  switch (action.intensityUnit.key) {
    case 'bodyweight': case 'percent1rm': return adds(-5, -2.5, 2.5, 5);
    case 'level': return adds(-2, -1, 1, 2);
    case 'kmh': return adds(-1, -0.5, 0.5, 1);
    default: return [];
  }
}

export function chipText(chip: QuickChip): string {
  if (chip.kind === 'set') return String(chip.value);
  return chip.delta > 0 ? `+${chip.delta}` : `−${Math.abs(chip.delta)}`;
}
