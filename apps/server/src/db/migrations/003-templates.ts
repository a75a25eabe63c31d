import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('templates'))
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('official_key', 'text', (c) => c.unique())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('units', 'text', (c) => c.notNull())
    .addColumn('set_interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('exercise_interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('overload_sets', 'integer', (c) => c.notNull())
    .addColumn('deload_sets', 'integer', (c) => c.notNull())
    .addColumn('unilateral', 'integer', (c) => c.notNull())
    .addColumn('copy_name_suffix', 'text', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addColumn('share_code', 'text', (c) => c.notNull().unique())
    .addColumn('copied_from_id', 'integer', (c) => c.references('templates.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('templates_owner_search').on('templates').columns(['owner_id', 'search_text']).execute();

  const templateId = (c: ColumnDefinitionBuilder) => c.notNull().references('templates.id').onDelete('cascade');
  await db.schema
    .createTable('template_blocks')
    .addColumn('template_id', 'integer', templateId)
    .addColumn('block_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('rest_seconds', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_blocks_pk', ['template_id', 'block_key'])
    .execute();
  await db.schema
    .createTable('template_block_actions')
    .addColumn('template_id', 'integer', templateId)
    .addColumn('block_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('exercise_id', 'integer', (c) => c.notNull().references('exercises.id'))
    .addColumn('repeat_cases', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_block_actions_pk', ['template_id', 'block_key', 'exercise_id'])
    .execute();
  await db.schema
    .createTable('template_set_groups')
    .addColumn('template_id', 'integer', templateId)
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('block_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rest_seconds', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_set_groups_pk', ['template_id', 'group_key'])
    .execute();
  await db.schema
    .createTable('template_sets')
    .addColumn('template_id', 'integer', templateId)
    .addColumn('set_key', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('side', 'integer', (c) => c.notNull())
    .addColumn('interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('exercise_id', 'integer', (c) => c.notNull().references('exercises.id'))
    .addColumn('repeat_case_key', 'text', (c) => c.notNull())
    .addColumn('intensity_left', 'real', (c) => c.notNull())
    .addColumn('intensity_right', 'real', (c) => c.notNull())
    .addColumn('quantity', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_sets_pk', ['template_id', 'set_key'])
    .execute();
  await db.schema.createIndex('template_sets_exercise').on('template_sets').column('exercise_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['template_sets', 'template_set_groups', 'template_block_actions', 'template_blocks', 'templates']) {
    await db.schema.dropTable(table).execute();
  }
}
