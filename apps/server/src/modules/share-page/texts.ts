import type { Language } from '@repwise/domain';

/** What a share kind is called on its card and in its description. */
export const KIND_LABELS = {
  action: { en: 'Exercise', 'zh-Hans': '动作' },
  template: { en: 'Training template', 'zh-Hans': '训练模板' },
  plan: { en: 'Training plan', 'zh-Hans': '训练计划' },
  article: { en: 'Article', 'zh-Hans': '文章' },
  year: { en: 'Year in review', 'zh-Hans': '年度回顾' },
} as const satisfies Record<string, Record<Language, string>>;

/** Every other text of the share pages and images, in both languages. */
const TEXTS = {
  brand: { en: 'Repwise', 'zh-Hans': '力练' },
  tagline: { en: 'Strength-training coaching', 'zh-Hans': '力量训练指导' },
  muscles: { en: 'Muscles', 'zh-Hans': '目标肌肉' },
  equipment: { en: 'Equipment', 'zh-Hans': '器械' },
  exercises: { en: 'Exercises', 'zh-Hans': '动作' },
  blocks: { en: 'Blocks', 'zh-Hans': '训练块' },
  sets: { en: 'Sets', 'zh-Hans': '组数' },
  dates: { en: 'Dates', 'zh-Hans': '日期' },
  daysPerWeek: { en: 'Days a week', 'zh-Hans': '每周天数' },
  weeks: { en: 'Weeks', 'zh-Hans': '周数' },
  category: { en: 'Category', 'zh-Hans': '分类' },
  readingTime: { en: 'Reading time', 'zh-Hans': '阅读时长' },
  minutes: { en: '{n} min', 'zh-Hans': '{n} 分钟' },
  sessions: { en: 'Trainings', 'zh-Hans': '训练次数' },
  volume: { en: 'Volume', 'zh-Hans': '训练容量' },
  hours: { en: 'Time', 'zh-Hans': '训练时长' },
  hoursValue: { en: '{n} h', 'zh-Hans': '{n} 小时' },
  yearTitle: { en: '{name}’s {year} in training', 'zh-Hans': '{name}的 {year} 训练年度回顾' },
  yearTitleNoName: { en: 'A {year} in training', 'zh-Hans': '{year} 训练年度回顾' },
  templateDescription: { en: '{exercises} exercises, {sets} sets in {blocks} blocks', 'zh-Hans': '{blocks} 个训练块，{exercises} 个动作，{sets} 组' },
  planDescription: { en: 'From {from} to {to}, {days} days a week, by {coach}', 'zh-Hans': '{from} 至 {to}，每周 {days} 天，{coach} 发布' },
  yearDescription: { en: '{sessions} trainings, {sets} sets, {volume} kg lifted in {year}', 'zh-Hans': '{year} 年训练 {sessions} 次，{sets} 组，训练容量 {volume} 公斤' },
  notFoundTitle: { en: 'This link does not work', 'zh-Hans': '链接无效' },
  notFoundBody: { en: 'It may be mistyped, or its owner stopped sharing it.', 'zh-Hans': '链接可能有误，或已被分享者停止分享。' },
  openApp: { en: 'Open Repwise', 'zh-Hans': '打开力练' },
  open: { en: 'Open in Repwise', 'zh-Hans': '在力练中打开' },
} as const satisfies Record<string, Record<Language, string>>;

export type TextKey = keyof typeof TEXTS;

/** A text in the language, its `{name}` placeholders filled in. */
export function text(key: TextKey, language: Language, params: Record<string, string | number> = {}): string {
  return TEXTS[key][language].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
