import type { DictEntry } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

export async function listChildren(db: Kysely<Database>, parentKeys: readonly string[]): Promise<Map<string, DictEntry[]>> {
  const byParent = new Map<string, DictEntry[]>(parentKeys.map((k) => [k, []]));
  if (parentKeys.length === 0) return byParent;
  const rows = await db
    .selectFrom('dictionary_entries')
    .select(['parent_key', 'value', 'name', 'alias_name'])
    .where('parent_key', 'in', [...new Set(parentKeys)])
    .orderBy('parent_key')
    .orderBy('sort')
    .execute();
  for (const row of rows) byParent.get(row.parent_key)?.push({ name: row.name, value: row.value, aliasName: row.alias_name });
  return byParent;
}
