import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, openSqlite } from '../db/dialect.ts';
import type { Database } from '../db/schema/index.ts';
import { prepareDatabase } from '../seed/index.ts';
import { PG_SEED_SCHEMA, takePicture, withAdmin, type SeedPictures } from './test-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seedPictures: SeedPictures;
  }
}

/**
 * Runs once per `vitest` run, before any API test file: migrates and seeds one SQLite image
 * and one PostgreSQL template database (test-databases.ts says how tests use them), and
 * removes them afterwards with every database the run's files made.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-seed-'));
  const sqliteImageFile = path.join(dir, 'seed.sqlite');
  fs.writeFileSync(sqliteImageFile, await seededSqliteImage());

  const pgUrl = process.env.TEST_DATABASE_URL;
  const pgPrefix = `rwt_${process.pid}_`;
  const pgTemplate = pgUrl ? await seededTemplateDatabase(pgUrl, pgPrefix) : undefined;
  project.provide('seedPictures', { sqliteImageFile, pgTemplate, pgPrefix });

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgUrl) await dropDatabases(pgUrl, (name) => name.startsWith(pgPrefix));
  };
}

async function seededSqliteImage(): Promise<Buffer> {
  const sqlite = openSqlite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await prepareDatabase(db);
  const image = sqlite.serialize();
  await db.destroy();
  return image;
}

async function seededTemplateDatabase(adminUrl: string, prefix: string): Promise<string> {
  // Databases of runs that were killed before their teardown: their process is gone.
  await dropDatabases(adminUrl, (name) => {
    const pid = Number(/^rwt_(\d+)_/.exec(name)?.[1]);
    return Number.isInteger(pid) && pid !== process.pid && !alive(pid);
  });
  const name = `${prefix}template`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    await prepareDatabase(database.db);
  } finally {
    await database.db.destroy();
  }
  await withAdmin(url.toString(), (client) => takePicture(client, PG_SEED_SCHEMA));
  return name;
}

async function dropDatabases(adminUrl: string, which: (name: string) => boolean): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>(`select datname as name from pg_database where datname like 'rwt\\_%'`);
    for (const { name } of rows.filter((r) => which(r.name))) await admin.query(`drop database if exists ${name} with (force)`);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
