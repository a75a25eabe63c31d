import type { SyncChange } from '@repwise/contracts';
import { OFFLINE_STORE } from '../base/constants.ts';
import { api } from '../api/request.ts';
import { getSession, subscribeSession } from '../session/session-store.ts';
import { announceChange, deviceId, outboxEntryOf, outboxKey, trainingDb, type LocalSession, type LocalSet } from './local-db.ts';
import { takeRemote } from './merge.ts';

/**
 * Sends the outbox and pulls the other devices' rows (ARCHITECTURE "Offline training"). One
 * tab at a time (a Web Lock); it runs at start, after each set (requestSync), when the network
 * comes back, when the app is shown again, every 20 s during a session, and again with a
 * growing wait after a failure. An outbox entry goes only when the server confirmed its
 * (id, rev); a 401 leaves the queue as it is, for the same person's next login.
 */

export const SYNC_EVERY_MS = 20_000;
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** The server's limit per push (contracts MAX_SYNC_OPS; the bundle takes no values from the contract). */
const MAX_SYNC_OPS = 200;

export type SyncState = 'idle' | 'sending' | 'waiting';
let state: SyncState = 'idle';
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let again = false;
const stateListeners = new Set<() => void>();

function setState(next: SyncState): void {
  state = next;
  for (const listener of stateListeners) listener();
}

export function getSyncState(): SyncState {
  return state;
}

export function onSyncState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** The signed-in person whose rows may be sent, or null (no token, or not known yet). */
function signedInOwner(): number | null {
  const { token, userInfo } = getSession();
  return token && userInfo ? userInfo.id : null;
}

const cursorKey = (ownerId: number) => `cursor:${ownerId}`;
/** The server database's sync epoch this phone's cursor counts in. */
const epochKey = (ownerId: number) => `epoch:${ownerId}`;

async function push(ownerId: number): Promise<void> {
  const db = await trainingDb();
  const device = await deviceId();
  for (;;) {
    const waiting = (await db.getAllFromIndex('outbox', 'ownerId', ownerId)).filter((e) => e.rejected === null);
    if (waiting.length === 0) return;
    // Sessions first: a set needs its session on the server.
    waiting.sort((a, b) => (a.op.entity === b.op.entity ? a.queuedAt - b.queuedAt : a.op.entity === 'session' ? -1 : 1));
    const batch = waiting.slice(0, MAX_SYNC_OPS);
    const { results } = await api('training.syncPush', { body: { deviceId: device, ops: batch.map((e) => e.op) } });
    let rewindTo: number | null = null;
    const tx = db.transaction(['outbox', 'sessions', 'sets'], 'readwrite', { durability: 'strict' });
    for (const [index, result] of results.entries()) {
      const sent = batch[index];
      if (!sent || sent.op.id !== result.id) continue;
      const entry = await tx.objectStore('outbox').get(sent.key);
      if (result.status === 'rejected') {
        if (entry && entry.op.rev === result.rev) await tx.objectStore('outbox').put({ ...entry, rejected: result.msg ?? '' });
        continue;
      }
      // An edit made while the batch was away has a higher rev: it stays to be sent.
      if (entry && entry.op.rev <= result.rev) await tx.objectStore('outbox').delete(sent.key);
      const store = sent.op.entity === 'session' ? tx.objectStore('sessions') : tx.objectStore('sets');
      const row = await store.get(sent.op.id);
      if (row && row.syncedRev < result.rev) await store.put({ ...row, syncedRev: result.rev } as LocalSession & LocalSet);
      // The server kept another version (an equal rev from a higher device id): pull that row again.
      if (result.status === 'stale' && result.serverSeq !== null) rewindTo = Math.min(rewindTo ?? Infinity, result.serverSeq - 1);
    }
    await tx.done;
    if (rewindTo !== null) {
      const cursor = Number((await db.get('meta', cursorKey(ownerId))) ?? 0);
      if (rewindTo < cursor) await db.put('meta', Math.max(0, rewindTo), cursorKey(ownerId));
    }
    announceChange();
    // Edits made while the batch was away are sent by the next round; an answer that settled
    // nothing (it should not happen) must not become an endless loop.
    if (results.length === 0) return;
  }
}

