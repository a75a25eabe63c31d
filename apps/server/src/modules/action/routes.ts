import multipart from '@fastify/multipart';
import { VIDEO_MAX_BYTES, mediaUrl } from '@repwise/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentSession } from '../../platform/auth/authenticate.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import { languageOf } from '../../platform/messages.ts';
import { actionDetail, actionInput, actionPage, idQuery, listQuery, modifyInput, uploadQuery, uploadResult } from './schemas.ts';
import { createAction, deleteAction, getAction, listActions, modifyAction, pinAction, type Viewer } from './service.ts';
import { receiveUpload } from './uploads.ts';

const BASE = '/api-training/mp/training/action';

/** The exercise library (spec "actions") of the signed-in person. */
export async function actionRoutes(app: Parameters<typeof multipart>[0], ctx: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  const { db, storage } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['action'];
  const viewerOf = (req: FastifyRequest): Viewer => ({
    id: currentSession(req).userId,
    language: languageOf(req.headers['accept-language']),
    storageBase: storage.publicBase,
  });
  const detail = { 200: envelopeOf(actionDetail) };

  r.get(`${BASE}/list`, { schema: { tags, summary: 'Official or own exercises: search, filters, pinned first, paged', querystring: listQuery, response: { 200: envelopeOf(actionPage) } } },
    async (req) => ok(await listActions(db, viewerOf(req), req.query)));
  r.get(`${BASE}/get`, { schema: { tags, summary: 'One exercise (official or own)', querystring: idQuery, response: detail } },
    async (req) => ok(await getAction(db, viewerOf(req), req.query.id)));
  r.post(`${BASE}/create`, { schema: { tags, summary: 'Create a custom exercise', body: actionInput, response: detail } },
    async (req) => {
      const viewer = viewerOf(req);
      return ok(await once(db, idempotentCall(req, viewer.id, 'action/create'), (trx) => createAction(trx, viewer, req.body)));
    });
  r.post(`${BASE}/modify`, { schema: { tags, summary: 'Change an own exercise', body: modifyInput, response: detail } },
    async (req) => ok(await modifyAction(db, viewerOf(req), req.body.id, req.body)));
  r.post(`${BASE}/delete`, { schema: { tags, summary: 'Delete (archive) an own exercise', querystring: idQuery, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await deleteAction(db, viewerOf(req), req.query.id);
      return ok(null);
    });
  r.post(`${BASE}/pin`, { schema: { tags, summary: 'Pin an exercise to the top of the lists', querystring: idQuery, response: detail } },
    async (req) => ok(await pinAction(db, viewerOf(req), req.query.id, true)));
  r.post(`${BASE}/unpin`, { schema: { tags, summary: 'Unpin an exercise', querystring: idQuery, response: detail } },
    async (req) => ok(await pinAction(db, viewerOf(req), req.query.id, false)));

  r.post(`${BASE}/upload`, {
    schema: { tags, summary: 'Upload a video (MP4, 10 MB), a GIF or an image (multipart field "file")', querystring: uploadQuery, consumes: ['multipart/form-data'], response: { 200: envelopeOf(uploadResult) } },
  }, async (req) => {
    const path = await receiveUpload(req, storage, currentSession(req).userId, req.query.kind);
    return ok({ path, url: mediaUrl(path, storage.publicBase) });
  });
}
