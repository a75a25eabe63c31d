import type { TemplateAction, WeightUnit } from '@repwise/domain';
import { useMemo } from 'react';
import { useShortUnitLabel } from '../../../kit/unit-labels.ts';
import { intensityUnitKey } from './format.ts';

/** The units of a set's cells: loads in the template's weight unit, everything else in the action's own. */
export function useUnitLabels(units: WeightUnit) {
  const label = useShortUnitLabel();
  return useMemo(
    () => ({
      intensity: (action: Pick<TemplateAction, 'intensityUnit'>) => label('intensityUnit', intensityUnitKey(action, { units })),
      quantity: (action: Pick<TemplateAction, 'quantityUnit'>) => label('quantityUnit', action.quantityUnit.key),
    }),
    [label, units],
  );
}
