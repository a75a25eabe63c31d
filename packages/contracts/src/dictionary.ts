import { z } from 'zod';
import { integerInRange } from './schema-kit.ts';

export const getAllChildrenBody = z
  .array(z.object({ parentId: z.string().trim().min(1).max(128), recursiveTimes: integerInRange(0, 10).optional() }))
  .max(50);

export const dictionaryEntry = z.object({ name: z.string(), value: z.string(), aliasName: z.string() });
export const dictionaryChildren = z.array(z.object({ key: z.string(), list: z.array(dictionaryEntry) }));
export type ServerDictionary = z.infer<typeof dictionaryChildren>[number];
