import { z } from 'zod';

export const healthResult = z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) });

/** Readiness for a load balancer: the instance takes traffic, and its database and key-value store answer. */
export const readyResult = healthResult.extend({ keyValueStore: z.enum(['memory', 'redis']) });
