import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../test/harness.ts';
import { compiledOnce } from './compiled-once.ts';
import { openDatabase, type DatabaseHandle, type Engine } from './dialect.ts';
import type { Database } from './schema/index.ts';

/**
 * compiledOnce on both engines: the SQL is built once, and each call's values, bound anew,
 * give exactly the rows the query built for those values gives; a value used twice, beside a
 * constant of the query, binds at both places; a build that drops a value is refused.
 */

interface Lifts {
  lifts: { id: number; name: string };
}
/** The app's handle type, over a table of the test's own. */
const lifts = (d: Kysely<Database>) => d as unknown as Kysely<Lifts>;

async function openWithLifts(engine: Engine): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  if (engine === 'sqlite') {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    await sql`create table lifts (id integer primary key, name text not null)`.execute(handle.db);
    return { db: handle.db, close: () => handle.db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `compiled_once_${randomBytes(4).toString('hex')}`;
  const admin = openDatabase({ databaseUrl: url, poolSize: 1 });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  await admin.db.destroy();
  const handle: DatabaseHandle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 2 });
  await sql`create table lifts (id integer primary key, name text not null)`.execute(handle.db);
  return {
    db: handle.db,
    async close() {
      await sql.raw(`drop schema ${schema} cascade`).execute(handle.db);
      await handle.db.destroy();
    },
  };
}

describe.each(ENGINES)('compiledOnce on %s', (engine) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openWithLifts(engine));
    await lifts(db).insertInto('lifts').values([{ id: 1, name: 'squat' }, { id: 2, name: 'bench' }, { id: 3, name: 'deadlift' }]).execute();
  });
  afterAll(async () => close());

  /** Every lift from id `from` on, or called `name`; at most 2 (a constant parameter of the query itself). */
  const build = (d: Kysely<Database>, from: number, name: string) =>
    lifts(d).selectFrom('lifts').select(['id', 'name']).where((eb) => eb.or([eb('id', '>=', from), eb('name', '=', name)])).orderBy('id').limit(2);

  it('answers each call as the query built for its values, building it once', async () => {
    let builds = 0;
    const liftsFrom = compiledOnce((d, from: number, name: string) => {
      builds++;
      return build(d, from, name);
    });
    for (const [from, name] of [[2, 'squat'], [3, 'row'], [9, 'bench'], [1, 'deadlift']] as const) {
      expect(await liftsFrom(db, from, name)).toEqual(await build(db, from, name).execute());
    }
    expect(builds).toBe(1);
    expect(await liftsFrom(db, 3, 'squat')).toEqual([{ id: 1, name: 'squat' }, { id: 3, name: 'deadlift' }]);
  });

  it('binds a value used twice at both places', async () => {
    const sameTwice = compiledOnce((d, id: number) => lifts(d).selectFrom('lifts').select('name').where('id', '>=', id).where('id', '<=', id));
    expect(await sameTwice(db, 2)).toEqual([{ name: 'bench' }]);
    expect(await sameTwice(db, 3)).toEqual([{ name: 'deadlift' }]);
  });

  it('refuses a build that leaves a value out of the SQL', async () => {
    const dropsName = compiledOnce((d, id: number, _name: string) => lifts(d).selectFrom('lifts').select('id').where('id', '=', id));
    await expect(dropsName(db, 1, 'squat')).rejects.toThrow('value 1 does not reach the SQL as a parameter');
  });
});
