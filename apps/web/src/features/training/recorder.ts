import type { SessionFields, SetFields } from '@repwise/contracts';
import { plannedTrainingId } from '@repwise/domain';
import { announceChange, trainingDb, type LocalSession, type LocalSet, type OutboxEntry } from '../../offline/local-db.ts';
import type { PlannedBlock } from '../../offline/planned.ts';
import { raise, saveSynced, type Change } from '../../offline/synced-write.ts';
import { uuidV7 } from '../../offline/uuid-v7.ts';
import { blockForActions } from './plan.ts';
import { startRest } from './rest-timer.ts';

/** A patch of a row's fields; a deleted (or unknown) row stays as it is. */
function patched<R extends LocalSession | LocalSet>(patch: Partial<R['fields']>): Change<R> {
  return (stored) => (stored && !stored.deleted ? { ...stored, fields: { ...stored.fields, ...patch } } : null);
}

/** A live row deleted; one deleted already keeps its rev. */
function tombstone<R extends LocalSession | LocalSet>(stored: R | undefined): R | null {
  return stored && !stored.deleted ? { ...stored, deleted: true } : null;
}

export function localTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The person's calendar day of a moment, as 'yyyy-MM-dd'. */
export function localDateOf(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

export interface NewSession {
  ownerId: number;
  fields: SessionFields;
  plan: readonly PlannedBlock[];
  backfillEnd?: string | null;
}

/**
 * A new session, saved on this phone and queued. A scheduled session's training has the id
 * every phone derives from it (plannedTrainingId): when this phone holds it already, that one
 * is opened again, so a session is never trained twice.
 */
export async function createSession({ ownerId, fields, plan, backfillEnd = null }: NewSession): Promise<LocalSession> {
  const id = fields.planSessionId ? plannedTrainingId(fields.planSessionId) : uuidV7();
  // A deleted one starts again above its tombstone's revision, or the server would keep the tombstone.
  const session = await saveSynced((tx) => raise(tx, 'session', id, (held) =>
    held && !held.deleted ? null : { id, ownerId, syncedRev: 0, deleted: false, fields, plan, chosenBlock: null, closedGroups: [], restEndsAt: null, restSeconds: 0, backfillEnd },
  ));
  return session!;
}

export async function recordSet(ownerId: number, fields: SetFields): Promise<LocalSet> {
  const id = uuidV7();
  const set = await saveSynced((tx) => raise(tx, 'set', id, () => ({ id, ownerId, syncedRev: 0, deleted: false, fields })));
  return set!;
}

/** Changes a set's fields as this phone stores them now (not as a screen last read them). */
export function editSet(id: string, patch: Partial<SetFields>): Promise<LocalSet | undefined> {
  return saveSynced((tx) => raise(tx, 'set', id, patched(patch)));
}

export function deleteSet(id: string): Promise<LocalSet | undefined> {
  return saveSynced((tx) => raise(tx, 'set', id, tombstone));
}

export function editSession(id: string, patch: Partial<SessionFields>): Promise<LocalSession | undefined> {
  return saveSynced((tx) => raise(tx, 'session', id, patched(patch)));
}

/** Deletes a session with every set of it, in one transaction: no set outlives its session, here or on the server. */
export function deleteSession(id: string): Promise<void> {
  return saveSynced(async (tx) => {
    const sets = await tx.objectStore('sets').index('sessionId').getAllKeys(id);
    await Promise.all([raise(tx, 'session', id, tombstone), ...sets.map((set) => raise(tx, 'set', set, tombstone))]);
  });
}

type LocalOnly = Pick<LocalSession, 'plan' | 'chosenBlock' | 'closedGroups' | 'restEndsAt' | 'restSeconds'>;

/** Exercises added during the session: a new block of `sets` rounds, which becomes the current one. */
export function appendBlock({ id }: Pick<LocalSession, 'id'>, actions: readonly { id: number; name: string; equipment?: string }[], sets = 3): Promise<void> {
  const block = blockForActions(uuidV7(), actions, sets);
  return updateLocal(id, ({ plan }) => ({ plan: [...(plan ?? []), block], chosenBlock: plan?.length ?? 0 }));
}

/** Swaps a block with its neighbour (`by` = -1 up, 1 down); the chosen block stays the chosen one. */
export function moveBlock(sessionId: string, index: number, by: -1 | 1): Promise<void> {
  return updateLocal(sessionId, (session) => {
    const plan = [...(session.plan ?? [])];
    const other = index + by;
    const [a, b] = [plan[index], plan[other]];
    if (!a || !b) return {};
    plan[index] = b;
    plan[other] = a;
    const chosen = session.chosenBlock === index ? other : session.chosenBlock === other ? index : session.chosenBlock;
    return { plan, chosenBlock: chosen };
  });
}

/** Starts the rest after a set: stored as its end time, so a reload or a locked screen keeps it right. */
export function startRestNow(id: string, seconds: number): Promise<void> {
  return updateLocal(id, { restEndsAt: startRest(Date.now(), seconds), restSeconds: seconds });
}

/** How the person moves through the session: stays on this phone, sends nothing. An updater gets the stored session. */
export async function updateLocal(id: string, change: Partial<LocalOnly> | ((stored: LocalSession) => Partial<LocalOnly>)): Promise<void> {
  const db = await trainingDb();
  const tx = db.transaction('sessions', 'readwrite');
  const session = await tx.store.get(id);
  if (session) await tx.store.put({ ...session, ...(typeof change === 'function' ? change(session) : change) });
  await tx.done;
  announceChange();
}

export async function readSession(id: string): Promise<{ session: LocalSession | null; sets: LocalSet[]; pending: OutboxEntry[] }> {
  const db = await trainingDb();
  const [session, sets] = await Promise.all([db.get('sessions', id), db.getAllFromIndex('sets', 'sessionId', id)]);
  const outbox = session ? await db.getAllFromIndex('outbox', 'ownerId', session.ownerId) : [];
  const ids = new Set([id, ...sets.map((s) => s.id)]);
  return { session: session ?? null, sets, pending: outbox.filter((e) => ids.has(e.op.id)) };
}

/** Started here or pulled, not finished and not deleted: to resume. */
export async function unfinishedSessions(ownerId: number): Promise<LocalSession[]> {
  const db = await trainingDb();
  const all = await db.getAllFromIndex('sessions', 'ownerId', ownerId);
  return all.filter((s) => !s.deleted && !s.fields.finishedAt).sort((a, b) => b.fields.startedAt.localeCompare(a.fields.startedAt));
}

/** Every set of the person on this phone but those of one session: what a new record must beat. */
export async function setsOutside(ownerId: number, sessionId: string): Promise<SetFields[]> {
  const db = await trainingDb();
  return (await db.getAllFromIndex('sets', 'ownerId', ownerId)).filter((s) => !s.deleted && s.fields.sessionId !== sessionId).map((s) => s.fields);
}

export async function outboxOf(ownerId: number): Promise<OutboxEntry[]> {
  const db = await trainingDb();
  return db.getAllFromIndex('outbox', 'ownerId', ownerId);
}
