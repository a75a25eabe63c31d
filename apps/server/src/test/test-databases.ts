import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { keepStatementsPrepared, openSqlite, type DatabaseHandle } from '../db/dialect.ts';
import type { Database } from '../db/schema/index.ts';
import { WriteWatch } from './write-watch.ts';

/**
 * The API tests' databases. Migrating and seeding takes 80 ms on SQLite and 480 ms on
 * PostgreSQL, so it happens once per run (test/global-setup.ts) and every test starts from
 * that picture instead:
 * - SQLite: the seeded database serialized to a file; each test opens the image in memory (1 ms).
 * - PostgreSQL: a seeded template database holding a copy of every table in the schema
 *   `picture_seed`. A test file makes its own databases from the template, and a test takes
 *   one back to its picture before it starts: the rows of every table deleted and the
 *   picture's copied in, sequences set back (30 ms; TRUNCATE of 34 tables takes 300).
 * A database nobody wrote to since its picture is used as it is (WriteWatch says so), which
 * is also how the policy table runs its read-only cells on one world.
 * Isolation is as strict as a new database: no row of an earlier test, ids from the same
 * sequence values (db/test-isolation.test.ts proves it).
 */

/** Where global-setup.ts left the seeded pictures; read by every test file. */
export interface SeedPictures {
  sqliteImageFile: string;
  /** The template database on TEST_DATABASE_URL's server; undefined without PostgreSQL. */
  pgTemplate: string | undefined;
  /** Names of the databases this run makes start with it, so teardown can find them. */
  pgPrefix: string;
}

/** A state a test database can be brought back to. */
export type Picture =
  | { engine: 'sqlite'; image: Buffer }
  | { engine: 'postgres'; database: string; schema: string };

/** A test database lent to one app at a time. */
export interface Lease {
  handle: DatabaseHandle;
  /** PostgreSQL: a connection string of the database, for a test's own second connection. */
  url?: string;
  watch: WriteWatch;
  /** Records the database as it is now, to start later apps from. */
  picture(): Promise<Picture>;
  /** Gives the database back; the app's own close() cannot close it. */
  release(): void | Promise<void>;
}

export const PG_SEED_SCHEMA = 'picture_seed';

/** SQLite: the seeded image, read once per test file. */
let sqliteSeed: Buffer | undefined;

export function sqliteSeedPicture(pictures: SeedPictures): Picture {
  sqliteSeed ??= fs.readFileSync(pictures.sqliteImageFile);
  return { engine: 'sqlite', image: sqliteSeed };
}

/** The last copy a lease gave back unwritten: the next lease of the same picture takes it as it is. */
let unwrittenCopy: { picture: Picture; sqlite: SQLite.Database } | undefined;

/** A copy of the picture opened in memory (a millisecond), or the last one if nobody wrote to it. */
export function leaseSqlite(picture: Extract<Picture, { engine: 'sqlite' }>): Lease {
  const reused = unwrittenCopy?.picture === picture ? unwrittenCopy.sqlite : undefined;
  if (unwrittenCopy && !reused) unwrittenCopy.sqlite.close();
  unwrittenCopy = undefined;
  const sqlite = reused ?? openSqlite(picture.image);
  const watch = new WriteWatch();
  return {
    handle: { db: keptOpenSqlite(sqlite, watch), engine: 'sqlite' },
    watch,
    picture: async () => ({ engine: 'sqlite', image: sqlite.serialize() }),
    release: () => {
      if (watch.writes > 0 || unwrittenCopy) sqlite.close();
      else unwrittenCopy = { picture, sqlite };
    },
  };
}

/** A Kysely over a connection the harness owns: destroy() (the app's close) leaves it open. */
function keptOpenSqlite(sqlite: SQLite.Database, watch: WriteWatch): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: { prepare: (text: string) => sqlite.prepare(text), close: () => {} } }), plugins: [watch] });
}

function keptOpenPg(pool: pg.Pool, watch: WriteWatch): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: () => pool.connect(), end: async () => {} } }), plugins: [watch] });
}

interface PgDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  busy: boolean;
  /** The schema of the picture the database holds now; undefined once written after it. */
  holds: string | undefined;
}

/**
 * The PostgreSQL databases of one test file, made from the seeded template as needed (two
 * apps alive at once get two) and dropped when the file ends.
 */
export class PgDatabases {
  private readonly databases: PgDatabase[] = [];
  private restoreSql: Promise<RestoreSql> | undefined;

  constructor(private readonly adminUrl: string, private readonly pictures: SeedPictures & { pgTemplate: string }) {}

  /** The seeded picture, which every database of the file holds (made from the template): '*' takes any free one. */
  readonly seed = { engine: 'postgres', database: '*', schema: PG_SEED_SCHEMA } as const;

  async lease(picture: Extract<Picture, { engine: 'postgres' }>): Promise<Lease> {
    const database = picture.database === '*'
      ? this.databases.find((d) => !d.busy && d.holds === picture.schema) ?? this.databases.find((d) => !d.busy) ?? (await this.create())
      : this.databases.find((d) => d.name === picture.database);
    if (!database) throw new Error(`no test database ${picture.database}: a picture is taken back only in its own database`);
    if (database.busy) throw new Error(`the test database ${database.name} is still in use: close the app of its picture first`);
    database.busy = true;
    if (database.holds !== picture.schema) {
      await restore(database.pool, picture.schema, await (this.restoreSql ??= restoreSqlOf(database.pool)));
      database.holds = picture.schema;
    }
    const watch = new WriteWatch();
    return {
      handle: { db: keptOpenPg(database.pool, watch), engine: 'postgres' },
      url: database.url,
      watch,
      picture: async () => {
        const schema = `picture_${randomBytes(4).toString('hex')}`;
        await takePicture(database.pool, schema);
        return { engine: 'postgres', database: database.name, schema };
      },
      release: () => {
        database.busy = false;
        if (watch.writes > 0) database.holds = undefined;
      },
    };
  }

