import type { SessionFields, SetFields } from '@repwise/contracts';
import { announceChange, outboxKey, trainingDb, type LocalSession, type LocalSet, type OutboxEntry } from './local-db.ts';
import { blockForActions, type PlannedBlock } from './plan.ts';
import { startRest } from './rest-timer.ts';
import { plannedTrainingId } from '@repwise/domain';
import { uuidV7 } from './uuid-v7.ts';

/**
 * Every change of a session or a set: the row with its rev raised and its op in the outbox,
 * in one readwrite transaction with strict durability (the browser has it on disk when the
 * promise settles), then the screens and the sync engine hear of it.
 */
async function saveSynced(entity: 'session', row: LocalSession): Promise<LocalSession>;
async function saveSynced(entity: 'set', row: LocalSet): Promise<LocalSet>;
async function saveSynced(entity: 'session' | 'set', row: LocalSession | LocalSet): Promise<LocalSession | LocalSet> {
  const db = await trainingDb();
  const store = entity === 'session' ? 'sessions' : 'sets';
  const tx = db.transaction([store, 'outbox'], 'readwrite', { durability: 'strict' });
  const op = { entity, id: row.id, rev: row.rev, op: row.deleted ? 'delete' : 'upsert', fields: row.fields } as OutboxEntry['op'];
  const entry: OutboxEntry = { key: outboxKey(entity, row.id), ownerId: row.ownerId, op, queuedAt: Date.now(), rejected: null };
  await Promise.all([tx.objectStore(store).put(row as LocalSession & LocalSet), tx.objectStore('outbox').put(entry), tx.done]);
  announceChange();
  return row;
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
  const planned = fields.planSessionId ? plannedTrainingId(fields.planSessionId) : null;
  const held = planned ? (await readSession(planned)).session : null;
  if (held && !held.deleted) return held;
  return saveSynced('session', {
    // A deleted one starts again above its tombstone's revision, or the server would keep the tombstone.
    id: planned ?? uuidV7(), ownerId, rev: (held?.rev ?? 0) + 1, syncedRev: 0, deleted: false, fields, plan, chosenBlock: null, closedGroups: [], restEndsAt: null, restSeconds: 0, backfillEnd,
  });
}

export function recordSet(ownerId: number, fields: SetFields): Promise<LocalSet> {
  return saveSynced('set', { id: uuidV7(), ownerId, rev: 1, syncedRev: 0, deleted: false, fields });
}

export function editSet(set: LocalSet, patch: Partial<SetFields>): Promise<LocalSet> {
  return saveSynced('set', { ...set, rev: set.rev + 1, fields: { ...set.fields, ...patch } });
}

export function deleteSet(set: LocalSet): Promise<LocalSet> {
  return saveSynced('set', { ...set, rev: set.rev + 1, deleted: true });
}

export function editSession(session: LocalSession, patch: Partial<SessionFields>): Promise<LocalSession> {
  return saveSynced('session', { ...session, rev: session.rev + 1, fields: { ...session.fields, ...patch } });
}

type LocalOnly = Pick<LocalSession, 'plan' | 'chosenBlock' | 'closedGroups' | 'restEndsAt' | 'restSeconds'>;

/** Exercises added during the session: a new block of `sets` rounds, which becomes the current one. */
export async function appendBlock(session: LocalSession, actions: readonly { id: number; name: string; equipment?: string }[], sets = 3): Promise<void> {
  const plan = session.plan ?? [];
  await updateLocal(session.id, { plan: [...plan, blockForActions(uuidV7(), actions, sets)], chosenBlock: plan.length });
}

/** Swaps a block with its neighbour (`by` = -1 up, 1 down); the chosen block stays the chosen one. */
export async function moveBlock(session: LocalSession, index: number, by: -1 | 1): Promise<void> {
  const plan = [...(session.plan ?? [])];
  const other = index + by;
  const [a, b] = [plan[index], plan[other]];
  if (!a || !b) return;
  plan[index] = b;
  plan[other] = a;
  const chosen = session.chosenBlock === index ? other : session.chosenBlock === other ? index : session.chosenBlock;
  await updateLocal(session.id, { plan, chosenBlock: chosen });
}

/** Starts the rest after a set: stored as its end time, so a reload or a locked screen keeps it right. */
export function startRestNow(id: string, seconds: number): Promise<void> {
  return updateLocal(id, { restEndsAt: startRest(Date.now(), seconds), restSeconds: seconds });
}

/** How the person moves through the session: stays on this phone, sends nothing. */
export async function updateLocal(id: string, patch: Partial<LocalOnly>): Promise<void> {
  const db = await trainingDb();
  const tx = db.transaction('sessions', 'readwrite');
  const session = await tx.store.get(id);
  if (session) await tx.store.put({ ...session, ...patch });
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
