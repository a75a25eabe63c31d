import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { addIdColumn, engineOf } from '../dialect.ts';

/**
 * Indexed search and keyset paging (issue "Foundations"):
 * - exercises: the muscle-group and movement-pattern filters move from comma/JSON text to
 *   join tables with indexes (the JSON lists stay for display, written with the join rows);
 *   search_tokens and search_shelf columns with their index (FTS5 / GIN).
 * - templates: search_tokens with its index; official templates keep their texts per
 *   language in template_texts (written by the seed when missing, then operators' to edit).
 * - dictionary_entries goes: the server dictionaries live in packages/domain, their one source.
 *
 * Frozen on purpose: the search tokens, shelves, muscle groups and index statements below are
 * this migration's own copies of packages/domain (search.ts, exercise-taxonomy.ts) and
 * db/search.ts as they were when it was written, so changing those can never change it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const exerciseId = (c: ColumnDefinitionBuilder) => c.notNull().references('exercises.id').onDelete('cascade');
  await db.schema
    .createTable('exercise_muscle_groups')
    .addColumn('exercise_id', 'integer', exerciseId)
    .addColumn('muscle_group', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exercise_muscle_groups_pk', ['exercise_id', 'muscle_group'])
    .execute();
  await db.schema.createIndex('exercise_muscle_groups_group').on('exercise_muscle_groups').columns(['muscle_group', 'exercise_id']).execute();
  await db.schema
    .createTable('exercise_patterns')
    .addColumn('exercise_id', 'integer', exerciseId)
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exercise_patterns_pk', ['exercise_id', 'pattern'])
    .execute();
  await db.schema.createIndex('exercise_patterns_pattern').on('exercise_patterns').columns(['pattern', 'exercise_id']).execute();

  await db.schema.alterTable('exercises').addColumn('search_tokens', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('exercises').addColumn('search_shelf', 'text', (c) => c.notNull().defaultTo('')).execute();
  const exercises = await sql<{ id: number; owner_id: number | null; archived_at: string | null; equipment: string; search_text: string; primary_muscles: string; secondary_muscles: string; movement_patterns: string }>`
    select id, owner_id, archived_at, equipment, search_text, primary_muscles, secondary_muscles, movement_patterns from exercises`.execute(db);
  for (const row of exercises.rows) {
    const primary = JSON.parse(row.primary_muscles) as string[];
    const secondary = (JSON.parse(row.secondary_muscles) as string[]).filter((m) => !primary.includes(m));
    const patterns = JSON.parse(row.movement_patterns) as string[];
    const text = normalizeSearchText(row.search_text);
    const groups = groupsOfMuscles([...primary, ...secondary]);
    const shelf = shelfTokens({ ownerId: row.owner_id, archived: row.archived_at !== null }, { g: groups, e: [row.equipment], p: patterns });
    // A primary muscle is not also a secondary one (the write path has always dropped those).
    await sql`update exercises set search_text = ${text}, search_tokens = ${searchTokens(text)}, search_shelf = ${shelf}, secondary_muscles = ${JSON.stringify(secondary)}
      where id = ${row.id}`.execute(db);
    for (const group of groups) {
      await sql`insert into exercise_muscle_groups (exercise_id, muscle_group) values (${row.id}, ${group})`.execute(db);
    }
    for (const [position, pattern] of patterns.entries()) {
      await sql`insert into exercise_patterns (exercise_id, pattern, position) values (${row.id}, ${pattern}, ${position})`.execute(db);
    }
  }
  await db.schema.alterTable('exercises').dropColumn('muscle_groups').execute();
  await db.schema.dropIndex('exercises_owner_search').execute();
  // The shelves in list order (pages follow them by keyset). Partial, because PostgreSQL
  // will not let "IS NULL" stand for an equality that keeps an index's order.
  await db.schema.createIndex('exercises_own_shelf').on('exercises').columns(['owner_id', 'sort', 'id']).where(sql<boolean>`archived_at is null`).execute();
  await db.schema.createIndex('exercises_official_shelf').on('exercises').columns(['sort', 'id']).where(sql<boolean>`owner_id is null and archived_at is null`).execute();
  await createSearchIndex(db, 'exercises');

  await db.schema.alterTable('templates').addColumn('search_tokens', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('templates').addColumn('search_shelf', 'text', (c) => c.notNull().defaultTo('')).execute();
  const templates = await sql<{ id: number; owner_id: number | null; search_text: string }>`select id, owner_id, search_text from templates`.execute(db);
  for (const row of templates.rows) {
    const text = normalizeSearchText(row.search_text);
    await sql`update templates set search_text = ${text}, search_tokens = ${searchTokens(text)}, search_shelf = ${shelfTokens({ ownerId: row.owner_id })} where id = ${row.id}`.execute(db);
  }
  await db.schema.dropIndex('templates_owner_search').execute();
  await db.schema.createIndex('templates_shelf_sort').on('templates').columns(['owner_id', 'sort', 'id']).execute();
  await db.schema.createIndex('templates_shelf_updated').on('templates').columns(['owner_id', 'updated_at', 'id']).execute();
  await createSearchIndex(db, 'templates');
  await db.schema
    .createTable('template_texts')
    .addColumn('template_id', 'integer', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('template_texts_pk', ['template_id', 'language'])
    .execute();

  await db.schema.dropTable('dictionary_entries').execute();

  // What the seed last wrote of each part of the official content: unchanged content is skipped.
  await db.schema
    .createTable('seed_state')
    .addColumn('part', 'text', (c) => c.primaryKey())
    .addColumn('digest', 'text', (c) => c.notNull())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .execute();
}

/** Back to 005: the comma list of muscle groups is rebuilt from the muscles. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_state').execute();
  await addIdColumn(db, db.schema.createTable('dictionary_entries'))
    .addColumn('parent_key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alias_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('dictionary_entries_parent_value', ['parent_key', 'value'])
    .execute();
  await db.schema.dropTable('template_texts').execute();
  await dropSearchIndex(db, 'templates');
  await db.schema.dropIndex('templates_shelf_updated').execute();
  await db.schema.dropIndex('templates_shelf_sort').execute();
  await db.schema.createIndex('templates_owner_search').on('templates').columns(['owner_id', 'search_text']).execute();
  await db.schema.alterTable('templates').dropColumn('search_tokens').execute();
  await db.schema.alterTable('templates').dropColumn('search_shelf').execute();

  await dropSearchIndex(db, 'exercises');
  await db.schema.dropIndex('exercises_official_shelf').execute();
  await db.schema.dropIndex('exercises_own_shelf').execute();
  await db.schema.alterTable('exercises').addColumn('muscle_groups', 'text', (c) => c.notNull().defaultTo(',,')).execute();
  const exercises = await sql<{ id: number; primary_muscles: string; secondary_muscles: string }>`select id, primary_muscles, secondary_muscles from exercises`.execute(db);
  for (const row of exercises.rows) {
    const groups = groupsOfMuscles([...(JSON.parse(row.primary_muscles) as string[]), ...(JSON.parse(row.secondary_muscles) as string[])]);
    await sql`update exercises set muscle_groups = ${`,${groups.join(',')},`} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('exercises_owner_search').on('exercises').columns(['owner_id', 'archived_at', 'search_text']).execute();
  await db.schema.alterTable('exercises').dropColumn('search_tokens').execute();
  await db.schema.alterTable('exercises').dropColumn('search_shelf').execute();
  for (const table of ['exercise_patterns', 'exercise_muscle_groups']) await db.schema.dropTable(table).execute();
}

/* ---- Frozen copies (packages/domain search.ts and exercise-taxonomy.ts, db/search.ts, at 006). ---- */

