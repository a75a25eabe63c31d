import type { SessionFields, SetFields, SyncOp, SyncPushInput } from '@repwise/contracts';
import { isEmptySet, type ImportSource, type Language } from '@repwise/domain';
import type { Insertable, Kysely } from 'kysely';
import { lockKey, nextSyncSeqs, refreshPlannerStatistics } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { TrainingSetsTable } from '../../db/schema/training.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canRecordInto } from '../../platform/access/policies.ts';
import { message, type MessageKey } from '../../platform/messages.ts';
import { notifyCoachReplied, notifyMemberFinished } from '../notification/index.ts';
import { findPlanSession, type PlanSessionRow } from '../plan/index.ts';
import { nothingTouched, recomputeTouched, type Touched } from '../progress/index.ts';
import { ownOrganisation } from '../squad/index.ts';
import { currentEpoch, startNewEpoch } from './epoch.ts';
import { sessionChange, setChange } from './present.ts';
import {
  changedSets, changedTrainings, findSets, findTraining, findTrainings, highestSeqOf, liveTrainingOfPlanSession, mergedIntoAll, recordMerge, setsOfTraining, stampChange, upsertRows, type SetRow, type TrainingRow,
} from './repo.ts';

type Result = { id: string; rev: number; status: 'applied' | 'stale' | 'rejected'; msg?: string; serverSeq: number | null };

class Rejected extends Error {
  constructor(readonly key: MessageKey) {
    super(key);
  }
}

/** A batch's context: whose rows it writes, who wrote it, and what its writes touched. */
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
  /** The days and exercises the batch's writes changed: their figures are recomputed once, at its end (modules/progress). */
  touched: Touched;
}

/** Starts a batch inside `trx`: the owner's writes wait for one another (one lock per owner). */
export async function openBatch(trx: Kysely<Database>, writer: Pick<Batch, 'ownerId' | 'mayRecordInto' | 'recordedBy' | 'deviceId'> & Partial<Pick<Batch, 'importedFrom'>>, now: Date): Promise<Batch> {
  await lockKey(trx, writer.ownerId);
  return { importedFrom: null, ...writer, receivedAt: now.toISOString(), touched: nothingTouched() };
}

/**
 * The rows a batch's ops name, read at once before its writes and kept as they are written:
 * a push of a set costs its write, not a read of its row, its training and their aliases each.
 */
interface Known {
  trainings: Map<string, TrainingRow>;
  /** Training ids merged into another (one training per scheduled session). */
  aliases: Map<string, string>;
  sets: Map<string, Pick<SetRow, 'owner_id' | 'local_date' | 'action_id' | 'server_seq'>>;
  planSessions: Map<number, PlanSessionRow | undefined>;
  /** The owner's own organisation, once a new training without a plan asked for it. */
  ownOrganisation?: number;
}

async function readKnown(trx: Kysely<Database>, ops: readonly SyncOp[]): Promise<Known> {
  const sessionIds = ops.map((op) => (op.entity === 'session' ? op.id : op.fields.sessionId));
  const aliases = await mergedIntoAll(trx, sessionIds);
  const [trainings, sets] = await Promise.all([
    findTrainings(trx, [...sessionIds, ...aliases.values()]),
    findSets(trx, ops.filter((op) => op.entity === 'set').map((op) => op.id)),
  ]);
  return { trainings, aliases, sets, planSessions: new Map() };
}

/** The training a set sent into `id` belongs to: that one, or the one it was merged into. */
async function sessionOf(trx: Kysely<Database>, known: Known, id: string): Promise<TrainingRow | undefined> {
  const target = known.aliases.get(id) ?? id;
  if (!known.trainings.has(target)) {
    const row = await findTraining(trx, target);
    if (row) known.trainings.set(target, row);
  }
  return known.trainings.get(target);
}

/**
 * One live training per scheduled session (issue 23). Phones start a scheduled session under
 * the id every phone derives from it (plannedTrainingId), so two phones meet in one training.
 * A session sent under another id while the scheduled session has its live training (an older
 * app, or one whose start reached the server second) is merged into that training: the id is
 * kept as a tombstone pointing there, and its sets are stored there. Answers where it went.
 */
