import { normalizeSearchText } from '@repwise/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { matchesSearch } from '../../db/search.ts';
import type { Scope } from '../../platform/access/scopes.ts';

/**
 * The global search's reads, one per group, each a page in id order after `afterId`. The
 * library and members use the search index (ARCHITECTURE §12) over every shelf the caller may
 * see in one read (`anyShelf`), with the scopes' conditions repeated as the rows' check; plans
 * and teams have no index: their names are compared as lower-cased text, bounded by the
 * coach's own rows (a coach has tens of them, measured in bench/search.ts); articles neither:
 * the library is a few dozen published ones, their titles and summaries compared the same way.
 */

export interface GroupRead {
  keyword: string;
  afterId: number | undefined;
  limit: number;
}

/** Rows of one or more scopes: the index's candidates on all their shelves, kept to those the scopes' conditions allow. */
function eitherScope<T extends 'exercises' | 'templates'>(scopes: readonly Scope<T>[]) {
  return { anyShelf: scopes.map((s) => s.searchShelf), where: scopes.map((s) => s.where) };
}

export function exerciseMatches(db: Kysely<Database>, scopes: readonly Scope<'exercises'>[], read: GroupRead) {
  const { anyShelf, where } = eitherScope(scopes);
  return db.selectFrom('exercises')
    .select(['exercises.id', 'exercises.owner_id', 'exercises.name_en', 'exercises.name_zh', 'exercises.icon_path', 'exercises.gif_path'])
    .where((eb) => eb.or(where.map((w) => w(eb))))
    .where(matchesSearch(db, 'exercises', 'search_text', { text: read.keyword, shelf: [], anyShelf }))
    .$if(read.afterId !== undefined, (q) => q.where('exercises.id', '>', read.afterId!))
    .orderBy('exercises.id')
    .limit(read.limit)
    .execute();
}

export function templateMatches(db: Kysely<Database>, scopes: readonly Scope<'templates'>[], read: GroupRead) {
  const { anyShelf, where } = eitherScope(scopes);
  return db.selectFrom('templates')
    .select(['templates.id', 'templates.owner_id', 'templates.name', 'templates.description'])
    .where((eb) => eb.or(where.map((w) => w(eb))))
    .where(matchesSearch(db, 'templates', 'search_text', { text: read.keyword, shelf: [], anyShelf }))
    .$if(read.afterId !== undefined, (q) => q.where('templates.id', '>', read.afterId!))
    .orderBy('templates.id')
    .limit(read.limit)
    .execute();
}

/** Members now of `teamIds` (the teams the caller coaches), by nickname or remark: each team's shelf token is its membersOfTeam scope. */
export function memberMatches(db: Kysely<Database>, teamIds: readonly number[], teamShelves: readonly string[], read: GroupRead) {
  return db.selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select(['team_members.id', 'team_members.team_id', 'team_members.user_id', 'team_members.remark', 'users.nick_name', 'users.avatar', 'teams.name as team_name'])
    .where('team_members.team_id', 'in', [...teamIds])
    .where('team_members.left_at', 'is', null)
    .where(matchesSearch(db, 'team_members', 'search_text', { text: read.keyword, shelf: [], anyShelf: teamShelves }))
    .$if(read.afterId !== undefined, (q) => q.where('team_members.id', '>', read.afterId!))
    .orderBy('team_members.id')
    .limit(read.limit)
    .execute();
}

/**
 * `column` lower-cased contains the keyword normalised: lower() folds ASCII on both engines
 * (PostgreSQL with LC_CTYPE=C too) and Chinese has no case, so this is the substring check of
 * the index's rows for a column that has no index. % and _ mean themselves.
 */
function nameContains(column: string, keyword: string): Expression<SqlBool> {
  const pattern = `%${normalizeSearchText(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** The coach's own plans (plan/list's: theirs, in their current group when it has one). */
export function planMatches(db: Kysely<Database>, coachId: number, organisationId: number | null, read: GroupRead) {
  return db.selectFrom('plans')
    .select(['plans.id', 'plans.name', 'plans.start_date', 'plans.end_date', 'plans.cancelled_at'])
    .where('plans.coach_id', '=', coachId)
    .$if(organisationId !== null, (q) => q.where('plans.organisation_id', '=', organisationId!))
    .where(nameContains('plans.name', read.keyword))
    .$if(read.afterId !== undefined, (q) => q.where('plans.id', '>', read.afterId!))
    .orderBy('plans.id')
    .limit(read.limit)
    .execute();
}

/**
 * Of the teams a coach coaches (TeamRoles.coaching), those canCoachTeam allows (not disbanded),
 * in their current group when they have one (as squad/listMine shows them).
 */
export async function coachedTeams(db: Kysely<Database>, coaching: ReadonlySet<number>, organisationId: number | null): Promise<number[]> {
  if (coaching.size === 0) return [];
  const rows = await db.selectFrom('teams').select('id').where('id', 'in', [...coaching]).where('disbanded_at', 'is', null)
    .$if(organisationId !== null, (q) => q.where('organisation_id', '=', organisationId!)).execute();
  return rows.map((r) => r.id);
}

/** Of `teamIds` (coachedTeams), those whose name matches, with how many members they have now. */
export function teamMatches(db: Kysely<Database>, teamIds: readonly number[], read: GroupRead) {
  return db.selectFrom('teams')
    .select(['teams.id', 'teams.name', 'teams.type'])
    .select((eb) => eb.selectFrom('team_members').select((m) => m.fn.countAll<number | string>().as('n'))
      .whereRef('team_members.team_id', '=', 'teams.id').where('team_members.left_at', 'is', null).as('members'))
    .where('teams.id', 'in', [...teamIds])
    .where(nameContains('teams.name', read.keyword))
    .$if(read.afterId !== undefined, (q) => q.where('teams.id', '>', read.afterId!))
    .orderBy('teams.id')
    .limit(read.limit)
    .execute();
}

/** Published articles whose title or summary, in either language, contains the keyword. */
export function articleMatches(db: Kysely<Database>, read: GroupRead) {
  return db.selectFrom('articles')
    .select(['articles.id', 'articles.cover_path'])
    .where('articles.status', '=', 'published')
    .where((eb) => eb.exists(eb.selectFrom('article_texts').select('article_texts.article_id').whereRef('article_texts.article_id', '=', 'articles.id')
      .where((t) => t.or([nameContains('article_texts.title', read.keyword), nameContains('article_texts.summary', read.keyword)]))))
    .$if(read.afterId !== undefined, (q) => q.where('articles.id', '>', read.afterId!))
    .orderBy('articles.id')
    .limit(read.limit)
    .execute();
}

/** The titles and summaries of articles, every language they have. */
export function articleTexts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('article_texts').select(['article_id', 'language', 'title', 'summary']).where('article_id', 'in', [...ids]).execute();
}