async function mergeChange(ownerId: number, change: SyncChange): Promise<void> {
  const db = await trainingDb();
  const store = change.entity === 'session' ? 'sessions' : 'sets';
  const tx = db.transaction([store, 'outbox'], 'readwrite');
  const local = await tx.objectStore(store).get(change.id);
  const pending = await tx.objectStore('outbox').get(outboxKey(change.entity, change.id));
  const pendingRev = pending && pending.rejected === null ? pending.op.rev : null;
  if (takeRemote(local?.rev ?? null, change.rev, pendingRev)) {
    const deleted = change.op === 'delete';
    if (change.entity === 'session') {
      const previous = local as LocalSession | undefined;
      const row: LocalSession = {
        id: change.id, ownerId, rev: change.rev, syncedRev: change.rev, deleted, fields: change.fields,
        plan: previous?.plan ?? null, chosenBlock: previous?.chosenBlock ?? null, closedGroups: previous?.closedGroups ?? [],
        restEndsAt: previous?.restEndsAt ?? null, restSeconds: previous?.restSeconds ?? 0, backfillEnd: previous?.backfillEnd ?? null,
      };
      await tx.objectStore('sessions').put(row);
    } else {
      await tx.objectStore('sets').put({ id: change.id, ownerId, rev: change.rev, syncedRev: change.rev, deleted, fields: change.fields });
    }
    if (pending) await tx.objectStore('outbox').delete(pending.key);
  }
  await tx.done;
}

/**
 * The server's database was restored or re-created (a new sync epoch): every row this phone
 * holds for the owner is queued again (the server keeps what it has at a higher rev, and takes
 * back what the restore lost), and pulls start again from 0, the new database's numbering.
 */
async function startOver(ownerId: number, epoch: string): Promise<void> {
  const db = await trainingDb();
  const tx = db.transaction(['sessions', 'sets', 'outbox', 'meta'], 'readwrite', { durability: 'strict' });
  const outbox = tx.objectStore('outbox');
  const queuedAt = Date.now();
  const rows = [
    ...(await tx.objectStore('sessions').index('ownerId').getAll(ownerId)).map((row) => outboxEntryOf('session', row, queuedAt)),
    ...(await tx.objectStore('sets').index('ownerId').getAll(ownerId)).map((row) => outboxEntryOf('set', row, queuedAt)),
  ];
  for (const entry of rows) {
    // A row queued already goes as it is (a refused one stays refused until it is edited).
    if ((await outbox.getKey(entry.key)) === undefined) await outbox.put(entry);
  }
  await tx.objectStore('meta').put(0, cursorKey(ownerId));
  await tx.objectStore('meta').put(epoch, epochKey(ownerId));
  await tx.done;
}

async function pull(ownerId: number): Promise<void> {
  const db = await trainingDb();
  // The server leaves out what this phone pushed and holds as stored.
  const device = await deviceId();
  for (;;) {
    const since = Number((await db.get('meta', cursorKey(ownerId))) ?? 0);
    const { changes, next, more, epoch } = await api('training.syncPull', { query: { since, deviceId: device } });
    const known = await db.get('meta', epochKey(ownerId));
    if (known !== undefined && known !== epoch) {
      await startOver(ownerId, epoch);
      await push(ownerId);
      continue;
    }
    if (known === undefined) await db.put('meta', epoch, epochKey(ownerId));
    for (const change of changes) await mergeChange(ownerId, change);
    await db.put('meta', next, cursorKey(ownerId));
    if (changes.length > 0) announceChange();
    if (!more) return;
  }
}

async function syncOnce(): Promise<void> {
  const ownerId = signedInOwner();
  if (ownerId === null) return;
  await push(ownerId);
  await pull(ownerId);
}

function withLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(OFFLINE_STORE.syncLock, work).then(() => undefined);
  return work();
}

function scheduleRetry(): void {
  if (retryTimer) clearTimeout(retryTimer);
  const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 60_000;
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    requestSync();
  }, wait);
}

/** Sends and pulls now; a call during a run makes one more run after it. */
export function requestSync(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      if (signedInOwner() === null) break;
      setState('sending');
      try {
        await withLock(syncOnce);
        failures = 0;
        setState('idle');
      } catch {
        // Offline, a server error, or a 401 (the request layer has ended the session: the
        // queue waits for the next login, which calls this again).
        setState('waiting');
        if (signedInOwner() !== null) scheduleRetry();
        break;
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Starts the engine once per page: idempotent, called by each training screen and the home card. */
export function startSync(): void {
  if (started) return;
  started = true;
  void navigator.storage?.persist?.().catch(() => false);
  window.addEventListener('online', () => void requestSync());
  // Hidden: the last chance before the phone may freeze the tab; shown: back to work.
  document.addEventListener('visibilitychange', () => void requestSync());
  // The same person back after a login (or their user info loaded): send what waited.
  let owner = signedInOwner();
  subscribeSession(() => {
    const next = signedInOwner();
    if (next !== owner && next !== null) void requestSync();
    owner = next;
  });
  void requestSync();
}

/** During a session: a send every 20 s. Returns the stop. */
export function syncEvery20s(): () => void {
  const timer = setInterval(() => void requestSync(), SYNC_EVERY_MS);
  return () => clearInterval(timer);
}
