import type { Kysely } from 'kysely';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/dialect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { rebuildAll } from './modules/progress/index.ts';

/**
 * `npm run rebuild:rollups`: recomputes every trainee's day and month rollups and personal records
 * from the recorded sets (ARCHITECTURE "Reports"), one transaction per trainee, while the
 * server may keep running. Run it once after upgrading to a version that adds a figure, or
 * after changing the e1RM formula; running it twice gives the same rows. Same configuration
 * as the server (DATABASE_URL, or DATA_DIR's SQLite file).
 */
const config = loadConfig();
const { db } = openDatabase({ databaseUrl: config.databaseUrl, preparedStatements: config.databasePreparedStatements, sqliteFile: path.join(config.dataDir, 'repwise.db') });
try {
  await migrateToLatest(db as Kysely<unknown>);
  const started = Date.now();
  const { trainees, days, months, records } = await rebuildAll(db);
  process.stdout.write(`Rebuilt the figures of ${trainees} trainees: ${days} day rollups, ${months} month rollups, ${records} personal records (${Date.now() - started} ms).\n`);
} finally {
  await db.destroy();
}
