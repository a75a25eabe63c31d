import { IMPORT_SOURCES, INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { entityId, integerInRange, numberInRange, pageOf, pageQuery } from './schema-kit.ts';
import { localDate, scheduledSession, sessionToTrain } from './plan.ts';

/**
 * Recorded training (issue 12, ARCHITECTURE "Offline training"). Sessions and sets carry a
 * UUIDv7 made on the phone, a `rev` raised on each local edit, and reach the server by
 * sync/push; sync/pull gives the caller's rows changed since a cursor. Weights are kg, with
 * the unit the person entered them in.
 */

/** A UUIDv7, as the phone made it (any case; stored lower-case). */
export const uuidV7 = z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i).transform((s) => s.toLowerCase());
/**
 * A moment with any offset, stored as UTC with milliseconds (2026-03-02T02:00:00.000Z): every
 * stored time then sorts as text in time order (the coach's feed pages by finished_at).
 */
const isoTime = z.string().trim().datetime({ offset: true }).transform((s) => new Date(s).toISOString());
const rev = integerInRange(1, 2_147_483_647);

export const sessionFields = z.object({
  planSessionId: entityId().nullable().optional(),
  templateId: entityId().nullable().optional(),
  name: z.string().trim().max(INPUT_MAX_LENGTH),
  startedAt: isoTime,
  finishedAt: isoTime.nullable().optional(),
  /** IANA name, e.g. Asia/Shanghai. */
  timezone: z.string().trim().min(1).max(64),
  localDate,
  /** 1–5. */
  rating: integerInRange(1, 5).nullable().optional(),
  comment: z.string().trim().max(2000).nullable().optional(),
});
export type SessionFields = z.infer<typeof sessionFields>;

export const setType = z.enum(['normal', 'warmup', 'stretch', 'decrease', 'increase']);
export const setSide = z.enum(['both', 'left', 'right']);

export const setFields = z.object({
  sessionId: uuidV7,
  actionId: entityId(),
  blockId: z.string().trim().min(1).max(64),
  groupId: z.string().trim().min(1).max(64),
  setType,
  side: setSide,
  plannedWeightKg: numberInRange(0, 1000).nullable().optional(),
  plannedReps: integerInRange(0, 1000).nullable().optional(),
  weightKg: numberInRange(0, 1000),
  /** The unit the weight was entered in; the stored value is kg either way. */
  unit: z.enum(['kg', 'lbs']),
  reps: integerInRange(0, 1000),
  repsRight: integerInRange(0, 1000).nullable().optional(),
  /** The 5-level effort scale (spec §9): 1 very faint … 5 extreme-maximum. */
  effort: integerInRange(1, 5).nullable().optional(),
  completedAt: isoTime,
  localDate,
});
export type SetFields = z.infer<typeof setFields>;

const opBase = { id: uuidV7, rev, op: z.enum(['upsert', 'delete']) };
/** `fields`: the row's state; a delete sends the last one too, so a delete that arrives before its row still leaves a tombstone. */
export const syncOp = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('session'), ...opBase, fields: sessionFields }),
  z.object({ entity: z.literal('set'), ...opBase, fields: setFields }),
]);
export type SyncOp = z.infer<typeof syncOp>;

export const MAX_SYNC_OPS = 200;

export const syncPushBody = z.object({
  /** The sending device (one per browser profile); equal revisions are won by the higher device id. */
  deviceId: z.string().trim().min(1).max(64),
  ops: z.array(syncOp).min(1).max(MAX_SYNC_OPS),
});
export type SyncPushInput = z.infer<typeof syncPushBody>;

export const syncResult = z.object({
  id: z.string(),
  rev: z.number().int(),
  /** applied: this (id, rev) is now stored; stale: a newer or equal revision was already; rejected: see msg, nothing stored. */
  status: z.enum(['applied', 'stale', 'rejected']),
  msg: z.string().optional(),
  /** The row's server sequence after this op; null when rejected. */
  serverSeq: z.number().int().nullable(),
});
export const syncPushResult = z.object({ results: z.array(syncResult) });

export const syncPullQuery = z.object({
  since: integerInRange(0, Number.MAX_SAFE_INTEGER).default(0),
  size: integerInRange(1, 500).default(200),
  /**
   * The pulling phone's push deviceId: after a cursor (since > 0), rows that phone pushed and
   * the server stored as sent, unchanged since, are not sent back to it.
   */
  deviceId: z.string().trim().min(1).max(64).optional(),
});

const sessionOut = sessionFields.required().extend({
  planSessionId: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  /** The coach's reply to the trainee's comment. */
  coachComment: z.string().nullable(),
  /** The coach who recorded it for the trainee (training/backfill); null when the trainee did. Answered, never taken from a phone. */
  recordedBy: z.number().int().nullable(),
});
const setOut = setFields.required().extend({
  sessionId: z.string(),
  plannedWeightKg: z.number().nullable(),
  plannedReps: z.number().int().nullable(),
  repsRight: z.number().int().nullable(),
  effort: z.number().int().nullable(),
});
export type SessionOut = z.infer<typeof sessionOut>;
export type SetOut = z.infer<typeof setOut>;

