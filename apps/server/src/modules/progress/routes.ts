import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { personalRecordsOf } from './read.ts';

/** A trainee's personal records (issue 25) under /api-training/mp/record. */
export function progressRoutes(serve: Serve, { db }: AppContext): void {
  serve('record.prs', async ({ actor, query }) => personalRecordsOf(db, actor, query.actionId, query.userId));
}