async function mergeTarget(trx: Kysely<Database>, known: Known, id: string, planSessionId: number | null | undefined): Promise<string | undefined> {
  const before = known.aliases.get(id);
  if (before !== undefined) return before;
  if (planSessionId === null || planSessionId === undefined) return undefined;
  const live = await liveTrainingOfPlanSession(trx, planSessionId);
  return live && live.id !== id ? live.id : undefined;
}

/** A planned session is the owner's own scheduled one, and is not recorded before its date; answers it. */
async function checkPlanned(trx: Kysely<Database>, batch: Batch, known: Known, planSessionId: number | null | undefined, localDate: string): Promise<PlanSessionRow | undefined> {
  if (planSessionId === null || planSessionId === undefined) return undefined;
  if (!known.planSessions.has(planSessionId)) known.planSessions.set(planSessionId, await findPlanSession(trx, planSessionId));
  const planned = known.planSessions.get(planSessionId);
  if (!planned || planned.trainee_id !== batch.ownerId) throw new Rejected('dataNotFound');
  if (localDate < planned.date) throw new Rejected('trainingNotAllowed');
  return planned;
}

/**
 * The organisation a new training belongs to (docs/ARCHITECTURE.md "Organisations"): a
 * scheduled session's (the plan's), else the trainee's own, made when first needed.
 */
async function organisationOfNewTraining(trx: Kysely<Database>, batch: Batch, known: Known, planned: PlanSessionRow | undefined): Promise<number> {
  if (planned) return planned.organisation_id;
  known.ownOrganisation ??= await ownOrganisation(trx, batch.ownerId, new Date(batch.receivedAt));
  return known.ownOrganisation;
}

/** A checked row waiting to be written with others, and what follows once it is. */
type Synced = 'trainings' | 'training_sets';
interface PendingRow<T extends Synced> {
  op: SyncOp;
  index: number;
  row: Insertable<Database[T]> & { id: string; owner_id: number };
  /** The stored row's number before (a stale op answers it). */
  seqBefore: number | null;
  /**
   * The row stored is what the device sent and holds: the owner's own push, not merged into
   * another training, with no field only the server keeps (a coach's comment the device may
   * not have pulled yet). Then the device's later pulls need not bring it back.
   */
  asSent: boolean;
  /** After the row was written (its number in it): what the batch must know and touch. */
  written: (row: { server_seq: number; pushed_seq: number | null }) => Promise<void>;
}

/** Rows written in one statement at most (a statement's parameters stay well under both engines' limits). */
const ROWS_PER_WRITE = 200;

/**
 * Checked rows of one table written together: their server numbers taken at once, one upsert
 * for them all, then each answered applied or stale. A row whose id is already waiting is
 * written after the first (the first is flushed), so a batch that sends one row twice keeps
 * its order.
 */
class Writes<T extends Synced> {
  private pending: PendingRow<T>[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly trx: Kysely<Database>, private readonly table: T, private readonly results: Result[]) {}

  async add(row: PendingRow<T>): Promise<void> {
    if (this.ids.has(row.op.id)) await this.flush();
    this.pending.push(row);
    this.ids.add(row.op.id);
    if (this.pending.length >= ROWS_PER_WRITE) await this.flush();
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    if (pending.length === 0) return;
    this.pending = [];
    this.ids.clear();
    const seqs = await nextSyncSeqs(this.trx, pending.length);
    const rows = pending.map((p, i) => ({ ...p.row, server_seq: seqs[i]!, pushed_seq: p.asSent ? seqs[i]! : null }));
    const written = await upsertRows(this.trx, this.table, rows);
    for (const [i, { op, index, seqBefore, written: then }] of pending.entries()) {
      if (!written.has(op.id)) {
        this.results[index] = { id: op.id, rev: op.rev, status: 'stale', serverSeq: seqBefore };
        continue;
      }
      await then(rows[i]!);
      this.results[index] = { id: op.id, rev: op.rev, status: 'applied', serverSeq: rows[i]!.server_seq };
    }
  }
}

