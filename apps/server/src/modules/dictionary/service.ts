import type { DictEntry } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { loadAllDictionaries } from './repo.ts';

export interface DictionaryChildren {
  key: string;
  list: DictEntry[];
}

/**
 * Dictionaries change only when the seed runs, at start-up before the app serves, so one
 * read serves the whole process. A failed read is not remembered.
 */
export function dictionaryReader(db: Kysely<Database>) {
  let all: Promise<Map<string, DictEntry[]>> | undefined;
  return async function children(parentKeys: readonly string[]): Promise<DictionaryChildren[]> {
    all ??= loadAllDictionaries(db).catch((error: unknown) => {
      all = undefined;
      throw error;
    });
    const byParent = await all;
    return parentKeys.map((key) => ({ key, list: byParent.get(key) ?? [] }));
  };
}
