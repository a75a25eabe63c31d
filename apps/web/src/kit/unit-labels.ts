import { SERVER_DICTIONARY_KEYS, dictLabel, serverDictionary, unitRef, type Language } from '@repwise/domain';
import { useCallback } from 'react';
import { useI18n } from '../i18n/index.ts';

/** The two unit dictionaries of an exercise (spec §3). */
export type UnitKind = 'intensityUnit' | 'quantityUnit';

/** Units with a short form in the catalogue (units.*). */
const SHORT_UNIT_KEYS = ['kg', 'lbs', 'percent1rm', 'level', 'kmh', 'reps', 'seconds', 'minutes', 'meters', 'kilometers', 'calories'] as const;
type ShortUnitKey = (typeof SHORT_UNIT_KEYS)[number];

function isShortUnitKey(key: string): key is ShortUnitKey {
  return (SHORT_UNIT_KEYS as readonly string[]).includes(key);
}

/** The units of one kind to choose from, labelled in the language. */
export function unitChoices(kind: UnitKind, language: Language): { value: string; label: string }[] {
  return serverDictionary(SERVER_DICTIONARY_KEYS[kind]).map((entry) => ({ value: entry.value, label: dictLabel(entry, language) }));
}

/** A unit where space is short ("kg", "reps", "s"); a unit without a short form shows its dictionary name. */
export function useShortUnitLabel(): (kind: UnitKind, key: string) => string {
  const { t, language } = useI18n();
  return useCallback((kind: UnitKind, key: string) => (isShortUnitKey(key) ? t(`units.${key}`) : unitRef(SERVER_DICTIONARY_KEYS[kind], key, language).name), [t, language]);
}