/** A session op, checked: its row, and what its write changes. */
async function checkedSession(trx: Kysely<Database>, batch: Batch, known: Known, op: SyncOp & { entity: 'session' }, f: SessionFields, index: number): Promise<PendingRow<'trainings'>> {
  const existing = known.trainings.get(op.id);
  if (existing && !batch.mayRecordInto(existing)) throw new Rejected('dataNotFound');
  const planned = await checkPlanned(trx, batch, known, f.planSessionId, f.localDate);
  const keeper = await mergeTarget(trx, known, op.id, f.planSessionId);
  if (keeper !== undefined) {
    await recordMerge(trx, op.id, keeper);
    known.aliases.set(op.id, keeper);
  }
  const deleted = op.op === 'delete' || keeper !== undefined ? 1 : 0;
  const row: Omit<TrainingRow, 'pushed_seq'> & { server_seq: number } = {
    id: op.id, rev: op.rev, device_id: batch.deviceId, organisation_id: existing?.organisation_id ?? await organisationOfNewTraining(trx, batch, known, planned), owner_id: batch.ownerId,
    plan_session_id: f.planSessionId ?? null, template_id: f.templateId ?? null, name: f.name, started_at: f.startedAt, finished_at: f.finishedAt ?? null, timezone: f.timezone,
    local_date: f.localDate, rating: f.rating ?? null, comment: f.comment ?? null, coach_comment: existing?.coach_comment ?? null, deleted,
    recorded_by: existing ? existing.recorded_by : batch.recordedBy, imported_from: existing ? existing.imported_from : batch.importedFrom, server_seq: 0, received_at: batch.receivedAt,
  };
  const ownPush = batch.recordedBy === null && batch.importedFrom === null;
  return {
    op, index, row, seqBefore: existing ? Number(existing.server_seq) : null,
    asSent: ownPush && keeper === undefined && row.coach_comment === null && row.recorded_by === null,
    written: async ({ server_seq, pushed_seq }) => {
      known.trainings.set(op.id, { ...row, server_seq, pushed_seq });
      // A training deleted (or back) takes its sets out of (or into) the figures; its months count it and its time.
      if (existing !== undefined && existing.deleted !== deleted) await touchSetsOf(trx, batch, op.id);
      // Finished for the first time (not a retry, not a later edit): the trainee's coaches are told; not of an imported past.
      if (deleted === 0 && f.finishedAt && !existing?.finished_at && batch.importedFrom === null) {
        await notifyMemberFinished(trx, { trainingId: op.id, traineeId: batch.ownerId, recordedBy: batch.recordedBy }, new Date(batch.receivedAt));
      }
      for (const date of [existing?.local_date, f.localDate]) if (date !== undefined) batch.touched.trainingDates.add(date);
    },
  };
}

/** A set op, checked: its row, and what its write changes. */
async function checkedSet(trx: Kysely<Database>, batch: Batch, known: Known, op: SyncOp & { entity: 'set' }, f: SetFields, index: number): Promise<PendingRow<'training_sets'>> {
  const existing = known.sets.get(op.id);
  const session = await sessionOf(trx, known, f.sessionId);
  if (existing && !batch.mayRecordInto(existing)) throw new Rejected('dataNotFound');
  if (!session) throw new Rejected('trainingSessionMissing');
  if (op.op === 'upsert' && isEmptySet(f)) throw new Rejected('setWithoutReps');
  if (!batch.mayRecordInto(session)) throw new Rejected('dataNotFound');
  await checkPlanned(trx, batch, known, session.plan_session_id, f.localDate);
  const row: Insertable<TrainingSetsTable> & { id: string; owner_id: number; local_date: string; action_id: number } = {
    id: op.id, rev: op.rev, device_id: batch.deviceId, organisation_id: session.organisation_id, owner_id: batch.ownerId, session_id: session.id, action_id: f.actionId,
    block_id: f.blockId, group_id: f.groupId, set_type: f.setType, side: f.side, planned_weight_kg: f.plannedWeightKg ?? null, planned_reps: f.plannedReps ?? null,
    weight_kg: f.weightKg, unit: f.unit, reps: f.reps, reps_right: f.repsRight ?? null, effort: f.effort ?? null, completed_at: f.completedAt, local_date: f.localDate,
    deleted: op.op === 'delete' ? 1 : 0, server_seq: 0, received_at: batch.receivedAt,
  };
  return {
    op, index, row, seqBefore: existing ? Number(existing.server_seq) : null,
    asSent: batch.recordedBy === null && batch.importedFrom === null && session.id === f.sessionId,
    written: async ({ server_seq }) => {
      if (existing) touch(batch, op.id, existing.local_date, existing.action_id);
      touch(batch, op.id, row.local_date, row.action_id);
      known.sets.set(op.id, { ...row, server_seq });
    },
  };
}

