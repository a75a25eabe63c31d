import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { AppError, badRequest } from './errors.ts';

const KEY = /^[\w-]{8,100}$/;

/** The request's `Idempotency-Key` header, when it has a usable one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key)) throw badRequest('invalidField', { field: 'Idempotency-Key' });
  return key;
}

/**
 * Runs a create once per (person, key): a phone that retries after a lost answer gets the
 * first answer again instead of a second record. The key is claimed before the work, so two
 * concurrent retries cannot both run it; a failed first attempt frees the key.
 */
export async function once<T>(db: Kysely<Database>, userId: number, route: string, key: string | undefined, work: () => Promise<T>): Promise<T> {
  if (key === undefined) return work();
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, route, response: null, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
    const earlier = await db.selectFrom('idempotency_keys').select(['route', 'response']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
    if (earlier.route !== route) throw badRequest('idempotencyKeyReused');
    if (earlier.response === null) throw new AppError(409, 'requestInProgress');
    return JSON.parse(earlier.response) as T;
  }
  try {
    const result = await work();
    await db.updateTable('idempotency_keys').set({ response: JSON.stringify(result) }).where('user_id', '=', userId).where('key', '=', key).execute();
    return result;
  } catch (error) {
    await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
    throw error;
  }
}
