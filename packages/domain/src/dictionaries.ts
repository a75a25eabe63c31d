/**
 * Dictionaries. An entry's `name` is the Chinese label and `aliasName` the English one
 * (spec §3); labels show in Chinese, or in the alias when the language is English.
 */
export interface DictEntry {
  name: string;
  value: string;
  aliasName: string;
}

export type Language = 'en' | 'zh-Hans';
export const LANGUAGES: readonly Language[] = ['en', 'zh-Hans'];
export const FALLBACK_LANGUAGE: Language = 'en';

export function dictLabel(entry: Pick<DictEntry, 'name' | 'aliasName'>, language: Language): string {
  return language === 'en' ? entry.aliasName : entry.name;
}

/** Finds the label of a value in a dictionary; unknown values show as they are. */
export function labelOf(dict: readonly DictEntry[], value: string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  const entry = dict.find((e) => e.value === String(value));
  return entry ? dictLabel(entry, language) : String(value);
}

export const GENDER: readonly DictEntry[] = [
  { value: '0', name: '未知', aliasName: 'Unknown' },
  { value: '1', name: '男', aliasName: 'Man' },
  { value: '2', name: '女', aliasName: 'Woman' },
  { value: '3', name: '其他', aliasName: 'Other' },
];

export const POSITION_ROLE: readonly DictEntry[] = [
  { value: '1', name: '教练', aliasName: 'Coach' },
  { value: '2', name: '学员', aliasName: 'Player' },
];

export const TRAINING_REPEAT_TYPE: readonly DictEntry[] = [
  { value: '1', name: '重复', aliasName: 'Repeat' },
  { value: '0', name: '不重复', aliasName: 'No repeat' },
];

export const WEEKS: readonly DictEntry[] = [
  { value: '1', name: '周一', aliasName: 'Monday' },
  { value: '2', name: '周二', aliasName: 'Tuesday' },
  { value: '3', name: '周三', aliasName: 'Wednesday' },
  { value: '4', name: '周四', aliasName: 'Thursday' },
  { value: '5', name: '周五', aliasName: 'Friday' },
  { value: '6', name: '周六', aliasName: 'Saturday' },
  { value: '7', name: '周日', aliasName: 'Sunday' },
];

/** Parent keys of the server dictionaries (spec §3). */
export const SERVER_DICTIONARY_KEYS = {
  intensityUnit: 'training.action.series.intensityUnit',
  quantityUnit: 'training.action.series.quantityUnit',
  trainingType: 'training.type',
  trainingTaskType: 'training.task.type',
  trainingTaskTime: 'training.task.timeHorizon',
} as const;
