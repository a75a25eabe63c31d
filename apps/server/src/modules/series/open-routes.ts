import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { languageOf } from '../../platform/messages.ts';
import { shareQuery, templateOutput } from './schemas.ts';
import { sharedTemplate } from './service.ts';

/** A template's share link opens read-only for anyone, with or without an account. */
export const openSeriesRoutes: RegisterRoutes = (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api-training/open/series/share', {
    schema: { tags: ['template'], summary: 'A shared template, by its share code (no token needed)', querystring: shareQuery, response: { 200: envelopeOf(templateOutput) } },
  }, async (req) => ok(await sharedTemplate(db, languageOf(req.headers['accept-language']), req.query.code)));
};
