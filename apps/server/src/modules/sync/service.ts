import type { SessionFields, SetFields, SyncOp, SyncPushInput } from '@repwise/contracts';
import { isEmptySet, type ImportSource, type Language } from '@repwise/domain';
import type { Kysely } from 'kysely';
import { lockKey } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canRecordInto } from '../../platform/access/policies.ts';
import { message, type MessageKey } from '../../platform/messages.ts';
import { notifyCoachReplied, notifyMemberFinished } from '../notification/index.ts';
import { findPlanSession, type PlanSessionRow } from '../plan/index.ts';
import { nothingTouched, recomputeTouched, type Touched } from '../progress/index.ts';
import { ownOrganisation } from '../squad/index.ts';
import { currentEpoch, startNewEpoch } from './epoch.ts';
import { sessionChange, setChange } from './present.ts';
import { changedSets, changedTrainings, findSet, findTraining, highestSeqOf, liveTrainingOfPlanSession, mergedInto, recordMerge, setsOfTraining, stampChange, upsertRow, type TrainingRow } from './repo.ts';

type Result = { id: string; rev: number; status: 'applied' | 'stale' | 'rejected'; msg?: string; serverSeq: number | null };

class Rejected extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A batch's context: whose rows it writes, who wrote it, and the sessions it has seen (pushed in this batch or read). */
export interface Batch {
  /** The owner of every row written: the caller (sync/push), or the trainee a coach records for (backfill). */
  ownerId: number;
  /** Whether the batch may write into a row that exists already (a policy of policies.ts). */
  mayRecordInto: (row: { owner_id: number }) => boolean;
  /** The coach who entered the sessions the batch creates for their owner; null: the owner did. */
  recordedBy: number | null;
  /** The app whose log the batch imports (record/import); null for everything recorded here. */
  importedFrom: ImportSource | null;
  deviceId: string;
  receivedAt: string;
  sessions: Map<string, TrainingRow | undefined>;
  /** The days and exercises the batch's writes changed: their figures are recomputed once, at its end (modules/progress). */
  touched: Touched;
}

/** Starts a batch inside `trx`: the owner's writes wait for one another (one lock per owner). */
export async function openBatch(trx: Kysely<Database>, writer: Pick<Batch, 'ownerId' | 'mayRecordInto' | 'recordedBy' | 'deviceId'> & Partial<Pick<Batch, 'importedFrom'>>, now: Date): Promise<Batch> {
  await lockKey(trx, writer.ownerId);
  return { importedFrom: null, ...writer, receivedAt: now.toISOString(), sessions: new Map(), touched: nothingTouched() };
}

/** The training a set sent into `id` belongs to: that one, or the one it was merged into. */
async function sessionOf(trx: Kysely<Database>, batch: Batch, id: string): Promise<TrainingRow | undefined> {
  if (!batch.sessions.has(id)) batch.sessions.set(id, await findTraining(trx, (await mergedInto(trx, id)) ?? id));
  return batch.sessions.get(id);
}

/**
 * One live training per scheduled session (issue 23). Phones start a scheduled session under
 * the id every phone derives from it (plannedTrainingId), so two phones meet in one training.
 * A session sent under another id while the scheduled session has its live training (an older
 * app, or one whose start reached the server second) is merged into that training: the id is
 * kept as a tombstone pointing there, and its sets are stored there. Answers where it went.
 */
async function mergeTarget(trx: Kysely<Database>, id: string, planSessionId: number | null | undefined): Promise<string | undefined> {
  const before = await mergedInto(trx, id);
  if (before !== undefined) return before;
  if (planSessionId === null || planSessionId === undefined) return undefined;
  const live = await liveTrainingOfPlanSession(trx, planSessionId);
  return live && live.id !== id ? live.id : undefined;
}

/** A planned session is the owner's own scheduled one, and is not recorded before its date; answers it. */
async function checkPlanned(trx: Kysely<Database>, ownerId: number, planSessionId: number | null | undefined, localDate: string): Promise<PlanSessionRow | undefined> {
  if (planSessionId === null || planSessionId === undefined) return undefined;
  const planned = await findPlanSession(trx, planSessionId);
  if (!planned || planned.trainee_id !== ownerId) throw new Rejected('dataNotFound');
  if (localDate < planned.date) throw new Rejected('trainingNotAllowed');
  return planned;
}

