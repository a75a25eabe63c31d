/**
 * Where one list request's time goes, on SQLite and on PostgreSQL: each request of the list
 * benchmarks (actions.ts, teams.ts), and a person's own profile (getInfo), is sent in-process one
 * at a time; every SQL statement it runs is recorded with its time in place, and each statement is
 * then timed again alone, straight on the driver with no JavaScript of ours around it (SQLite:
 * prepared on better-sqlite3; PostgreSQL: on a pg client of its own, parameterised as the app
 * sends it). Beside them, in the same process, a bare Fastify route and that route answering a
 * copy of the page, sent the same way; on PostgreSQL also one `select 1`, the price of a round
 * trip with nothing to do.
 * What it answers: how much of a request is the database's own work (and, on PostgreSQL, the
 * round trips to it), the part no change to the code around the queries can remove.
 * Run: npm run bench:request-cost (BENCH_REQUESTS lowers the 2000 requests per row)
 */
import os from 'node:os';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { startBenchApp, type BenchApp } from './engines.ts';
import { seedExercises, seedTeams } from './fixtures.ts';
import { commandAsRun, writeSection } from './lib.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 300;

interface Recorded {
  source: string;
  params: unknown[];
  /** How many times it ran while recording: some run only now and then (not every request). */
  count: number;
}

interface Recording {
  /** Each distinct statement, with the values it was first run with. */
  statements: Recorded[];
  /** Time with at least one statement outstanding: statements sent together (Promise.all) count once. */
  busyUs: number;
  /** How many times the requests waited for the database: statements sent together are one wait. */
  waits: number;
}

interface Recorder {
  start(): void;
  stop(): Recording;
}

/** Collects statements by their SQL text while `recording` is on (requests run one at a time). */
function statementLog() {
  const seen = new Map<string, Recorded>();
  let recording = false;
  let outstanding = 0;
  let busySince = 0n;
  let busyUs = 0;
  let waits = 0;
  return {
    get recording() { return recording; },
    /** A statement is sent; call the answer when its answer is in. */
    begin(source: string, params: unknown[]): () => void {
      const entry = seen.get(source) ?? { source, params, count: 0 };
      entry.count++;
      seen.set(source, entry);
      if (outstanding++ === 0) {
        busySince = process.hrtime.bigint();
        waits++;
      }
      return () => {
        if (--outstanding === 0) busyUs += Number(process.hrtime.bigint() - busySince) / 1000;
      };
    },
    start: () => { seen.clear(); busyUs = 0; waits = 0; recording = true; },
    stop: () => { recording = false; return { statements: [...seen.values()], busyUs, waits }; },
  };
}

/** Every statement better-sqlite3 runs while recording, with its time in place. */
function recordSqliteStatements(): Recorder {
  const prototype = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1')) as Record<'all' | 'get' | 'run', (...args: unknown[]) => unknown>;
  const log = statementLog();
  for (const method of ['all', 'get', 'run'] as const) {
    const original = prototype[method];
    prototype[method] = function timed(this: { source: string }, ...params: unknown[]) {
      if (!log.recording) return original.apply(this, params);
      const done = log.begin(this.source, params);
      try {
        return original.apply(this, params);
      } finally {
        done();
      }
    };
  }
  return log;
}

/**
 * Every statement a pg client sends while recording, from the call to its answer: the round
 * trip and the server's work, plus whatever else the event loop runs meanwhile. The app's pool
 * makes its connections from pg.Client, so its queries pass here (Kysely calls query(text, values)).
 */
function recordPgStatements(): Recorder {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const log = statementLog();
  prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
    // Kysely sends (text, values); with DATABASE_PREPARED_STATEMENTS, db/dialect.ts sends a { name, text, values } config.
    const config = typeof args[0] === 'object' && args[0] !== null && 'text' in args[0] ? (args[0] as { text: string; values?: unknown[] }) : undefined;
    if (!log.recording || (typeof args[0] !== 'string' && !config)) return original.apply(this, args);
    const [source, params = []] = config ? [config.text, config.values] : (args as [string, unknown[]?]);
    const done = log.begin(source, params);
    return (original.apply(this, args) as Promise<unknown>).then(
      (result) => { done(); return result; },
      (error: unknown) => { done(); throw error; },
    );
  };
  return log;
}

