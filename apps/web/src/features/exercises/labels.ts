import { MUSCLES, labelOf, type DictEntry, type Language } from '@repwise/domain';

/** Labels of vocabulary keys in the current language; unknown keys are left out. */
export function labelsOf(dict: readonly DictEntry[], keys: readonly string[], language: Language): string[] {
  return keys.filter((key) => dict.some((entry) => entry.value === key)).map((key) => labelOf(dict, key, language));
}

export function muscleLabels(keys: readonly string[], language: Language): string[] {
  return labelsOf(MUSCLES, keys, language);
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** "Chest, Triceps and Abs" / "胸肌、肱三头肌和腹直肌". */
export function joinLabels(labels: readonly string[], language: Language): string {
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(language === 'zh-Hans' ? 'zh-Hans' : 'en', { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(labels);
}

/** A short one-line list for tight places: "Chest · Triceps" / "胸肌 · 肱三头肌". */
export function inlineLabels(labels: readonly string[]): string {
  return labels.join(' · ');
}
