import type { CodeIdentity, CreateSquadInput, LinkedTraineePage, PageQuery, SquadDetail, SquadMember, SquadMemberDetail, SquadMemberPage, SquadMembersQuery, SquadPreview, SquadRole, SquadSummary, UpdateMemberInput } from '@repwise/contracts';
import { POSITION, SERVER_DICTIONARY_KEYS, TEAM_CODE_LENGTH, normalizeCode, serverDictionary, teamQrUrl } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canCoachTeam, canManageTeam, canQuitTeam, canReadTeam } from '../../platform/access/policies.ts';
import { linkedTrainees, membersOfTeam, teamsOf } from '../../platform/access/scopes.ts';
import { loadTeamRoles, type TeamRoles } from '../../platform/access/team-roles.ts';
import { uniqueCode } from '../../platform/codes.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { membershipChanged } from './membership-events.ts';
import { organisationToCreateIn } from './organisations.ts';
import { presentDetail, presentMember, presentMemberDetail, presentPerson, presentSummary } from './present.ts';
import {
  addTeamCoach, addTeamTags, countMembers, findCoachByInviteCode, leaveAllTeams, openTeamIdsOf, countPeople, personRows, currentTeamCode, endMemberships, findByMemberCode, findMember, findTeam, findTeamByCode,
  insertMember, insertTeam, listMemberRows, memberCounts, memberSearchColumns, memberTags, replaceTeamCode, teamCoaches, teamCodeTaken, teamSummaryRows,
  teamMemberUserIds, teamTags, updateMemberRow, updateTeam, type TeamRow,
} from './repo.ts';

/** Where team answers are shown: the caller's view and the address QR codes point at. */
export interface SquadView extends View {
  publicUrl: string;
}

const DEFAULT_MEMBER_TYPE = '1';

const isDictValue = (parentKey: string, value: string) => serverDictionary(parentKey).some((e) => e.value === value);
const uniqueTags = (tags: readonly string[]) => [...new Set(tags)];

function roleIn(roles: TeamRoles, teamId: number): SquadRole {
  return roles.managing.has(teamId) ? 'manager' : roles.coaching.has(teamId) ? 'coach' : 'member';
}

const newTeamCode = (db: Kysely<Database>) => uniqueCode(TEAM_CODE_LENGTH, (code) => teamCodeTaken(db, code));

/** The team of `id` when `allowed` says the actor may act on it; "not found" otherwise. */
async function teamFor(db: Kysely<Database>, actor: Actor, id: number, allowed: (actor: Actor, roles: TeamRoles, team: TeamRow) => boolean): Promise<TeamRow> {
  const team = await findTeam(db, id);
  if (!team || !allowed(actor, await actor.teams(), team)) throw notFound();
  return team;
}

const reader = (_: Actor, roles: TeamRoles, team: TeamRow) => canReadTeam(roles, team);
const coach = (_: Actor, roles: TeamRoles, team: TeamRow) => canCoachTeam(roles, team);
const manager = (actor: Actor, _: TeamRoles, team: TeamRow) => canManageTeam(actor, team);

/** One team as `roles` may see it: its coaches also get the code, its QR URL and its tags. */
async function detailOf(db: Kysely<Database>, roles: TeamRoles, teamId: number, view: SquadView): Promise<SquadDetail> {
  const [row] = await teamSummaryRows(db, (eb) => eb('teams.id', '=', teamId));
  if (!row) throw notFound();
  const [coaches, counts] = await Promise.all([teamCoaches(db, teamId), memberCounts(db, [teamId])]);
  const summary = presentSummary(row, roleIn(roles, teamId), counts.get(teamId) ?? 0, view.storageBase);
  let coachView;
  if (canCoachTeam(roles, row)) {
    const code = await currentTeamCode(db, teamId);
    coachView = { tags: await teamTags(db, teamId), code, qrUrl: code === null ? null : teamQrUrl(view.publicUrl, teamId, code) };
  }
  return presentDetail(summary, row, coaches, coachView, view.storageBase);
}

/** The actor's roles as they are now, inside the transaction that just changed them. */
const rolesNow = (db: Kysely<Database>, actor: Actor): Promise<TeamRoles> => loadTeamRoles(db, actor.id);