/**
 * The organisation a new training belongs to (docs/ARCHITECTURE.md "Organisations"): a
 * scheduled session's (the plan's), else the trainee's own, made when first needed.
 */
async function organisationOfNewTraining(trx: Kysely<Database>, batch: Batch, planned: PlanSessionRow | undefined): Promise<number> {
  return planned?.organisation_id ?? ownOrganisation(trx, batch.ownerId, new Date(batch.receivedAt));
}

async function applySession(trx: Kysely<Database>, batch: Batch, op: SyncOp & { entity: 'session' }, f: SessionFields): Promise<Result> {
  const existing = await findTraining(trx, op.id);
  if (existing && !batch.mayRecordInto(existing)) throw new Rejected('dataNotFound');
  const planned = await checkPlanned(trx, batch.ownerId, f.planSessionId, f.localDate);
  const keeper = await mergeTarget(trx, op.id, f.planSessionId);
  if (keeper !== undefined) await recordMerge(trx, op.id, keeper);
  const applied = await upsertRow(trx, 'trainings', {
    id: op.id, rev: op.rev, device_id: batch.deviceId, organisation_id: existing?.organisation_id ?? await organisationOfNewTraining(trx, batch, planned), owner_id: batch.ownerId,
    plan_session_id: f.planSessionId ?? null, template_id: f.templateId ?? null, name: f.name, started_at: f.startedAt, finished_at: f.finishedAt ?? null, timezone: f.timezone,
    local_date: f.localDate, rating: f.rating ?? null, comment: f.comment ?? null, coach_comment: existing?.coach_comment ?? null, deleted: op.op === 'delete' || keeper !== undefined ? 1 : 0,
    recorded_by: existing ? existing.recorded_by : batch.recordedBy, imported_from: existing ? existing.imported_from : batch.importedFrom, server_seq: existing ? Number(existing.server_seq) : 0, received_at: batch.receivedAt,
  });
  batch.sessions.delete(op.id);
  const deleted = op.op === 'delete' || keeper !== undefined ? 1 : 0;
  // A training deleted (or back) takes its sets out of (or into) the figures; its months count it and its time.
  if (applied && existing !== undefined && existing.deleted !== deleted) await touchSetsOf(trx, batch, op.id);
  // Finished for the first time (not a retry, not a later edit): the trainee's coaches are told.
  if (applied && deleted === 0 && f.finishedAt && !existing?.finished_at) {
    await notifyMemberFinished(trx, { trainingId: op.id, traineeId: batch.ownerId, recordedBy: batch.recordedBy }, new Date(batch.receivedAt));
  }
  if (applied) for (const date of [existing?.local_date, f.localDate]) if (date !== undefined) batch.touched.trainingDates.add(date);
  return finish(trx, 'trainings', op, applied, existing ? Number(existing.server_seq) : null);
}

async function applySet(trx: Kysely<Database>, batch: Batch, op: SyncOp & { entity: 'set' }, f: SetFields): Promise<Result> {
  const [existing, session] = await Promise.all([findSet(trx, op.id), sessionOf(trx, batch, f.sessionId)]);
  if (existing && !batch.mayRecordInto(existing)) throw new Rejected('dataNotFound');
  if (!session) throw new Rejected('trainingSessionMissing');
  if (op.op === 'upsert' && isEmptySet(f)) throw new Rejected('setWithoutReps');
  if (!batch.mayRecordInto(session)) throw new Rejected('dataNotFound');
  await checkPlanned(trx, batch.ownerId, session.plan_session_id, f.localDate);
  const applied = await upsertRow(trx, 'training_sets', {
    id: op.id, rev: op.rev, device_id: batch.deviceId, organisation_id: session.organisation_id, owner_id: batch.ownerId, session_id: session.id, action_id: f.actionId,
    block_id: f.blockId, group_id: f.groupId, set_type: f.setType, side: f.side, planned_weight_kg: f.plannedWeightKg ?? null, planned_reps: f.plannedReps ?? null,
    weight_kg: f.weightKg, unit: f.unit, reps: f.reps, reps_right: f.repsRight ?? null, effort: f.effort ?? null, completed_at: f.completedAt, local_date: f.localDate,
    deleted: op.op === 'delete' ? 1 : 0, server_seq: existing ? Number(existing.server_seq) : 0, received_at: batch.receivedAt,
  });
  if (applied) {
    if (existing) touch(batch, op.id, existing.local_date, existing.action_id);
    touch(batch, op.id, f.localDate, f.actionId);
  }
  return finish(trx, 'training_sets', op, applied, existing ? Number(existing.server_seq) : null);
}

