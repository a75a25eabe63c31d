import type { Template } from '@repwise/domain';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type Kysely, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { batches } from '../../db/batches.ts';
import type { Database } from '../../db/schema/index.ts';
import type { TemplatesTable } from '../../db/schema/templates.ts';
import { indexSearch, matchesSearch, unindexSearch } from '../../db/search.ts';
import type { Scope } from '../../platform/access/scopes.ts';
import type { SortKey } from '../../platform/keyset.ts';

export type TemplateRow = Selectable<TemplatesTable>;

export interface TemplateTreeRows {
  blocks: Selectable<Database['template_blocks']>[];
  actions: Selectable<Database['template_block_actions']>[];
  groups: Selectable<Database['template_set_groups']>[];
  sets: Selectable<Database['template_sets']>[];
  /** The library's exercises the template uses. */
  details: ExerciseDetails;
}

export function findTemplateRow(db: Kysely<Database>, id: number): Promise<TemplateRow | undefined> {
  return db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findTemplateByShareCode(db: Kysely<Database>, code: string): Promise<TemplateRow | undefined> {
  return db.selectFrom('templates').selectAll().where('share_code', '=', code).executeTakeFirst();
}

/** Inserts a template row and indexes it for search; the caller runs it in a transaction. */
export async function insertTemplateRow(db: Kysely<Database>, row: Insertable<TemplatesTable>): Promise<number> {
  const { id } = await db.insertInto('templates').values(row).returning('id').executeTakeFirstOrThrow();
  await indexSearch(db, 'templates', [id]);
  return id;
}

/** Where a template added to the official shelf goes: after the last one. */
export async function nextOfficialSort(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('templates').select((eb) => eb.fn.max('sort').as('sort')).where('owner_id', 'is', null).executeTakeFirst();
  return Number(row?.sort ?? -1) + 1;
}

export async function updateTemplateRow(db: Kysely<Database>, id: number, patch: Updateable<TemplatesTable>): Promise<void> {
  await db.updateTable('templates').set(patch).where('id', '=', id).execute();
  if (patch.search_tokens !== undefined) await indexSearch(db, 'templates', [id]);
}

/** Deletes those of the ids within `scope` (the person's own); returns the ids deleted. */
export async function deleteTemplates(db: Kysely<Database>, ids: readonly number[], scope: (eb: ExpressionBuilder<Database, 'templates'>) => Expression<SqlBool>): Promise<number[]> {
  if (ids.length === 0) return [];
  const own = await db.selectFrom('templates').select('id').where('id', 'in', [...ids]).where(scope).execute();
  const deleted = own.map((r) => r.id);
  if (deleted.length > 0) {
    await db.deleteFrom('templates').where('id', 'in', deleted).execute();
    await unindexSearch(db, 'templates', deleted);
  }
  return deleted;
}

const DETAIL_COLUMNS = ['id', 'owner_id', 'name_en', 'name_zh', 'icon_path', 'gif_path', 'intensity_unit', 'quantity_unit', 'primary_muscles', 'equipment', 'archived_at', 'updated_at'] as const;

/** What a template shows of an exercise it uses: from the library, as it is now. */
export type ExerciseDetail = Pick<Selectable<Database['exercises']>, (typeof DETAIL_COLUMNS)[number]>;
export type ExerciseDetails = ReadonlyMap<number, ExerciseDetail>;

/** What templates show of the given exercises, by id (ids that do not exist are missing). */
export async function exerciseDetails(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ExerciseDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('exercises').select(DETAIL_COLUMNS).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The texts of official templates per language (template_texts). */
export async function templateTexts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, Map<string, { name: string; description: string }>>> {
  const byId = new Map<number, Map<string, { name: string; description: string }>>();
  if (ids.length === 0) return byId;
  for (const row of await db.selectFrom('template_texts').selectAll().where('template_id', 'in', [...ids]).execute()) {
    const texts = byId.get(row.template_id) ?? new Map<string, { name: string; description: string }>();
    texts.set(row.language, { name: row.name, description: row.description });
    byId.set(row.template_id, texts);
  }
  return byId;
}

export async function writeTemplateText(db: Kysely<Database>, templateId: number, language: string, text: { name: string; description: string }): Promise<void> {
  await db
    .insertInto('template_texts')
    .values({ template_id: templateId, language, ...text })
    .onConflict((oc) => oc.columns(['template_id', 'language']).doUpdateSet(text))
    .execute();
}

export async function exerciseIdsInTemplate(db: Kysely<Database>, templateId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('template_block_actions').select('exercise_id').where('template_id', '=', templateId).execute();
  return new Set(rows.map((r) => r.exercise_id));
}

/** A content table of templates, and its key within one template (its primary key after template_id). */
const TREE_KEYS = {
  template_blocks: ['block_key'],
  template_block_actions: ['block_key', 'exercise_id'],
  template_set_groups: ['group_key'],
  template_sets: ['set_key'],
} as const;
type TreeTable = keyof typeof TREE_KEYS;
type TreeRow = Record<string, string | number>;

/** The rows a template's content is stored as, table by table. */
function treeRowsOf(templateId: number, template: Template): Record<TreeTable, TreeRow[]> {
  return {
    template_blocks: template.actionsCons.map((b, position) => ({
      template_id: templateId, block_key: b.actionsConId, position, name: b.name, type: b.type, rest_seconds: b.restSeconds, finished: b.finished,
    })),
    template_block_actions: template.actionsCons.flatMap((b) => b.actions.map((a, position) => ({
      template_id: templateId, block_key: b.actionsConId, position, exercise_id: a.id, repeat_cases: JSON.stringify(a.repeatCases),
    }))),
    template_set_groups: template.actionsCons.flatMap((b) => b.exerciseCons.map((g, position) => ({
      template_id: templateId, group_key: g.exerciseConId, block_key: b.actionsConId, position, type: g.type, name: g.name, rest_seconds: g.restSeconds, finished: g.finished,
    }))),
    template_sets: template.actionsCons.flatMap((b) => b.exerciseCons.flatMap((g) => g.exercises.map((e, position) => ({
      template_id: templateId, set_key: e.id, group_key: g.exerciseConId, position, name: e.name, side: e.side, interval_seconds: e.intervalSeconds,
      exercise_id: e.actionId, repeat_case_key: e.actionRepeatCaseId, intensity_left: e.intensityCountLeft, intensity_right: e.intensityCountRight, quantity: e.quantityCount,
    })))),
  };
}

/**
 * Makes a template's stored content (blocks, their actions, set groups and sets) the given
 * one, writing only the rows that differ: an editor's save of a 400-set template usually
 * changes a few sets, and rewriting all of them was most of its cost (docs/BENCHMARKS.md).
 * The caller has already written the template's own row in this transaction, which holds the
 * row's lock on PostgreSQL, so two saves of one template cannot interleave their diffs.
 */
export async function replaceTemplateTree(db: Kysely<Database>, templateId: number, template: Template): Promise<void> {
  const { blocks, actions, groups, sets } = await storedTreeRows(db, templateId);
  const stored: Record<TreeTable, readonly TreeRow[]> = { template_blocks: blocks, template_block_actions: actions, template_set_groups: groups, template_sets: sets };
  const wanted = treeRowsOf(templateId, template);
  for (const table of Object.keys(TREE_KEYS) as TreeTable[]) await writeChangedRows(db, table, stored[table], wanted[table]);
}

/** Deletes the stored rows the content no longer has and upserts the new or changed ones. */
async function writeChangedRows(db: Kysely<Database>, table: TreeTable, stored: readonly TreeRow[], wanted: readonly TreeRow[]): Promise<void> {
  const keyColumns = TREE_KEYS[table];
  const keyOf = (row: TreeRow) => keyColumns.map((c) => String(row[c])).join('\u0000');
  const before = new Map(stored.map((row) => [keyOf(row), row]));
  const wantedKeys = new Set(wanted.map(keyOf));
  const gone = stored.filter((row) => !wantedKeys.has(keyOf(row)));
  // A value read back may differ in type or float noise from the one sent; it is then
  // written again, which costs a row but never changes the outcome.
  const changed = wanted.filter((row) => { const old = before.get(keyOf(row)); return !old || Object.keys(row).some((c) => old[c] !== row[c]); });
  const key = sql.join(['template_id', ...keyColumns].map((c) => sql.ref(c)));
  const tuple = (row: TreeRow, columns: readonly string[]) => sql`(${sql.join(columns.map((c) => row[c]))})`;
  // Batches keep every statement under the engines' parameter limits.
  for (const batch of batches(gone)) {
    await sql`delete from ${sql.table(table)} where (${key}) in (${sql.join(batch.map((row) => tuple(row, ['template_id', ...keyColumns])))})`.execute(db);
  }
  if (changed.length === 0) return;
  const columns = Object.keys(changed[0]!);
  const updated = columns.filter((c) => c !== 'template_id' && !(keyColumns as readonly string[]).includes(c));
  for (const batch of batches(changed)) {
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(batch.map((row) => tuple(row, columns)))}
      on conflict (${key}) do update set ${sql.join(updated.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(db);
  }
}

/** A template's stored content rows, each table in position order. */
async function storedTreeRows(db: Kysely<Database>, templateId: number): Promise<Omit<TemplateTreeRows, 'details'>> {
  const [blocks, actions, groups, sets] = await Promise.all([
    db.selectFrom('template_blocks').selectAll().where('template_id', '=', templateId).orderBy('position').execute(),
    db.selectFrom('template_block_actions').selectAll().where('template_id', '=', templateId).orderBy('position').execute(),
    db.selectFrom('template_set_groups').selectAll().where('template_id', '=', templateId).orderBy('position').execute(),
    db.selectFrom('template_sets').selectAll().where('template_id', '=', templateId).orderBy('position').execute(),
  ]);
  return { blocks, actions, groups, sets };
}

export async function loadTemplateTree(db: Kysely<Database>, templateId: number): Promise<TemplateTreeRows> {
  const rows = await storedTreeRows(db, templateId);
  return { ...rows, details: await exerciseDetails(db, rows.actions.map((a) => a.exercise_id)) };
}

/** The orders of the template shelves; each has a keyset of [value, id]. */
export type TemplateOrder = 'official' | 'edited' | 'used';

const ORDER_VALUE: Record<TemplateOrder, RawBuilder<string | number>> = {
  official: sql`templates.sort`,
  edited: sql`templates.updated_at`,
  used: sql`coalesce(templates.last_used_at, templates.updated_at)`,
};

/** One page of a shelf in its order (official by sort; own ones newest first), after `after`. */
export async function listTemplateRows(db: Kysely<Database>, scope: Scope<'templates'>, keyword: string | undefined, order: TemplateOrder, after: SortKey | undefined, limit: number) {
  const value = ORDER_VALUE[order];
  const ascending = order === 'official';
  return db
    .selectFrom('templates')
    .selectAll()
    .select(value.as('order_value'))
    .where(scope.where)
    .$if(Boolean(keyword), (q) => q.where(matchesSearch(db, 'templates', 'search_text', { text: keyword, shelf: [scope.searchShelf] })))
    .$if(after !== undefined, (q) => q.where(sql<SqlBool>`(${value}, templates.id) ${sql.raw(ascending ? '>' : '<')} (${after![0]}, ${after![1]})`))
    .orderBy(value, ascending ? 'asc' : 'desc')
    .orderBy('templates.id', ascending ? 'asc' : 'desc')
    .limit(limit)
    .execute();
}

/**
 * How many templates the shelf (and keyword) has: the rows listTemplateRows pages through. A
 * shelf is one person's (or the dozen official ones), so counting its rows is cheap, and the
 * scope's group condition counts too (the search index's shelf token knows no groups).
 */
export async function countTemplates(db: Kysely<Database>, scope: Scope<'templates'>, keyword: string | undefined): Promise<number> {
  const row = await db.selectFrom('templates').select((eb) => eb.fn.countAll().as('n'))
    .where(scope.where)
    .$if(Boolean(keyword), (q) => q.where(matchesSearch(db, 'templates', 'search_text', { text: keyword, shelf: [scope.searchShelf] })))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Block and set counts and the action names of each template, for list items. */
export async function summaryParts(db: Kysely<Database>, templateIds: readonly number[]) {
  if (templateIds.length === 0) return { blocks: [], sets: [], actions: [] };
  const ids = [...templateIds];
  const [blocks, sets, actions] = await Promise.all([
    db.selectFrom('template_blocks').select(['template_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('template_id', 'in', ids).groupBy('template_id').execute(),
    db.selectFrom('template_sets').select(['template_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('template_id', 'in', ids).groupBy('template_id').execute(),
    db
      .selectFrom('template_block_actions as a')
      .innerJoin('template_blocks as b', (join) => join.onRef('b.template_id', '=', 'a.template_id').onRef('b.block_key', '=', 'a.block_key'))
      .innerJoin('exercises as e', 'e.id', 'a.exercise_id')
      .select(['a.template_id', 'b.position as block_position', 'a.position', 'e.name_en', 'e.name_zh', 'e.gif_path'])
      .where('a.template_id', 'in', ids)
      .orderBy('a.template_id')
      .orderBy('b.position')
      .orderBy('a.position')
      .execute(),
  ]);
  return { blocks, sets, actions };
}
