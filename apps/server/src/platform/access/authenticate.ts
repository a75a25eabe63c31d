import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { findSession } from '../auth/sessions.ts';
import { unauthorized } from '../errors.ts';
import type { Actor } from './actor.ts';
import { loadGroups, type Groups } from './organisations.ts';
import { loadTeamRoles, type TeamRoles } from './team-roles.ts';

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
    request.actor = makeActor(db, session.user, operatorMobiles.has(session.user.mobile), session.createdAt, requestedGroupOf(request));
  };
}

/** The group the phone has selected (header `groupId`, the spec's current group), when it sent a well-formed one. */
export function requestedGroupOf(request: FastifyRequest): number | null {
  const value = request.headers.groupid;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The Actor of a person; their teams and groups are read at most once, when first asked for. */
export function makeActor(db: Kysely<Database>, user: Actor['user'], isOperator: boolean, sessionCreatedAt: string, requestedGroup: number | null = null): Actor {
  let teams: Promise<TeamRoles> | undefined;
  let groups: Promise<Groups> | undefined;
  return {
    id: user.id, position: user.position, isOperator, user, sessionCreatedAt, requestedGroupId: requestedGroup,
    teams: () => (teams ??= loadTeamRoles(db, user.id)),
    groups: () => (groups ??= loadGroups(db, user.id, requestedGroup)),
  };
}
