import { z } from 'zod';
import { entityId } from './schema-kit.ts';

/**
 * A trainee's personal records of one exercise (issue 25 §6): one per kind, each linked to the
 * working set that holds it. `userId` is another person only for their coach; anyone else gets
 * "not found".
 */
export const personalRecordsQuery = z.object({ actionId: entityId(), userId: entityId().optional() });

export const personalRecordKind = z.enum(['heaviest_weight', 'best_e1rm', 'most_reps', 'best_set_volume']);

export const personalRecordEntry = z.object({
  kind: personalRecordKind,
  /** kg (heaviest weight, best e1RM, best set volume) or reps (most reps). */
  value: z.number(),
  /** The set that holds it: its weight (kg), reps, and the right side's reps of a unilateral set. */
  weightKg: z.number(),
  reps: z.number().int(),
  repsRight: z.number().int().nullable(),
  setId: z.string(),
  trainingId: z.string(),
  /** The trainee's calendar day of the set. */
  localDate: z.string(),
  /** When the set was done (ISO UTC). */
  achievedAt: z.string(),
  /** The e1RM formula of a best_e1rm record ('epley-1'); null for the other kinds. */
  formula: z.string().nullable(),
});

export const personalRecordList = z.object({
  actionId: z.number().int(),
  /** Heaviest weight, best e1RM, most reps, best set volume: those the exercise has. */
  list: z.array(personalRecordEntry),
});
export type PersonalRecordList = z.infer<typeof personalRecordList>;