export async function createSquad(db: Kysely<Database>, actor: Actor, view: SquadView, input: CreateSquadInput, now = new Date()): Promise<SquadDetail> {
  if (actor.position !== POSITION.coach) throw badRequest('squadCoachesOnly');
  const tags = uniqueTags(input.tags);
  if (!input.name || !input.type || tags.length === 0) throw badRequest('squadFieldsRequired');
  if (!isDictValue(SERVER_DICTIONARY_KEYS.teamType, input.type)) throw badRequest('invalidField', { field: 'type' });
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const id = await insertTeam(trx, { organisation_id: await organisationToCreateIn(trx, actor, now), name: input.name, type: input.type, manager_id: actor.id, created_at: at, updated_at: at, disbanded_at: null });
    await replaceTeamCode(trx, id, await newTeamCode(trx), at);
    await addTeamTags(trx, id, tags);
    await addTeamCoach(trx, id, actor.id, at);
    return detailOf(trx, await rolesNow(trx, actor), id, view);
  });
}

export async function listMine(db: Kysely<Database>, actor: Actor, view: View): Promise<{ list: SquadSummary[] }> {
  const roles = await actor.teams();
  // A coach works in their current group (spec §4); a trainee sees every team they are in.
  const group = actor.position === POSITION.coach ? (await actor.groups()).current : null;
  const rows = await teamSummaryRows(db, teamsOf(roles, group));
  const counts = await memberCounts(db, rows.map((r) => r.id));
  return { list: rows.map((row) => presentSummary(row, roleIn(roles, row.id), counts.get(row.id) ?? 0, view.storageBase)) };
}

export async function getSquad(db: Kysely<Database>, actor: Actor, view: SquadView, id: number): Promise<SquadDetail> {
  const team = await teamFor(db, actor, id, reader);
  return detailOf(db, await actor.teams(), team.id, view);
}

/** The team of a typed or scanned code (and, from a QR code, its team id); 400 'Invitation code error' otherwise. */
async function teamOfCode(db: Kysely<Database>, typed: string, squadId: number | undefined): Promise<TeamRow> {
  const team = await findTeamByCode(db, normalizeCode(typed));
  if (!team || (squadId !== undefined && squadId !== team.id)) throw badRequest('invitationCodeError');
  return team;
}

export async function previewSquad(db: Kysely<Database>, actor: Actor, code: string, squadId: number | undefined): Promise<SquadPreview> {
  return previewOf(db, actor, await teamOfCode(db, code, squadId));
}

/**
 * What a typed code is, so a screen given the wrong kind can say so and offer what fits:
 * team codes first (a live team's), then coaches' invitation codes, then trainees' member
 * codes. A member code says nothing about its trainee; none of these is 'Invitation code error'.
 */
export async function identifyCode(db: Kysely<Database>, actor: Actor, typed: string): Promise<CodeIdentity> {
  const code = normalizeCode(typed);
  const team = await findTeamByCode(db, code);
  if (team) return { kind: 'team', team: await previewOf(db, actor, team) };
  const coach = await findCoachByInviteCode(db, code);
  if (coach) return { kind: 'coach', coachNickName: coach.nick_name ?? '' };
  if (await findByMemberCode(db, code)) return { kind: 'member' };
  throw badRequest('invitationCodeError');
}

async function previewOf(db: Kysely<Database>, actor: Actor, team: TeamRow): Promise<SquadPreview> {
  const [row] = await teamSummaryRows(db, (eb) => eb('teams.id', '=', team.id));
  const roles = await actor.teams();
  return {
    id: team.id,
    name: team.name,
    type: team.type,
    managerNickName: row?.manager_nick_name ?? '',
    memberCount: (await memberCounts(db, [team.id])).get(team.id) ?? 0,
    joined: canReadTeam(roles, team),
  };
}

