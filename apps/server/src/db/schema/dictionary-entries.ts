import type { Generated } from 'kysely';

export interface DictionaryEntriesTable {
  id: Generated<number>;
  parent_key: string;
  value: string;
  /** Chinese label. */
  name: string;
  /** English label. */
  alias_name: string;
  sort: number;
}
