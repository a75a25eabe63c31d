/**
 * The data of bench/reports.ts: about 6 million sets — BENCH_REPORT_TRAINEES (1,000) trainees ×
 * BENCH_REPORT_DAYS (730) days, three trainings a week of 20 sets — with their figures, a
 * coach and a BENCH_REPORT_TEAM (200)-member team with a plan over the last 90 days, loaded in
 * bulk beside a bench app (engines.ts).
 */
import { addDays, calendarDay, type MonthTraining, type ProgressSet } from '@repwise/domain';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import type { Database } from '../apps/server/src/db/schema/index.ts';
import { figureRows } from '../apps/server/src/modules/progress/index.ts';
import { insertMember, memberSearchColumns } from '../apps/server/src/modules/squad/repo.ts';
import { createSquad } from '../apps/server/src/modules/squad/service.ts';
import { makeActor } from '../apps/server/src/platform/access/authenticate.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import type { BenchApp } from './engines.ts';

export const TRAINEES = Number(process.env.BENCH_REPORT_TRAINEES ?? 1000);
export const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 730);
export const TEAM = Math.min(TRAINEES, Number(process.env.BENCH_REPORT_TEAM ?? 200));
export const ZONE = 'Asia/Shanghai';
export const EXERCISES_PER_TRAINING = 5;
export const SETS_PER_EXERCISE = 4;
export const WINDOW = 90;

/** A small deterministic generator (mulberry32): the same data on both engines. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
/** UUID-shaped ids, increasing like the phones' UUIDv7 (kind 1: a training, 2: a set). */
export const idOf = (kind: number, owner: number, n: number) => `${hex(owner, 8)}-000${kind}-7000-8000-${hex(n, 12)}`;

type Row = Record<string, string | number | null>;

/** Inserts many rows fast: SQLite prepared statements in big transactions; PostgreSQL INSERT … SELECT FROM unnest(arrays). */
interface BulkWriter {
  insert(table: string, rows: Row[]): Promise<void>;
  close(): Promise<void>;
}

