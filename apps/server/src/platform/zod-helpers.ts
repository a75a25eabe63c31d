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
