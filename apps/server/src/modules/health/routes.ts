import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/errors.ts';
import { READINESS_CHECK_MS } from '../../platform/readiness.ts';
import type { Serve } from '../../platform/serve.ts';

/** Resolves with the check, rejects when it fails or takes longer than the bound (an unreachable host can hang). */
function within<T>(check: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * For load balancers and process managers. /healthz is liveness: the process answers and its
 * database does. /readyz is readiness: off from SIGTERM on, so the balancer stops sending
 * requests before the instance closes. Redis is checked and reported but does not make an
 * instance unready: every instance shares it, so a Redis outage would take all of them out of
 * the balancer at once (its bare 503 page for every request), while the API works on without
 * it (the cluster test, bench/cluster.ts, restarts Redis under load).
 */
export function healthRoutes(serve: Serve, { db, engine, kv, readiness }: AppContext): void {
  const databaseAnswers = async (log: { error(o: object, m: string): void }, ms?: number) => {
    try {
      const query = sql`select 1`.execute(db);
      await (ms === undefined ? query : within(query, ms));
    } catch (cause) {
      log.error({ err: cause }, 'health check: the database does not answer');
      throw new AppError(503, 'databaseUnavailable');
    }
  };

  serve('health', async ({ request }) => {
    await databaseAnswers(request.log);
    return { ok: true as const, database: engine };
  });

  serve('ready', async ({ request }) => {
    if (readiness.draining) throw new AppError(503, 'serverDraining');
    await databaseAnswers(request.log, READINESS_CHECK_MS);
    let keyValueStoreAnswers = true;
    try {
      await within(kv.ping(), READINESS_CHECK_MS);
    } catch (cause) {
      request.log.error({ err: cause }, 'readiness check: the key-value store does not answer');
      keyValueStoreAnswers = false;
    }
    return { ok: true as const, database: engine, keyValueStore: kv.kind, keyValueStoreAnswers };
  });
}
