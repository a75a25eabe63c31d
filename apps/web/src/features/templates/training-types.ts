import { SERVER_DICTIONARY_KEYS, dictLabel, serverDictionary, type Language } from '@repwise/domain';

/** The training types of spec §3 (server dictionary training.type). */
const TRAINING_TYPES = serverDictionary(SERVER_DICTIONARY_KEYS.trainingType);

export function trainingTypeChoices(language: Language): { value: string; label: string }[] {
  return TRAINING_TYPES.map((entry) => ({ value: entry.value, label: dictLabel(entry, language) }));
}

/** The type's name in the language; '' for no type or an unknown one. */
export function trainingTypeLabel(value: string, language: Language): string {
  const entry = TRAINING_TYPES.find((e) => e.value === value);
  return entry ? dictLabel(entry, language) : '';
}
