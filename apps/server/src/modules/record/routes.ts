import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { history, monthReport, yearReport } from './service.ts';

/** A trainee's reports and history search (issue 25) under /api-training/mp/record. */
export function recordRoutes(serve: Serve, { db }: AppContext): void {
  serve('record.userMonth', async ({ actor, query, language }) => monthReport(db, actor, query, language));
  serve('record.userYear', async ({ actor, query, language }) => yearReport(db, actor, query, language));
  serve('record.history', async ({ actor, query }) => history(db, actor, query));
}
