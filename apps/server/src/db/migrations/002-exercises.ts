import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('exercises'))
    .addColumn('official_key', 'text', (c) => c.unique())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('key_points_en', 'text', (c) => c.notNull())
    .addColumn('key_points_zh', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('equipment', 'text', (c) => c.notNull())
    .addColumn('range_of_motion', 'text', (c) => c.notNull())
    .addColumn('compound', 'integer', (c) => c.notNull())
    .addColumn('primary_muscles', 'text', (c) => c.notNull())
    .addColumn('secondary_muscles', 'text', (c) => c.notNull())
    .addColumn('muscle_groups', 'text', (c) => c.notNull())
    .addColumn('movement_patterns', 'text', (c) => c.notNull())
    .addColumn('performance_features', 'text', (c) => c.notNull())
    .addColumn('injury_prevention_features', 'text', (c) => c.notNull())
    .addColumn('video_path', 'text')
    .addColumn('gif_path', 'text')
    .addColumn('icon_path', 'text')
    .addColumn('intensity_unit', 'text', (c) => c.notNull())
    .addColumn('quantity_unit', 'text', (c) => c.notNull())
    .addColumn('share_code', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Lists filter by owner and archive state, then search the names: with the names in the
  // index, a search scans index entries instead of visiting every row.
  await db.schema.createIndex('exercises_owner_search').on('exercises').columns(['owner_id', 'archived_at', 'search_text']).execute();

  await db.schema
    .createTable('exercise_pins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('exercise_id', 'integer', (c) => c.notNull().references('exercises.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exercise_pins_pk', ['user_id', 'exercise_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exercise_pins').execute();
  await db.schema.dropTable('exercises').execute();
}
