import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { unauthorized } from '../errors.ts';
import { findSession, type SessionRecord } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
}

/** The token of the request (header `token`, spec §7), if any. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * Every route registered inside `scope` after this call needs a live token; a missing,
 * unknown or revoked one answers HTTP 401 (the client logs out).
 */
export function requireSession(scope: FastifyInstance, db: Kysely<Database>): void {
  scope.addHook('onRequest', async (request) => {
    const token = tokenOf(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw unauthorized();
    request.session = session;
  });
}

/** The signed-in person of a route behind requireSession. */
export function currentSession(request: FastifyRequest): SessionRecord {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * The OpenAPI document says a route needs the token exactly when it sits behind
 * requireSession: the operations of `scope` are marked, every other one is public.
 */
export function documentTokenRequired(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ token: [] }] };
  });
}
