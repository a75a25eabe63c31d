import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { listNotifications, markNotificationsRead } from './service.ts';

/** The notification centre, under /api-training/mp/notification. */
export function notificationRoutes(serve: Serve, { db }: AppContext): void {
  serve('notification.list', async ({ actor, view, query }) => listNotifications(db, actor, view, query));
  serve('notification.read', async ({ actor, body }) => markNotificationsRead(db, actor, body));
}