async function perRequestUs(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await app.inject({ method: 'GET', url, headers });
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) await app.inject({ method: 'GET', url, headers });
  return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
}

async function timedUs(run: () => unknown): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) await run();
  return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
}

/** A bare Fastify route answering a small JSON object, sent the same way as the requests. */
async function bareRouteUs(): Promise<number> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 200, msg: 'success', data: { ok: true } }));
  try {
    return await perRequestUs(bare, '/bare');
  } finally {
    await bare.close();
  }
}

/** Runs statements alone on a connection of their own to the bench app's data. */
interface Alone {
  timeUs(statement: Recorded): Promise<number>;
  close(): Promise<void>;
}

/** SQLite: each statement prepared once on its own read-only connection to the same file, run REQUESTS times. */
function sqliteAlone(bench: BenchApp): Alone {
  if (!('sqliteFile' in bench.location)) throw new Error('not a SQLite bench app');
  const db = new SQLite(bench.location.sqliteFile, { readonly: true });
  return {
    timeUs(statement) {
      const prepared = db.prepare(statement.source);
      return timedUs(() => (prepared.reader ? prepared.all(...statement.params) : prepared.run(...statement.params)));
    },
    close: async () => { db.close(); },
  };
}

/**
 * PostgreSQL: each statement sent REQUESTS times, one after another, on a pg client of its own
 * in the bench schema, parameterised with the same values and unnamed, as Kysely sends it (so
 * parsed and planned each time, as in the app).
 */
async function pgAlone(bench: BenchApp): Promise<Alone & { roundTripUs(): Promise<number> }> {
  if (!('pgUrl' in bench.location)) throw new Error('not a PostgreSQL bench app');
  const client = new pg.Client({ connectionString: bench.location.pgUrl, options: `-c search_path=${bench.location.pgSchema}` });
  await client.connect();
  // Like with like: named statements are planned once, as the app's are with DATABASE_PREPARED_STATEMENTS.
  const named = process.env.DATABASE_PREPARED_STATEMENTS === 'true';
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? names.set(text, `alone_${names.size}`).get(text)!;
  return {
    timeUs: (statement) => timedUs(() => (named && statement.params.length > 0
      ? client.query({ name: nameOf(statement.source), text: statement.source, values: statement.params })
      : client.query(statement.source, statement.params))),
    roundTripUs: () => timedUs(() => client.query('select 1', [])),
    close: () => client.end(),
  };
}

const us = (value: number) => value.toFixed(0);
/** Statements per request: whole unless one ran only now and then. */
const count = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const times = (value: number, bare: number) => `${(value / bare).toFixed(1)}×`;

interface Cost {
  name: string;
  /** The bare route, measured just before this row: the machine's load at that moment. */
  bareUs: number;
  totalUs: number;
  statements: number;
  /** Per request: waits for the database in turn (statements sent together are one). */
  waits: number;
  inPlaceUs: number;
  aloneUs: number;
  slowestUs: number;
  slowest: string;
}

