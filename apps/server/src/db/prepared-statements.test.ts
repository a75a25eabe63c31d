import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness.ts';
import { openDatabase, type DatabaseHandle } from './dialect.ts';

/**
 * DATABASE_PREPARED_STATEMENTS (db/dialect.ts keepStatementsPrepared) on a real PostgreSQL:
 * a statement with parameters is named and kept on its connection; one without parameters,
 * or with too many, is not; a statement PostgreSQL refuses to run from its cache after a
 * column was added fails once and then runs unnamed.
 */
describe.runIf(ENGINES.includes('postgres'))('named prepared statements on postgres', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `prepared_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    await admin.db.destroy();
    // One connection: every statement below meets the same server session.
    handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 1, preparedStatements: true });
    await sql`create table lifts (id integer primary key, name text not null)`.execute(handle.db);
    await sql`insert into lifts (id, name) values (1, 'squat'), (2, 'bench')`.execute(handle.db);
  });
  afterAll(async () => {
    await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
    await handle.db.destroy();
  });

  const prepared = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map((r) => r.statement);

  it('names a statement with parameters once per connection and answers as before', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await sql<{ name: string }>`select name from lifts where id = ${1}`.execute(handle.db)).rows).toEqual([{ name: 'squat' }]);
    }
    expect((await prepared()).filter((s) => s.includes('from lifts where id'))).toHaveLength(1);
    // No parameters (a text that may hold several statements) and long lists stay unnamed.
    await sql`select count(*) from lifts`.execute(handle.db);
    const many = Array.from({ length: 40 }, (_, i) => i);
    await sql`select id from lifts where id in (${sql.join(many)})`.execute(handle.db);
    expect((await prepared()).some((s) => s.includes('count(*)') || s.includes('where id in'))).toBe(false);
  });

  it('runs a statement unnamed from then on when a column added under it changes its result', async () => {
    const read = () => sql`select * from lifts where id = ${2}`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 2, name: 'bench' }]);
    await sql`alter table lifts add column sets integer not null default 3`.execute(handle.db);
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    expect((await read()).rows).toEqual([{ id: 2, name: 'bench', sets: 3 }]);
  });
});
