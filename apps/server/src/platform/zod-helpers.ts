import { z } from 'zod';

/**
 * A number sent either as a JSON number or as a numeric string: the original mobile
 * client sends both. Empty strings and other text are refused, never read as 0.
 */
export function numeric() {
  return z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]).pipe(z.number().finite());
}

export function numberInRange(min: number, max: number) {
  return numeric().pipe(z.number().min(min).max(max));
}

export function integerInRange(min: number, max: number) {
  return numeric().pipe(z.number().int().min(min).max(max));
}

/** Ids are 32-bit on PostgreSQL; larger ones are refused as bad input on both engines. */
export const MAX_ID = 2_147_483_647;

export function entityId() {
  return numeric().pipe(z.number().int().positive().max(MAX_ID));
}
