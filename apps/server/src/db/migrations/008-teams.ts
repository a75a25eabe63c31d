import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { addIdColumn, engineOf } from '../dialect.ts';

/**
 * Teams (issue 11): organisations (the spec's groups; one default, "1") → teams with a
 * managing coach, further coaches, tags and codes; members with a member type, a remark name
 * and tags, searchable by name. A disbanded team keeps its rows (disbanded_at): nothing of
 * anyone's training refers to it through a row that goes away. A team's codes are kept when
 * retired, so a code is never handed out twice. Trainees get a personal member code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const teamId = (c: ColumnDefinitionBuilder) => c.notNull().references('teams.id').onDelete('cascade');
  const userId = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

  await addIdColumn(db, db.schema.createTable('organisations'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into organisations (name, created_at) values ('Repwise', ${new Date().toISOString()})`.execute(db);

  await addIdColumn(db, db.schema.createTable('teams'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('manager_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('disbanded_at', 'text')
    .execute();
  await db.schema.createIndex('teams_manager').on('teams').column('manager_id').execute();

  await db.schema
    .createTable('team_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('team_id', 'integer', teamId)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
  await db.schema.createIndex('team_codes_team').on('team_codes').columns(['team_id', 'retired_at']).execute();

  await db.schema
    .createTable('team_tags')
    .addColumn('team_id', 'integer', teamId)
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_tags_pk', ['team_id', 'tag'])
    .execute();

  await db.schema
    .createTable('team_coaches')
    .addColumn('team_id', 'integer', teamId)
    .addColumn('user_id', 'integer', userId)
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_coaches_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_coaches_user').on('team_coaches').columns(['user_id', 'team_id']).execute();

  await addIdColumn(db, db.schema.createTable('team_members'))
    .addColumn('team_id', 'integer', teamId)
    .addColumn('user_id', 'integer', userId)
    .addColumn('member_type', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    /** Nickname and remark, normalised: the exact-substring check of a search. */
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('search_tokens', 'text', (c) => c.notNull())
    .addColumn('search_shelf', 'text', (c) => c.notNull())
    .addUniqueConstraint('team_members_team_user', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_members_user').on('team_members').columns(['user_id', 'team_id']).execute();
  await createSearchIndex(db, 'team_members');

  await db.schema
    .createTable('team_member_tags')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('team_members.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', teamId)
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_member_tags_pk', ['member_id', 'tag'])
    .execute();
  await db.schema.createIndex('team_member_tags_tag').on('team_member_tags').columns(['team_id', 'tag', 'member_id']).execute();

  await db.schema.alterTable('users').addColumn('member_code', 'text').execute();
  await db.schema.createIndex('users_member_code').on('users').column('member_code').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_member_code').execute();
  await db.schema.alterTable('users').dropColumn('member_code').execute();
  await dropSearchIndex(db, 'team_members');
  for (const table of ['team_member_tags', 'team_members', 'team_coaches', 'team_tags', 'team_codes', 'teams', 'organisations']) {
    await db.schema.dropTable(table).execute();
  }
}

// A frozen copy, on purpose, of the search-index statements db/search.ts ran when this
// migration was written (the same as 006's copy): the live module may change, this may not.

/** PostgreSQL: a generated tsvector with a GIN index; SQLite: an FTS5 table filled from the rows. */
async function createSearchIndex(db: Kysely<unknown>, table: 'team_members'): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table ${sql.table(table)} add column search_vector tsvector generated always as (to_tsvector('simple', search_tokens || ' ' || search_shelf)) stored`.execute(db);
    await sql`create index ${sql.id(`${table}_search`)} on ${sql.table(table)} using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table ${sql.table(`${table}_fts`)} using fts5(tokens, tokenize = 'unicode61', detail = 'none')`.execute(db);
    await sql`insert into ${sql.table(`${table}_fts`)} (rowid, tokens) select id, search_tokens || ' ' || search_shelf from ${sql.table(table)}`.execute(db);
  }
}

async function dropSearchIndex(db: Kysely<unknown>, table: 'team_members'): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`alter table ${sql.table(table)} drop column search_vector`.execute(db);
  else await sql`drop table ${sql.table(`${table}_fts`)}`.execute(db);
}
