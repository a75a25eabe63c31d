/**
 * Reports at scale (issue 25, acceptance 4): about 6 million sets — 1,000 trainees × 2 years,
 * three trainings a week of 20 sets (report-data.ts) — loaded in bulk with their figures on
 * SQLite and on PostgreSQL, then at 50 connections beside a bare route in the same run: a
 * trainee's month report, year report, and a 200-member team's 90-day compliance (the coach's
 * home and two-team statistics over 90 days); and what the figures add to one push of a
 * finished training (20 sets): the same ops applied in-process with and without the
 * recompute (each rolled back), paired.
 * Run: npm run bench:reports
 * Smaller: BENCH_REPORT_TRAINEES=100 BENCH_REPORT_DAYS=120 BENCH_DURATION=2 BENCH_ROUNDS=1 npm run bench:reports
 */
import os from 'node:os';
import { addDays } from '@repwise/domain';
import type autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Engine } from '../apps/server/src/db/dialect.ts';
import type { Database } from '../apps/server/src/db/schema/index.ts';
import { nothingTouched, type Touched } from '../apps/server/src/modules/progress/index.ts';
import { applyOps, openBatch } from '../apps/server/src/modules/sync/index.ts';
import { startBenchApp, type BenchApp } from './engines.ts';
import { describeRun, measure, startBareBaseline, table, urlOf, writeSection, type Figure, type Target } from './lib.ts';
import { DAYS, EXERCISES_PER_TRAINING, idOf, random, seed, SETS_PER_EXERCISE, TEAM, TRAINEES, WINDOW, ZONE, type Seeded } from './report-data.ts';

const PUSHES = Number(process.env.BENCH_REPORT_PUSHES ?? 100);

/**
 * Waits until the process answers the bare route within 20 ms again: requests a load left in
 * flight (autocannon stops sending, the server goes on) would otherwise slow the next target,
 * whose client and servers share this process's event loop.
 */
