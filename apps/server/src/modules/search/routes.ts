import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { globalSearch } from './service.ts';

/** The global search (issue 27 §2): /api-training/mp/global/search. */
export function searchRoutes(serve: Serve, { db }: AppContext): void {
  serve('global.search', async ({ actor, view, query }) => globalSearch(db, actor, view, query));
}
