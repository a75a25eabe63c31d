import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { announceChange, outboxEntryOf, trainingDb, type Db, type LocalSession, type LocalSet, type SyncedRows } from './local-db.ts';

type Entity = keyof SyncedRows;
const STORE = { session: 'sessions', set: 'sets' } as const;
const SYNCED_STORES = ['sessions', 'sets', 'outbox'] as const;
export type SyncedTx = IDBPTransaction<Db extends IDBPDatabase<infer Schema> ? Schema : never, typeof SYNCED_STORES, 'readwrite'>;

/** What a change makes of the stored row (undefined when there is none): the row to store, or null to leave it as it is. */
export type Change<R extends LocalSession | LocalSet> = (stored: R | undefined) => Omit<R, 'rev'> | null;

/**
 * Every change of sessions and sets: one readwrite transaction with strict durability (the
 * browser has it on disk when the promise settles), then the screens and the sync engine hear of it.
 */
export async function saveSynced<T>(work: (tx: SyncedTx) => Promise<T>): Promise<T> {
  const db = await trainingDb();
  const tx = db.transaction(SYNCED_STORES, 'readwrite', { durability: 'strict' });
  const [result] = await Promise.all([work(tx), tx.done]);
  announceChange();
  return result;
}

/**
 * The one way a row changes, inside `tx`: the stored row is read, changed, written with its rev
 * one above the stored rev, and its op replaces the row's outbox entry. A rev taken from a
 * screen's copy gave two quick edits the same rev: the server kept the first, and its
 * confirmation took the second out of the outbox, so the phone showed what the server lacked.
 */
export async function raise<E extends Entity>(tx: SyncedTx, entity: E, id: string, change: Change<SyncedRows[E]>): Promise<SyncedRows[E] | undefined> {
  const store = tx.objectStore(STORE[entity]);
  const stored = (await store.get(id)) as SyncedRows[E] | undefined;
  const next = change(stored);
  if (!next) return stored;
  const row = { ...next, id, rev: (stored?.rev ?? 0) + 1 } as SyncedRows[E];
  await Promise.all([store.put(row as LocalSession & LocalSet), tx.objectStore('outbox').put(outboxEntryOf(entity, row, Date.now()))]);
  return row;
}
