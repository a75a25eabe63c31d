import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/messages.ts';
import { actionDetail, shareQuery } from './schemas.ts';
import { sharedAction } from './service.ts';

/** The share link of an exercise opens without an account. */
export const openActionRoutes: RegisterRoutes = (app, { db, storage }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api-training/open/action/share', {
    schema: { tags: ['action'], summary: 'A shared exercise, by its share code (no token needed)', querystring: shareQuery, response: { 200: envelopeOf(actionDetail) } },
  }, async (req) => ok(await sharedAction(db, languageOf(req.headers['accept-language']), storage.publicBase, req.query.code)));
};