async function costOf(bench: BenchApp, recorder: Recorder, alone: Alone, name: string, url: string, token: string): Promise<Cost> {
  const bareUs = await bareRouteUs();
  const headers = { token };
  for (let i = 0; i < WARM_UP; i++) await bench.app.inject({ method: 'GET', url, headers });
  // The requests are timed while their statements are recorded (a clock read each), so the
  // statements' share and the rest come from the same requests, not from two runs a load apart.
  recorder.start();
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await bench.app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${name}: ${url} answered ${res.statusCode}`);
  }
  const totalUs = Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
  const { statements, busyUs, waits } = recorder.stop();
  for (const s of statements.filter((s) => s.count % REQUESTS !== 0)) {
    console.log(`${name}: ran ${s.count} times in ${REQUESTS} requests: ${s.source.replace(/\s+/g, ' ').slice(0, 100)}`);
  }
  // Each statement's time alone counts as often per request as it ran in place.
  const aloneEach: number[] = [];
  for (const statement of statements) aloneEach.push((await alone.timeUs(statement)) * (statement.count / REQUESTS));
  const slowest = aloneEach.indexOf(Math.max(...aloneEach));
  return {
    name,
    bareUs,
    totalUs,
    statements: statements.reduce((n, s) => n + s.count, 0) / REQUESTS,
    waits: waits / REQUESTS,
    inPlaceUs: busyUs / REQUESTS,
    aloneUs: aloneEach.reduce((sum, t) => sum + t, 0),
    slowestUs: aloneEach[slowest]!,
    slowest: statements[slowest]!.source.replace(/\s+/g, ' ').slice(0, 60),
  };
}

interface Half {
  engine: Engine;
  bareUs: number;
  copyUs: number;
  pageKb: number;
  /** PostgreSQL: one `select 1` alone, the price of a round trip. */
  roundTripUs?: number;
  costs: Cost[];
}

/** One engine's rows, measured together: the bare routes first, so the ratios are against this run's. */
async function measureEngine(engine: Engine, recorder: Recorder): Promise<Half> {
  const bareUs = await bareRouteUs();
  const costs: Cost[] = [];
  let copyUs = 0;
  let pageKb = 0;
  let roundTripUs: number | undefined;

  const startAlone = async (bench: BenchApp) => {
    if (engine === 'sqlite') return sqliteAlone(bench);
    const alone = await pgAlone(bench);
    roundTripUs ??= await alone.roundTripUs();
    return alone;
  };

  const exercises = await startBenchApp(engine);
  try {
    const { token, list } = await seedExercises(engine, exercises);
    const page = await exercises.app.inject({ method: 'GET', url: `${list}&keyword=squat`, headers: { token } });
    const copy = Fastify();
    copy.get('/copy', async (_req, reply) => reply.type('application/json').send(page.body));
    copyUs = await perRequestUs(copy, '/copy');
    pageKb = page.body.length / 1024;
    await copy.close();
    const alone = await startAlone(exercises);
    try {
      costs.push(await costOf(exercises, recorder, alone, 'exercises: search own by English name', `${list}&keyword=squat`, token));
      costs.push(await costOf(exercises, recorder, alone, 'exercises: search own by a 2-character Chinese word', `${list}&keyword=${encodeURIComponent('深蹲')}`, token));
      costs.push(await costOf(exercises, recorder, alone, 'exercises: filter own by muscle group', `${list}&muscleGroup=legs`, token));
      costs.push(await costOf(exercises, recorder, alone, 'getInfo: own profile', '/api-training/mp/training/user/getInfo', token));
    } finally {
      await alone.close();
    }
  } finally {
    await exercises.close();
  }
  const teams = await startBenchApp(engine);
  try {
    const { token, list } = await seedTeams(engine, teams);
    const alone = await startAlone(teams);
    try {
      costs.push(await costOf(teams, recorder, alone, "members: a team's first page", list, token));
      costs.push(await costOf(teams, recorder, alone, 'members: filtered by tag', `${list}&tag=beginners`, token));
      costs.push(await costOf(teams, recorder, alone, 'members: by English keyword', `${list}&keyword=zhang`, token));
    } finally {
      await alone.close();
    }
  } finally {
    await teams.close();
  }
  return { engine, bareUs, copyUs, pageKb, roundTripUs, costs };
}

function tableOf(half: Half): string {
  const pg = half.roundTripUs !== undefined;
  const dash = (n: number) => Array.from({ length: n }, () => '–').join(' | ');
  const rows = [
    `| bare Fastify JSON route (before this engine's rows; before each row ${us(Math.min(...half.costs.map((c) => c.bareUs)))}–${us(Math.max(...half.costs.map((c) => c.bareUs)))}) | ${us(half.bareUs)} | 1.0× | 0 | ${dash(pg ? 5 : 4)} |`,
    `| bare route answering a copy of the exercise page (${half.pageKb.toFixed(1)} KB) | ${us(half.copyUs)} | ${times(half.copyUs, half.bareUs)} | 0 | ${dash(pg ? 5 : 4)} |`,
    ...half.costs.map((c) => {
      const statements = pg ? `${count(c.statements)} (${count(c.waits)} waits)` : count(c.statements);
      const roundTrips = pg ? ` ${us(c.waits * half.roundTripUs!)} |` : '';
      return `| ${c.name} | ${us(c.totalUs)} | ${times(c.totalUs, c.bareUs)} | ${statements} | ${us(c.inPlaceUs)} |${roundTrips} ${us(c.aloneUs)} | ${us(c.totalUs - c.inPlaceUs)} | ${us(c.slowestUs)} (\`${c.slowest}…\`) |`;
    }),
  ];
  const header = pg
    ? '| request (in-process, one at a time) | µs per request | × bare route | SQL statements (waits in turn) | SQL µs in place | of which round trips (waits × `select 1`) | SQL µs alone, one after another | rest: our code + Fastify, µs | slowest statement alone, µs per request |'
    : '| request (in-process, one at a time) | µs per request | × bare route | SQL statements | SQL µs in place | SQL µs alone | rest: our code + Fastify, µs | slowest statement alone, µs per request |';
  return [header, `|${'---|'.repeat(pg ? 9 : 8)}`, ...rows].join('\n');
}

