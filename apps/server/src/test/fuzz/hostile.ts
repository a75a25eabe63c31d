import fc from 'fast-check';
import { typesOf, type JsonSchema } from './conforming.ts';
import { getAt, isObject, MAX_WALK_DEPTH, nullLeaves, objectWith, pathsOf, setAt, type Json, type Path } from './json.ts';

/**
 * What a broken or malicious client sends: hostile values, and the changes (mutations) that
 * carry them into an otherwise conforming value.
 */

const HOSTILE_NUMBERS: readonly Json[] = [
  1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, -1, -(2 ** 31) - 1, 2 ** 31, 2 ** 32, 0, 1.5, -0.5, 5e-324, 1e-7,
];

const NUMBER_LIKE_STRINGS: readonly Json[] = [
  'NaN', 'Infinity', '-Infinity', '1e308', '-1', '0x10', '1_000', ' 1', '1 ', '', ' ', '١٢', '9'.repeat(400), '2147483648', '-2147483649', '0.1e1', '+1',
];

/** Text that has broken servers: NUL, lone surrogates, emoji, RTL, injections, paths, templates. */
const HOSTILE_TEXT: readonly string[] = [
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '😀', '👨‍👩‍👧‍👦', '🏋️‍♀️', 'مرحبا بالعالم', 'שלום', '\u202Eevil\u202C', '\u200B', '\uFEFF',
  "' OR '1'='1", "1; DROP TABLE users; --", '" OR ""="', "1' UNION SELECT null--", '\\', '%', '%%', '%00', '_%',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd', '..\\..\\boot.ini',
  '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'null', 'undefined', 'true', '[]', '{}', '\r\n', '\t', 'Ａ', 'İ', 'ß',
];

/**
 * Names every plain object answers to: a handler that looks a client's key up in an object
 * literal finds Object.prototype's member instead of nothing (dictionary.getAllChildren with
 * parentId "__proto__" answered 500). Sent as string values and as object keys on every route.
 */
const PROTOTYPE_NAMES: readonly string[] = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** 10k–100k characters: length checks, log lines, LIKE patterns and JSON columns at their limits. */
const longStrings: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom('a', '9', 'é', '😀', ' ', '\u0000', '%', '中'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

const textWithHostilePart: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 4 }), fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 4 }))
  .map(([before, part, after]) => before + part + after);

function nestedArrays(depth: number): Json {
  let value: Json = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

const wrongShapes: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(true, false, null, {}, [], [null], [{}], { a: 1 }, ['a', 'b'], { $gt: '' }, { length: 1e9 }),
  fc.constant(null).map(() => objectWith([['__proto__', { polluted: 'yes' }]])),
  fc.constant(null).map(() => objectWith([['constructor', { prototype: { polluted: 'yes' } }]])),
  fc.integer({ min: 20, max: 3000 }).map(nestedArrays),
);

/** One hostile value, of any type. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_LIKE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom<Json>(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: textWithHostilePart },
  { weight: 1, arbitrary: longStrings },
  { weight: 2, arbitrary: wrongShapes },
);

const extraKeys: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('unknownField', 'id', 'userId', 'owner_id', 'isAdmin', '__proto__', 'constructor', '', ' ', '😀', '\u0000', 'a'.repeat(1000), '$where'),
  fc.string({ maxLength: 8 }),
);

/** One change to a conforming value; positions are resolved modulo what the value has. */
export type Mutation =
  | { kind: 'poison'; at: number; freeText: boolean; placement: 'replace' | 'append' | 'prepend'; text: string; number: Json }
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'drop'; at: number; key: number }
  | { kind: 'extra'; at: number; key: string; value: Json }
  | { kind: 'swap'; at: number }
  | { kind: 'whole'; value: Json }
  | { kind: 'nulls' };

/** Text no database stores as sent: PostgreSQL refuses U+0000, and lone surrogates are not UTF-8. */
const UNSTORABLE_TEXT: readonly string[] = ['\u0000', 'a\u0000b', '\u0000\u0000', '\uD800', '\uDFFF', 'x\uDBFFy', '\uDC00\uD800'];