const MAX_PREFIX = 20;
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

type Run = { ideographic: boolean; text: string };

/** Words and runs of ideographs; everything else separates them. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of normalizeSearchText(text)) {
    const ideographic = IDEOGRAPHIC.test(char);
    if (!ideographic && !WORD_CHARACTER.test(char)) {
      current = undefined;
      continue;
    }
    if (!current || current.ideographic !== ideographic) {
      current = { ideographic, text: '' };
      runs.push(current);
    }
    current.text += char;
  }
  return runs;
}

/** ASCII letters and digits as they are, anything else as `x` + hex code. */
function encodeToken(token: string): string {
  let out = '';
  for (const char of token) out += /[a-z0-9]/.test(char) ? char : `x${char.codePointAt(0)!.toString(16)}`;
  return out;
}

function prefixesOf(word: string): string[] {
  const chars = [...word].slice(0, MAX_PREFIX);
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

function ideographTokens(run: string): string[] {
  const chars = [...run];
  const pairs = chars.slice(1).map((char, i) => chars[i]! + char);
  return [...chars, ...pairs];
}

/** English words with their prefixes, every ideograph and adjacent pair: `t` tokens, each once. */
function searchTokens(...texts: readonly string[]): string {
  const tokens = new Set<string>();
  for (const run of texts.flatMap(runsOf)) {
    for (const token of run.ideographic ? ideographTokens(run.text) : prefixesOf(run.text)) tokens.add(`t${encodeToken(token)}`);
  }
  return [...tokens].join(' ');
}

/** Who may list the row (`sofficial`, `su<owner>`, `sarchived`) and its facets (`s<kind><value>`). */
function shelfTokens(shelf: { ownerId: number | null; archived?: boolean }, facets: Readonly<Record<string, readonly string[]>> = {}): string {
  const own = shelf.archived ? 'sarchived' : shelf.ownerId === null ? 'sofficial' : `su${shelf.ownerId}`;
  const facetTokens = Object.entries(facets).flatMap(([kind, values]) => values.map((value) => `s${encodeToken(`${kind}${value}`)}`));
  return [...new Set([own, ...facetTokens])].join(' ');
}

/** Each muscle's group, and the groups in the library's order. */
const MUSCLE_GROUP_OF: Readonly<Record<string, string>> = {
  chest: 'chest', front_delts: 'shoulders', side_delts: 'shoulders', rear_delts: 'shoulders', biceps: 'arms', triceps: 'arms', forearms: 'arms', abs: 'core',
  obliques: 'core', hip_flexors: 'core', traps: 'back', lats: 'back', upper_back: 'back', lower_back: 'back', neck: 'back', glutes: 'glutes', abductors: 'glutes',
  quads: 'legs', hamstrings: 'legs', adductors: 'legs', calves: 'legs',
};
const MUSCLE_GROUPS = ['chest', 'back', 'shoulders', 'arms', 'core', 'legs', 'glutes'];

/** The distinct groups of the muscles, in MUSCLE_GROUPS order; unknown keys are ignored. */
function groupsOfMuscles(muscles: readonly string[]): string[] {
  const groups = new Set(muscles.filter((m) => Object.hasOwn(MUSCLE_GROUP_OF, m)).map((m) => MUSCLE_GROUP_OF[m]));
  return MUSCLE_GROUPS.filter((group) => groups.has(group));
}

type SearchableTable = 'exercises' | 'templates';

/** PostgreSQL: a generated tsvector with a GIN index; SQLite: an FTS5 table filled from the rows. */
async function createSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table ${sql.table(table)} add column search_vector tsvector generated always as (to_tsvector('simple', search_tokens || ' ' || search_shelf)) stored`.execute(db);
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table ${sql.table(`${table}_fts`)} using fts5(tokens, tokenize = 'unicode61', detail = 'none')`.execute(db);
    await sql`insert into ${sql.table(`${table}_fts`)} (rowid, tokens) select id, search_tokens || ' ' || search_shelf from ${sql.table(table)}`.execute(db);
  }
}

async function dropSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`alter table ${sql.table(table)} drop column search_vector`.execute(db);
  else await sql`drop table ${sql.table(`${table}_fts`)}`.execute(db);
}
