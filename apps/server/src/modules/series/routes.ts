import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../platform/errors.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import type { Serve } from '../../platform/serve.ts';
import { copyTemplate, deleteOwnTemplates, getTemplate, listTemplates, markTemplateUsed, saveTemplate, sharedTemplate, templateQrcode } from './service.ts';

const COPY_SUFFIX = { en: ' (copy)', 'zh-Hans': '（副本）' } as const;

/** Training templates (spec §7, the `series` rows). */
export function seriesRoutes(serve: Serve, { db, config }: AppContext): void {
  serve('series.get', async ({ actor, view, query }) => getTemplate(db, actor, view, query.id));
  serve('series.listZt', async ({ actor, view, query }) => listTemplates(db, actor, view, 'official', query));
  serve('series.listSelf', async ({ actor, view, query }) => listTemplates(db, actor, view, 'mine', query));
  serve('series.listSelfHistory', async ({ actor, view, query }) => listTemplates(db, actor, view, 'history', query));
  serve('series.markUsed', async ({ actor, query }) => markTemplateUsed(db, actor, query.id));
  serve('series.getQrcode', async ({ actor, query, request }) => templateQrcode(db, actor, query.id, publicBaseUrl(config, request)));
  serve('series.delete', async ({ actor, query }) => {
    const deleted = await deleteOwnTemplates(db, actor, [query.id]);
    if (deleted.length === 0) throw notFound();
    return { deleted };
  });
  serve('series.multiDelete', async ({ actor, query }) => ({ deleted: await deleteOwnTemplates(db, actor, query.ids) }));
  serve('series.modify', async ({ actor, view, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'series/modify'), (trx) => saveTemplate(trx, actor, view, body)));
  serve('series.copy', async ({ actor, view, query, request }) =>
    once(db, idempotentCall(request, actor.id, 'series/copy'), (trx) => copyTemplate(trx, actor, view, query, COPY_SUFFIX[view.language])));
  serve('series.share', async ({ view, query }) => sharedTemplate(db, view, query.code));
}
