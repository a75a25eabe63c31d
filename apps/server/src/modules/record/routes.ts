import type { AppContext } from '../../app-context.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import type { Serve } from '../../platform/serve.ts';
import { history, monthReport, yearReport } from './service.ts';
import { newYearShareToken, revokeYearShare, sharedYear, shareYear, yearShareLink } from './share.ts';

/** A trainee's reports and history search (issue 25) under /api-training/mp/record. */
export function recordRoutes(serve: Serve, { db, config }: AppContext): void {
  serve('record.userMonth', async ({ actor, query, language }) => monthReport(db, actor, query, language));
  serve('record.userYear', async ({ actor, query, language }) => yearReport(db, actor, query, language));
  serve('record.history', async ({ actor, query }) => history(db, actor, query));
  // The idempotency layer stores the answer without the token; a retry's token is made again from its key.
  serve('record.shareYear', async ({ actor, body, request }) => {
    const call = idempotentCall(request, actor.id, 'record/share/year');
    const token = newYearShareToken(config.appSecret, actor.id, body.year, call.key);
    return yearShareLink(await once(db, call, (trx) => shareYear(trx, actor, body, token)), token, publicBaseUrl(config, request));
  });
  serve('record.shareRevoke', async ({ actor, body }) => revokeYearShare(db, actor, body));
  serve('record.sharedYear', async ({ view, query }) => sharedYear(db, view, query.token));
}
