// The FUZZ_* settings the how-to-run comment of route-fuzz-suite.ts describes.

function intFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const SEED = intFromEnv('FUZZ_SEED', 20_250_917);
/**
 * Cases per route, conforming and hostile together. 200 took 12 s on SQLite and 29 s on
 * PostgreSQL (about 26 s of CPU for both) on two cores that other suites kept busy: room
 * left under a minute per engine, for shrinking a failure too.
 */
export const RUNS = intFromEnv('FUZZ_RUNS', 200);
export const COLLECT = process.env.FUZZ_COLLECT === '1';
export const REPORT_FILE = process.env.FUZZ_REPORT;
/** Far above any honest answer of the in-memory app; a request still open then has hung the server. */
export const REQUEST_TIMEOUT_MS = 5_000;
export const ROUTE_TIMEOUT_MS = 30_000 + RUNS * 150;
