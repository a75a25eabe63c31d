/**
 * Recording training under load (issue 12, acceptance 11): 200 trainees each push one set a
 * second (open loop: a slow answer does not slow the senders) for 60 s, and each reads
 * training/today every 10 s, on SQLite and on PostgreSQL, beside a bare Fastify route paced
 * the same way. Afterwards the stored sets are counted: they must equal the sets sent.
 * Run: npm run bench:training   (BENCH_TRAINING_SECONDS=20 for a shorter run; BENCH_TRAINEES and
 * BENCH_SET_EVERY_MS for other loads, recorded in a section of their own)
 */
import os from 'node:os';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { startBenchApp, type BenchApp } from './engines.ts';
import { startBareBaseline, urlOf, writeSection } from './lib.ts';

const TRAINEES = Number(process.env.BENCH_TRAINEES ?? 200);
const SECONDS = Number(process.env.BENCH_TRAINING_SECONDS ?? 60);
const READ_EVERY_MS = 10_000;
/** How often each trainee pushes a set: once a second by default, far above a lifter's pace (a set every one to three minutes). */
const SET_EVERY_MS = Number(process.env.BENCH_SET_EVERY_MS ?? 1000);
const SECTION = TRAINEES === 200 && SET_EVERY_MS === 1000 ? 'training' : `training-${TRAINEES}-every-${SET_EVERY_MS}ms`;

function uuidv7(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let at = Date.now();
  for (let i = 5; i >= 0; i--) {
    bytes[i] = at % 256;
    at = Math.floor(at / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Row {
  name: string;
  sent: number;
  stored: number | null;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function summary(name: string, latencies: number[], errors: number, seconds: number, stored: number | null): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { name, sent: latencies.length + errors, stored, perSecond: Math.round(latencies.length / seconds), p50: +quantile(sorted, 0.5).toFixed(1), p99: +quantile(sorted, 0.99).toFixed(1), errors };
}

/** Sends `request` for each of `people` once per `everyMs` (each starting at a random offset) for `seconds`; the latencies of the 200 answers. */
async function paced(people: number, everyMs: number, seconds: number, request: (person: number) => Promise<boolean>) {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: people }, async (_, person) => {
    await new Promise((r) => setTimeout(r, Math.random() * everyMs));
    for (let next = performance.now(); next < end; next += everyMs) {
      const started = performance.now();
      const p = request(person).then((ok) => { if (ok) latencies.push(performance.now() - started); else errors++; }, () => { errors++; });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      await new Promise((r) => setTimeout(r, Math.max(0, next + everyMs - performance.now())));
    }
  }));
  await Promise.all(inFlight);
  return { latencies, errors };
}

async function runEngine(engine: Engine, bench: BenchApp): Promise<Row[]> {
  const { db } = bench.app.ctx;
  const at = new Date().toISOString();
  const people: { token: string; session: string }[] = [];
  for (let i = 0; i < TRAINEES; i++) {
    const { id } = await db.insertInto('users').values({ mobile: `137${String(i).padStart(8, '0')}`, position: 2, nick_name: `Trainee ${i}`, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    people.push({ token: await createSession(db, id), session: uuidv7() });
  }
  const base = urlOf(bench.app);
  const push = (token: string, ops: unknown[]) =>
    fetch(`${base}/api-training/mp/training/sync/push`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: 'bench-phone', ops }) });
  const today = at.slice(0, 10);
  for (const p of people) {
    const res = await push(p.token, [{ entity: 'session', id: p.session, rev: 1, op: 'upsert', fields: { name: 'Bench day', startedAt: at, timezone: 'Asia/Shanghai', localDate: today } }]);
    if (res.status !== 200) throw new Error(`starting a session answered ${res.status}`);
  }
  let applied = 0;
  const setOp = (session: string) => ({
    entity: 'set', id: uuidv7(), rev: 1, op: 'upsert',
    fields: { sessionId: session, actionId: 1, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', weightKg: 60, unit: 'kg', reps: 8, completedAt: new Date().toISOString(), localDate: today },
  });
  const [pushes, reads] = await Promise.all([
    paced(TRAINEES, SET_EVERY_MS, SECONDS, async (i) => {
      const res = await push(people[i]!.token, [setOp(people[i]!.session)]);
      const body = (await res.json()) as { data?: { results?: { status: string }[] } };
      const ok = res.status === 200 && body.data?.results?.[0]?.status === 'applied';
      if (ok) applied++;
      return ok;
    }),
    paced(TRAINEES, READ_EVERY_MS, SECONDS, async (i) => {
      const res = await fetch(`${base}/api-training/mp/training/today?date=${today}`, { headers: { token: people[i]!.token } });
      await res.arrayBuffer();
      return res.status === 200;
    }),
  ]);
  const { count } = await db.selectFrom('training_sets').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const stored = Number(count);
  if (stored !== applied) console.error(`${engine}: ${stored} sets stored, ${applied} confirmed as applied`);
  return [
    summary(`sync/push, one set (${engine})`, pushes.latencies, pushes.errors, SECONDS, stored),
    summary(`training/today (${engine})`, reads.latencies, reads.errors, SECONDS, null),
  ];
}

const bare = await startBareBaseline();
const rows: Row[] = [];
try {
  const url = String(bare.target.options.url);
  const baseline = await paced(TRAINEES, SET_EVERY_MS, Math.min(SECONDS, 20), async () => {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status === 200;
  });
  rows.push(summary('bare Fastify JSON route, same pacing', baseline.latencies, baseline.errors, Math.min(SECONDS, 20), null));
  for (const engine of ['sqlite', 'postgres'] as const) {
    const bench = await startBenchApp(engine);
    try {
      rows.push(...(await runEngine(engine, bench)));
    } finally {
      await bench.close();
    }
  }
} finally {
  await bare.close();
}

const report = [
  '| route | sent | stored sets | answered/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${r.sent} | ${r.stored ?? '–'} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
].join('\n');
const lost = rows.filter((r) => r.stored !== null && r.stored !== r.sent - r.errors);
console.log(report);
const pace = SET_EVERY_MS === 1000 ? 'one set a second' : `one set every ${SET_EVERY_MS / 1000} s (${Math.round((TRAINEES * 1000) / SET_EVERY_MS)} pushes a second in all)`;
writeSection(SECTION, [
  `## Recording training: ${TRAINEES} trainees each pushing ${pace} for ${SECONDS} s, plus training/today every 10 s each`,
  '',
  `Command: \`${process.env.DATABASE_PREPARED_STATEMENTS === 'true' ? 'DATABASE_PREPARED_STATEMENTS=true ' : ''}${SECTION === 'training' ? '' : `BENCH_TRAINEES=${TRAINEES} BENCH_SET_EVERY_MS=${SET_EVERY_MS} `}npm run bench:training\` (open loop, fetch keep-alive, client in the same process as the servers; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}). "stored sets" is the count of rows in training_sets after the run; it must equal the sets sent minus errors (each set is a new UUIDv7, so a duplicate would show as a surplus).`,
  '',
  report,
].join('\n'));
if (lost.length > 0 || rows.some((r) => r.errors > 0)) {
  console.error('some sets failed or were not stored exactly once: the figures above are not valid');
  process.exitCode = 1;
}
