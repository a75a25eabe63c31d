import { DEFAULT_GROUP_ID } from '@repwise/domain';
import { z } from 'zod';
import { integerInRange } from './schema-kit.ts';

export const recordActiveQuery = z.object({
  groupId: z.string().trim().min(1).max(64).default(DEFAULT_GROUP_ID),
  /** Omitted before the role is chosen; the stored role (or 0, none yet) is recorded then. */
  position: integerInRange(1, 2).optional(),
});

export const recordActiveResult = z.object({ day: z.string(), count: z.number().int() });
