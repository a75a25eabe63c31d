import { BASE_INFO_RANGES, CIRCUMFERENCE_RANGE, GENDER, clamp, clampBaseInfo, dictLabel, labelOf, type Language } from '@repwise/domain';
import type { TFunction } from 'i18next';
import type { Format } from '../../i18n/format.ts';

export interface PickerOption {
  label: string;
  value: number;
}

/** How one numeric profile field is picked, shown and kept in range (spec §5: pickers clamp). */
export interface PickerSpec {
  title: string;
  options: readonly PickerOption[];
  initial: number;
  normalize: (value: number) => number;
  format: (value: number) => string;
}

export type PickerFieldName = 'age' | 'sex' | 'height' | 'weight' | 'chest' | 'waist' | 'hip';

function numberOptions(min: number, max: number): PickerOption[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ label: String(min + i), value: min + i }));
}

function rangeSpec(field: keyof typeof BASE_INFO_RANGES, title: string, unit: string | ((value: number) => string)): PickerSpec {
  const { min, max, initial } = BASE_INFO_RANGES[field];
  return { title, options: numberOptions(min, max), initial, normalize: (v) => clampBaseInfo(field, v), format: typeof unit === 'string' ? (v) => `${v} ${unit}` : unit };
}

function circumferenceSpec(title: string, unit: string): PickerSpec {
  const { min, max, initial } = CIRCUMFERENCE_RANGE;
  return { title, options: numberOptions(min, max), initial, normalize: (v) => clamp(Math.round(v), min, max), format: (v) => `${v} ${unit}` };
}

/** The gender choices; "unknown" only ever shows for old data, it is not offered. */
function genderSpec(title: string, language: Language): PickerSpec {
  const choices = GENDER.filter((entry) => entry.value !== '0');
  const values = choices.map((entry) => Number(entry.value));
  const first = values[0] ?? 1;
  return {
    title,
    options: choices.map((entry) => ({ label: dictLabel(entry, language), value: Number(entry.value) })),
    initial: first,
    normalize: (v) => (values.includes(v) ? v : first),
    format: (v) => labelOf(GENDER, v, language),
  };
}

/** `kg` formats the weight: the profile's weight is picked in whole kilograms, so it reads in kg whatever the unit setting. */
export function pickerSpecs(t: TFunction, language: Language, kg: Format): Record<PickerFieldName, PickerSpec> {
  const cm = t('baseInfo.unitCm');
  return {
    age: rangeSpec('age', t('baseInfo.age'), t('baseInfo.unitYears')),
    sex: genderSpec(t('baseInfo.gender'), language),
    height: rangeSpec('height', t('baseInfo.height'), cm),
    weight: rangeSpec('weight', t('baseInfo.weight'), kg.formatWeight),
    chest: circumferenceSpec(t('baseInfo.chest'), cm),
    waist: circumferenceSpec(t('baseInfo.waist'), cm),
    hip: circumferenceSpec(t('baseInfo.hip'), cm),
  };
}
