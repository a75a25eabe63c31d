import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';

/**
 * Periodic work runs once across instances (issue 28 §2). There is no leader to elect or lose:
 * every instance ticks, and a job runs on the one instance whose conditional update claims the
 * job's due period in periodic_runs. PostgreSQL re-checks the condition on the row the winner
 * just changed, so the others update nothing; SQLite has one writer. Nothing is held between
 * statements (no session advisory lock, no LISTEN), so it works through PgBouncer in transaction
 * mode, and an instance that dies takes nothing with it: the next due period goes to whichever
 * instance ticks first. On SQLite the one process runs the same code.
 */

export interface PeriodicJob {
  /** The row in periodic_runs. */
  name: string;
  /** How often it runs across all instances. */
  everyMs: number;
  /** The work; what it returns goes to the log line of the run. */
  run(db: Kysely<Database>): Promise<Record<string, number>>;
}

export interface RunnerLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** This process, as it signs its claims: host name and process id. */
export const THIS_INSTANCE = `${os.hostname()}:${process.pid}`;

async function ensureRow(db: Kysely<Database>, job: string): Promise<void> {
  await db.insertInto('periodic_runs').values({ job }).onConflict((oc) => oc.column('job').doNothing()).execute();
}

/** True for exactly one caller per period of the job: the one whose update found the period due. */
export async function claimPeriod(db: Kysely<Database>, job: string, everyMs: number, instance: string, now = new Date()): Promise<boolean> {
  await ensureRow(db, job);
  const dueBefore = new Date(now.getTime() - everyMs).toISOString();
  const claimed = await db.updateTable('periodic_runs')
    .set({ started_at: now.toISOString(), run_by: instance, runs: sql`runs + 1` })
    .where('job', '=', job)
    .where((eb) => eb.or([eb('started_at', 'is', null), eb('started_at', '<=', dueBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * Runs `work` on one instance at a time (the seed at start: two first starts would both insert
 * the official content). The others wait for the holder to finish and then take their turn, which
 * finds the work done. A holder that dies lets the lease run out after `leaseMs`.
 */
export async function runAlone(db: Kysely<Database>, job: string, work: () => Promise<void>, options: { instance?: string; leaseMs?: number; pollMs?: number } = {}): Promise<void> {
  const { instance = THIS_INSTANCE, leaseMs = 10 * 60_000, pollMs = 250 } = options;
  await ensureRow(db, job);
  for (;;) {
    const now = new Date();
    const claimed = await db.updateTable('periodic_runs')
      .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString(), started_at: now.toISOString(), run_by: instance })
      .where('job', '=', job)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now.toISOString())]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) break;
    await sleep(pollMs);
  }
  try {
    await work();
  } finally {
    await db.updateTable('periodic_runs')
      .set({ lease_until: null, finished_at: new Date().toISOString(), runs: sql`runs + 1` })
      .where('job', '=', job).where('run_by', '=', instance)
      .execute();
  }
}

/**
 * Ticks every `tickMs` (and once at start) and runs each job whose period this instance claims.
 * A tick never overlaps the one before; stop() waits for the tick in progress.
 */
export function startPeriodicWork(db: Kysely<Database>, jobs: readonly PeriodicJob[], options: { tickMs: number; log: RunnerLog; instance?: string }): { stop(): Promise<void> } {
  const instance = options.instance ?? THIS_INSTANCE;
  let stopped = false;
  let ticking: Promise<void> | undefined;
  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const claimedAt = new Date();
        if (!(await claimPeriod(db, job.name, job.everyMs, instance, claimedAt))) continue;
        const figures = await job.run(db);
        await db.updateTable('periodic_runs').set({ finished_at: new Date().toISOString() }).where('job', '=', job.name).where('run_by', '=', instance).execute();
        options.log.info({ job: job.name, instance, claimedAt: claimedAt.toISOString(), ...figures }, `periodic job ${job.name} ran on ${instance}`);
      } catch (err) {
        // The period stays claimed: the next one tries again, rather than every instance at once now.
        options.log.error({ err, job: job.name, instance }, `periodic job ${job.name} failed`);
      }
    }
  };
  const start = () => {
    if (stopped || ticking) return;
    ticking = tick().finally(() => (ticking = undefined));
  };
  const timer = setInterval(start, options.tickMs).unref();
  start();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
    },
  };
}
