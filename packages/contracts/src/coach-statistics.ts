import { RECORD_KINDS } from '@repwise/domain';
import { z } from 'zod';
import { localDate } from './plan.ts';
import { MAX_ID, entityId, numeric, pageOf, pageQuery } from './schema-kit.ts';
import { uuidV7 } from './training.ts';
import { bodyDataEntry } from './user.ts';

/**
 * What a coach reads about their trainees (issue 25 §3–5): the feed of finished trainings of
 * the members of their teams, one member's statistics, and two teams side by side. Sets are
 * working sets (warm-up and stretch sets excluded); volume is weight × reps (both sides), kg;
 * days are the trainee's own calendar days.
 */

const person = z.object({ id: z.number().int(), nickName: z.string(), avatarUrl: z.string() });

/** A finished training as the coach's screens list it. */
export const coachTraining = z.object({
  id: z.string(),
  name: z.string(),
  localDate: z.string(),
  finishedAt: z.string(),
  durationSeconds: z.number().int(),
  /** Working sets. */
  sets: z.number().int(),
  volumeKg: z.number(),
});

/** The feed: newest finished first (keyset pages of pageQuery). */
export const coachFeedQuery = pageQuery;
export const coachFeedItem = z.object({
  trainee: person,
  training: coachTraining,
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  /** The coach's quick reply (training/comment writes it). */
  coachComment: z.string().nullable(),
  /** The calling coach has not marked it read (record/coach/feedRead). */
  unread: z.boolean(),
});
export type CoachFeedItem = z.infer<typeof coachFeedItem>;
export const coachFeedPage = pageOf(coachFeedItem);

/** Trainings of the feed the coach has opened; ids outside their feed are left alone. */
export const coachFeedReadBody = z.object({ ids: z.array(uuidV7).min(1).max(50) });
export const coachFeedReadResult = z.object({ marked: z.number().int() });

/** Done of scheduled plan sessions over the last `days` days (today's counts once done); rate null when none was scheduled. */
export const compliance = z.object({ days: z.number().int(), scheduled: z.number().int(), done: z.number().int(), rate: z.number().nullable() });

/** A personal record (domain personalRecords, the rows of personal_records): the working set that first reached it. */
export const personalRecord = z.object({
  actionId: z.number().int(),
  name: z.string(),
  kind: z.enum(RECORD_KINDS),
  /** kg (heaviest weight; best e1RM, Epley 'epley-1', 0.1 kg; best set volume), or reps (most reps, the better side). */
  value: z.number(),
  weightKg: z.number(),
  reps: z.number().int(),
  repsRight: z.number().int().nullable(),
  localDate: z.string(),
});

export const memberStatisticsQuery = z.object({
  userId: entityId(),
  /** The period of the e1RM trends and the records: the last 7, 30 or 90 days. */
  days: numeric().pipe(z.union([z.literal(7), z.literal(30), z.literal(90)])).default(30),
});

export const memberStatistics = z.object({
  member: person,
  /** The member's today (their time zone). */
  today: z.string(),
  days: z.number().int(),
  /** For 7, 30 and 90 days. */
  compliance: z.array(compliance),
  /** The last 12 ISO weeks, oldest first; `week` is its Monday. */
  volumeByWeek: z.array(z.object({ week: z.string(), sets: z.number().int(), volumeKg: z.number() })),
  /** The three exercises with the most working sets in the period: the best e1RM of each day. */
  e1rmTrends: z.array(z.object({ actionId: z.number().int(), name: z.string(), sets: z.number().int(), points: z.array(z.object({ date: z.string(), e1rmKg: z.number() })) })),
  /** Current records first reached in the period, newest first. */
  prs: z.array(personalRecord),
  /** The latest body data, newest first (at most 5 days); none when the member keeps them private. */
  bodyData: z.array(bodyDataEntry),
  /** The member keeps their body data from their coaches (a privacy setting). */
  bodyDataHidden: z.boolean(),
  /** The last 5 finished trainings, newest first. */
  lastTrainings: z.array(coachTraining),
  /** Missed the last two scheduled sessions, or 30-day compliance fell by a fifth or more against the 30 days before. */
  needsAttention: z.object({ value: z.boolean(), missedTwoInARow: z.boolean(), complianceDrop: z.boolean() }),
});
export type MemberStatistics = z.infer<typeof memberStatistics>;

/**
 * The coach's home at a glance: each team of theirs (current group) with its compliance over 7,
 * 30 and 90 days (members counted over the days they were members), and the members who need
 * attention (the rule of statistics/member).
 */
export const coachOverview = z.object({
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), members: z.number().int(), compliance: z.array(compliance) })),
  needsAttention: z.array(z.object({ member: person, teamIds: z.array(z.number().int()), missedTwoInARow: z.boolean(), complianceDrop: z.boolean() })),
});

/** At most two teams to compare (spec §9); a longer list is refused with its own message. */
export const MAX_COMPARED_TEAMS = 2;
export const MAX_COMPARED_DAYS = 366;

export const teamsStatisticsQuery = z.object({
  /** Comma-separated team ids, e.g. `3,8`. */
  squadIds: z.string().trim().regex(/^\d{1,10}(,\d{1,10}){0,19}$/).transform((s) => [...new Set(s.split(',').map(Number))]).pipe(z.array(z.number().int().positive().max(MAX_ID))),
  /** Default: the 30 days ending the coach's today. */
  from: localDate.optional(),
  to: localDate.optional(),
});

export const teamStatistics = z.object({
  id: z.number().int(),
  name: z.string(),
  /** People who were members on some day of the period. */
  members: z.number().int(),
  compliance: compliance.omit({ days: true }),
  volumeKg: z.number(),
  /** volumeKg / members (0 without members). */
  volumePerMemberKg: z.number(),
  prs: z.number().int(),
  /** Each member's figures over the days they were a member. */
  perMember: z.array(person.extend({ scheduled: z.number().int(), done: z.number().int(), sets: z.number().int(), volumeKg: z.number(), prs: z.number().int() })),
});
export const teamsStatistics = z.object({ from: z.string(), to: z.string(), teams: z.array(teamStatistics) });
export type TeamsStatistics = z.infer<typeof teamsStatistics>;