const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)} %`;
const sum = (costs: Cost[], pick: (c: Cost) => number) => costs.reduce((total, c) => total + pick(c), 0);

/** Where the time of the PostgreSQL requests goes, summed over the measured requests. */
function conclusion(sqlite: Half, postgres: Half): string {
  const total = sum(postgres.costs, (c) => c.totalUs);
  const inPlace = sum(postgres.costs, (c) => c.inPlaceUs);
  const roundTrips = sum(postgres.costs, (c) => c.waits * postgres.roundTripUs!);
  const alone = sum(postgres.costs, (c) => c.aloneUs);
  const execution = Math.max(0, alone - sum(postgres.costs, (c) => c.statements * postgres.roundTripUs!));
  const ratio = (half: Half) => half.costs.map((c) => c.totalUs / c.bareUs);
  const range = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}×`;
  const sqliteShare = share(sum(sqlite.costs, (c) => c.inPlaceUs), sum(sqlite.costs, (c) => c.totalUs));
  return (
    `On PostgreSQL a request above took ${range(ratio(postgres))} the bare route's time measured just before it (SQLite: ${range(ratio(sqlite))}). ` +
    `Summed over the PostgreSQL requests, a statement was outstanding ${share(inPlace, total)} of the time (statements sent together counted once; on SQLite ${sqliteShare}); ` +
    `the other ${share(total - inPlace, total)} is our JavaScript, Kysely, the pool, Fastify and inject. ` +
    `Of the time a statement was outstanding, the round trips as such (each wait priced at one \`select 1\` alone, ${us(postgres.roundTripUs!)} µs on loopback here) are ${share(roundTrips, total)} of the request; ` +
    `the statements' own execution and transfer (each statement alone, less one \`select 1\`) ${share(execution, total)}; ` +
    `the remaining ${share(inPlace - roundTrips - execution, total)} is what the same exchanges cost inside a request beyond that (not taken apart here: the answer waiting for its turn of the event loop, the pool's server processes waiting for a CPU on a loaded machine). ` +
    `Alone, one after another on an idle client of their own, the same statements take ${share(alone, total)} of the request time.`
  );
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const sqlite = await measureEngine('sqlite', recordSqliteStatements());
  const postgres = await measureEngine('postgres', recordPgStatements());
  const loadAfter = os.loadavg();
  const sqliteTable = tableOf(sqlite);
  const postgresTable = tableOf(postgres);
  const words = conclusion(sqlite, postgres);
  console.log(`SQLite\n${sqliteTable}\n\nPostgreSQL\n${postgresTable}\n\n${words}`);
  const load = (avg: number[]) => avg.map((l) => l.toFixed(1)).join(' / ');
  writeSection('request-cost', [
    '## Where a list request\'s time goes (SQLite and PostgreSQL)',
    '',
    `Command: \`${commandAsRun('npm run bench:request-cost')}\` (${REQUESTS} requests each through \`app.inject\`, one at a time, after ${WARM_UP} to warm up; each recorded statement then run ${REQUESTS} times alone; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average 1/5/15 min ${load(loadBefore)} at the start, ${load(loadAfter)} at the end: other work on the machine slows every row, so each row is also given as a multiple of the bare route measured just before it, the "× bare route" column). ` +
      '"In place" is the time inside the requests with a statement outstanding (on PostgreSQL from the pg client\'s call to its answer, round trip included; statements the app sends together with Promise.all counted once, so it can be less than "alone", where each runs after the other); "alone" the same statements with nothing else running: SQLite prepared on better-sqlite3, PostgreSQL on a pg client of its own over loopback, parameterised with the same values as the app sends them. "Rest" is the request\'s time minus the statements\' in place.',
    '',
    '### SQLite',
    '',
    sqliteTable,
    '',
    '### PostgreSQL',
    '',
    postgresTable,
    '',
    words,
  ].join('\n'));
}

await main();
