import { ownEntry } from './own-entry.ts';
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

/** Position 2 is a "player" in the spec's field notes; every English screen calls them a trainee. */
export const POSITION_ROLE: readonly DictEntry[] = [
  { value: '1', name: '教练', aliasName: 'Coach' },
  { value: '2', name: '学员', aliasName: 'Trainee' },
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
  teamType: 'training.squad.type',
  memberType: 'training.squad.memberType',
} as const;

/**
 * The server dictionaries of spec §3, by parent key: name is Chinese, aliasName English.
 * The one source of them: getAllChildren serves these, and every label is read from here.
 */
export const SERVER_DICTIONARIES: Readonly<Record<string, readonly DictEntry[]>> = {
  [SERVER_DICTIONARY_KEYS.intensityUnit]: [
    { value: 'kg', name: '公斤', aliasName: 'kg' },
    { value: 'lbs', name: '磅', aliasName: 'lb' },
    { value: 'bodyweight', name: '自重', aliasName: 'Bodyweight' },
    { value: 'percent1rm', name: '%1RM', aliasName: '%1RM' },
    { value: 'level', name: '档位', aliasName: 'Level' },
    { value: 'kmh', name: '千米/小时', aliasName: 'km/h' },
  ],
  [SERVER_DICTIONARY_KEYS.quantityUnit]: [
    { value: 'reps', name: '次', aliasName: 'reps' },
    { value: 'seconds', name: '秒', aliasName: 'seconds' },
    { value: 'minutes', name: '分钟', aliasName: 'minutes' },
    { value: 'meters', name: '米', aliasName: 'meters' },
    { value: 'kilometers', name: '千米', aliasName: 'km' },
    { value: 'calories', name: '千卡', aliasName: 'kcal' },
  ],
  [SERVER_DICTIONARY_KEYS.trainingType]: [
    { value: '1', name: '力量训练', aliasName: 'Strength' },
    { value: '2', name: '增肌训练', aliasName: 'Hypertrophy' },
    { value: '3', name: '减脂训练', aliasName: 'Fat loss' },
    { value: '4', name: '爆发力训练', aliasName: 'Power' },
    { value: '5', name: '耐力训练', aliasName: 'Endurance' },
    { value: '6', name: '功能性训练', aliasName: 'Functional' },
    { value: '7', name: '康复训练', aliasName: 'Rehabilitation' },
    { value: '8', name: '拉伸放松', aliasName: 'Mobility & stretching' },
  ],
  [SERVER_DICTIONARY_KEYS.trainingTaskType]: [
    { value: '1', name: '计划训练', aliasName: 'Planned training' },
    { value: '2', name: '自主训练', aliasName: 'Self-guided training' },
    { value: '3', name: '测试', aliasName: 'Assessment' },
    { value: '4', name: '比赛', aliasName: 'Competition' },
  ],
  [SERVER_DICTIONARY_KEYS.trainingTaskTime]: [
    { value: '1', name: '早晨', aliasName: 'Early morning' },
    { value: '2', name: '上午', aliasName: 'Morning' },
    { value: '3', name: '中午', aliasName: 'Noon' },
    { value: '4', name: '下午', aliasName: 'Afternoon' },
    { value: '5', name: '晚上', aliasName: 'Evening' },
  ],
  [SERVER_DICTIONARY_KEYS.teamType]: [
    { value: '1', name: '私教团队', aliasName: 'Personal training' },
    { value: '2', name: '运动队', aliasName: 'Sports team' },
    { value: '3', name: '健身房', aliasName: 'Gym' },
    { value: '4', name: '学校', aliasName: 'School' },
    { value: '5', name: '企业', aliasName: 'Company' },
    { value: '6', name: '其他', aliasName: 'Other' },
  ],
  [SERVER_DICTIONARY_KEYS.memberType]: [
    { value: '1', name: '正式学员', aliasName: 'Regular' },
    { value: '2', name: '体验学员', aliasName: 'Trial' },
  ],
};

/** The entries of a server dictionary; an unknown parent key has none. */
export function serverDictionary(parentKey: string): readonly DictEntry[] {
  return ownEntry(SERVER_DICTIONARIES, parentKey) ?? [];
}

/** An exercise unit (spec §3 intensityUnit / quantityUnit) as `{ key, name }` in a language. */
export function unitRef(parentKey: string, key: string, language: Language): { key: string; name: string } {
  const entry = serverDictionary(parentKey).find((e) => e.value === key);
  return { key, name: entry ? dictLabel(entry, language) : key };
}

/**
 * A name given in English, Chinese or both, in the reader's language: the other one when
 * the reader's is blank, so an English-only custom exercise still has a name in Chinese.
 */
export function localName(names: { nameEn: string; nameZh: string }, language: Language): string {
  return language === 'zh-Hans' ? names.nameZh || names.nameEn : names.nameEn || names.nameZh;
}