/** Hostile text that still is text: it passes type checks and reaches handlers and the database. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: textWithHostilePart },
  { weight: 1, arbitrary: longStrings },
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('poison' as const),
      at: fc.nat(),
      freeText: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      placement: fc.constantFrom('replace' as const, 'append' as const, 'prepend' as const),
      text: hostileText,
      number: fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.constantFrom(...NUMBER_LIKE_STRINGS)),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('poison' as const), at: fc.nat(), freeText: fc.constant(false), placement: fc.constant('replace' as const), text: fc.constantFrom(...PROTOTYPE_NAMES), number: fc.constantFrom(...PROTOTYPE_NAMES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: fc.constantFrom(...PROTOTYPE_NAMES), value: fc.oneof(fc.constantFrom<Json>(...PROTOTYPE_NAMES), hostileValue) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), key: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: extraKeys, value: fc.oneof(hostileValue, fc.string({ maxLength: 4 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'nulls' as const }) },
);

/**
 * One or two changes: more would mostly stack refusals, and the request would stop at the
 * first one instead of carrying a single bad value deep into a handler.
 */
export const mutations: fc.Arbitrary<Mutation[]> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(mutation) },
  { weight: 1, arbitrary: fc.tuple(mutation, mutation) },
);

/**
 * Where the value holds free text by its schema (a string without enum, pattern or format):
 * names and descriptions, which pass validation with anything in them and go to the database.
 */
function freeTextPaths(schema: JsonSchema | undefined, value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  if (!schema || prefix.length >= MAX_WALK_DEPTH) return out;
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (typeof value === 'string') {
    const free = (s: JsonSchema) => typesOf(s).includes('string') && !s.enum && s.const === undefined && s.pattern === undefined && s.format === undefined;
    if (options.some(free)) out.push(prefix);
  } else if (Array.isArray(value)) {
    const items = options.map((s) => s.items).find((i) => i !== undefined);
    value.forEach((item, i) => freeTextPaths(Array.isArray(items) ? items[i] : items, item, [...prefix, i], out));
  } else if (isObject(value)) {
    for (const key of Object.keys(value)) {
      freeTextPaths(options.map((s) => s.properties?.[key]).find((p) => p !== undefined), value[key] ?? null, [...prefix, key], out);
    }
  }
  return out;
}

/** Applies one change; with the value's schema, text poisoning prefers free-text fields. */
export function applyMutation(value: Json, change: Mutation, schema?: JsonSchema): Json {
  if (change.kind === 'whole') return change.value;
  if (change.kind === 'nulls') return nullLeaves(value);
  const paths = pathsOf(value);
  if (change.kind === 'poison') {
    // A text or number of the value made hostile in its own type (a NUL inside a name, 1e308 as a count).
    const freeText = change.freeText ? freeTextPaths(schema, value) : [];
    const leaves = freeText.length > 0 ? freeText : paths.filter((path) => ['string', 'number'].includes(typeof getAt(value, path)));
    const path = leaves[change.at % Math.max(leaves.length, 1)];
    if (path === undefined) return setAt(value, [], change.text);
    const leaf = getAt(value, path);
    if (typeof leaf === 'number') return setAt(value, path, change.number);
    const text = String(leaf);
    return setAt(value, path, change.placement === 'replace' ? change.text : change.placement === 'append' ? text + change.text : change.text + text);
  }
  if (change.kind === 'replace') return setAt(value, paths[change.at % paths.length] ?? [], change.value);
  if (change.kind === 'swap') {
    // An array where an object is expected and vice versa.
    const path = paths[change.at % paths.length] ?? [];
    const node = getAt(value, path);
    const swapped: Json = Array.isArray(node) ? objectWith(node.map((item, i) => [String(i), item])) : isObject(node) ? Object.values(node) : [node];
    return setAt(value, path, swapped);
  }
  const containers = paths.filter((path) => {
    const node = getAt(value, path);
    return change.kind === 'drop' ? (isObject(node) && Object.keys(node).length > 0) || (Array.isArray(node) && node.length > 0) : isObject(node) || Array.isArray(node);
  });
  const path = containers[change.at % Math.max(containers.length, 1)];
  if (path === undefined) return change.kind === 'extra' ? objectWith([[change.key, change.value]]) : value;
  const node = getAt(value, path);
  if (change.kind === 'drop') {
    // A missing required field (or a missing array element).
    if (Array.isArray(node)) return setAt(value, path, node.filter((_, i) => i !== change.key % node.length));
    const keys = Object.keys(node as object);
    const gone = keys[change.key % keys.length];
    return setAt(value, path, objectWith(keys.filter((key) => key !== gone).map((key) => [key, (node as Record<string, Json>)[key] ?? null])));
  }
  if (Array.isArray(node)) return setAt(value, path, [...node, change.value]);
  const entries = Object.keys(node as object).map((key): [string, Json] => [key, (node as Record<string, Json>)[key] ?? null]);
  return setAt(value, path, objectWith([...entries.filter(([key]) => key !== change.key), [change.key, change.value]]));
}
