import { sql, type Kysely } from 'kysely';
import { currentSchema, type Engine } from '../../db/dialect.ts';
import type { TestApp } from '../harness.ts';

// A cheap picture of the database: row counts and the newest updated_at of every table.

export type Snapshot = Map<string, string>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** Reads the catalogue once; the query it returns is the one taken after every request. */
export async function snapshotQuery(t: TestApp, engine: Engine): Promise<() => Promise<Snapshot>> {
  const { db } = t.app.ctx;
  let tables: string[];
  let stamped: Set<string>;
  if (engine === 'postgres') {
    // currentSchema takes any database (Kysely<unknown>); ours is typed with the app's tables.
    const schema = await currentSchema(db as unknown as Kysely<unknown>);
    tables = (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = ${schema} and table_type = 'BASE TABLE' order by 1`.execute(db)).rows.map((r) => r.name);
    stamped = new Set((await sql<{ name: string }>`select table_name as name from information_schema.columns where table_schema = ${schema} and column_name = 'updated_at'`.execute(db)).rows.map((r) => r.name));
  } else {
    tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by 1`.execute(db)).rows.map((r) => r.name);
    stamped = new Set((await sql<{ name: string }>`select m.name as name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.name = 'updated_at'`.execute(db)).rows.map((r) => r.name));
  }
  if (tables.length === 0) throw new Error('no tables found in the catalogue');
  const query = sql.raw<{ name: string; n: number | string; u: string | null }>(tables
    .map((name) => `select ${literal(name)} as name, count(*) as n, ${stamped.has(name) ? 'cast(max("updated_at") as text)' : 'cast(null as text)'} as u from ${ident(name)}`)
    .join(' union all '));
  return async () => new Map((await query.execute(db)).rows.map((row) => [row.name, `${String(row.n)} rows, newest ${row.u ?? '-'}`]));
}

export function snapshotChanges(before: Snapshot, after: Snapshot): string[] {
  return [...after].filter(([name, state]) => before.get(name) !== state).map(([name, state]) => `${name}: ${before.get(name) ?? '?'} → ${state}`);
}