async function settled(bareUrl: string): Promise<void> {
  const until = performance.now() + 120_000;
  while (performance.now() < until) {
    const t = performance.now();
    await (await fetch(bareUrl)).arrayBuffer();
    if (performance.now() - t < 20) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The reads under load: random trainees' months and years, the coach's team over 90 days; each at 50 connections and alone (1 connection). */
function targets(engine: Engine, bench: BenchApp, s: Seeded, bareUrl: string): Target[] {
  const base = urlOf(bench.app);
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  const months = Array.from({ length: Math.max(1, Math.floor(DAYS / 31)) }, (_, i) => addDays(s.today, -31 * i - 1).slice(0, 7));
  // Years with at least half their months in the data.
  const years = [...new Set(months.map((m) => m.slice(0, 4)))].filter((y) => months.filter((m) => m.startsWith(y)).length >= 6).map(Number);
  if (years.length === 0) years.push(Number(s.today.slice(0, 4)));
  const randomly = (path: () => string, token: () => string) => ({
    url: base,
    requests: [{ method: 'GET' as const, setupRequest: (req: autocannon.Request) => ({ ...req, path: path(), headers: { token: token() } }) }],
  });
  const trainee = () => pick(s.tokens);
  const reads: Target[] = [
    { name: `record/user/month, a random trainee's month (${engine})`, options: randomly(() => `/api-training/mp/record/user/month?month=${pick(months)}`, trainee) },
    { name: `record/user/year, a random trainee's year (${engine})`, options: randomly(() => `/api-training/mp/record/user/year?year=${pick(years)}`, trainee) },
    { name: `record/coach/overview, a ${TEAM}-member team's 7/30/90-day compliance (${engine})`, options: { url: `${base}/api-training/mp/record/coach/overview`, headers: { token: s.coachToken } } },
    {
      name: `statistics/teams, the ${TEAM}-member team over 90 days (${engine})`,
      options: { url: `${base}/api-training/mp/statistics/teams?squadIds=${s.teamId}&from=${addDays(s.today, 1 - WINDOW)}&to=${s.today}`, headers: { token: s.coachToken } },
    },
  ];
  const after = () => settled(bareUrl);
  return [
    ...reads.map((t) => ({ ...t, after })),
    ...reads.map((t) => ({ ...t, name: `${t.name.replace(/ \((sqlite|postgres)\)$/, '')}, alone: 1 connection (${engine})`, options: { ...t.options, connections: 1 }, after })),
  ];
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** A Set that keeps nothing: a batch whose writes touch nothing skips the recompute (bench only: production batches are made by openBatch). */
class Forgetful<T> extends Set<T> {
  override add(): this {
    return this;
  }
}
const untouched = (): Touched => ({ setIds: new Forgetful(), localDates: new Forgetful(), actionIds: new Forgetful(), trainingDates: new Forgetful() });

class RolledBack extends Error {}

interface PushCost {
  engine: Engine;
  http: number[];
  without: number[];
  withFigures: number[];
  added: number[];
}

/**
 * One finished training of 20 sets today, for PUSHES random trainees outside the team: over
 * HTTP (sync/push, committed: what a phone waits for), then in-process the same ops applied
 * without and with the recompute, each in a transaction rolled back, paired sample by sample.
 */
async function pushCost(engine: Engine, bench: BenchApp, s: Seeded): Promise<PushCost> {
  const db = bench.app.ctx.db as Kysely<Database>;
  const base = urlOf(bench.app);
  const next = random(99);
  const result: PushCost = { engine, http: [], without: [], withFigures: [], added: [] };
  const training = (k: number, n: number) => {
    const id = idOf(3, k, n);
    const startedAt = Date.now() - 3_600_000;
    const ops: unknown[] = [{ entity: 'session', id, rev: 1, op: 'upsert', fields: { name: 'Bench push', startedAt: new Date(startedAt).toISOString(), finishedAt: new Date().toISOString(), timezone: ZONE, localDate: s.today } }];
    for (let i = 0; i < 20; i++) {
      ops.push({
        entity: 'set', id: idOf(4, k, n * 100 + i), rev: 1, op: 'upsert',
        fields: {
          sessionId: id, actionId: s.actions[(n % 3) * EXERCISES_PER_TRAINING + Math.floor(i / SETS_PER_EXERCISE)]!, blockId: 'b1', groupId: 'g1', setType: i % SETS_PER_EXERCISE === 0 ? 'warmup' : 'normal',
          side: 'both', weightKg: 40 + 2.5 * Math.floor(next() * 40), unit: 'kg', reps: 5 + Math.floor(next() * 6), completedAt: new Date(startedAt + i * 150_000).toISOString(), localDate: s.today,
        },
      });
    }
    return ops;
  };
  const others = s.traineeIds.length > TEAM ? s.traineeIds.slice(TEAM) : s.traineeIds;
  for (let n = 0; n < PUSHES; n++) {
    const k = Math.floor(next() * others.length);
    const owner = others[k]!;
    const token = s.tokens[s.traineeIds.indexOf(owner)]!;
    const t0 = performance.now();
    const res = await fetch(`${base}/api-training/mp/training/sync/push`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ deviceId: 'bench-phone', ops: training(k, n) }) });
    const body = (await res.json()) as { data?: { results?: { status: string }[] } };
    if (res.status !== 200 || body.data?.results?.some((r) => r.status !== 'applied')) throw new Error(`a push answered ${res.status}`);
    result.http.push(performance.now() - t0);

    const ops = training(k, n + PUSHES) as unknown as Parameters<typeof applyOps>[2];
    const timed = async (touched: () => Touched) => {
      let ms = 0;
      await db.transaction().execute(async (trx) => {
        const batch = await openBatch(trx, { ownerId: owner, mayRecordInto: (row) => row.owner_id === owner, recordedBy: null, deviceId: 'bench-phone' }, new Date());
        batch.touched = touched();
        const t = performance.now();
        await applyOps(trx, batch, ops, 'en');
        ms = performance.now() - t;
        throw new RolledBack();
      }).catch((error: unknown) => { if (!(error instanceof RolledBack)) throw error; });
      return ms;
    };
    // Alternate which goes first, so a warm cache favours neither.
    const skipFirst = n % 2 === 0;
    const first = await timed(skipFirst ? untouched : nothingTouched);
    const second = await timed(skipFirst ? nothingTouched : untouched);
    const [without, withFigures] = skipFirst ? [first, second] : [second, first];
    result.without.push(without);
    result.withFigures.push(withFigures);
    result.added.push(withFigures - without);
  }
  return result;
}

const ms = (n: number) => n.toFixed(1);

