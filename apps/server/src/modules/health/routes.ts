import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Serve } from '../../platform/serve.ts';

/** For load balancers and process managers: answers when the database does (503 otherwise). */
export function healthRoutes(serve: Serve, { db, engine }: AppContext): void {
  serve('health', async ({ request }) => {
    try {
      await sql`select 1`.execute(db);
    } catch (cause) {
      request.log.error({ err: cause }, 'health check failed');
      throw new AppError(503, 'databaseUnavailable');
    }
    return { ok: true as const, database: engine };
  });
}
