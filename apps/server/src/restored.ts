import type { Kysely } from 'kysely';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startNewEpoch } from './modules/sync/epoch.ts';

/**
 * `npm run db:restored`: run once after restoring the database from a backup, before the
 * server starts. It gives the database a new sync epoch, so every phone sends the rows the
 * backup lacks and pulls again from 0 (ARCHITECTURE "Offline training"). Same configuration
 * as the server (DATABASE_URL, or DATA_DIR's SQLite file).
 */
const config = loadConfig();
const { db } = openDatabase({ databaseUrl: config.databaseUrl, preparedStatements: config.databasePreparedStatements, sqliteFile: path.join(config.dataDir, 'repwise.db') });
try {
  await migrateToLatest(db as Kysely<unknown>);
  const epoch = await startNewEpoch(db, new Date());
  process.stdout.write(`New sync epoch ${epoch}: phones send what this database lacks at their next sync.\n`);
} finally {
  await db.destroy();
}
