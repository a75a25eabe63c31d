import type { RouteName } from '@repwise/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canUseConsole } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/errors.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import type { Handler, Serve } from '../../platform/serve.ts';
import { promoteTemplate } from '../series/index.ts';
import { handleFeedback, listFeedback } from './inbox.ts';
import { getArticle, listArticles, listCategories, previewArticle, publishArticle, saveArticle, saveCategory } from './library.ts';
import { saveOfficialExercise } from './official.ts';
import { grantOperator, listOperators, revokeOperator } from './operators.ts';
import { activity, capabilities, listAudit, listVips } from './reports.ts';

type ConsoleRoute = Extract<RouteName, `console.${string}`>;

/** Registers console routes only: to anyone but an operator, each of them does not exist (checked before its handler runs). */
function operatorsOnly(serve: Serve) {
  return <N extends ConsoleRoute>(name: N, handler: Handler<N>) => serve(name, async (call) => {
    if (!canUseConsole(call.actor as Actor)) throw notFound();
    return handler(call);
  });
}

/** The operators' console, under /api-training/mp/console (issue 27 §3). Creations take an Idempotency-Key: a retry makes nothing twice. */
export function consoleRoutes(serve: Serve, ctx: AppContext): void {
  const { db, config } = ctx;
  const route = operatorsOnly(serve);
  route('console.capabilities', async () => capabilities(ctx));
  route('console.operators', async () => listOperators(db, config.operatorMobiles));
  route('console.operatorGrant', async ({ actor, body }) => grantOperator(db, actor, body.mobile, config.operatorMobiles));
  route('console.operatorRevoke', async ({ actor, body }) => revokeOperator(db, actor, body.userId, config.operatorMobiles));
  route('console.categories', async () => listCategories(db));
  route('console.categorySave', async ({ actor, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'console/article/category/save'), (trx) => saveCategory(trx, actor, body)));
  route('console.articles', async ({ query }) => listArticles(db, query));
  route('console.articleGet', async ({ view, query }) => getArticle(db, view, query.id));
  route('console.articleSave', async ({ actor, view, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'console/article/save'), (trx) => saveArticle(trx, actor, view, body)));
  route('console.articlePublish', async ({ actor, view, body }) => publishArticle(db, actor, view, body));
  route('console.articlePreview', async ({ body }) => previewArticle(body.bodyMd));
  route('console.exerciseSave', async ({ actor, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'console/exercise/save'), (trx) => saveOfficialExercise(trx, actor, body)));
  route('console.templatePromote', async ({ actor, view, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'console/template/promote'), (trx) => promoteTemplate(trx, actor, view, body.templateId)));
  route('console.vips', async ({ query }) => listVips(db, query));
  route('console.feedback', async ({ view, query }) => listFeedback(db, view, query));
  route('console.feedbackHandle', async ({ actor, view, body }) => handleFeedback(db, actor, view, body));
  route('console.activity', async ({ query }) => activity(db, query));
  route('console.audit', async ({ query }) => listAudit(db, query));
}
