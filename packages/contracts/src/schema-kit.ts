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

/** `?id=` of the route's object. */
export const idQuery = z.object({ id: entityId() });

/** `?code=` of a share link: unguessable, so it is the key to the object. */
export const shareQuery = z.object({ code: z.string().trim().min(8).max(64) });

/** Query parameters of a list paged by keyset (one shape for every list). */
export const pageQuery = z.object({
  /** The `next` of the previous page; absent for the first. */
  cursor: z.string().min(1).max(512).optional(),
  size: integerInRange(1, 50).default(20),
  /** Count the whole list too (only the first page of a screen that shows the count asks). */
  withTotal: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1').default(false),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a list: `next` is the cursor of the following page, null on the last one. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), next: z.string().nullable(), total: z.number().int().nullable() });
}
