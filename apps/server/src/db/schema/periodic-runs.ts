import type { Generated } from 'kysely';

/** A periodic job's last claimed period (issue 28 §2); see migration 035. */
export interface PeriodicRunsTable {
  job: string;
  /** When the last period was claimed (ISO, UTC). */
  started_at: string | null;
  finished_at: string | null;
  /** Until when the claiming instance holds the job; another may claim it after that (the holder died). */
  lease_until: string | null;
  /** The instance that claimed it: host name and process id. */
  run_by: string | null;
  /** Periods run so far. */
  runs: Generated<number>;
}
