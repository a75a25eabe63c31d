import type { AppContext } from '../../app-context.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import type { Serve } from '../../platform/serve.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import { cancelPlan, getPlan, listPlans, modifyPlan, publishPlan } from './service.ts';
import { planQrcode, sharedPlan } from './share.ts';

/** Plans (issue 12) under /api-training/mp/plan. */
export function planRoutes(serve: Serve, { db, config }: AppContext): void {
  serve('plan.publish', async (c) => once(db, idempotentCall(c.request, c.actor.id, 'plan/publish'), (trx) => publishPlan(trx, c.actor, c.view, c.body)));
  serve('plan.list', async ({ actor, query }) => listPlans(db, actor, query));
  serve('plan.get', async ({ actor, view, query }) => getPlan(db, actor, view, query.id));
  serve('plan.modify', async ({ actor, view, body }) => modifyPlan(db, actor, view, body));
  serve('plan.cancel', async ({ actor, view, query }) => cancelPlan(db, actor, view, query.id));
  serve('plan.getQrcode', async ({ actor, query, request }) => planQrcode(db, actor, query.id, publicBaseUrl(config, request)));
  serve('plan.share', async ({ view, query }) => sharedPlan(db, view, query.code));
}