function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      const key = `${table}:${columns.join(',')}`;
      let statement = statements.get(key);
      if (!statement) {
        statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
        statements.set(key, statement);
      }
      const run = statement;
      db.transaction(() => { for (const row of rows) run.run(row); })();
    },
    async close() {
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

async function postgresWriter(url: string, schema: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const types = new Map<string, Map<string, string>>();
  const typesOf = async (table: string) => {
    if (!types.has(table)) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        'select column_name, udt_name from information_schema.columns where table_schema = $1 and table_name = $2', [schema, table]);
      types.set(table, new Map(rows.map((r) => [r.column_name, r.udt_name])));
    }
    return types.get(table)!;
  };
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      const udt = await typesOf(table);
      const arrays = columns.map((c) => rows.map((r) => r[c] ?? null));
      await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${columns.map((c, i) => `$${i + 1}::${udt.get(c)}[]`).join(', ')})`, arrays);
    },
    async close() {
      await client.end();
    },
  };
}

/** The tables loaded by the million. */
const BULK_TABLES = ['training_sets', 'trainings', 'training_day_rollups', 'personal_records'];

/** The indexes of these tables that no constraint owns, with the statement that makes each. */
async function secondaryIndexes(db: Kysely<Database>, engine: Engine, tables: readonly string[]): Promise<{ name: string; definition: string }[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  if (engine === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${sql.raw(list)})`.execute(db);
    return rows.map((r) => ({ name: r.name, definition: r.sql }));
  }
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.raw(list)})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = current_schema()))`.execute(db);
  return rows;
}

export interface Seeded {
  tokens: string[];
  coachToken: string;
  teamId: number;
  traineeIds: number[];
  actions: number[];
  sets: number;
  trainings: number;
  seedMs: number;
  analyzeMs: number;
  figures: { days: number; months: number; records: number };
  today: string;
}

/** Which of the last DAYS days trainee k trains on (three a week), and whether they skipped it. */
const trainsOn = (k: number, ago: number) => [1, 3, 5].includes((ago + k) % 7);

export async function seed(engine: Engine, bench: BenchApp): Promise<Seeded> {
  const started = performance.now();
  const db = bench.app.ctx.db;
  const now = new Date();
  const at = now.toISOString();
  const today = calendarDay(now, ZONE)!;
  const joined = `${addDays(today, -DAYS - 7)}T00:00:00.000Z`;

  const coach = await db.insertInto('users').values({ mobile: '13600000000', position: 1, nick_name: 'Coach Bench', timezone: ZONE, created_at: at, updated_at: at }).returningAll().executeTakeFirstOrThrow();
  const coachToken = await createSession(db, coach.id);
  const traineeIds: number[] = [];
  for (let from = 0; from < TRAINEES; from += 500) {
    const rows = Array.from({ length: Math.min(500, TRAINEES - from) }, (_, i) => ({
      mobile: `137${String(from + i).padStart(8, '0')}`, position: 2, nick_name: `Trainee ${from + i}`, timezone: ZONE, coach_id: coach.id, created_at: at, updated_at: at,
    }));
    traineeIds.push(...(await db.insertInto('users').values(rows).returning('id').execute()).map((r) => r.id));
  }
  const tokens: string[] = [];
  for (const id of traineeIds) tokens.push(await createSession(db, id));

  const actor = makeActor(db, coach, false, at);
  const team = await createSquad(db, actor, { language: 'en', storageBase: '/files/', publicUrl: 'http://localhost' }, { name: 'Bench team', type: '1', tags: ['strength'] });
  const organisationId = (await db.selectFrom('teams').select('organisation_id').where('id', '=', team.id).executeTakeFirstOrThrow()).organisation_id;
  await db.transaction().execute(async (trx) => {
    for (let k = 0; k < TEAM; k++) {
      await insertMember(trx, { team_id: team.id, user_id: traineeIds[k]!, member_type: '1', remark: '', joined_at: joined, ...memberSearchColumns(team.id, `Trainee ${k}`, '', []) });
    }
  });
  const template = await db.selectFrom('templates').select('id').where('owner_id', 'is', null).orderBy('sort').executeTakeFirstOrThrow();
  const actions = (await db.selectFrom('exercises').select('id').where('owner_id', 'is', null).orderBy('sort').limit(15).execute()).map((r) => r.id);

  // The team's plan over the last WINDOW days: a scheduled session on each of its members' training days.
  const plan = await db.insertInto('plans').values({
    organisation_id: organisationId, coach_id: coach.id, template_id: template.id, name: 'Bench block', type: '1', task_type: '1', time_period: '2',
    start_date: addDays(today, -WINDOW), end_date: today, repeat_weeks: Math.ceil(WINDOW / 7), weekdays: '1,3,5', created_at: at, updated_at: at, cancelled_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('plan_targets').values({ plan_id: plan.id, kind: 'squad', ref: String(team.id) }).execute();
  const version = await db.insertInto('plan_templates').values({ plan_id: plan.id, organisation_id: organisationId, template_id: template.id, data: '{}' }).returning('id').executeTakeFirstOrThrow();
  const writer = engine === 'sqlite' ? sqliteWriter((bench.location as { sqliteFile: string }).sqliteFile) : await postgresWriter((bench.location as { pgUrl: string }).pgUrl, (bench.location as { pgSchema: string }).pgSchema);
  const scheduled: Row[] = [];
  for (let k = 0; k < TEAM; k++) {
    for (let ago = WINDOW; ago >= 1; ago--) {
      if (!trainsOn(k, ago)) continue;
      scheduled.push({
        plan_id: plan.id, organisation_id: organisationId, trainee_id: traineeIds[k]!, date: addDays(today, -ago), name: 'Bench session', template_id: template.id,
        template_version_id: version.id, cancelled_at: null, updated_at: at,
      });
    }
  }
  for (let i = 0; i < scheduled.length; i += 5000) await writer.insert('plan_sessions', scheduled.slice(i, i + 5000));
  // Millions of rows load faster into tables without their secondary indexes, made again after (bench databases only).
  const indexes = await secondaryIndexes(db, engine, BULK_TABLES);
  for (const index of indexes) await sql.raw(`drop index ${index.name}`).execute(db);
  const planSessions = new Map((await db.selectFrom('plan_sessions').select(['id', 'trainee_id', 'date']).execute()).map((r) => [`${r.trainee_id}|${r.date}`, r.id]));

  let sets = 0;
  let trainings = 0;
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS));
  let trainingRows: Row[] = [];
  let setRows: Row[] = [];
  let figureRowsToWrite: Record<'training_day_rollups' | 'training_month_rollups' | 'personal_records', Row[]> = { training_day_rollups: [], training_month_rollups: [], personal_records: [] };
  const figures = { days: 0, months: 0, records: 0 };
  const flush = async () => {
    await writer.insert('trainings', trainingRows);
    await writer.insert('training_sets', setRows);
    for (const [table, rows] of Object.entries(figureRowsToWrite)) await writer.insert(table, rows);
    trainingRows = [];
    setRows = [];
    figureRowsToWrite = { training_day_rollups: [], training_month_rollups: [], personal_records: [] };
  };
  for (const [k, owner] of traineeIds.entries()) {
    const next = random(k + 1);
    // The trainee's program: 15 exercises, three days of five; starting weights and two years of progress.
    const base = actions.map(() => 20 + Math.round(next() * 16) * 5);
    let n = 0;
    const mine: { sets: ProgressSet[]; trainings: MonthTraining[] } = { sets: [], trainings: [] };
    for (const [i, date] of dates.entries()) {
      const ago = DAYS - i;
      if (!trainsOn(k, ago) || next() < 0.12) continue;
      const trainingId = idOf(1, owner, trainings);
      const startedAt = Date.parse(`${date}T10:00:00.000Z`) - 8 * 3_600_000 + Math.floor(next() * 4) * 3_600_000;
      trainingRows.push({
        id: trainingId, rev: 1, device_id: 'bench', organisation_id: organisationId, owner_id: owner, plan_session_id: planSessions.get(`${owner}|${date}`) ?? null,
        template_id: null, name: 'Training', started_at: new Date(startedAt).toISOString(), finished_at: new Date(startedAt + (50 + Math.floor(next() * 40)) * 60_000).toISOString(),
        timezone: ZONE, local_date: date, rating: null, comment: null, coach_comment: null, recorded_by: null, deleted: 0, server_seq: 0, received_at: at,
      });
      trainings++;
      const training = trainingRows.at(-1)!;
      mine.trainings.push({ localDate: date, startedAt: String(training.started_at), finishedAt: String(training.finished_at) });
      const day = (n++) % 3;
      const progress = 1 + (0.35 * i) / Math.max(1, DAYS);
      for (let e = 0; e < EXERCISES_PER_TRAINING; e++) {
        const a = day * EXERCISES_PER_TRAINING + e;
        const working = Math.round((base[a]! * progress * (0.95 + next() * 0.1)) / 2.5) * 2.5;
        for (let s = 0; s < SETS_PER_EXERCISE; s++) {
          const warmup = s === 0;
          setRows.push({
            id: idOf(2, owner, sets), rev: 1, device_id: 'bench', organisation_id: organisationId, owner_id: owner, session_id: trainingId, action_id: actions[a]!,
            block_id: `b${e}`, group_id: `g${e}`, set_type: warmup ? 'warmup' : 'normal', side: 'both', planned_weight_kg: null, planned_reps: null,
            weight_kg: warmup ? Math.round(working / 5) * 2.5 : working, unit: 'kg', reps: warmup ? 10 : 5 + Math.floor(next() * 6), reps_right: null, effort: null,
            completed_at: new Date(startedAt + (e * SETS_PER_EXERCISE + s + 1) * 150_000).toISOString(), local_date: date, deleted: 0, server_seq: 0, received_at: at,
          });
          sets++;
          const set = setRows.at(-1)!;
          mine.sets.push({
            id: String(set.id), sessionId: trainingId, actionId: Number(set.action_id), setType: String(set.set_type), weightKg: Number(set.weight_kg), reps: Number(set.reps),
            repsRight: null, completedAt: String(set.completed_at), localDate: date,
          });
        }
      }
    }
    // The trainee's figures as the rebuild command computes them (progress figureRows), written with the base rows.
    const rows = figureRows(owner, mine.sets, mine.trainings, now);
    figureRowsToWrite.training_day_rollups.push(...rows.days);
    figureRowsToWrite.training_month_rollups.push(...rows.months);
    figureRowsToWrite.personal_records.push(...rows.records);
    figures.days += rows.days.length;
    figures.months += rows.months.length;
    figures.records += rows.records.length;
    if (setRows.length >= 50_000) await flush();
  }
  await flush();
  await writer.close();
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  const analyzeStarted = performance.now();
  // SQLite: statistics from a sample of each index (as `pragma optimize` gathers them), not a scan of 6 million rows.
  if (engine === 'sqlite') await sql`pragma analysis_limit = 1000`.execute(db);
  await sql.raw(engine === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
  const analyzeMs = performance.now() - analyzeStarted;
  const seedMs = performance.now() - started;
  console.log(`${engine}: ${sets} sets, ${trainings} trainings of ${TRAINEES} trainees and their figures (${figures.days} day rows, ${figures.months} month rows, ${figures.records} records) loaded in ${(seedMs / 1000).toFixed(1)} s (of which ANALYZE ${(analyzeMs / 1000).toFixed(1)} s)`);
  return { tokens, coachToken, teamId: team.id, traineeIds, actions, sets, trainings, seedMs, analyzeMs, figures, today };
}
