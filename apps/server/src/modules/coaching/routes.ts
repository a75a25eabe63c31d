import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { coachFeed, coachOverview, markFeedRead, memberStatistics, teamsStatistics } from './service.ts';

/** The coach's reports (issue 25 §3–5): the feed of members' finished trainings, one member's statistics, two teams compared. */
export function coachingRoutes(serve: Serve, { db }: AppContext): void {
  serve('record.coachFeed', async ({ actor, view, query }) => coachFeed(db, actor, view, query));
  serve('record.coachFeedRead', async ({ actor, body }) => markFeedRead(db, actor, body));
  serve('record.coachOverview', async ({ actor, view }) => coachOverview(db, actor, view));
  serve('statistics.member', async ({ actor, view, query }) => memberStatistics(db, actor, view, query));
  serve('statistics.teams', async ({ actor, view, query }) => teamsStatistics(db, actor, view, query));
}
