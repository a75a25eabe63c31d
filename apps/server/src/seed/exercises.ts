import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { exerciseColumns, newShareCode } from '../modules/action/service.ts';
import { EXERCISE_CATALOGUE } from './exercise-catalogue.ts';

/**
 * The official catalogue, matched by its stable key: re-seeding refreshes texts and
 * taxonomy but keeps ids, share codes and pins, so nothing that refers to an exercise breaks.
 */
export async function seedExercises(db: Kysely<Database>, now = new Date()): Promise<void> {
  const rows = EXERCISE_CATALOGUE.map((e, sort) => ({
    ...exerciseColumns({ ...e, videoPath: null, gifPath: null, iconPath: null }, now),
    search_text: `${e.nameEn} ${e.nameZh} ${e.key.replaceAll('-', ' ')}`.toLowerCase(),
    official_key: e.key,
    owner_id: null,
    share_code: newShareCode(),
    sort,
    created_at: now.toISOString(),
  }));
  await db
    .insertInto('exercises')
    .values(rows)
    .onConflict((oc) =>
      oc.column('official_key').doUpdateSet((eb) => ({
        name_en: eb.ref('excluded.name_en'),
        name_zh: eb.ref('excluded.name_zh'),
        search_text: eb.ref('excluded.search_text'),
        key_points_en: eb.ref('excluded.key_points_en'),
        key_points_zh: eb.ref('excluded.key_points_zh'),
        type: eb.ref('excluded.type'),
        equipment: eb.ref('excluded.equipment'),
        range_of_motion: eb.ref('excluded.range_of_motion'),
        compound: eb.ref('excluded.compound'),
        primary_muscles: eb.ref('excluded.primary_muscles'),
        secondary_muscles: eb.ref('excluded.secondary_muscles'),
        muscle_groups: eb.ref('excluded.muscle_groups'),
        movement_patterns: eb.ref('excluded.movement_patterns'),
        performance_features: eb.ref('excluded.performance_features'),
        injury_prevention_features: eb.ref('excluded.injury_prevention_features'),
        intensity_unit: eb.ref('excluded.intensity_unit'),
        quantity_unit: eb.ref('excluded.quantity_unit'),
        sort: eb.ref('excluded.sort'),
      })),
    )
    .execute();
}
