import type { BackfillInput, SyncOp, TrainingDetail } from '@repwise/contracts';
import { calendarDay, pastTrainingRefusal } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { canRecordFor, canUseExercise } from '../../platform/access/policies.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { View } from '../../platform/view.ts';
import { exerciseDetails } from '../series/index.ts';
import { applyOps, findTraining, openBatch } from '../sync/index.ts';
import { storedSetIds } from './repo.ts';
import { trainingDetail } from './service.ts';

/** A phone's clock may run a little ahead of the server's: an end "just now" is not in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;
const REFUSALS = { endBeforeStart: 'pastTrainingEndBeforeStart', future: 'pastTrainingFuture' } as const;

/**
 * The day and times make sense (domain pastTrainingRefusal, as the forms check them), the day
 * is the start's in its timezone, and a set's time, when given, is within the session.
 */
function checkTimes({ session, sets }: BackfillInput, now: Date): void {
  const [startedAt, finishedAt] = [new Date(session.startedAt), new Date(session.finishedAt)];
  const latest = new Date(now.getTime() + CLOCK_SKEW_MS);
  const today = calendarDay(latest, session.timezone);
  if (today === null) throw badRequest('invalidField', { field: 'session.timezone' });
  const refusal = pastTrainingRefusal({ localDate: session.localDate, startedAt, finishedAt }, latest, today);
  if (refusal) throw badRequest(REFUSALS[refusal]);
  if (calendarDay(startedAt, session.timezone) !== session.localDate) throw badRequest('invalidField', { field: 'session.localDate' });
  const outside = (at: string) => Date.parse(at) < startedAt.getTime() || Date.parse(at) > finishedAt.getTime();
  if (sets.some((s) => s.completedAt !== undefined && outside(s.completedAt))) throw badRequest('invalidField', { field: 'sets.completedAt' });
}

/** Every exercise exists and is one the coach may use (official or their own, not deleted); no set id twice. */
async function checkSets(db: Kysely<Database>, actor: Actor, input: BackfillInput): Promise<void> {
  if (new Set(input.sets.map((s) => s.id)).size !== input.sets.length) throw badRequest('invalidField', { field: 'sets' });
  const exercises = await exerciseDetails(db, input.sets.map((s) => s.actionId));
  const usable = (id: number) => {
    const e = exercises.get(id);
    return e !== undefined && e.archived_at === null && canUseExercise(actor, e);
  };
  if (!input.sets.every((s) => usable(s.actionId))) throw badRequest('trainingUnknownExercise');
}

/** The session and its sets as the ops a phone would push: rev 1, one block per exercise, sets spread over the session when their time is not given. */
function opsOf({ session, sets }: BackfillInput): SyncOp[] {
  const start = Date.parse(session.startedAt);
  const span = Date.parse(session.finishedAt) - start;
  return [
    {
      entity: 'session', id: session.id, rev: 1, op: 'upsert',
      fields: { name: session.name, startedAt: session.startedAt, finishedAt: session.finishedAt, timezone: session.timezone, localDate: session.localDate, comment: session.comment ?? null },
    },
    ...sets.map((set, i): SyncOp => ({
      entity: 'set', id: set.id, rev: 1, op: 'upsert',
      fields: {
        sessionId: session.id, actionId: set.actionId, blockId: `action-${set.actionId}`, groupId: `action-${set.actionId}`, setType: set.setType ?? 'normal', side: set.side ?? 'both',
        weightKg: set.weightKg, unit: set.unit, reps: set.reps, localDate: session.localDate,
        completedAt: set.completedAt ?? new Date(start + Math.round((span * (i + 1)) / (sets.length + 1))).toISOString(),
      },
    })),
  ];
}

/**
 * A coach records a past training for a trainee they coach: the trainee's own training, written
 * through the same upserts as the trainee's sync/push, marked as recorded by the coach. Anyone
 * else gets "not found" and nothing changes. A retry (the same session id, recorded by the same
 * coach for the same trainee) records nothing and answers the training as stored; a session or
 * set id that is someone else's is "not found".
 */
export async function recordPastTraining(db: Kysely<Database>, actor: Actor, view: View, input: BackfillInput, now = new Date()): Promise<TrainingDetail> {
  const trainee = { id: input.userId };
  if (!canRecordFor(actor, trainee, (await coachedTrainees(db, actor, [trainee.id])).has(trainee.id))) throw notFound();
  checkTimes(input, now);
  await checkSets(db, actor, input);
  return db.transaction().execute(async (trx) => {
    // The batch writes only ids stored nowhere yet (checked below): its sets go into the session it creates, the trainee's.
    const batch = await openBatch(trx, { ownerId: trainee.id, mayRecordInto: (row) => row.owner_id === trainee.id, recordedBy: actor.id, deviceId: `coach:${actor.id}` }, now);
    const existing = await findTraining(trx, input.session.id);
    if (existing) {
      if (existing.owner_id !== trainee.id || existing.recorded_by !== actor.id || existing.deleted === 1) throw notFound();
      return trainingDetail(trx, existing, view, actor.id, now);
    }
    if ((await storedSetIds(trx, input.sets.map((s) => s.id))).length > 0) throw notFound();
    const results = await applyOps(trx, batch, opsOf(input), view.language);
    // Nothing was stored under these ids before, so every op applies; anything else undoes the whole.
    if (results.some((r) => r.status !== 'applied')) throw notFound();
    return trainingDetail(trx, (await findTraining(trx, input.session.id))!, view, actor.id, now);
  });
}
