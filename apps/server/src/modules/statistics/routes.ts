import { DEFAULT_GROUP_ID } from '@repwise/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { currentSession } from '../../platform/auth/authenticate.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { integerInRange } from '../../platform/zod-helpers.ts';
import { recordActivity } from './repo.ts';

const recordActiveQuery = z.object({
  groupId: z.string().trim().min(1).max(64).default(DEFAULT_GROUP_ID),
  /** Omitted before the role is chosen; the stored role (or 0, none yet) is recorded then. */
  position: integerInRange(1, 2).optional(),
});

export const statisticsRoutes: RegisterRoutes = (app, { db }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api-training/mp/statistics/user/active/recordActive', {
    schema: {
      tags: ['statistics'],
      summary: 'Record that the person was active today (sent after login)',
      querystring: recordActiveQuery,
      response: { 200: envelopeOf(z.object({ day: z.string(), count: z.number().int() })) },
    },
  }, async (req) => {
    const now = new Date();
    const { user } = currentSession(req);
    const position = req.query.position ?? user.position ?? 0;
    const count = await recordActivity(db, { userId: user.id, groupId: req.query.groupId, position, now });
    return ok({ day: now.toISOString().slice(0, 10), count });
  });
};
