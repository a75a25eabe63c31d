import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * `column` contains `text`, case-insensitively (search columns are stored lower-cased).
 * LIKE treats % and _ as wildcards; a person searching for them means the characters.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
