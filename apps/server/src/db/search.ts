import { normalizeSearchText, queryTokens } from '@repwise/domain';
import { sql, type Expression, type Kysely, type QueryExecutorProvider, type SqlBool } from 'kysely';
import { engineOf } from './dialect.ts';

/**
 * The search index of a table, per engine (ARCHITECTURE.md §12): the only place with
 * engine-specific search SQL. Rows keep their tokens (packages/domain searchTokens) in a
 * `search_tokens` column. SQLite indexes them in an FTS5 table `<table>_fts` whose rowid is
 * the row's id, written by writeSearchTokens in the same transaction as the row; PostgreSQL
 * in a GIN index over to_tsvector('simple', search_tokens), kept by the database itself.
 */
export type SearchableTable = 'exercises' | 'templates';

const ftsTable = (table: SearchableTable) => `${table}_fts`;

export async function createSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`create index ${sql.id(`${table}_search_tokens`)} on ${sql.table(table)} using gin (to_tsvector('simple', search_tokens))`.execute(db);
  } else {
    await sql`create virtual table ${sql.table(ftsTable(table))} using fts5(search_tokens, tokenize = 'unicode61')`.execute(db);
    await sql`insert into ${sql.table(ftsTable(table))} (rowid, search_tokens) select id, search_tokens from ${sql.table(table)}`.execute(db);
  }
}

export async function dropSearchIndex(db: Kysely<unknown>, table: SearchableTable): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`drop index ${sql.id(`${table}_search_tokens`)}`.execute(db);
  else await sql`drop table ${sql.table(ftsTable(table))}`.execute(db);
}

/** Indexes a row's tokens after its insert or update (SQLite; PostgreSQL indexes the column itself). */
export async function writeSearchTokens(db: QueryExecutorProvider, table: SearchableTable, id: number, tokens: string): Promise<void> {
  if (engineOf(db) === 'postgres') return;
  await sql`delete from ${sql.table(ftsTable(table))} where rowid = ${id}`.execute(db);
  await sql`insert into ${sql.table(ftsTable(table))} (rowid, search_tokens) values (${id}, ${tokens})`.execute(db);
}

/** Indexes many rows at once from their stored tokens (a bulk insert of the seed). */
export async function indexStoredTokens(db: QueryExecutorProvider, table: SearchableTable, ids: readonly number[]): Promise<void> {
  if (engineOf(db) === 'postgres' || ids.length === 0) return;
  await sql`delete from ${sql.table(ftsTable(table))} where rowid in (${sql.join(ids)})`.execute(db);
  await sql`insert into ${sql.table(ftsTable(table))} (rowid, search_tokens) select id, search_tokens from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(db);
}

/** Removes deleted rows from the index (SQLite). */
export async function deleteSearchTokens(db: QueryExecutorProvider, table: SearchableTable, ids: readonly number[]): Promise<void> {
  if (engineOf(db) === 'postgres' || ids.length === 0) return;
  await sql`delete from ${sql.table(ftsTable(table))} where rowid in (${sql.join(ids)})`.execute(db);
}

/**
 * Rows of `table` whose text contains `query`: index candidates holding every query token,
 * re-checked for the exact substring in `textColumn` (lower-cased texts of the row).
 */
export function matchesSearch(db: QueryExecutorProvider, table: SearchableTable, textColumn: string, query: string): Expression<SqlBool> {
  const contains = containsText(`${table}.${textColumn}`, query);
  const tokens = queryTokens(query);
  if (tokens.length === 0) return contains;
  const candidates = engineOf(db) === 'postgres'
    ? sql<SqlBool>`to_tsvector('simple', ${sql.ref(`${table}.search_tokens`)}) @@ to_tsquery('simple', ${tokens.join(' & ')})`
    : sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(ftsTable(table))} where ${sql.table(ftsTable(table))} match ${tokens.map((t) => `"${t}"`).join(' ')})`;
  return sql<SqlBool>`(${candidates} and ${contains})`;
}

/**
 * `column` contains `text` (search columns are stored normalised). LIKE treats % and _ as
 * wildcards; a person searching for them means the characters.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${normalizeSearchText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