/** A trainee joins by code; joining again, or a coach of the team using its code, adds nothing. */
export async function joinSquad(db: Kysely<Database>, actor: Actor, view: SquadView, code: string, squadId: number | undefined, now = new Date()): Promise<SquadDetail> {
  const team = await teamOfCode(db, code, squadId);
  const roles = await actor.teams();
  if (canReadTeam(roles, team)) return detailOf(db, roles, team.id, view);
  if (actor.position !== POSITION.player) throw badRequest('squadJoinTraineesOnly');
  return inTransaction(db, async (trx) => {
    await insertMember(trx, {
      team_id: team.id, user_id: actor.id, member_type: DEFAULT_MEMBER_TYPE, remark: '', joined_at: now.toISOString(),
      ...memberSearchColumns(team.id, actor.user.nick_name, '', []),
    });
    await membershipChanged(trx, { teamId: team.id, traineeIds: [actor.id] }, now);
    return detailOf(trx, await rolesNow(trx, actor), team.id, view);
  });
}

export async function listMembers(db: Kysely<Database>, actor: Actor, view: View, q: SquadMembersQuery): Promise<SquadMemberPage> {
  const team = await teamFor(db, actor, q.id, coach);
  const scope = membersOfTeam(team.id);
  const after = decodeCursor(q.cursor, ['number']);
  const filters = { keyword: q.keyword || undefined, tag: q.tag };
  const [rows, total] = await Promise.all([
    listMemberRows(db, scope, filters, after === undefined ? undefined : Number(after[0]), q.size + 1),
    q.withTotal ? countMembers(db, scope, filters) : null,
  ]);
  const tags = await memberTags(db, rows.slice(0, q.size).map((r) => r.id));
  return pageOf(rows, q.size, (r) => [r.id], (shown) => shown.map((r) => presentMember(r, tags.get(r.id) ?? [], view.storageBase)), total);
}

/** The trainees who entered the actor's invitation code; plans can go to them (coachedTrainees). */
export async function listLinkedTrainees(db: Kysely<Database>, actor: Actor, view: View, q: PageQuery): Promise<LinkedTraineePage> {
  const scope = linkedTrainees(actor);
  const after = decodeCursor(q.cursor, ['number']);
  const [rows, total] = await Promise.all([
    personRows(db, scope, after === undefined ? undefined : Number(after[0]), q.size + 1),
    q.withTotal ? countPeople(db, scope) : null,
  ]);
  return pageOf(rows, q.size, (r) => [r.id], (shown) => shown.map((r) => presentPerson(r, view.storageBase)), total);
}

async function memberOf(db: Kysely<Database>, team: TeamRow, userId: number) {
  const member = await findMember(db, team.id, userId);
  if (!member) throw notFound();
  return member;
}

export async function getMember(db: Kysely<Database>, actor: Actor, view: View, id: number, userId: number): Promise<SquadMemberDetail> {
  const team = await teamFor(db, actor, id, coach);
  const member = await memberOf(db, team, userId);
  const tags = await memberTags(db, [member.id]);
  return presentMemberDetail(member, member.user, tags.get(member.id) ?? [], view.storageBase);
}

/** A coach names, tags and types a member; new tags join the team's tags. */
export async function updateMember(db: Kysely<Database>, actor: Actor, view: View, input: UpdateMemberInput, now = new Date()): Promise<SquadMember> {
  const team = await teamFor(db, actor, input.id, coach);
  if (!isDictValue(SERVER_DICTIONARY_KEYS.memberType, input.memberType)) throw badRequest('invalidField', { field: 'memberType' });
  const tags = uniqueTags(input.tags);
  return inTransaction(db, async (trx) => {
    const member = await memberOf(trx, team, input.userId);
    await updateMemberRow(trx, member, { remark: input.remark, memberType: input.memberType, tags });
    await addTeamTags(trx, team.id, tags);
    await membershipChanged(trx, { teamId: team.id, traineeIds: [input.userId] }, now);
    const updated = await memberOf(trx, team, input.userId);
    return presentMember(updated, tags, view.storageBase);
  });
}

/**
 * A person leaves every team they belong to or help coach (a deactivated account), inside
 * the caller's transaction: their memberships end and what follows a leaver follows (the
 * future sessions of standing team plans are cancelled).
 */
export async function leaveEveryTeam(trx: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const teamIds = await openTeamIdsOf(trx, userId);
  await leaveAllTeams(trx, userId, now.toISOString());
  for (const teamId of teamIds) await membershipChanged(trx, { teamId, traineeIds: [userId] }, now);
}

