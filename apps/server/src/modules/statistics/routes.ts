import { localDateIn } from '@repwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { recordActivity } from './repo.ts';

export function statisticsRoutes(serve: Serve, { db }: AppContext): void {
  serve('statistics.recordActive', async ({ actor, query }) => {
    const now = new Date();
    const position = query.position ?? actor.position ?? 0;
    // Active on the person's own calendar day.
    const day = localDateIn(actor.user.timezone, now);
    const count = await recordActivity(db, { userId: actor.id, groupId: query.groupId, position, day, now });
    return { day, count };
  });
}
