import { badRequest } from './errors.ts';

/**
 * Lists page by keyset: a cursor is the sort key of the last row of a page, handed to the
 * client as an opaque string and back. A later page starts after that key, so a row inserted
 * meanwhile never shifts a page and deep pages cost as little as the first.
 */
export type SortKey = readonly (string | number | null)[];

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key in a cursor; one that was not made by encodeCursor for this list is bad input. */
export function decodeCursor(cursor: string | undefined, shape: readonly ('string' | 'number' | 'string?')[]): SortKey | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const fits = Array.isArray(key) && key.length === shape.length && shape.every((type, i) => {
    const value: unknown = key[i];
    return type === 'string?' ? value === null || typeof value === 'string' : typeof value === type && (type !== 'number' || Number.isFinite(value));
  });
  if (!fits) throw badRequest('invalidField', { field: 'cursor' });
  return key as SortKey;
}

export interface Page<T> {
  list: T[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
  /** How many rows the whole list has, when the caller asked (withTotal); null otherwise. */
  total: number | null;
}

/** The page of `rows` fetched with one row more than `size`: that extra row says a next page exists. */
export function pageOf<R, T>(rows: R[], size: number, keyOf: (row: R) => SortKey, present: (rows: R[]) => T[], total: number | null): Page<T> {
  const shown = rows.slice(0, size);
  const last = shown[shown.length - 1];
  return { list: present(shown), next: rows.length > size && last !== undefined ? encodeCursor(keyOf(last)) : null, total };
}
