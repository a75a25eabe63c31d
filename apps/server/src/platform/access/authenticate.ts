import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { findSession } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';
import type { Actor } from './actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The token of the request (header `token`, spec §7), if any. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * The hook of every route that needs the token: a missing, unknown or revoked token answers
 * HTTP 401 (the client logs out); a live one makes the request's Actor, in one query.
 */
export function authenticate(db: Kysely<Database>, operatorMobiles: ReadonlySet<string>): onRequestAsyncHookHandler {
  return async (request) => {
    const token = tokenOf(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw unauthorized();
    const { user } = session;
    request.actor = { id: user.id, position: user.position, isOperator: operatorMobiles.has(user.mobile), user, sessionCreatedAt: session.createdAt };
  };
}