  private async create(): Promise<PgDatabase> {
    const name = `${this.pictures.pgPrefix}${randomBytes(5).toString('hex')}`;
    await withAdmin(this.adminUrl, (admin) => admin.query(`create database ${name} template ${this.pictures.pgTemplate}`));
    const url = appUrlOf(this.adminUrl, name);
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    // The apps' statements are named, as with DATABASE_PREPARED_STATEMENTS=true, so the whole API
    // tier runs them that way; through a pooler (TEST_DATABASE_POOLER_URL, PgBouncer 1.18 in
    // transaction mode) they go unnamed, as the deployment guide says they must.
    if (!process.env.TEST_DATABASE_POOLER_URL) pool.on('connect', keepStatementsPrepared);
    pool.on('error', () => {});
    // A copy of the template holds the seed picture until someone writes.
    const database: PgDatabase = { name, url, pool, busy: false, holds: PG_SEED_SCHEMA };
    this.databases.push(database);
    return database;
  }

  async dropAll(): Promise<void> {
    for (const database of this.databases.splice(0)) {
      await database.pool.end();
      await withAdmin(this.adminUrl, (admin) => admin.query(`drop database if exists ${database.name} with (force)`));
    }
  }
}

/**
 * Where the apps of the tests connect to database `name`: TEST_DATABASE_POOLER_URL's server
 * when set (PgBouncer in transaction mode, `npm run test:cluster`), else `adminUrl`'s.
 * Creating, dropping and locking stay on the direct connection (withAdmin): a pooler keeps
 * server connections open, which `create database … template` refuses, and a session
 * advisory lock taken through it would stay with whichever server connection ran it.
 */
export function appUrlOf(adminUrl: string, name: string): string {
  const url = new URL(process.env.TEST_DATABASE_POOLER_URL || adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface RestoreSql {
  /** Tables children first, so deleting in this order never trips a foreign key. */
  tablesChildrenFirst: { name: string; columns: string }[];
  sequences: string[];
}

/** The app's tables in the public schema, ordered by their foreign keys, with their insertable columns. */
async function restoreSqlOf(pool: pg.Pool): Promise<RestoreSql> {
  const tables = (await pool.query<{ name: string; columns: string }>(`
    select c.relname as name, string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r' group by c.relname`)).rows;
  const references = (await pool.query<{ child: string; parent: string }>(`
    select c.relname as child, p.relname as parent from pg_constraint f
    join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid join pg_namespace n on n.oid = c.relnamespace
    where f.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`)).rows;
  const sequences = (await pool.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public'`)).rows.map((r) => r.name);
  return { tablesChildrenFirst: childrenFirst(tables, references), sequences };
}

function childrenFirst<T extends { name: string }>(tables: T[], references: { child: string; parent: string }[]): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  let left = [...tables];
  while (left.length > 0) {
    // A table goes once every table that references it is placed.
    const ready = left.filter((t) => references.every((r) => r.parent !== t.name || placed.has(r.child)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${left.map((t) => t.name).join(', ')}: the test reset needs an order`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    left = left.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** Copies every table and sequence value of the public schema into `schema`. */
export async function takePicture(pool: pg.Pool | pg.Client, schema: string): Promise<void> {
  const tables = (await pool.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).rows.map((r) => r.name);
  const sequences = (await pool.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public'`)).rows.map((r) => r.name);
  await pool.query([
    'begin',
    `create schema ${ident(schema)}`,
    ...tables.map((t) => `create table ${ident(schema)}.${ident(t)} as table public.${ident(t)}`),
    `create table ${ident(schema)}.${ident('__sequences')} (name text primary key, last_value bigint, is_called boolean)`,
    ...sequences.map((s) => `insert into ${ident(schema)}.${ident('__sequences')} select '${s}', last_value, is_called from public.${ident(s)}`),
    'commit',
  ].join(';\n'));
}

/**
 * Tables whose triggers refuse every delete (migration 034's audit log): emptied with truncate,
 * which fires no row trigger. Nothing references them, so truncating one cascades nowhere.
 */
const APPEND_ONLY_TABLES = new Set(['audit_log']);

/** Brings the public schema back to the picture in `schema`: one round trip, one transaction. */
async function restore(pool: pg.Pool, schema: string, plan: RestoreSql): Promise<void> {
  const from = (table: string) => `${ident(schema)}.${ident(table)}`;
  await pool.query([
    'begin',
    ...plan.tablesChildrenFirst.map((t) => `${APPEND_ONLY_TABLES.has(t.name) ? 'truncate' : 'delete from'} public.${ident(t.name)}`),
    ...[...plan.tablesChildrenFirst].reverse().map((t) => `insert into public.${ident(t.name)} (${t.columns}) select ${t.columns} from ${from(t.name)}`),
    ...plan.sequences.map((s) => `select setval('public.${ident(s)}', last_value, is_called) from ${from('__sequences')} where name = '${s}'`),
    'commit',
  ].join(';\n'));
}
