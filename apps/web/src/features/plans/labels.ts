import { SERVER_DICTIONARY_KEYS, WEEKS, dictLabel, serverDictionary, type Language } from '@repwise/domain';
import type { Choice } from '../../kit/choice-row.tsx';

/** The plan's dictionaries (spec §3): training type, task type and time period. */
export const PLAN_DICTIONARIES = {
  type: SERVER_DICTIONARY_KEYS.trainingType,
  taskType: SERVER_DICTIONARY_KEYS.trainingTaskType,
  timePeriod: SERVER_DICTIONARY_KEYS.trainingTaskTime,
} as const;

export function dictionaryChoices(parentKey: string, language: Language): Choice[] {
  return serverDictionary(parentKey).map((e) => ({ value: e.value, label: dictLabel(e, language) }));
}

export function dictionaryLabel(parentKey: string, value: string, language: Language): string {
  const entry = serverDictionary(parentKey).find((e) => e.value === value);
  return entry ? dictLabel(entry, language) : '';
}

/** 1 = Monday … 7 = Sunday, in the language. */
export function weekdayLabel(day: number, language: Language): string {
  const entry = WEEKS.find((e) => e.value === String(day));
  return entry ? dictLabel(entry, language) : String(day);
}
