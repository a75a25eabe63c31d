import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { pullChanges, pushOps } from './service.ts';

/** The phone's sync (ARCHITECTURE "Offline training"), under the training routes of the legacy API. */
export function syncRoutes(serve: Serve, { db }: AppContext): void {
  serve('training.syncPush', async ({ actor, language, body }) => pushOps(db, actor, language, body));
  serve('training.syncPull', async ({ actor, query }) => pullChanges(db, actor, query.since, query.size, query.deviceId));
}
