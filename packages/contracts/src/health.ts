import { z } from 'zod';

export const healthResult = z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) });

/**
 * Readiness for a load balancer: the instance takes traffic and its database answers. Whether
 * the key-value store answers is reported, not required: Redis is shared by every instance, so
 * failing readiness for it would take them all out at once, while the API goes on without it
 * (logins answer 503 in the caller's language, limits go uncounted, training is recorded).
 */
export const readyResult = healthResult.extend({ keyValueStore: z.enum(['memory', 'redis']), keyValueStoreAnswers: z.boolean() });
