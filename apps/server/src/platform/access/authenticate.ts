import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { writeAudit } from '../audit.ts';
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
 * HTTP 401 (the client logs out); a live one makes the request's Actor, in one query. The
 * operator role is read from the user row of that query; a person whose mobile is in
 * OPERATOR_MOBILES and who is not one yet is made one here, once (the only extra write).
 */
export function authenticate(db: Kysely<Database>, operatorMobiles: ReadonlySet<string>): onRequestAsyncHookHandler {
  return async (request) => {
    const token = tokenOf(request);
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw unauthorized();
    let user = session.user;
    if (user.operator_since === null && operatorMobiles.has(user.mobile)) user = await bootstrapOperator(db, user);
    request.actor = makeActor(db, user, user.operator_since !== null, session.createdAt, requestedGroupOf(request));
  };
}

/**
 * Makes a person of OPERATOR_MOBILES an operator (granted by no one), with its audit row. A
 * concurrent request may have done it first: only the request whose update took writes the row.
 */
async function bootstrapOperator(db: Kysely<Database>, user: Actor['user'], now = new Date()): Promise<Actor['user']> {
  const since = now.toISOString();
  await inTransaction(db, async (trx) => {
    const { numUpdatedRows } = await trx.updateTable('users').set({ operator_since: since, operator_granted_by: null })
      .where('id', '=', user.id).where('operator_since', 'is', null).executeTakeFirst();
    if (numUpdatedRows === 0n) return;
    await writeAudit(trx, { operatorId: null, action: 'operator.bootstrap', entity: 'operator', entityId: user.id, before: null, after: { userId: user.id, since } }, now);
  });
  return { ...user, operator_since: user.operator_since ?? since };
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
