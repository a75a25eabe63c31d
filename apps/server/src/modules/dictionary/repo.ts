import type { DictEntry } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** Every server dictionary, by parent key, entries in their sort order. */
export async function loadAllDictionaries(db: Kysely<Database>): Promise<Map<string, DictEntry[]>> {
  const rows = await db
    .selectFrom('dictionary_entries')
    .select(['parent_key', 'value', 'name', 'alias_name'])
    .orderBy('parent_key')
    .orderBy('sort')
    .execute();
  const byParent = new Map<string, DictEntry[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_key) ?? [];
    list.push({ name: row.name, value: row.value, aliasName: row.alias_name });
    byParent.set(row.parent_key, list);
  }
  return byParent;
}
