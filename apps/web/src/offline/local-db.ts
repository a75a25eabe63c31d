import type { SessionFields, SetFields, SyncOp } from '@repwise/contracts';
import { OFFLINE_STORE } from '../base/constants.ts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PlannedBlock } from './planned.ts';
import { uuidV7 } from './uuid-v7.ts';

/**
 * The phone's own copy of its training (ARCHITECTURE "Offline training"): every session and
 * set is written here first, with the op that sends it to the server in the same transaction,
 * so a set the person saw as done is never only in memory. Rows carry their owner's user id:
 * a logout leaves them (unsent sets included), and they are sent once that person logs in again.
 */

interface Synced {
  readonly id: string;
  readonly ownerId: number;
  /** Raised on every local edit; the server keeps the highest. */
  readonly rev: number;
  /** The highest rev the server confirmed: "synced" when it reaches rev. */
  readonly syncedRev: number;
  readonly deleted: boolean;
}

export interface LocalSession extends Synced {
  readonly fields: SessionFields;
  /** Null for a session pulled from another device, until the screen finds its template. */
  readonly plan: readonly PlannedBlock[] | null;
  // What follows stays on this phone: how the person moves through the session.
  readonly chosenBlock: number | null;
  readonly closedGroups: readonly string[];
  readonly restEndsAt: number | null;
  readonly restSeconds: number;
  /** A past session recorded afterwards (no rest timer): the end time the person gave, used when it is finished. */
  readonly backfillEnd: string | null;
}

export interface LocalSet extends Synced {
  readonly fields: SetFields;
}

/** The synced rows by their entity in a sync op. */
export interface SyncedRows {
  session: LocalSession;
  set: LocalSet;
}

/** The op that sends a row's latest state; one per row, replaced by each edit. */
export interface OutboxEntry {
  readonly key: string;
  readonly ownerId: number;
  readonly op: SyncOp;
  readonly queuedAt: number;
  /** The server's reason when it refused the op: kept and shown, not sent again until the row is edited. */
  readonly rejected: string | null;
}

interface TrainingDb extends DBSchema {
  sessions: { key: string; value: LocalSession; indexes: { ownerId: number } };
  sets: { key: string; value: LocalSet; indexes: { sessionId: string; ownerId: number } };
  outbox: { key: string; value: OutboxEntry; indexes: { ownerId: number } };
  meta: { key: string; value: string | number };
}

export type Db = IDBPDatabase<TrainingDb>;

let opened: Promise<Db> | null = null;

export function trainingDb(): Promise<Db> {
  opened ??= openDB<TrainingDb>(OFFLINE_STORE.database, 1, {
    upgrade(db) {
      db.createObjectStore('sessions', { keyPath: 'id' }).createIndex('ownerId', 'ownerId');
      const sets = db.createObjectStore('sets', { keyPath: 'id' });
      sets.createIndex('sessionId', 'fields.sessionId');
      sets.createIndex('ownerId', 'ownerId');
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('ownerId', 'ownerId');
      db.createObjectStore('meta');
    },
  });
  return opened;
}

/** This browser profile's device id, made once: equal revisions go to the higher one. */
export async function deviceId(): Promise<string> {
  const db = await trainingDb();
  const stored = await db.get('meta', 'deviceId');
  if (typeof stored === 'string') return stored;
  const made = uuidV7();
  await db.put('meta', made, 'deviceId');
  return made;
}

export const outboxKey = (entity: SyncOp['entity'], id: string) => `${entity}:${id}`;

/** The outbox entry that sends a row's stored state (its rev, its fields, a delete for a tombstone). */
export function outboxEntryOf<E extends keyof SyncedRows>(entity: E, row: SyncedRows[E], queuedAt: number): OutboxEntry {
  const op = { entity, id: row.id, rev: row.rev, op: row.deleted ? 'delete' : 'upsert', fields: row.fields } as SyncOp;
  return { key: outboxKey(entity, row.id), ownerId: row.ownerId, op, queuedAt, rejected: null };
}

// Another tab of the app reads the same database: it hears of each change too.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OFFLINE_STORE.channel);
const listeners = new Set<() => void>();

export function onTrainingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function announceChange(): void {
  emit();
  channel?.postMessage('changed');
}

if (channel) channel.onmessage = emit;
