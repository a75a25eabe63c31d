/**
 * What one publish writes (issue 23, acceptance 9): an official template to 200 trainees,
 * 12 weeks × 3 days (7200 sessions), on SQLite and on PostgreSQL. Printed: the template bytes
 * stored for the plan, the bytes the database grew by (SQLite: pages after a checkpoint;
 * PostgreSQL: the plan tables' size with TOAST and indexes), the log written (SQLite WAL
 * frames, PostgreSQL WAL), and the publish's time. The baseline, measured in the same run, is
 * the template as answered times the sessions: what a copy per session stores.
 * PostgreSQL's WAL is the whole server's: measure on a quiet one.
 * Run: node --import tsx bench/plan-publish.ts   (BENCH_TRAINEES=…, BENCH_WEEKS=… to change the size)
 */
import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import type { Database } from '../apps/server/src/db/schema/index.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { startBenchApp, type BenchApp } from './engines.ts';

const TRAINEES = Number(process.env.BENCH_TRAINEES ?? 200);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 12);
const WEEKDAYS = [1, 3, 5];
const PLAN_TABLES = ['plans', 'plan_targets', 'plan_sessions', 'plan_templates'];

interface Row {
  engine: Engine;
  sessions: number;
  perSessionCopies: number;
  templateBytes: number;
  grewBy: number;
  logBytes: number;
  ms: number;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const kb = (bytes: number) => (bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} KB` : mb(bytes));

async function tableExists(db: Kysely<unknown>, engine: Engine, table: string): Promise<boolean> {
  const { rows } = engine === 'postgres'
    ? await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = ${table}`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The template bytes the plan holds: one row per version, or (before issue 23) a copy per session. */
async function templateBytes(db: Kysely<unknown>, engine: Engine, planId: number): Promise<number> {
  const bytes = engine === 'postgres' ? (c: string) => sql`octet_length(${sql.ref(c)})` : (c: string) => sql`length(cast(${sql.ref(c)} as blob))`;
  const { rows } = (await tableExists(db, engine, 'plan_templates'))
    ? await sql<{ n: number | string }>`select coalesce(sum(${bytes('data')}), 0) as n from plan_templates where plan_id = ${planId}`.execute(db)
    : await sql<{ n: number | string }>`select coalesce(sum(${bytes('template_json')}), 0) as n from plan_sessions where plan_id = ${planId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** SQLite: the file's pages; PostgreSQL: the plan tables with their TOAST and indexes. */
async function storedBytes(db: Kysely<unknown>, engine: Engine): Promise<number> {
  if (engine === 'sqlite') {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    const [{ rows: count }, { rows: size }] = [await sql<{ page_count: number }>`pragma page_count`.execute(db), await sql<{ page_size: number }>`pragma page_size`.execute(db)];
    return count[0]!.page_count * size[0]!.page_size;
  }
  let total = 0;
  for (const table of PLAN_TABLES) {
    if (await tableExists(db, engine, table)) total += Number((await sql<{ n: string }>`select pg_total_relation_size(${table}::regclass) as n`.execute(db)).rows[0]!.n);
  }
  return total;
}

/** A mark in the log: SQLite's WAL is emptied here and read after; PostgreSQL's insert position. */
async function logMark(db: Kysely<unknown>, engine: Engine): Promise<string> {
  if (engine === 'sqlite') {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return '0';
  }
  return (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db)).rows[0]!.lsn;
}

async function logSince(db: Kysely<unknown>, engine: Engine, mark: string): Promise<number> {
  if (engine === 'sqlite') {
    // Frames written to the WAL since the mark (each a page and its 24-byte header), before checkpointing them.
    const { rows } = await sql<{ log: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db);
    const { rows: size } = await sql<{ page_size: number }>`pragma page_size`.execute(db);
    return rows[0]!.log * (size[0]!.page_size + 24);
  }
  return Number((await sql<{ n: string }>`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${mark}::pg_lsn)::bigint as n`.execute(db)).rows[0]!.n);
}

async function runEngine(engine: Engine, bench: BenchApp): Promise<Row> {
  const db = bench.app.ctx.db as Kysely<Database>;
  const untyped = db as Kysely<unknown>;
  const at = new Date().toISOString();
  const coach = await db.insertInto('users').values({ mobile: '13600000000', position: 1, nick_name: 'Coach', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const trainees = await db.insertInto('users')
    .values(Array.from({ length: TRAINEES }, (_, i) => ({ mobile: `137${String(i).padStart(8, '0')}`, position: 2, nick_name: `Trainee ${i}`, coach_id: coach.id, created_at: at, updated_at: at })))
    .returning('id').execute();
  const template = await db.selectFrom('templates').select('id').where('owner_id', 'is', null).orderBy('sort').executeTakeFirstOrThrow();
  const token = await createSession(db, coach.id);
  // Next Monday, so every week has its three days.
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 7 - ((start.getUTCDay() + 6) % 7));
  const body = {
    templateId: template.id, name: 'Bench block', type: '1', taskType: '1', timePeriod: '2', startDate: start.toISOString().slice(0, 10), repeatWeeks: WEEKS, weekdays: WEEKDAYS,
    traineeIds: trainees.map((t) => t.id),
  };

  const [before, mark] = [await storedBytes(untyped, engine), await logMark(untyped, engine)];
  const started = performance.now();
  const res = await bench.app.inject({ method: 'POST', url: '/api-training/mp/plan/publish', headers: { token }, payload: body });
  const ms = performance.now() - started;
  const answer = res.json() as { status: number; msg: string; data: { id: number; template: unknown; sessions: unknown[] } };
  if (answer.status !== 200) throw new Error(`publish refused on ${engine}: ${answer.msg}`);
  const logBytes = await logSince(untyped, engine, mark);
  const grewBy = (await storedBytes(untyped, engine)) - before;
  const sessions = Number((await db.selectFrom('plan_sessions').select((eb) => eb.fn.countAll().as('n')).where('plan_id', '=', answer.data.id).executeTakeFirstOrThrow()).n);
  return {
    engine, sessions, ms, grewBy, logBytes,
    perSessionCopies: sessions * Buffer.byteLength(JSON.stringify(answer.data.template)),
    templateBytes: await templateBytes(untyped, engine, answer.data.id),
  };
}

const rows: Row[] = [];
for (const engine of ['sqlite', 'postgres'] as const) {
  const bench = await startBenchApp(engine);
  try {
    rows.push(await runEngine(engine, bench));
  } finally {
    await bench.close();
  }
}
console.log(`Publish of an official template to ${TRAINEES} trainees × ${WEEKS} weeks × ${WEEKDAYS.length} days (${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)})`);
console.log('| engine | sessions | a copy per session (baseline) | template stored | ratio | database grew by | log written | publish |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.engine} | ${r.sessions} | ${mb(r.perSessionCopies)} | ${kb(r.templateBytes)} | ${(r.templateBytes / r.perSessionCopies).toFixed(5)} | ${mb(r.grewBy)} | ${mb(r.logBytes)} | ${Math.round(r.ms)} ms |`);
}