function touch(batch: Batch, setId: string, localDate: string, actionId: number): void {
  batch.touched.setIds.add(setId);
  batch.touched.localDates.add(localDate);
  batch.touched.actionIds.add(Number(actionId));
}

async function touchSetsOf(trx: Kysely<Database>, batch: Batch, trainingId: string): Promise<void> {
  for (const set of await setsOfTraining(trx, trainingId)) touch(batch, set.id, set.local_date, set.action_id);
}

async function finish(trx: Kysely<Database>, table: 'trainings' | 'training_sets', op: SyncOp, applied: boolean, seqBefore: number | null): Promise<Result> {
  if (!applied) return { id: op.id, rev: op.rev, status: 'stale', serverSeq: seqBefore };
  return { id: op.id, rev: op.rev, status: 'applied', serverSeq: await stampChange(trx, table, op.id) };
}

/**
 * Applies the ops of a batch, sessions before sets (so the order within a batch never
 * matters), each op on its own: a rejected one (someone else's session, a planned one before
 * its date) is answered with the reason and the rest still apply. Answers in the order of the ops.
 */
export async function applyOps(trx: Kysely<Database>, batch: Batch, ops: readonly SyncOp[], language: Language): Promise<Result[]> {
  const order = ops.map((op, index) => ({ op, index })).sort((a, b) => (a.op.entity === b.op.entity ? a.index - b.index : a.op.entity === 'session' ? -1 : 1));
  const results: Result[] = new Array<Result>(ops.length);
  for (const { op, index } of order) {
    try {
      results[index] = op.entity === 'session' ? await applySession(trx, batch, op, op.fields) : await applySet(trx, batch, op, op.fields);
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      results[index] = { id: op.id, rev: op.rev, status: 'rejected', msg: message(error.key, language), serverSeq: null };
    }
  }
  // The figures of what changed, in the same transaction: one recompute per touched day and exercise.
  await recomputeTouched(trx, batch.ownerId, batch.touched, new Date(batch.receivedAt));
  batch.touched = nothingTouched();
  return results;
}

/** The caller's own batch from their phone, in one transaction; only the owner records into their rows. */
export async function pushOps(db: Kysely<Database>, actor: Actor, language: Language, input: SyncPushInput, now = new Date()): Promise<{ results: Result[] }> {
  return db.transaction().execute(async (trx) => {
    const batch = await openBatch(trx, { ownerId: actor.id, mayRecordInto: (row) => canRecordInto(actor, row), recordedBy: null, deviceId: input.deviceId }, now);
    return { results: await applyOps(trx, batch, input.ops, language) };
  });
}

/**
 * The caller's sessions and sets changed after `since`, in server order, at most `size`, with
 * the sync epoch. A cursor past every number the caller's rows hold was given out before a
 * restore took the database back: that pull starts a new epoch (a restore nobody announced
 * with `npm run db:restored`), and the phone sends its rows again and pulls from 0.
 */
export async function pullChanges(db: Kysely<Database>, actor: Actor, since: number, size: number, now = new Date()) {
  const seen = await currentEpoch(db);
  if (since > 0 && since > (await highestSeqOf(db, actor.id))) return { changes: [], next: 0, more: false, epoch: await startNewEpoch(db, now, seen) };
  const [sessions, sets] = await Promise.all([changedTrainings(db, actor.id, since, size + 1), changedSets(db, actor.id, since, size + 1)]);
  const all = [...sessions.map(sessionChange), ...sets.map(setChange)].sort((a, b) => a.serverSeq - b.serverSeq);
  const changes = all.slice(0, size);
  return { changes, next: changes.at(-1)?.serverSeq ?? since, more: all.length > size, epoch: seen };
}

/** A coach of the owner answers the trainee's comment on a training: the row changes on the server, so the trainee's next pull brings it. */
export async function writeCoachComment(db: Kysely<Database>, row: TrainingRow, comment: string, now: Date, coachId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, row.owner_id);
    await trx.updateTable('trainings').set({ coach_comment: comment === '' ? null : comment, received_at: now.toISOString() }).where('id', '=', row.id).execute();
    await stampChange(trx, 'trainings', row.id);
    if (comment !== '') await notifyCoachReplied(trx, { trainingId: row.id, traineeId: row.owner_id, coachId }, now);
  });
}