function touch(batch: Batch, setId: string, localDate: string, actionId: number): void {
  batch.touched.setIds.add(setId);
  batch.touched.localDates.add(localDate);
  batch.touched.actionIds.add(Number(actionId));
}

async function touchSetsOf(trx: Kysely<Database>, batch: Batch, trainingId: string): Promise<void> {
  for (const set of await setsOfTraining(trx, trainingId)) touch(batch, set.id, set.local_date, set.action_id);
}

/**
 * Applies the ops of a batch, sessions before sets (so the order within a batch never
 * matters), each op on its own: a rejected one (someone else's session, a planned one before
 * its date) is answered with the reason and the rest still apply. Rows that pass their checks
 * are written together, a few hundred per statement (Writes); a scheduled session's training
 * is written on its own, so the next op sees whether the session has its live training.
 * Answers in the order of the ops.
 */
export async function applyOps(trx: Kysely<Database>, batch: Batch, ops: readonly SyncOp[], language: Language): Promise<Result[]> {
  const order = ops.map((op, index) => ({ op, index })).sort((a, b) => (a.op.entity === b.op.entity ? a.index - b.index : a.op.entity === 'session' ? -1 : 1));
  const results: Result[] = new Array<Result>(ops.length);
  const known = await readKnown(trx, ops);
  const sessions = new Writes(trx, 'trainings', results);
  const sets = new Writes(trx, 'training_sets', results);
  for (const { op, index } of order) {
    try {
      if (op.entity === 'session') {
        const scheduled = op.fields.planSessionId !== null && op.fields.planSessionId !== undefined;
        if (scheduled) await sessions.flush();
        await sessions.add(await checkedSession(trx, batch, known, op, op.fields, index));
        if (scheduled) await sessions.flush();
      } else {
        // Sets are checked against their training as written.
        await sessions.flush();
        await sets.add(await checkedSet(trx, batch, known, op, op.fields, index));
      }
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      results[index] = { id: op.id, rev: op.rev, status: 'rejected', msg: message(error.key, language), serverSeq: null };
    }
  }
  await sessions.flush();
  await sets.flush();
  // A batch this large changes the tables' shape: the planner learns it before the recompute reads them back.
  if (ops.length > LARGE_BATCH) await refreshPlannerStatistics(trx, ['trainings', 'training_sets']);
  // The figures of what changed, in the same transaction: one recompute per touched day and exercise.
  await recomputeTouched(trx, batch.ownerId, batch.touched, new Date(batch.receivedAt));
  batch.touched = nothingTouched();
  return results;
}

/** More ops than a phone ever sends at once (an import). */
const LARGE_BATCH = 5_000;

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
 * After a cursor, rows the pulling device pushed and holds as stored are left out (issue 29
 * §2), and a last page moves the cursor past them: to the highest number read before the
 * rows, all of whose rows had been written (one owner's writes take turns, openBatch).
 */
export async function pullChanges(db: Kysely<Database>, actor: Actor, since: number, size: number, device?: string, now = new Date()) {
  const seen = await currentEpoch(db);
  const highest = since > 0 ? await highestSeqOf(db, actor.id) : 0;
  if (since > highest) return { changes: [], next: 0, more: false, epoch: await startNewEpoch(db, now, seen) };
  // A pull from 0 reads everything: a phone starting over takes its own rows back too.
  const skipOwn = since > 0 ? device : undefined;
  const [sessions, sets] = await Promise.all([changedTrainings(db, actor.id, since, size + 1, skipOwn), changedSets(db, actor.id, since, size + 1, skipOwn)]);
  const all = [...sessions.map(sessionChange), ...sets.map(setChange)].sort((a, b) => a.serverSeq - b.serverSeq);
  const changes = all.slice(0, size);
  const more = all.length > size;
  const last = changes.at(-1)?.serverSeq ?? since;
  return { changes, next: more || skipOwn === undefined ? last : Math.max(last, highest), more, epoch: seen };
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
