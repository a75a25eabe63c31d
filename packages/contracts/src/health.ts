import { z } from 'zod';

export const healthResult = z.object({ ok: z.literal(true), database: z.enum(['sqlite', 'postgres']) });
