import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { currentSession } from '../../platform/auth/authenticate.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import { languageOf } from '../../platform/messages.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import { copyQuery, idQuery, idsQuery, listQuery, qrcodeResult, templateInput, templateOutput, templatePage } from './schemas.ts';
import { copyTemplate, deleteTemplates, getTemplate, listTemplates, saveTemplate, templateQrcode, type TemplateViewer } from './service.ts';

const BASE = '/api-training/mp/training/actions/series';
const COPY_SUFFIX = { en: ' (copy)', 'zh-Hans': '（副本）' } as const;

/** Training templates (spec §7, the `series` rows), for the signed-in person. */
export const seriesRoutes: RegisterRoutes = (app, { db, config, storage }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['template'];
  const viewerOf = (req: FastifyRequest): TemplateViewer => {
    const { user } = currentSession(req);
    return { id: user.id, language: languageOf(req.headers['accept-language']), isOperator: config.operatorMobiles.has(user.mobile), storageBase: storage.publicBase };
  };
  const one = { 200: envelopeOf(templateOutput) };
  const page = { 200: envelopeOf(templatePage) };

  r.get(`${BASE}/get`, { schema: { tags, summary: 'One template: official or own', querystring: idQuery, response: one } },
    async (req) => ok(await getTemplate(db, viewerOf(req), req.query.id)));
  r.get(`${BASE}/listZt`, { schema: { tags, summary: 'Official templates', querystring: listQuery, response: page } },
    async (req) => ok(await listTemplates(db, viewerOf(req), 'official', req.query)));
  r.get(`${BASE}/listSelf`, { schema: { tags, summary: 'My templates, last edited first', querystring: listQuery, response: page } },
    async (req) => ok(await listTemplates(db, viewerOf(req), 'mine', req.query)));
  r.get(`${BASE}/listSelfHistory`, { schema: { tags, summary: 'My templates, last opened or edited first', querystring: listQuery, response: page } },
    async (req) => ok(await listTemplates(db, viewerOf(req), 'history', req.query)));
  r.get(`${BASE}/getQrcode`, { schema: { tags, summary: 'Share link and QR code (SVG) of a template', querystring: idQuery, response: { 200: envelopeOf(qrcodeResult) } } },
    async (req) => ok(await templateQrcode(db, viewerOf(req), req.query.id, publicBaseUrl(config, req))));
  r.post(`${BASE}/delete`, { schema: { tags, summary: 'Delete an own template', querystring: idQuery, response: { 200: envelopeOf(z.object({ deleted: z.array(z.number().int()) })) } } },
    async (req) => {
      const deleted = await deleteTemplates(db, viewerOf(req), [req.query.id]);
      if (deleted.length === 0) throw notFound();
      return ok({ deleted });
    });
  r.post(`${BASE}/multiDelete`, { schema: { tags, summary: 'Delete several own templates; ids of others are left alone', querystring: idsQuery, response: { 200: envelopeOf(z.object({ deleted: z.array(z.number().int()) })) } } },
    async (req) => ok({ deleted: await deleteTemplates(db, viewerOf(req), req.query.ids) }));
  r.post(`${BASE}/modify`, { schema: { tags, summary: 'Create (no id) or replace (own id) a whole template', body: templateInput, response: one } },
    async (req) => {
      const viewer = viewerOf(req);
      return ok(await once(db, idempotentCall(req, viewer.id, 'series/modify'), (trx) => saveTemplate(trx, viewer, req.body)));
    });
  r.post(`${BASE}/copy`, { schema: { tags, summary: 'Copy an official, own or shared (code) template into mine', querystring: copyQuery, response: one } },
    async (req) => {
      const viewer = viewerOf(req);
      return ok(await once(db, idempotentCall(req, viewer.id, 'series/copy'), (trx) => copyTemplate(trx, viewer, req.query, COPY_SUFFIX[viewer.language])));
    });
};
