import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** A lone half of a UTF-16 surrogate pair: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A key that can be named back in a message: no markup, no control characters, short. */
const NAMEABLE_KEY = /^[\w.-]{1,64}$/;

/**
 * The path (`actionsCons.0.name`, `code`) of the first text in `value`, key or value, that
 * no database can store the same way: PostgreSQL refuses U+0000 where SQLite keeps it, and
 * both replace lone surrogates. A key that is itself the problem, or that could not be shown
 * safely, is named by the path above it (`''` for the top). Iterative, so no nesting depth can
 * overflow the stack.
 */
export function firstUnstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        if (!isStorableText(key)) return path;
        pending.push([child, NAMEABLE_KEY.test(key) ? (path ? `${path}.${key}` : key) : path]);
      }
    }
  }
  return undefined;
}

/**
 * Decided once for every route: text with U+0000 or a lone surrogate is refused (400,
 * naming the field) before validation, so both engines answer alike and nothing is stored.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, name] of [[request.query, 'query'], [request.params, 'path'], [request.body, 'body']] as const) {
      const field = firstUnstorableText(part);
      if (field !== undefined) throw badRequest('invalidField', { field: field || name });
    }
  });
}
