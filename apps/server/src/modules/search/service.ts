import { SEARCH_TYPES, type GlobalSearchQuery, type GlobalSearchResult, type SearchGroup, type SearchItem, type SearchType } from '@repwise/contracts';
import { POSITION, teamShelfToken } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { visibleExercises, visibleTemplates } from '../../platform/access/scopes.ts';
import { badRequest } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { localTexts, templateTexts } from '../series/index.ts';
import { articleItem, exerciseItem, memberItem, planItem, teamItem, templateItem } from './present.ts';
import { articleMatches, articleTexts, coachedTeams, exerciseMatches, memberMatches, planMatches, teamMatches, templateMatches, type GroupRead } from './repo.ts';

/** A group's matches in key order: each row's keyset key (its row id) and its item. */
type Matches = { key: number; item: SearchItem }[];
type GroupSearch = (read: GroupRead) => Promise<Matches>;

/** The searches of the groups `actor` may see, each over exactly what the access layer lets them read. */
async function searchesOf(db: Kysely<Database>, actor: Actor, view: View): Promise<Partial<Record<SearchType, GroupSearch>>> {
  const { language, storageBase } = view;
  const current = (await actor.groups()).current;
  const searches: Partial<Record<SearchType, GroupSearch>> = {
    exercise: async (read) => (await exerciseMatches(db, [visibleExercises(actor, 'official'), visibleExercises(actor, 'mine')], read))
      .map((row) => ({ key: row.id, item: exerciseItem(row, language, storageBase) })),
    template: async (read) => {
      const rows = await templateMatches(db, [visibleTemplates(actor, 'official', null), visibleTemplates(actor, 'mine', current)], read);
      const texts = await templateTexts(db, rows.map((r) => r.id));
      return rows.map((row) => ({ key: row.id, item: templateItem(row, localTexts(row, texts.get(row.id), language)) }));
    },
    article: async (read) => {
      const rows = await articleMatches(db, read);
      const texts = await articleTexts(db, rows.map((r) => r.id));
      return rows.map((row) => ({ key: row.id, item: articleItem(row, texts.filter((t) => t.article_id === row.id), language, storageBase) }));
    },
  };
  // Only coaches have plans, teams and members to find: a trainee's search has no such groups.
  if (actor.position !== POSITION.coach) return searches;
  const teamIds = await coachedTeams(db, (await actor.teams()).coaching, current);
  return {
    ...searches,
    plan: async (read) => (await planMatches(db, actor.id, current, read)).map((row) => ({ key: row.id, item: planItem(row, language) })),
    team: async (read) => (teamIds.length === 0 ? [] : (await teamMatches(db, teamIds, read)).map((row) => ({ key: row.id, item: teamItem(row, language) }))),
    member: async (read) => (teamIds.length === 0 ? [] : (await memberMatches(db, teamIds, teamIds.map(teamShelfToken), read))
      .map((row) => ({ key: row.id, item: memberItem(row, storageBase) }))),
  };
}

/**
 * The global search (issue 27 §2): every group asked for that the caller may see, each a first
 * page; with a cursor, the next page of the one group `types` names. Groups without results
 * are left out.
 */
export async function globalSearch(db: Kysely<Database>, actor: Actor, view: View, q: GlobalSearchQuery): Promise<GlobalSearchResult> {
  const asked = q.types ?? [...SEARCH_TYPES];
  if (q.cursor !== undefined && asked.length !== 1) throw badRequest('invalidField', { field: 'types' });
  const after = decodeCursor(q.cursor, ['number']);
  const searches = await searchesOf(db, actor, view);
  const groups = await Promise.all(SEARCH_TYPES.filter((type) => asked.includes(type)).map(async (type): Promise<SearchGroup | null> => {
    const search = searches[type];
    if (!search) return null;
    const rows = await search({ keyword: q.keyword, afterId: after === undefined ? undefined : Number(after[0]), limit: q.size + 1 });
    const shown = rows.slice(0, q.size);
    const last = shown[shown.length - 1];
    return { type, list: shown.map((r) => r.item), next: rows.length > q.size && last !== undefined ? encodeCursor([last.key]) : null };
  }));
  return { groups: groups.filter((g): g is SearchGroup => g !== null && g.list.length > 0) };
}
