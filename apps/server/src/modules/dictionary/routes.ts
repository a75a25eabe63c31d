import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { integerInRange } from '../../platform/zod-helpers.ts';
import { dictionaryReader } from './service.ts';

const getAllChildrenBody = z
  .array(z.object({ parentId: z.string().trim().min(1).max(128), recursiveTimes: integerInRange(0, 10).optional() }))
  .max(50);

const entry = z.object({ name: z.string(), value: z.string(), aliasName: z.string() });

/** Open (no token): the login screens need the dictionaries too. */
export const dictionaryRoutes: RegisterRoutes = (app, { db }) => {
  const children = dictionaryReader(db);
  app.withTypeProvider<ZodTypeProvider>().post('/api-user-acl/open/dictionary/getAllChildren', {
    schema: {
      tags: ['dictionary'],
      summary: 'Entries of server dictionaries by parent key (name Chinese, aliasName English)',
      body: getAllChildrenBody,
      response: { 200: envelopeOf(z.array(z.object({ key: z.string(), list: z.array(entry) }))) },
    },
  }, async (req) => ok(await children(req.body.map((p) => p.parentId))));
};
