import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { notFound } from '../../platform/errors.ts';

/** The operators' console, under /api-training/mp/console (issue 27 §3). */
export function consoleRoutes(serve: Serve, _ctx: AppContext): void {
  const pending = async (): Promise<never> => { throw notFound(); };
  serve('console.capabilities', pending);
  serve('console.operators', pending);
  serve('console.operatorGrant', pending);
  serve('console.operatorRevoke', pending);
  serve('console.categories', pending);
  serve('console.categorySave', pending);
  serve('console.articles', pending);
  serve('console.articleGet', pending);
  serve('console.articleSave', pending);
  serve('console.articlePublish', pending);
  serve('console.articlePreview', pending);
  serve('console.exerciseSave', pending);
  serve('console.templatePromote', pending);
  serve('console.vips', pending);
  serve('console.feedback', pending);
  serve('console.feedbackHandle', pending);
  serve('console.activity', pending);
  serve('console.audit', pending);
}
