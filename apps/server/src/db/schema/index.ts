import type { DictionaryEntriesTable } from './dictionary-entries.ts';
import type { ExercisePinsTable, ExercisesTable } from './exercises.ts';
import type { IdempotencyKeysTable } from './idempotency.ts';
import type { SessionsTable } from './sessions.ts';
import type {
  TemplateBlockActionsTable, TemplateBlocksTable, TemplateSetGroupsTable, TemplateSetsTable, TemplatesTable,
} from './templates.ts';
import type { UserActivityTable } from './user-activity.ts';
import type { UsersTable } from './users.ts';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  dictionary_entries: DictionaryEntriesTable;
  user_activity: UserActivityTable;
  exercises: ExercisesTable;
  exercise_pins: ExercisePinsTable;
  templates: TemplatesTable;
  template_blocks: TemplateBlocksTable;
  template_block_actions: TemplateBlockActionsTable;
  template_set_groups: TemplateSetGroupsTable;
  template_sets: TemplateSetsTable;
  idempotency_keys: IdempotencyKeysTable;
}
