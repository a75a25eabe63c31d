import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, killGroup, scratchDatabase, scratchDir, startServer, type ServerProcess } from './test/server-process.ts';

/**
 * Periodic work runs once per period across instances (issue 28 §2): three real server
 * processes on one PostgreSQL database and one Redis, started at the same moment (their seeds
 * would collide without the lease), each ticking five times a period. Every run is a log line
 * with the moment its period was claimed: across all three there is one per period, and when
 * the instance that ran last is killed with SIGKILL the others carry on.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && (!pgUrl || !redisUrl)) {
  throw new Error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: periodic work must be proven across instances');
}

const PERIOD_MS = 1000;
const JOB = 'expired-idempotency-keys';

interface Run { instance: string; claimedAt: number; pid: number }

/** The runs a server's output reports, from its JSON log lines. */
function runsOf(server: ServerProcess): Run[] {
  return server.output().split('\n').filter((line) => line.includes(`"job":"${JOB}"`) && line.includes('ran on')).map((line) => {
    const fields = JSON.parse(line) as { instance: string; claimedAt: string };
    return { instance: fields.instance, claimedAt: Date.parse(fields.claimedAt), pid: server.child.pid! };
  });
}

function allRuns(servers: ServerProcess[]): Run[] {
  return servers.flatMap(runsOf).sort((a, b) => a.claimedAt - b.claimedAt);
}

/** Consecutive claims are at least a period apart: never two runs in one period. */
function expectOnePerPeriod(runs: Run[]): void {
  for (let i = 1; i < runs.length; i++) expect(runs[i]!.claimedAt - runs[i - 1]!.claimedAt, `runs ${i - 1} and ${i}`).toBeGreaterThanOrEqual(PERIOD_MS);
}

describe.runIf(pgUrl && redisUrl)('three instances on one PostgreSQL', () => {
  let built: ReturnType<typeof buildServer>;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const data = scratchDir();
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    built = buildServer();
    database = await scratchDatabase(pgUrl!);
  });
  afterAll(async () => {
    for (const server of servers) killGroup(server.child.pid!);
    built.remove();
    data.remove();
    await database.drop();
  });

  it('seed once at the same first start, run each period once, and carry on when the one that ran is killed', async () => {
    const env = { DATA_DIR: data.dir, DATABASE_URL: database.url, REDIS_URL: redisUrl!, APP_SECRET: 'cluster-test-secret-0001', TEST_PERIODIC_EVERY_MS: String(PERIOD_MS) };
    servers.push(...(await Promise.all([1, 2, 3].map(() => startServer({ via: { node: built.entry }, env })))));

    // One seed: the official content once, not three times.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ official: string; distinct_keys: string }>('select count(*) as official, count(distinct official_key) as distinct_keys from exercises where owner_id is null');
      expect(Number(rows[0]!.official)).toBeGreaterThan(100);
      expect(rows[0]!.official).toBe(rows[0]!.distinct_keys);
      const seed = await client.query<{ runs: number }>("select runs from periodic_runs where job = 'seed'");
      expect(seed.rows[0]!.runs).toBe(3);
    } finally {
      await client.end();
    }

    await sleep(5.5 * PERIOD_MS);
    const before = allRuns(servers);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.length).toBeLessThanOrEqual(7);
    expectOnePerPeriod(before);

    // The instance that ran last dies without a word; the others take the next periods.
    const last = before.at(-1)!;
    const victim = servers.find((s) => s.child.pid === last.pid)!;
    const killedAt = Date.now();
    process.kill(-victim.child.pid!, 'SIGKILL');
    await victim.exited;
    await sleep(3.5 * PERIOD_MS);
    const survivors = servers.filter((s) => s !== victim);
    const after = allRuns(survivors).filter((run) => run.claimedAt > killedAt);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.every((run) => run.pid !== victim.child.pid)).toBe(true);
    expectOnePerPeriod([...allRuns([victim]), ...allRuns(survivors)].sort((a, b) => a.claimedAt - b.claimedAt));
  }, 120_000);
});