const loadAtStart = os.loadavg()[0]!;
const bare = await startBareBaseline();
const engines: { engine: Engine; bench: BenchApp; seeded: Seeded }[] = [];
const cleanup: Target[] = [];
let figures: Figure[] = [];
let baseline: Figure | undefined;
const costs: PushCost[] = [];
try {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const bench = await startBenchApp(engine);
    engines.push({ engine, bench, seeded: await seed(engine, bench) });
  }
  const all = engines.flatMap((e) => targets(e.engine, e.bench, e.seeded, String(bare.target.options.url)));
  cleanup.push(...all);
  [baseline, ...figures] = await measure([bare.target, ...all]) as [Figure, ...Figure[]];
  for (const e of engines) costs.push(await pushCost(e.engine, e.bench, e.seeded));
} finally {
  await Promise.all([bare.close(), ...engines.map((e) => e.bench.close()), ...cleanup.map((t) => t.close?.())]);
}

const goals: [RegExp, number][] = [[/^record\/user\/month.*\(\w+\)$/, 50], [/^record\/user\/year.*\(\w+\)$/, 100], [/^(record\/coach\/overview|statistics\/teams).*\(\w+\)$/, 200]];
const verdicts = figures.map((f) => {
  const goal = f.name.includes('alone') ? undefined : goals.find(([re]) => re.test(f.name))?.[1];
  if (goal === undefined) return '';
  return `- ${f.name}: p99 ${f.p99Ms} ms, goal < ${goal} ms: ${f.requestsPerSecond > 0 && f.p99Ms < goal ? 'met' : 'MISSED'}`;
}).filter(Boolean);
const seeding = [
  '| engine | trainees | trainings | sets | seeding s (all) | of which ANALYZE s | day rows | month rows | records |',
  '|---|---|---|---|---|---|---|---|---|',
  ...engines.map(({ engine, seeded: s }) => `| ${engine} | ${TRAINEES} | ${s.trainings} | ${s.sets} | ${(s.seedMs / 1000).toFixed(1)} | ${(s.analyzeMs / 1000).toFixed(1)} | ${s.figures.days} | ${s.figures.months} | ${s.figures.records} |`),
].join('\n');
const push = [
  '| engine | sync/push over HTTP p50 / p99 ms | applied without the figures p50 / p99 ms | with the figures p50 / p99 ms | added by the figures (paired) p50 / p99 ms |',
  '|---|---|---|---|---|',
  ...costs.map((c) => `| ${c.engine} | ${ms(quantile(c.http, 0.5))} / ${ms(quantile(c.http, 0.99))} | ${ms(quantile(c.without, 0.5))} / ${ms(quantile(c.without, 0.99))} | ${ms(quantile(c.withFigures, 0.5))} / ${ms(quantile(c.withFigures, 0.99))} | ${ms(quantile(c.added, 0.5))} / ${ms(quantile(c.added, 0.99))} |`),
].join('\n');
const report = table(baseline!, figures);
console.log(`${seeding}\n\n${report}\n\n${verdicts.join('\n')}\n\n${push}`);
writeSection('reports', [
  `## Reports: ${TRAINEES} trainees × ${DAYS} days (about ${Math.round(engines[0]!.seeded.sets / 1e5) / 10} million sets), a ${TEAM}-member team's plan over ${WINDOW} days`,
  '',
  describeRun('npm run bench:reports', os.cpus().length),
  `Machine load (1-minute load average) at the start and the end of the run: ${loadAtStart.toFixed(1)} and ${os.loadavg()[0]!.toFixed(1)}.`,
  '',
  `Data: three trainings a week per trainee (12 % skipped), 5 exercises × 4 sets (one warm-up) each, loaded in bulk with their figures (SQLite prepared statements, PostgreSQL INSERT … SELECT FROM unnest; day and month rollups and records computed per trainee by progress's figureRows, the rebuild command's function), then ANALYZE (PostgreSQL: VACUUM ANALYZE). Each request of the month and year rows picks a random trainee and month or year of the data. Both databases are thrown away at the end (a temp SQLite file, a fresh PostgreSQL schema).`,
  '',
  seeding,
  '',
  report,
  '',
  ...verdicts,
  '',
  `Push cost: ${PUSHES} pushes per engine, one after another, of one finished training today (a session and 20 sets: 5 exercises, one warm-up each) by a random trainee outside the team. "sync/push over HTTP" is committed, as a phone sees it. The two in-process columns apply the same ops through sync's applyOps in a transaction that is then rolled back, once as production does and once with a batch that records nothing as touched (so day rollups, month rollups and records are not recomputed; a bench-only batch, production batches come from openBatch); "added" is the difference of each pair.`,
  '',
  push,
].join('\n'));
if (figures.some((f) => f.errors > 0)) {
  console.error('some requests failed: the figures above are not valid');
  process.exitCode = 1;
}
