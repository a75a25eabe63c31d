import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';
import type { KeyValueStore } from './kv/index.ts';

const MINUTE_MS = 60_000;

export interface ApiLimits {
  /** Requests to the API one address may make a minute (a gym's Wi-Fi is many people behind one address). */
  perIpPerMinute: number;
  /** Requests one signed-in account may make a minute, from any address. */
  perAccountPerMinute: number;
}

/** The API's own addresses; the web app's files, /healthz and /readyz are not counted. */
const isApi = (url: string) => url.startsWith('/api-training/') || url.startsWith('/api-user-acl/');

/**
 * Limits on the whole API (issue 28 §3), on top of the particular ones (SMS, codes, captcha,
 * social sign-in): a fixed window per minute in the key-value store, so instances sharing Redis
 * share the counts. The address is counted before anything else runs; the account after the
 * token is checked (route onRequest hooks run after global ones; preValidation after them, before the body is checked).
 * Refused: 429 in the envelope, in the caller's language, with Retry-After to the next window.
 * When the store does not answer, requests go on uncounted rather than the training stopping
 * with Redis (the log says so); the routes that cannot do without it answer 503 themselves.
 */
export function installApiLimits(app: FastifyInstance, store: KeyValueStore, limits: ApiLimits, now: () => number = Date.now): void {
  const count = async (request: FastifyRequest, reply: FastifyReply, key: string, limit: number) => {
    const at = now();
    const minute = Math.floor(at / MINUTE_MS);
    let used: number;
    try {
      used = await store.increment(`api:${key}:${minute}`, MINUTE_MS);
    } catch (err) {
      request.log.warn({ err }, 'API limits: the key-value store does not answer; this request is not counted');
      return;
    }
    if (used > limit) {
      reply.header('retry-after', String(Math.ceil(((minute + 1) * MINUTE_MS - at) / 1000)));
      throw tooManyRequests();
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    if (isApi(request.url)) await count(request, reply, `ip:${request.ip}`, limits.perIpPerMinute);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (request.actor && isApi(request.url)) await count(request, reply, `account:${request.actor.id}`, limits.perAccountPerMinute);
  });
}
