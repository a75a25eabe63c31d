import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { feedbackInbox, submitFeedback } from './service.ts';

/** Feedback, under /api-training/mp/feedback. */
export function feedbackRoutes(serve: Serve, { db }: AppContext): void {
  serve('feedback.submit', async ({ actor, view, body }) => submitFeedback(db, actor, view, body));
  serve('feedback.list', async ({ actor, view, query }) => feedbackInbox(db, actor, view, query));
}
