import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../test/harness.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { prepareDatabase } from './prepare.ts';

const TABLES = ['users', 'sessions', 'dictionary_entries', 'user_activity'] as const;

describe.each(ENGINES)('migrations on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(engine);
  });
  afterEach(() => t.close());

  it('go down to nothing and up again', async () => {
    const { db } = t.app.ctx;
    const untyped = db as Kysely<unknown>;
    await login(t);
    await migrateDown(untyped);
    for (const table of TABLES) {
      await expect(db.selectFrom(table).selectAll().execute(), table).rejects.toThrow();
    }
    await migrateToLatest(untyped);
    for (const table of TABLES) expect(await db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    await prepareDatabase(db);
    expect((await db.selectFrom('dictionary_entries').select('id').execute()).length).toBeGreaterThan(0);
    await login(t);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('are a no-op when already at the latest', async () => {
    const { db } = t.app.ctx;
    await login(t);
    await migrateToLatest(db as Kysely<unknown>);
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('migrate a fresh database while another one on the same server holds its own migrations', async () => {
    const other = await startTestApp(engine);
    try {
      for (const app of [t, other]) {
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(app.app.ctx.db);
        expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
      }
      await login(other);
      expect(await t.app.ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