/** One row in its current state; a deleted one has op 'delete' and its last fields. */
export const syncChange = z.discriminatedUnion('entity', [
  z.object({ entity: z.literal('session'), id: z.string(), rev: z.number().int(), op: z.enum(['upsert', 'delete']), fields: sessionOut, serverSeq: z.number().int() }),
  z.object({ entity: z.literal('set'), id: z.string(), rev: z.number().int(), op: z.enum(['upsert', 'delete']), fields: setOut, serverSeq: z.number().int() }),
]);
export type SyncChange = z.infer<typeof syncChange>;
/** `next` is the cursor of the following pull; `more` says another page is waiting now. */
/**
 * `epoch`: the database's sync epoch. When it differs from the one the phone last saw, the
 * database was restored or re-created: the phone sends every row it holds again and pulls from 0.
 */
export const syncPullResult = z.object({ changes: z.array(syncChange), next: z.number().int(), more: z.boolean(), epoch: z.string() });

export const todayQuery = z.object({
  /** The trainee's calendar day; the server's (UTC) day when absent. */
  date: localDate.optional(),
});

/** Every training, newest first, a page at a time (keyset): history is whole, however old. */
export const trainingListQuery = pageQuery.extend({
  /** A member of the calling coach; absent: the caller's own history. */
  userId: entityId().optional(),
  from: localDate.optional(),
  to: localDate.optional(),
});

export const trainingSummary = z.object({
  id: z.string(),
  ownerId: z.number().int(),
  name: z.string(),
  localDate: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  planSessionId: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  coachComment: z.string().nullable(),
  /** The coach who recorded it for the trainee (training/backfill); null when the trainee recorded it. */
  recordedBy: z.number().int().nullable(),
  /** The app its log was imported from (record/import); null when recorded here. */
  importedFrom: z.enum(IMPORT_SOURCES).nullable(),
  sets: z.number().int(),
  /** Sum of weight × reps (both sides), kg. */
  volumeKg: z.number(),
  /** The best e1RM (domain e1rm) of its sets, kg; null when none counts. */
  bestE1rmKg: z.number().nullable(),
});
export const trainingList = pageOf(trainingSummary);

export const trainingToday = z.object({
  /** Today's sessions (status today or done), each with its training's result once one was started. */
  today: z.array(sessionToTrain.extend({ result: trainingSummary.nullable() })),
  upcoming: z.array(scheduledSession),
  /** Started and not finished: to resume. */
  unfinished: z.array(z.object({ id: z.string(), name: z.string(), startedAt: z.string(), localDate: z.string(), planSessionId: z.number().int().nullable() })),
});

export const trainingIdQuery = z.object({ id: uuidV7 });
/** A recorded training with its sets and, for a planned one, the scheduled session it did (with the plan's version of the template). */
export const trainingDetail = trainingSummary.extend({
  timezone: z.string(),
  templateId: z.number().int().nullable(),
  recorded: z.array(setOut.extend({ id: z.string(), e1rmKg: z.number().nullable() })),
  planned: sessionToTrain.nullable(),
  /** The exercises its sets did, named in the reader's language (a training without a plan has no template to name them). */
  exercises: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TrainingDetail = z.infer<typeof trainingDetail>;

export const commentBody = z.object({ id: uuidV7, comment: z.string().trim().max(2000) });

export const MAX_BACKFILL_SETS = 200;

/**
 * A past training a coach records for one of their trainees, in one request: the session and
 * its sets, with UUIDv7s made on the coach's phone (a retry sends the same ones). The training
 * is the trainee's, as if they had recorded it.
 */
export const backfillBody = z.object({
  /** The trainee: a member of a team the coach coaches, or linked to the coach by invitation code. */
  userId: entityId(),
  session: sessionFields.pick({ name: true, startedAt: true, timezone: true, localDate: true, comment: true }).extend({
    id: uuidV7,
    finishedAt: isoTime,
  }),
  /** In the order they were done; each exercise is a block of its own. */
  sets: z.array(z.object({
    id: uuidV7,
    actionId: entityId(),
    weightKg: numberInRange(0, 1000),
    unit: z.enum(['kg', 'lbs']),
    reps: integerInRange(0, 1000),
    setType: setType.optional(),
    side: setSide.optional(),
    /** Within the session; spread evenly over it, in order, when absent. */
    completedAt: isoTime.optional(),
  })).min(1).max(MAX_BACKFILL_SETS),
});
export type BackfillInput = z.infer<typeof backfillBody>;
