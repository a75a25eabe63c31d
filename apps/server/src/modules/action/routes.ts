import multipart from '@fastify/multipart';
import { VIDEO_MAX_BYTES, mediaUrl } from '@repwise/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { idempotentCall, once } from '../../platform/idempotency.ts';
import type { Serve } from '../../platform/serve.ts';
import { createAction, deleteAction, getAction, listActions, modifyAction, pinAction, sharedAction } from './service.ts';
import { confirmUpload, uploadTicket } from './direct-uploads.ts';
import { receiveUpload } from './uploads.ts';

/** The exercise library (spec "actions"). */
export async function actionRoutes(app: FastifyInstance, serve: Serve, { db, storage }: AppContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  serve('action.list', async ({ actor, view, query }) => listActions(db, actor, view, query));
  serve('action.get', async ({ actor, view, query }) => getAction(db, actor, view, query.id));
  serve('action.create', async ({ actor, view, body, request }) =>
    once(db, idempotentCall(request, actor.id, 'action/create'), (trx) => createAction(trx, actor, view, body)));
  serve('action.modify', async ({ actor, view, body }) => modifyAction(db, actor, view, body.id, body));
  serve('action.delete', async ({ actor, query }) => {
    await deleteAction(db, actor, query.id);
    return null;
  });
  serve('action.pin', async ({ actor, view, query }) => pinAction(db, actor, view, query.id, true));
  serve('action.unpin', async ({ actor, view, query }) => pinAction(db, actor, view, query.id, false));
  serve('action.upload', async ({ actor, query, request }) => {
    const path = await receiveUpload(request, storage, actor.id, query.kind);
    return { path, url: mediaUrl(path, storage.publicBase) };
  });
  serve('action.uploadTicket', async ({ actor, body }) => uploadTicket(storage, actor, body));
  serve('action.uploadConfirm', async ({ actor, body }) => confirmUpload(storage, actor, body));
  serve('action.share', async ({ view, query }) => sharedAction(db, view, query.code));
}
