import { SERVER_DICTIONARY_KEYS, type DictEntry } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';

/** The server dictionaries of spec §3: name is Chinese, aliasName English. */
export const SERVER_DICTIONARIES: Record<string, readonly DictEntry[]> = {
  [SERVER_DICTIONARY_KEYS.intensityUnit]: [
    { value: 'kg', name: '千克', aliasName: 'kg' },
    { value: 'lbs', name: '磅', aliasName: 'lbs' },
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
};

/** Idempotent: re-running refreshes the labels and never duplicates an entry. */
export async function seedDictionaries(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(SERVER_DICTIONARIES).flatMap(([parentKey, entries]) =>
    entries.map((e, sort) => ({ parent_key: parentKey, value: e.value, name: e.name, alias_name: e.aliasName, sort })),
  );
  await db
    .insertInto('dictionary_entries')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['parent_key', 'value']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        alias_name: eb.ref('excluded.alias_name'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}
