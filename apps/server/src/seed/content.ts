import { actionInput } from '@repwise/contracts';
import { z } from 'zod';
import exercises from './content/exercises.json' with { type: 'json' };
import templates from './content/templates.json' with { type: 'json' };

/**
 * The official content every installation starts with, as plain data files (content/*.json),
 * checked here against the same schemas the API uses, so a typo fails the start loudly.
 */

const catalogueExercise = z.object({ key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }).and(actionInput);
export type CatalogueExercise = z.infer<typeof catalogueExercise>;

const officialTemplate = z.object({
  /** Stable key: what the seed matches on, never renamed. */
  key: z.string(),
  nameEn: z.string().min(1),
  nameZh: z.string().min(1),
  descriptionEn: z.string().min(1),
  descriptionZh: z.string().min(1),
  /** training.type dictionary value. */
  type: z.string(),
  /** One exercise, or several done as a superset: sets × reps at a starting load (kg), an optional warm-up group. */
  blocks: z.array(z.object({ exercises: z.array(z.string()).min(1), sets: z.number().int().min(1), reps: z.number().int().min(1), load: z.number().min(0), warmup: z.boolean().optional() })).min(1),
});
export type OfficialTemplate = z.infer<typeof officialTemplate>;

export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = z.array(catalogueExercise).parse(exercises);
export const OFFICIAL_TEMPLATES: readonly OfficialTemplate[] = z.array(officialTemplate).parse(templates);
