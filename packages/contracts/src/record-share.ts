import { z } from 'zod';
import { entityId, integerInRange } from './schema-kit.ts';
import { recordExercise, recordMuscle, recordPr, recordTotals } from './record.ts';

/**
 * A trainee's shareable year in review (issue 25 §2): a link that opens without an account.
 * One live link per (trainee, year): the server keeps only the sha-256 of the link's token, so
 * it can never show a link again; making a link anew replaces the previous one (which stops
 * working), and stopping sharing ends the live one. `userId`, when sent, must be the caller:
 * nobody shares or stops someone else's year ("not found").
 */

export const yearShareBody = z.object({
  year: integerInRange(1970, 9999),
  userId: entityId().optional(),
});

export const yearShareLink = z.object({
  year: z.number().int(),
  /** The web app's page of the link, token included (e.g. /#/pages/Record/share/yearInReview?token=…). */
  path: z.string(),
  /** The whole link: PUBLIC_URL (or the address asked) + path. */
  url: z.string(),
  createdAt: z.string(),
});
export type YearShareLink = z.infer<typeof yearShareLink>;

export const yearShareRevoked = z.object({
  year: z.number().int(),
  /** Whether a live link stopped working now (false: there was none). */
  revoked: z.boolean(),
});

/** `?token=` of a shared year: any text; one that names no live link answers "not found". */
export const sharedYearQuery = z.object({ token: z.string().trim().max(512) });

/**
 * The year in review as whoever holds the link sees it: the trainee's nickname and avatar and
 * the year's training figures (exercises by their library id, records by their set's id). No
 * body data, no comments, no plan compliance, no days, no ids of people or trainings.
 */
export const sharedYear = z.object({
  year: z.number().int(),
  nickName: z.string(),
  /** The uploaded avatar's address; empty for the default picture. */
  avatarUrl: z.string(),
  ...recordTotals.shape,
  /** The year before. */
  previous: recordTotals,
  trainingDays: z.number().int(),
  months: z.array(z.object({ month: z.string(), sessions: z.number().int(), sets: z.number().int(), volumeKg: z.number() })),
  topExercises: z.array(recordExercise),
  muscles: z.array(recordMuscle),
  prs: z.array(recordPr),
});
export type SharedYear = z.infer<typeof sharedYear>;
