import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isLockTimeout, limitLockWait } from '../db/dialect.ts';
import type { Database } from '../db/schema/index.ts';
import { AppError, badRequest } from './errors.ts';

const KEY = /^[\w-]{8,100}$/;

/** How long a key is remembered: a phone retries within minutes, at worst the next day. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
/**
 * How long a repeat waits behind the first request of its key before answering 409 (try
 * again). The claim is the first request's uncommitted row, so a request that died releases
 * it with its transaction: nothing is ever stranded, the wait is only for a live one.
 */
export const IDEMPOTENCY_WAIT_MS = 5_000;

export interface IdempotentCall {
  userId: number;
  /** The route's name; the same key on another route is refused. */
  route: string;
  key: string | undefined;
  /** sha256 of the request's input; the same key with another input is refused. */
  fingerprint: string;
}

/** The request's `Idempotency-Key` header and what identifies its input. */
export function idempotentCall(request: FastifyRequest, userId: number, route: string): IdempotentCall {
  const header = request.headers['idempotency-key'];
  if (header !== undefined && (typeof header !== 'string' || !KEY.test(header))) throw badRequest('invalidField', { field: 'Idempotency-Key' });
  const fingerprint = createHash('sha256').update(JSON.stringify([request.query ?? null, request.body ?? null])).digest('hex');
  return { userId, route, key: header, fingerprint };
}

/**
 * Runs a create once per (person, key). The key's row, the work and the answer commit in
 * one transaction: a repeat after the commit gets the stored answer, a repeat after a
 * rollback (an error, or a process killed midway) runs the work afresh. A repeat that
 * arrives while the first is running waits for it (the row lock) and then gets its answer.
 */
export async function once<T>(db: Kysely<Database>, call: IdempotentCall, work: (trx: Kysely<Database>) => Promise<T>, now = new Date()): Promise<T> {
  const { key } = call;
  if (key === undefined) return work(db);
  try {
    return await db.transaction().execute(async (trx) => {
      await limitLockWait(trx, IDEMPOTENCY_WAIT_MS);
      const earlier = await claim(trx, call, key, now);
      if (earlier !== undefined) return earlier as T;
      const result = await work(trx);
      await trx.updateTable('idempotency_keys').set({ response: JSON.stringify(result) }).where('user_id', '=', call.userId).where('key', '=', key).execute();
      return result;
    });
  } catch (error) {
    if (isLockTimeout(error)) throw new AppError(409, 'requestInProgress');
    throw error;
  }
}

/** Inserts the key's row, or returns the answer stored under it; undefined means "run the work". */
async function claim(trx: Kysely<Database>, call: IdempotentCall, key: string, now: Date): Promise<unknown> {
  const row = {
    user_id: call.userId,
    key,
    route: call.route,
    fingerprint: call.fingerprint,
    response: 'null',
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
  };
  const inserted = await trx.insertInto('idempotency_keys').values(row).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return undefined;

  const earlier = await trx.selectFrom('idempotency_keys').selectAll().where('user_id', '=', call.userId).where('key', '=', key).executeTakeFirstOrThrow();
  if (earlier.expires_at <= row.created_at) {
    // A forgotten key is a new key.
    await trx.updateTable('idempotency_keys').set(row).where('user_id', '=', call.userId).where('key', '=', key).execute();
    return undefined;
  }
  if (earlier.route !== call.route || earlier.fingerprint !== call.fingerprint) throw badRequest('idempotencyKeyReused');
  return JSON.parse(earlier.response) as unknown;
}

/** Expired keys removed per statement: a big backlog never holds one long lock on the table. */
export const DELETE_BATCH = 1000;

/** Removes expired keys, a batch per statement; returns how many. */
export async function deleteExpiredKeys(db: Kysely<Database>, now = new Date(), batch = DELETE_BATCH): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = db.selectFrom('idempotency_keys').select(['user_id', 'key']).where('expires_at', '<=', now.toISOString()).limit(batch);
    const result = await db.deleteFrom('idempotency_keys').where((eb) => eb(eb.refTuple('user_id', 'key'), 'in', expired.$asTuple('user_id', 'key'))).executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < batch) return deleted;
  }
}
