import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { recordActivity } from './repo.ts';

export function statisticsRoutes(serve: Serve, { db }: AppContext): void {
  serve('statistics.recordActive', async ({ actor, query }) => {
    const now = new Date();
    const position = query.position ?? actor.position ?? 0;
    const count = await recordActivity(db, { userId: actor.id, groupId: query.groupId, position, now });
    return { day: now.toISOString().slice(0, 10), count };
  });
}
