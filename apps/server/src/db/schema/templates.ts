import type { ColumnType, Generated } from 'kysely';

/**
 * A training template (spec §3), stored relationally so reports can query its sets:
 * template → blocks (actionsCon) → actions of a block, set groups (exerciseCon) → sets.
 * Blocks, groups and sets keep the string ids the editor gave them, unique within a template.
 */
export interface TemplatesTable {
  id: Generated<number>;
  /** null for official templates. */
  owner_id: number | null;
  official_key: string | null;
  /** The spec's groupId as answered: the organisation's id for templates made since organisations mean something. */
  group_id: string;
  /** The organisation it was made in (a coach's current group); null: official, or made before (shown in every group of its owner). */
  organisation_id: ColumnType<number | null, number | null | undefined, number | null>;
  name: string;
  type: string;
  description: string;
  units: string;
  set_interval_seconds: number;
  exercise_interval_seconds: number;
  overload_sets: number;
  deload_sets: number;
  unilateral: number;
  copy_name_suffix: string;
  finished: number;
  share_code: string;
  copied_from_id: number | null;
  /** Name and description (both languages for official ones), normalised: the exact-substring check. */
  search_text: string;
  /** domain searchTokens of search_text: the text part of the search index. */
  search_tokens: string;
  /** domain shelfTokens: who may list the row (and its facets), the other part of the index. */
  search_shelf: string;
  sort: number;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TemplateBlocksTable {
  template_id: number;
  block_key: string;
  position: number;
  name: string;
  type: number;
  rest_seconds: number;
  finished: number;
}

export interface TemplateBlockActionsTable {
  template_id: number;
  block_key: string;
  position: number;
  exercise_id: number;
  /** JSON list of { id, type, side, intervalSeconds }. */
  repeat_cases: string;
}

export interface TemplateSetGroupsTable {
  template_id: number;
  group_key: string;
  block_key: string;
  position: number;
  type: number;
  name: string;
  rest_seconds: number;
  finished: number;
}

export interface TemplateSetsTable {
  template_id: number;
  set_key: string;
  group_key: string;
  position: number;
  name: string;
  side: number;
  interval_seconds: number;
  exercise_id: number;
  repeat_case_key: string;
  intensity_left: number;
  intensity_right: number;
  quantity: number;
}

/** The texts of an official template in each language: seeded when missing, then the operators' to edit. */
export interface TemplateTextsTable {
  template_id: number;
  language: string;
  name: string;
  description: string;
}
