import { sql, type Kysely } from 'kysely';
import { addIdColumn, engineOf } from '../dialect.ts';

/**
 * Membership keeps history (issue 23): leaving a team ends a membership (`left_at`, ISO UTC)
 * instead of deleting it, so a report can ask who was in a team on a given day.
 *
 * One row per membership, not a history table beside one row per (team, person): a person who
 * leaves and comes back gets a new row, so both periods stay with their own dates, and the
 * tags, remark and type of the first one do not come back with them; a second table would
 * keep the same dates twice. So the unique (team_id, user_id) of 008 becomes a unique index
 * over the open memberships only (at most one per team and person), as 017 does for
 * trainings. PostgreSQL drops the constraint; SQLite cannot drop a table constraint, so there
 * the table is rebuilt as SQLite documents (new table, copy, drop, rename), keeping every id:
 * member tags and the FTS5 entries refer to rows by id.
 * The rows already there are open memberships; those deleted before this are gone.
 * Frozen: nothing of the live modules.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await db.schema.alterTable('team_members').dropConstraint('team_members_team_user').execute();
    await db.schema.alterTable('team_members').addColumn('left_at', 'text').execute();
  } else {
    await rebuildSqliteTable(db, 'with history');
  }
  await db.schema.createIndex('team_members_open').on('team_members').columns(['team_id', 'user_id']).unique().where(sql.ref('left_at'), 'is', null).execute();
  // History reads a team's memberships, ended ones included.
  await db.schema.createIndex('team_members_team').on('team_members').columns(['team_id', 'joined_at']).execute();
}

/** Back to one row per (team, person): the ended memberships go, with their tags. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const ended = sql`select id from team_members where left_at is not null`;
  if (engineOf(db) === 'sqlite') await sql`delete from team_members_fts where rowid in (${ended})`.execute(db);
  await sql`delete from team_member_tags where member_id in (${ended})`.execute(db);
  await sql`delete from team_members where left_at is not null`.execute(db);
  await db.schema.dropIndex('team_members_team').execute();
  await db.schema.dropIndex('team_members_open').execute();
  if (engineOf(db) === 'postgres') {
    await db.schema.alterTable('team_members').dropColumn('left_at').execute();
    await db.schema.alterTable('team_members').addUniqueConstraint('team_members_team_user', ['team_id', 'user_id']).execute();
  } else {
    await rebuildSqliteTable(db, 'as in 008');
  }
}

const COPIED = sql.raw('id, team_id, user_id, member_type, remark, joined_at, search_text, search_tokens, search_shelf');

/**
 * SQLite: team_members made anew, `with history` (left_at, no table constraint) or `as in 008`,
 * its rows copied with their ids. Dropping the old table with foreign keys on would delete the
 * member tags (an implicit DELETE), so they are off meanwhile (a pragma that only works outside
 * a transaction) and checked before the rebuild commits.
 */
async function rebuildSqliteTable(db: Kysely<unknown>, shape: 'with history' | 'as in 008'): Promise<void> {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      let table = addIdColumn(trx, trx.schema.createTable('team_members_next'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('member_type', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'text', (c) => c.notNull());
      if (shape === 'with history') table = table.addColumn('left_at', 'text');
      table = table
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('search_tokens', 'text', (c) => c.notNull())
        .addColumn('search_shelf', 'text', (c) => c.notNull());
      if (shape === 'as in 008') table = table.addUniqueConstraint('team_members_team_user', ['team_id', 'user_id']);
      await table.execute();
      await sql`insert into team_members_next (${COPIED}) select ${COPIED} from team_members`.execute(trx);
      // AUTOINCREMENT never hands out an id again: the new table goes on from the old one's counter.
      await sql`delete from sqlite_sequence where name = 'team_members_next'`.execute(trx);
      await sql`update sqlite_sequence set name = 'team_members_next' where name = 'team_members'`.execute(trx);
      await trx.schema.dropTable('team_members').execute();
      await trx.schema.alterTable('team_members_next').renameTo('team_members').execute();
      await trx.schema.createIndex('team_members_user').on('team_members').columns(['user_id', 'team_id']).execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`rebuilding team_members broke ${broken.rows.length} references`);
    });
  } finally {
    if (rows[0]?.foreign_keys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}