export async function removeMembers(db: Kysely<Database>, actor: Actor, id: number, userIds: readonly number[], now = new Date()): Promise<{ removed: number[] }> {
  const team = await teamFor(db, actor, id, coach);
  return {
    removed: await inTransaction(db, async (trx) => {
      const removed = await endMemberships(trx, team.id, userIds, now.toISOString());
      await membershipChanged(trx, { teamId: team.id, traineeIds: removed }, now);
      return removed;
    }),
  };
}

/** A coach of the team adds a trainee by the member code of their QR code. */
export async function addMember(db: Kysely<Database>, actor: Actor, view: View, id: number, memberCode: string, now = new Date()): Promise<SquadMember> {
  const team = await teamFor(db, actor, id, coach);
  const trainee = await findByMemberCode(db, normalizeCode(memberCode));
  if (!trainee) throw badRequest('invitationCodeError');
  return inTransaction(db, async (trx) => {
    await insertMember(trx, {
      team_id: team.id, user_id: trainee.id, member_type: DEFAULT_MEMBER_TYPE, remark: '', joined_at: now.toISOString(),
      ...memberSearchColumns(team.id, trainee.nick_name, '', []),
    });
    await membershipChanged(trx, { teamId: team.id, traineeIds: [trainee.id] }, now);
    const member = await memberOf(trx, team, trainee.id);
    return presentMember(member, (await memberTags(trx, [member.id])).get(member.id) ?? [], view.storageBase);
  });
}

export async function quitSquad(db: Kysely<Database>, actor: Actor, id: number, now = new Date()): Promise<null> {
  const team = await teamFor(db, actor, id, (_, roles, t) => canQuitTeam(roles, t));
  await inTransaction(db, async (trx) => {
    const left = await endMemberships(trx, team.id, [actor.id], now.toISOString());
    await membershipChanged(trx, { teamId: team.id, traineeIds: left }, now);
  });
  return null;
}

/** The managing coach hands the team to another of its coaches, and stays a coach of it. */
export async function transferSquad(db: Kysely<Database>, actor: Actor, view: SquadView, id: number, userId: number, now = new Date()): Promise<SquadDetail> {
  const team = await teamFor(db, actor, id, manager);
  const coaches = await teamCoaches(db, team.id);
  if (userId === actor.id || !coaches.some((c) => c.id === userId)) throw badRequest('squadTransferToCoach');
  return inTransaction(db, async (trx) => {
    await updateTeam(trx, team.id, { manager_id: userId, updated_at: now.toISOString() });
    return detailOf(trx, await rolesNow(trx, actor), team.id, view);
  });
}

/**
 * Irreversible: the team keeps its rows (nobody's history changes), its code stops working, and it only shows that it is gone.
 * Its memberships stay open, so its members still see it; the disbanding ends them in the history (membersOverPeriod).
 */
export async function disbandSquad(db: Kysely<Database>, actor: Actor, view: SquadView, id: number, now = new Date()): Promise<SquadDetail> {
  const team = await teamFor(db, actor, id, manager);
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    await updateTeam(trx, team.id, { disbanded_at: at, updated_at: at });
    await replaceTeamCode(trx, team.id, null, at);
    // Its plans stop reaching its members: the sessions still to come are cancelled.
    await membershipChanged(trx, { teamId: team.id, traineeIds: await teamMemberUserIds(trx, team.id) }, now);
    return detailOf(trx, await actor.teams(), team.id, view);
  });
}

export async function regenerateCode(db: Kysely<Database>, actor: Actor, view: SquadView, id: number, now = new Date()): Promise<SquadDetail> {
  const team = await teamFor(db, actor, id, manager);
  return inTransaction(db, async (trx) => {
    await replaceTeamCode(trx, team.id, await newTeamCode(trx), now.toISOString());
    return detailOf(trx, await actor.teams(), team.id, view);
  });
}

/** The managing coach adds another coach by their personal invitation code. */
export async function addCoach(db: Kysely<Database>, actor: Actor, view: SquadView, id: number, inviteCode: string, now = new Date()): Promise<SquadDetail> {
  const team = await teamFor(db, actor, id, manager);
  const other = await findCoachByInviteCode(db, normalizeCode(inviteCode));
  if (!other) throw badRequest('invitationCodeError');
  return inTransaction(db, async (trx) => {
    await addTeamCoach(trx, team.id, other.id, now.toISOString());
    return detailOf(trx, await actor.teams(), team.id, view);
  });
}
