/**
 * Where one list request's time goes, on SQLite: each request of the list benchmarks
 * (actions.ts, teams.ts) is sent in-process one at a time, every SQL statement it runs is
 * recorded with its time, and each statement is then timed again alone, prepared, straight on
 * better-sqlite3 with no JavaScript of ours around it. Beside them, in the same process, a
 * bare Fastify route and that route answering a copy of the page, sent the same way.
 * What it answers: how much of a request is the database's own work, the part no change to the
 * code around the queries can remove.
 * Run: npm run bench:request-cost
 */
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { startBenchApp, type BenchApp } from './engines.ts';
import { seedExercises, seedTeams } from './fixtures.ts';
import { writeSection } from './lib.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARM_UP = 300;

interface Recorded {
  source: string;
  params: unknown[];
  totalUs: number;
}

/** Every statement better-sqlite3 runs while `recording` is on, with its time in place. */
function recordStatements(): { start(): void; stop(): Recorded[] } {
  const prototype = Object.getPrototypeOf(new SQLite(':memory:').prepare('select 1')) as Record<'all' | 'get' | 'run', (...args: unknown[]) => unknown>;
  const seen = new Map<string, Recorded>();
  let recording = false;
  for (const method of ['all', 'get', 'run'] as const) {
    const original = prototype[method];
    prototype[method] = function timed(this: { source: string }, ...params: unknown[]) {
      if (!recording) return original.apply(this, params);
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, params);
      } finally {
        const entry = seen.get(this.source) ?? { source: this.source, params, totalUs: 0 };
        entry.totalUs += Number(process.hrtime.bigint() - started) / 1000;
        seen.set(this.source, entry);
      }
    };
  }
  return {
    start: () => { seen.clear(); recording = true; },
    stop: () => { recording = false; return [...seen.values()]; },
  };
}

async function perRequestUs(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await app.inject({ method: 'GET', url, headers });
  const started = process.hrtime.bigint();
  for (let i = 0; i < REQUESTS; i++) await app.inject({ method: 'GET', url, headers });
  return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
}

/** A statement alone: prepared once on its own connection to the same file, run REQUESTS times. */
function aloneUs(file: string, statement: Recorded): number {
  const db = new SQLite(file, { readonly: true });
  try {
    const prepared = db.prepare(statement.source);
    const run = () => (prepared.reader ? prepared.all(...statement.params) : prepared.run(...statement.params));
    for (let i = 0; i < WARM_UP; i++) run();
    const started = process.hrtime.bigint();
    for (let i = 0; i < REQUESTS; i++) run();
    return Number(process.hrtime.bigint() - started) / 1000 / REQUESTS;
  } finally {
    db.close();
  }
}

const us = (value: number) => value.toFixed(0);

async function costOf(bench: BenchApp, recorder: ReturnType<typeof recordStatements>, name: string, url: string, token: string): Promise<string[]> {
  const headers = { token };
  const totalUs = await perRequestUs(bench.app, url, headers);
  recorder.start();
  for (let i = 0; i < REQUESTS; i++) await bench.app.inject({ method: 'GET', url, headers });
  const statements = recorder.stop();
  const file = path.join(bench.app.ctx.config.dataDir, 'bench.db');
  const inPlaceUs = statements.reduce((sum, s) => sum + s.totalUs, 0) / REQUESTS;
  const alone = statements.map((s) => aloneUs(file, s));
  const aloneTotal = alone.reduce((sum, t) => sum + t, 0);
  const slowest = alone.indexOf(Math.max(...alone));
  const what = statements[slowest]!.source.replace(/\s+/g, ' ').slice(0, 60);
  return [`| ${name} | ${us(totalUs)} | ${statements.length} | ${us(inPlaceUs)} | ${us(aloneTotal)} | ${us(alone[slowest]!)} (\`${what}…\`) |`];
}

async function main(): Promise<void> {
  const recorder = recordStatements();
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 200, msg: 'success', data: { ok: true } }));
  const rows: string[] = [];
  rows.push(`| bare Fastify JSON route | ${us(await perRequestUs(bare, '/bare'))} | 0 | – | – | – |`);

  const exercises = await startBenchApp('sqlite');
  try {
    const { token, list } = await seedExercises('sqlite', exercises);
    const page = await exercises.app.inject({ method: 'GET', url: `${list}&keyword=squat`, headers: { token } });
    const copy = Fastify();
    copy.get('/copy', async (_req, reply) => reply.type('application/json').send(page.body));
    rows.push(`| bare route answering a copy of the exercise page (${(page.body.length / 1024).toFixed(1)} KB) | ${us(await perRequestUs(copy, '/copy'))} | 0 | – | – | – |`);
    await copy.close();
    rows.push(...(await costOf(exercises, recorder, 'exercises: search own by English name', `${list}&keyword=squat`, token)));
    rows.push(...(await costOf(exercises, recorder, 'exercises: search own by a 2-character Chinese word', `${list}&keyword=${encodeURIComponent('深蹲')}`, token)));
    rows.push(...(await costOf(exercises, recorder, 'exercises: filter own by muscle group', `${list}&muscleGroup=legs`, token)));
  } finally {
    await exercises.close();
  }
  const teams = await startBenchApp('sqlite');
  try {
    const { token, list } = await seedTeams('sqlite', teams);
    rows.push(...(await costOf(teams, recorder, "members: a team's first page", list, token)));
    rows.push(...(await costOf(teams, recorder, 'members: filtered by tag', `${list}&tag=beginners`, token)));
    rows.push(...(await costOf(teams, recorder, 'members: by English keyword', `${list}&keyword=zhang`, token)));
  } finally {
    await teams.close();
  }
  await bare.close();

  const report = [
    '| request (in-process, one at a time) | µs per request | SQL statements | SQL µs in place | SQL µs alone | slowest statement alone, µs |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(report);
  writeSection('request-cost', [
    '## Where a list request\'s time goes (SQLite)',
    '',
    `Command: \`npm run bench:request-cost\` (${REQUESTS} requests each through \`app.inject\`, one at a time, after ${WARM_UP} to warm up; each recorded statement then run ${REQUESTS} times alone on better-sqlite3; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}). "In place" is the statements' time inside the requests; "alone" the same statements with nothing else running.`,
    '',
    report,
  ].join('\n'));
}

await main();
