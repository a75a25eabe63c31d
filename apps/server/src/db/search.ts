import { normalizeSearchText, queryTokens, tokensProveSubstring } from '@repwise/domain';
import { sql, type Expression, type Kysely, type QueryExecutorProvider, type SqlBool } from 'kysely';
import { engineOf } from './dialect.ts';

/**
 * The search index of a table, per engine (ARCHITECTURE.md §12): the only place with
 * engine-specific search SQL. A row keeps two token strings (packages/domain): its text
 * (`search_tokens`, searchTokens of its names, each token starting with t) and its shelf
 * (`search_shelf`, shelfTokens: who may list it and its facets, each starting with s).
 * SQLite indexes both in an FTS5 table `<table>_fts` (rowid = the row's id), written by the
 * repositories in the row's transaction; PostgreSQL keeps to_tsvector('simple', …) of both in
 * a stored generated column `search_vector` with a GIN index, so checking one row never
 * re-parses its text. A query is a plain AND of tokens.
 */
export type SearchableTable = 'exercises' | 'templates' | 'team_members';

export interface SearchQuery {
  /** Text the rows must contain; absent when a list only filters. */
  text?: string | undefined;
  /** Shelf and facet tokens every row must hold (domain shelfTokens). */
  shelf: readonly string[];
  /** Shelf tokens of which a row must hold one: the global search's several shelves in one read (official or one's own; a coach's teams). */
  anyShelf?: readonly string[] | undefined;
}

const ftsTable = (table: SearchableTable) => sql.table(`${table}_fts`);
const pgVector = (table: SearchableTable) => sql.ref(`${table}.search_vector`);

export async function createSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table ${sql.table(table)} add column search_vector tsvector generated always as (to_tsvector('simple', search_tokens || ' ' || search_shelf)) stored`.execute(db);
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table ${ftsTable(table)} using fts5(tokens, tokenize = 'unicode61', detail = 'none')`.execute(db);
    await sql`insert into ${ftsTable(table)} (rowid, tokens) select id, search_tokens || ' ' || search_shelf from ${sql.table(table)}`.execute(db);
  }
}

export async function dropSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`alter table ${sql.table(table)} drop column search_vector`.execute(db);
  else await sql`drop table ${ftsTable(table)}`.execute(db);
}

/** Indexes rows from their stored tokens after an insert or update (SQLite; PostgreSQL indexes the columns itself). */
export async function indexSearch(db: QueryExecutorProvider, table: SearchableTable, ids: readonly number[]): Promise<void> {
  if (engineOf(db) === 'postgres' || ids.length === 0) return;
  await sql`delete from ${ftsTable(table)} where rowid in (${sql.join(ids)})`.execute(db);
  await sql`insert into ${ftsTable(table)} (rowid, tokens) select id, search_tokens || ' ' || search_shelf from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
}

/** Removes deleted rows from the index (SQLite). */
export async function unindexSearch(db: QueryExecutorProvider, table: SearchableTable, ids: readonly number[]): Promise<void> {
  if (engineOf(db) === 'postgres' || ids.length === 0) return;
  await sql`delete from ${ftsTable(table)} where rowid in (${sql.join(ids)})`.execute(db);
}

/** The engine's query for rows holding every token: an FTS5 expression or a tsquery. */
function indexQuery(db: QueryExecutorProvider, q: SearchQuery): string {
  const tokens = [...(q.text ? queryTokens(q.text) : []), ...q.shelf];
  const any = q.anyShelf ?? [];
  if (engineOf(db) === 'postgres') return [...tokens, ...(any.length > 0 ? [`(${any.join(' | ')})`] : [])].join(' & ');
  return [...tokens.map((t) => `"${t}"`), ...(any.length > 0 ? [`(${any.map((t) => `"${t}"`).join(' OR ')})`] : [])].join(' AND ');
}

/** The substring a query's candidates must be re-checked for; undefined when the tokens prove it. */
function substringToCheck(q: SearchQuery): string | undefined {
  if (!q.text) return undefined;
  // A query of punctuation only has no tokens: then the substring alone decides.
  return queryTokens(q.text).length === 0 || !tokensProveSubstring(q.text) ? q.text : undefined;
}

/** `column` contains `text`: search columns hold normalised text; % and _ mean themselves. */
function contains(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${normalizeSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/**
 * The rows of `table` that match: index candidates, re-checked for the exact substring in
 * `textColumn` (the row's normalised text) when the tokens do not prove it.
 */
export function matchesSearch(db: QueryExecutorProvider, table: SearchableTable, textColumn: string, q: SearchQuery): Expression<SqlBool> {
  const query = indexQuery(db, q);
  const candidates = engineOf(db) === 'postgres'
    ? sql<SqlBool>`${pgVector(table)} @@ to_tsquery('simple', ${query})`
    : sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${ftsTable(table)} where ${ftsTable(table)} match ${query})`;
  const substring = substringToCheck(q);
  return substring === undefined ? candidates : sql<SqlBool>`(${candidates} and ${contains(`${table}.${textColumn}`, substring)})`;
}

/**
 * The next `limit` matches in id order after `afterId`, read straight from the index: for a
 * shelf whose order is id order, when the index alone decides the match (no substring to
 * check). FTS5 keeps rows in id order, so it reads only the page's entries instead of listing
 * every match. Undefined where the index cannot do that (PostgreSQL's GIN has no order: its
 * planner walks the shelf's index and checks each row's stored vector instead).
 */
export function nextMatchesById(db: QueryExecutorProvider, table: SearchableTable, q: SearchQuery, afterId: number | undefined, limit: number): Expression<SqlBool> | undefined {
  if (engineOf(db) === 'postgres' || substringToCheck(q) !== undefined) return undefined;
  const after = afterId === undefined ? sql`` : sql` and rowid > ${afterId}`;
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${ftsTable(table)} where ${ftsTable(table)} match ${indexQuery(db, q)}${after} order by rowid limit ${limit})`;
}

/**
 * How many rows match, counted in the index alone when the tokens prove the match (the
 * common case: one word, or no text), so a count never walks a whole shelf.
 */
export async function countSearch(db: QueryExecutorProvider, table: SearchableTable, textColumn: string, q: SearchQuery): Promise<number> {
  const query = indexQuery(db, q);
  const substring = substringToCheck(q);
  const check = substring === undefined ? sql`` : sql` and ${contains(`${table}.${textColumn}`, substring)}`;
  let counted;
  if (engineOf(db) === 'postgres') {
    counted = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${pgVector(table)} @@ to_tsquery('simple', ${query})${check}`.execute(db);
  } else if (substring === undefined) {
    counted = await sql<{ n: number }>`select count(*) as n from ${ftsTable(table)} where ${ftsTable(table)} match ${query}`.execute(db);
  } else {
    // The index's candidates first: CROSS JOIN keeps SQLite from walking the table instead.
    counted = await sql<{ n: number }>`select count(*) as n from ${ftsTable(table)} cross join ${sql.table(table)} on ${sql.ref(`${table}.id`)} = ${ftsTable(table)}.rowid
      where ${ftsTable(table)} match ${query}${check}`.execute(db);
  }
  return Number(counted.rows[0]!.n);
}
