import type { Template, TemplateAction } from '@repwise/domain';
import { useCallback } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { intensityUnitKey, isShortUnitKey } from './format.ts';

/** Short unit labels for the set cells ("kg", "reps", "s"); unknown units show their dictionary name. */
export function useUnitLabels(units: Template['units']) {
  const { t } = useI18n();
  const short = useCallback((key: string, fallback: string) => (isShortUnitKey(key) ? t(`templates.unitShort.${key}`) : fallback), [t]);
  return {
    intensity: useCallback((action: Pick<TemplateAction, 'intensityUnit'>) => short(intensityUnitKey(action, { units }), action.intensityUnit.name), [short, units]),
    quantity: useCallback((action: Pick<TemplateAction, 'quantityUnit'>) => short(action.quantityUnit.key, action.quantityUnit.name), [short]),
  };
}
