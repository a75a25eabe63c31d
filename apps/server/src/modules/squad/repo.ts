import { addDays, localDateIn, memberShelfTokens, memberTagToken, normalizeSearchText, searchTokens } from '@repwise/domain';
import { type Expression, type ExpressionBuilder, type Insertable, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import { perRowLookup } from '../../db/dialect.ts';
import type { Database } from '../../db/schema/index.ts';
import type { TeamMembersTable, TeamsTable } from '../../db/schema/teams.ts';
import type { UsersTable } from '../../db/schema/users.ts';
import { countSearch, indexSearch, matchesSearch, nextMatchesById, unindexSearch } from '../../db/search.ts';
import type { Scope } from '../../platform/access/scopes.ts';

export type TeamRow = Selectable<TeamsTable>;

/** Every team request reads its team first: built once (compiledOnce). */
const teamById = compiledOnce((db, id: number) => db.selectFrom('teams').selectAll().where('id', '=', id));

export async function findTeam(db: Kysely<Database>, id: number): Promise<TeamRow | undefined> {
  return (await teamById(db, id))[0];
}

export async function insertTeam(db: Kysely<Database>, row: Insertable<TeamsTable>): Promise<number> {
  return (await db.insertInto('teams').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTeam(db: Kysely<Database>, id: number, patch: Partial<Pick<TeamRow, 'manager_id' | 'disbanded_at' | 'updated_at'>>): Promise<void> {
  await db.updateTable('teams').set(patch).where('id', '=', id).execute();
}

// Codes

/** Whether a code was ever a team's: retired codes are never handed out again. */
export async function teamCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom('team_codes').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Retires the team's current code (if any) and makes `code` the current one. */
export async function replaceTeamCode(db: Kysely<Database>, teamId: number, code: string | null, at: string): Promise<void> {
  await retireTeamCodes(db, teamId, at);
  if (code !== null) await db.insertInto('team_codes').values({ code, team_id: teamId, created_at: at, retired_at: null }).execute();
}

async function retireTeamCodes(db: Kysely<Database>, teamId: number, at: string): Promise<void> {
  await db.updateTable('team_codes').set({ retired_at: at }).where('team_id', '=', teamId).where('retired_at', 'is', null).execute();
}

export async function currentTeamCode(db: Kysely<Database>, teamId: number): Promise<string | null> {
  const row = await db.selectFrom('team_codes').select('code').where('team_id', '=', teamId).where('retired_at', 'is', null).executeTakeFirst();
  return row?.code ?? null;
}

/** The team whose current code this is; retired codes and disbanded teams find nothing. */
export function findTeamByCode(db: Kysely<Database>, code: string): Promise<TeamRow | undefined> {
  return db
    .selectFrom('team_codes')
    .innerJoin('teams', 'teams.id', 'team_codes.team_id')
    .selectAll('teams')
    .where('team_codes.code', '=', code)
    .where('team_codes.retired_at', 'is', null)
    .where('teams.disbanded_at', 'is', null)
    .executeTakeFirst();
}

// Tags

export async function teamTags(db: Kysely<Database>, teamId: number): Promise<string[]> {
  return (await db.selectFrom('team_tags').select('tag').where('team_id', '=', teamId).orderBy('position').execute()).map((r) => r.tag);
}

/** Adds the tags the team does not have yet, after its others. */
export async function addTeamTags(db: Kysely<Database>, teamId: number, tags: readonly string[]): Promise<void> {
  const existing = await teamTags(db, teamId);
  const added = tags.filter((tag) => !existing.includes(tag));
  if (added.length === 0) return;
  await db.insertInto('team_tags').values(added.map((tag, i) => ({ team_id: teamId, tag, position: existing.length + i }))).onConflict((oc) => oc.doNothing()).execute();
}

// Coaches

export async function addTeamCoach(db: Kysely<Database>, teamId: number, userId: number, at: string): Promise<void> {
  await db.insertInto('team_coaches').values({ team_id: teamId, user_id: userId, added_at: at }).onConflict((oc) => oc.doNothing()).execute();
}

const PERSON_COLUMNS = ['users.id', 'users.nick_name', 'users.avatar'] as const;
export type PersonRow = Pick<Selectable<Database['users']>, 'id' | 'nick_name' | 'avatar'>;

/** People of a scope (e.g. linkedTrainees), by id, after `afterId`; `limit` rows. */
export function personRows(db: Kysely<Database>, scope: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>, afterId: number | undefined, limit: number): Promise<PersonRow[]> {
  let query = db.selectFrom('users').select(PERSON_COLUMNS).where(scope);
  if (afterId !== undefined) query = query.where('users.id', '>', afterId);
  return query.orderBy('users.id').limit(limit).execute();
}

export async function countPeople(db: Kysely<Database>, scope: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number | string>().as('n')).where(scope).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The coaches of a team in the order they were added (the managing one wherever it is). */
export function teamCoaches(db: Kysely<Database>, teamId: number): Promise<PersonRow[]> {
  return db.selectFrom('team_coaches').innerJoin('users', 'users.id', 'team_coaches.user_id').select(PERSON_COLUMNS)
    .where('team_coaches.team_id', '=', teamId).orderBy('team_coaches.added_at').orderBy('users.id').execute();
}

// Teams as lists show them

/** Teams within `scope`, with their organisation's name and their managing coach, oldest first. */
export function teamSummaryRows(db: Kysely<Database>, scope: (eb: ExpressionBuilder<Database, 'teams'>) => Expression<SqlBool>) {
  return db
    .selectFrom('teams')
    .where(scope)
    .innerJoin('organisations', 'organisations.id', 'teams.organisation_id')
    .innerJoin('users as manager', 'manager.id', 'teams.manager_id')
    .selectAll('teams')
    .select(['organisations.name as organisation_name', 'manager.nick_name as manager_nick_name', 'manager.avatar as manager_avatar'])
    .orderBy('teams.id')
    .execute();
}

export type TeamSummaryRow = Awaited<ReturnType<typeof teamSummaryRows>>[number];

/** How many members each team has now. */
export async function memberCounts(db: Kysely<Database>, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db.selectFrom('team_members').select(['team_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('team_id', 'in', [...teamIds]).where('left_at', 'is', null).groupBy('team_id').execute();
  return new Map(rows.map((r) => [r.team_id, Number(r.n)]));
}

// Members: a row per membership; the open ones (left_at null) are the team's members now

export type MemberRow = Selectable<TeamMembersTable> & PersonRow;

const MEMBER_COLUMNS = [
  'team_members.id', 'team_members.team_id', 'team_members.user_id', 'team_members.member_type', 'team_members.remark', 'team_members.joined_at', 'team_members.left_at',
  'team_members.search_text', 'team_members.search_tokens', 'team_members.search_shelf', 'users.nick_name', 'users.avatar',
] as const;

/** What a member row holds for the search index: nickname and remark, the team and the tags. */
export function memberSearchColumns(teamId: number, nickName: string | null, remark: string, tags: readonly string[]) {
  const text = normalizeSearchText([nickName ?? '', remark].filter(Boolean).join(' '));
  return { search_text: text, search_tokens: searchTokens(text), search_shelf: memberShelfTokens(teamId, tags) };
}

/** Adds a member unless they are in the team already; true when added. Someone who left comes back as a new membership. */
export async function insertMember(db: Kysely<Database>, row: Insertable<TeamMembersTable>): Promise<boolean> {
  const inserted = await db.insertInto('team_members').values(row)
    .onConflict((oc) => oc.columns(['team_id', 'user_id']).where('left_at', 'is', null).doNothing()).returning('id').executeTakeFirst();
  if (inserted === undefined) return false;
  await indexSearch(db, 'team_members', [inserted.id]);
  return true;
}

export async function findMember(db: Kysely<Database>, teamId: number, userId: number): Promise<(MemberRow & { user: Selectable<Database['users']> }) | undefined> {
  const row = await db.selectFrom('team_members').innerJoin('users', 'users.id', 'team_members.user_id').select(MEMBER_COLUMNS)
    .where('team_members.team_id', '=', teamId).where('team_members.user_id', '=', userId).where('team_members.left_at', 'is', null).executeTakeFirst();
  if (!row) return undefined;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { ...row, user };
}

/** Replaces a member's remark, type and tags, and their row in the search index. */
export async function updateMemberRow(db: Kysely<Database>, member: MemberRow, patch: { remark: string; memberType: string; tags: readonly string[] }): Promise<void> {
  await db.updateTable('team_members')
    .set({ remark: patch.remark, member_type: patch.memberType, ...memberSearchColumns(member.team_id, member.nick_name, patch.remark, patch.tags) })
    .where('id', '=', member.id).execute();
  await db.deleteFrom('team_member_tags').where('member_id', '=', member.id).execute();
  if (patch.tags.length > 0) await db.insertInto('team_member_tags').values(patch.tags.map((tag) => ({ member_id: member.id, team_id: member.team_id, tag }))).execute();
  await indexSearch(db, 'team_members', [member.id]);
}

/**
 * Ends memberships at `at`: the rows stay, with their tags, as history. They leave the search
 * index, and their remark and search text go (nothing shows a past membership, and a
 * deactivated account's names must not stay behind).
 */
async function endMembershipRows(db: Kysely<Database>, rows: readonly { id: number }[], at: string): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await db.updateTable('team_members').set({ left_at: at, remark: '', search_text: '', search_tokens: '', search_shelf: '' }).where('id', 'in', ids).execute();
  await unindexSearch(db, 'team_members', ids);
}

/** The people who are members of the team now. */
export async function teamMemberUserIds(db: Kysely<Database>, teamId: number): Promise<number[]> {
  return (await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).where('left_at', 'is', null).execute()).map((r) => r.user_id);
}

/** Those of `userIds` who are members of the team leave it at `at`; returns the user ids that left. */
export async function endMemberships(db: Kysely<Database>, teamId: number, userIds: readonly number[], at: string): Promise<number[]> {
  const rows = await db.selectFrom('team_members').select(['id', 'user_id'])
    .where('team_id', '=', teamId).where('user_id', 'in', [...userIds]).where('left_at', 'is', null).execute();
  await endMembershipRows(db, rows, at);
  return rows.map((r) => r.user_id);
}

/** The coach whose own invite code this is (a trainee's coach code, a manage-right transfer). */
export function findCoachByInviteCode(db: Kysely<Database>, code: string): Promise<Selectable<UsersTable> | undefined> {
  return db.selectFrom('users').selectAll().where('my_invite_code', '=', code).where('position', '=', 1).executeTakeFirst();
}

/** The teams a person is a member of now. */
export async function openTeamIdsOf(db: Kysely<Database>, userId: number): Promise<number[]> {
  return (await db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).where('left_at', 'is', null).execute()).map((r) => r.team_id);
}

/** A person leaves every team they belong to or help coach (a deactivated account). */
export async function leaveAllTeams(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await endMembershipRows(db, await db.selectFrom('team_members').select('id').where('user_id', '=', userId).where('left_at', 'is', null).execute(), at);
  await db.deleteFrom('team_coaches').where('user_id', '=', userId).execute();
}

/** The tags of each member row. */
export async function memberTags(db: Kysely<Database>, memberIds: readonly number[]): Promise<Map<number, string[]>> {
  const byMember = new Map<number, string[]>();
  if (memberIds.length === 0) return byMember;
  const rows = await db.selectFrom('team_member_tags').select(['member_id', 'tag']).where('member_id', 'in', [...memberIds]).orderBy('member_id').orderBy('tag').execute();
  for (const row of rows) byMember.set(row.member_id, [...(byMember.get(row.member_id) ?? []), row.tag]);
  return byMember;
}

export interface MemberFilters {
  keyword?: string | undefined;
  tag?: string | undefined;
}

function memberSearchQuery(scope: Scope<'team_members'>, f: MemberFilters) {
  return { text: f.keyword, shelf: [scope.searchShelf, ...(f.tag ? [memberTagToken(f.tag)] : [])] };
}

/**
 * One page of a team's members in joining order (the row id), after `afterId`. A keyword or a
 * tag is decided by the search index: on SQLite the index hands over just the page's ids
 * (nextMatchesById); otherwise the tag is a lookup in its join table and the keyword the
 * index's candidates.
 */
export function listMemberRows(db: Kysely<Database>, scope: Scope<'team_members'>, f: MemberFilters, afterId: number | undefined, limit: number): Promise<MemberRow[]> {
  const searching = Boolean(f.keyword || f.tag);
  const byIndex = searching ? nextMatchesById(db, 'team_members', memberSearchQuery(scope, f), afterId, limit) : undefined;
  return db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(MEMBER_COLUMNS)
    .where(scope.where)
    .$if(byIndex !== undefined, (q) => q.where(byIndex!))
    .$if(byIndex === undefined && Boolean(f.keyword), (q) => q.where(matchesSearch(db, 'team_members', 'search_text', memberSearchQuery(scope, f))))
    .$if(byIndex === undefined && Boolean(f.tag), (q) => q.where((eb) => eb.exists(perRowLookup(db, eb.selectFrom('team_member_tags as mt').select('mt.member_id')
      .whereRef('mt.member_id', '=', 'team_members.id').where('mt.tag', '=', f.tag!)))))
    .$if(afterId !== undefined, (q) => q.where('team_members.id', '>', afterId!))
    .orderBy('team_members.id')
    .limit(limit)
    .execute();
}

export function countMembers(db: Kysely<Database>, scope: Scope<'team_members'>, f: MemberFilters): Promise<number> {
  return countSearch(db, 'team_members', 'search_text', memberSearchQuery(scope, f));
}

/** A person changed their nickname: the search text of their memberships follows (past ones are not searched). */
export async function refreshMemberSearch(db: Kysely<Database>, userId: number): Promise<void> {
  const rows = await db.selectFrom('team_members').innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['team_members.id', 'team_members.team_id', 'team_members.remark', 'users.nick_name'])
    .where('team_members.user_id', '=', userId).where('team_members.left_at', 'is', null).execute();
  if (rows.length === 0) return;
  const tags = await memberTags(db, rows.map((r) => r.id));
  for (const row of rows) {
    await db.updateTable('team_members').set(memberSearchColumns(row.team_id, row.nick_name, row.remark, tags.get(row.id) ?? [])).where('id', '=', row.id).execute();
  }
  await indexSearch(db, 'team_members', rows.map((r) => r.id));
}

// Membership history

/** The calendar days of one membership within a period, first and last included ('yyyy-MM-dd'). */
export interface MembershipDays {
  from: string;
  to: string;
}

/**
 * Who was in the team over the days `from`–`to`, each with the days of each of their
 * memberships within them, by user id. The rule (memberships keep history; reports group by the
 * trainee's own day): a membership lasts from joined_at until left_at or the team's disbanding,
 * whichever comes first, and covers every day of the trainee's calendar (users.timezone) that it
 * touches: the day they joined and the day they left both count. A membership still open lasts
 * to the end of the period. Someone who left and came back has the days of each membership.
 */
export async function membersOverPeriod(db: Kysely<Database>, teamId: number, from: string, to: string): Promise<Map<number, MembershipDays[]>> {
  // A person's day is at most a day from the UTC one: the UTC bounds keep every candidate, the zone decides.
  const [after, before] = [addDays(from, -1), addDays(to, 2)];
  const rows = await db.selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['team_members.user_id', 'team_members.joined_at', 'team_members.left_at', 'teams.disbanded_at', 'users.timezone'])
    .where('team_members.team_id', '=', teamId)
    .where('team_members.joined_at', '<', before)
    .where((eb) => eb.or([eb('team_members.left_at', 'is', null), eb('team_members.left_at', '>=', after)]))
    .where((eb) => eb.or([eb('teams.disbanded_at', 'is', null), eb('teams.disbanded_at', '>=', after)]))
    .orderBy('team_members.user_id').orderBy('team_members.joined_at')
    .execute();
  const members = new Map<number, MembershipDays[]>();
  for (const row of rows) {
    const endedAt = [row.left_at, row.disbanded_at].filter((at) => at !== null).sort()[0];
    const first = localDateIn(row.timezone, new Date(row.joined_at));
    const last = endedAt === undefined ? to : localDateIn(row.timezone, new Date(endedAt));
    if (first > to || last < from) continue;
    members.set(row.user_id, [...(members.get(row.user_id) ?? []), { from: first < from ? from : first, to: last > to ? to : last }]);
  }
  return members;
}

/** The people who were in the team on `day` of their own calendar (the rule of membersOverPeriod), by id. */
export async function membersOnDay(db: Kysely<Database>, teamId: number, day: string): Promise<number[]> {
  return [...(await membersOverPeriod(db, teamId, day, day)).keys()];
}

// People found by their codes

export function findByMemberCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('users').selectAll().where('member_code', '=', code).where('position', '=', 2).executeTakeFirst();
}

/** The organisations of the teams (not disbanded) a person coaches or is a member of, by id. */
