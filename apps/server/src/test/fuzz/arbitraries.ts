import fc from 'fast-check';

/**
 * JSON Schema as the app's OpenAPI document spells it (OpenAPI 3.0 flavour: `nullable`
 * instead of a `null` type), turned into fast-check arbitraries for the route fuzzer.
 * Only what the document uses is understood; an unknown keyword is ignored, never fatal,
 * so a schema written later still gets (looser) values instead of breaking the suite.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
  default?: Json;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Values worth more than random ones for a field, chosen by its name: the ids, share codes
 * and phone numbers that exist in the database, so conforming requests reach past
 * "not found" into the handlers. Undefined leaves the field to the schema alone.
 */
export type Hints = (name: string, schema: JsonSchema) => fc.Arbitrary<Json> | undefined;

export interface SchemaOptions {
  hints?: Hints;
}

/** Conforming values stay small: the point is to reach handlers, not to stress them. */
const MAX_ITEMS = 3;
const MAX_EXTRA_CHARS = 12;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Whether a value of the schema may be a JSON number (ids come as numbers or numeric strings). */
export function acceptsNumber(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  if (types.includes('number') || types.includes('integer')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsNumber);
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>((merged, part) => ({
    ...merged,
    ...part,
    properties: { ...merged.properties, ...part.properties },
    required: [...(merged.required ?? []), ...(part.required ?? [])],
  }), {});
}

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1e-9;
  if (schema.minimum === undefined) return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1e-9 : schema.minimum;
}

function upperBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - 1e-9;
  if (schema.maximum === undefined) return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1e-9 : schema.maximum;
}

/** Mostly small non-negative numbers (counts, pages, seconds, ids): the document often omits the real bounds. */
function smallRange(min: number, max: number): [number, number] | undefined {
  const low = Math.max(min, 0);
  const high = Math.min(max, low + 100);
  return low <= high ? [low, high] : undefined;
}

function integers(schema: JsonSchema): fc.Arbitrary<Json> {
  const min = Math.ceil(lowerBound(schema) ?? -(2 ** 31));
  const max = Math.floor(upperBound(schema) ?? 2 ** 31);
  const small = smallRange(min, max);
  const whole = fc.integer({ min, max });
  if (!small) return whole;
  // The very smallest (0–3) often: roles, flags, kinds and sexes are tiny enumerations written as numbers.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: small[0], max: Math.min(small[1], small[0] + 3) }) },
    { weight: 4, arbitrary: fc.integer({ min: small[0], max: small[1] }) },
    { weight: 1, arbitrary: whole },
  );
}

function numbers(schema: JsonSchema): fc.Arbitrary<Json> {
  const min = lowerBound(schema) ?? -1e6;
  const max = upperBound(schema) ?? 1e6;
  const small = smallRange(Math.ceil(min), Math.floor(max));
  const anywhere = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n));
  if (!small) return anywhere;
  return fc.oneof(
    { weight: 6, arbitrary: integers(schema) },
    { weight: 1, arbitrary: fc.integer({ min: small[0] * 2, max: small[1] * 2 }).map((n) => n / 2) },
    { weight: 1, arbitrary: anywhere },
  );
}

function strings(schema: JsonSchema): fc.Arbitrary<Json> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + MAX_EXTRA_CHARS, minLength + MAX_EXTRA_CHARS);
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall', ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}) }).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from: plain strings, which the server refuses (hostile enough).
    }
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits) },
  );
}

/** Values that conform to the schema (as far as the document describes the route). */
export function conforming(schema: JsonSchema, options: SchemaOptions = {}, name = ''): fc.Arbitrary<Json> {
  const plain = conformingIgnoringNull(schema, options, name);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 6 }) : plain;
}

function conformingIgnoringNull(schema: JsonSchema, options: SchemaOptions, name: string): fc.Arbitrary<Json> {
  const generic = bySchema(schema, options, name);
  const hinted = options.hints?.(name, schema);
  return hinted ? fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: generic }) : generic;
}

function bySchema(schema: JsonSchema, options: SchemaOptions, name: string): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => conforming({ ...branch, nullable: branch.nullable ?? false }, options, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) return conforming(mergeAll(schema.allOf), options, name);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 }).map((v) => v as Json);
  return fc.oneof(...types.map((type) => byType(type, schema, options, name)));
}

function byType(type: string, schema: JsonSchema, options: SchemaOptions, name: string): fc.Arbitrary<Json> {
  switch (type) {
    case 'integer':
      return integers(schema);
    case 'number':
      return numbers(schema);
    case 'string':
      return strings(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, minLength + MAX_ITEMS));
      if (Array.isArray(schema.items)) return fc.tuple(...schema.items.map((item) => conforming(item, options, name)));
      return fc.array(conforming(schema.items ?? {}, options, name), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = conforming(property, options, key);
      const requiredKeys = (schema.required ?? []).filter((key) => key in model);
      const record = fc.record(model, { requiredKeys }).map((value) => value as { [key: string]: Json });
      const extra = schema.additionalProperties;
      if (typeof extra !== 'object') return record;
      // A map-like object (additionalProperties: schema) gets a few keys of its own.
      const more = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !(key in model)), conforming(extra, options), { maxKeys: 2 });
      return fc.tuple(record, more).map(([known, added]) => {
        const value: { [key: string]: Json } = {};
        for (const [key, item] of [...Object.entries(added), ...Object.entries(known)]) ownProperty(value, key, item);
        return value;
      });
    }
    default:
      return fc.constant(null);
  }
}

// ---------------------------------------------------------------------------------------
// Hostile values: what a broken or malicious client sends.

/** Builds an object with an own `__proto__` key (a literal would set the prototype instead). */
export function ownProperty(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectWith(entries: [string, Json][]): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [key, value] of entries) ownProperty(out, key, value);
  return out;
}

export const HOSTILE_NUMBERS: readonly Json[] = [
  1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, -1, -(2 ** 31) - 1, 2 ** 31, 2 ** 32, 0, 1.5, -0.5, 5e-324, 1e-7,
];

export const NUMBER_LIKE_STRINGS: readonly Json[] = [
  'NaN', 'Infinity', '-Infinity', '1e308', '-1', '0x10', '1_000', ' 1', '1 ', '', ' ', '١٢', '9'.repeat(400), '2147483648', '-2147483649', '0.1e1', '+1',
];

/** Text that has broken servers: NUL, lone surrogates, emoji, RTL, injections, paths, templates. */
export const HOSTILE_TEXT: readonly string[] = [
  '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '😀', '👨‍👩‍👧‍👦', '🏋️‍♀️', 'مرحبا بالعالم', 'שלום', '\u202Eevil\u202C', '\u200B', '\uFEFF',
  "' OR '1'='1", "1; DROP TABLE users; --", '" OR ""="', "1' UNION SELECT null--", '\\', '%', '%%', '%00', '_%',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd', '..\\..\\boot.ini',
  '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'null', 'undefined', 'true', '[]', '{}', '\r\n', '\t', 'Ａ', 'İ', 'ß',
];

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
export const hostileValue: fc.Arbitrary<Json> = fc.oneof(
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
export const UNSTORABLE_TEXT: readonly string[] = ['\u0000', 'a\u0000b', '\u0000\u0000', '\uD800', '\uDFFF', 'x\uDBFFy', '\uDC00\uD800'];

/** Hostile text that still is text: it passes type checks and reaches handlers and the database. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: textWithHostilePart },
  { weight: 1, arbitrary: longStrings },
);

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
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
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat(), key: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.nat(), key: extraKeys, value: fc.oneof(hostileValue, fc.string({ maxLength: 4 })) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'nulls' as const }) },
);

type Path = (string | number)[];

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Mutations reach this deep and no deeper: a value nested further is hostile already, and
 * walking thousands of levels (the nested-array values) would overflow the stack.
 */
const MAX_WALK_DEPTH = 32;

/** Every node of a value down to MAX_WALK_DEPTH, the root first, in document order. */
function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length >= MAX_WALK_DEPTH) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (isObject(value)) for (const key of Object.keys(value)) pathsOf(value[key] ?? null, [...prefix, key], out);
  return out;
}

function getAt(value: Json, path: Path): Json {
  let node: Json = value;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step] ?? null;
    else if (isObject(node) && typeof step === 'string') node = node[step] ?? null;
    else return null;
  }
  return node;
}

/** A copy of `value` with the node at `path` replaced; generated values are never changed in place (fast-check replays them). */
function setAt(value: Json, path: Path, replacement: Json): Json {
  const [step, ...rest] = path;
  if (step === undefined) return replacement;
  if (Array.isArray(value) && typeof step === 'number') return value.map((item, i) => (i === step ? setAt(item, rest, replacement) : item));
  if (isObject(value) && typeof step === 'string') {
    return objectWith(Object.keys(value).map((key) => [key, key === step ? setAt(value[key] ?? null, rest, replacement) : value[key] ?? null]));
  }
  return value;
}

function nullLeaves(value: Json, depth = 0): Json {
  if (depth >= MAX_WALK_DEPTH) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => nullLeaves(item, depth + 1));
  if (isObject(value)) {
    const keys = Object.keys(value);
    return keys.length === 0 ? null : objectWith(keys.map((key) => [key, nullLeaves(value[key] ?? null, depth + 1)]));
  }
  return null;
}

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

/**
 * One or two changes: more would mostly stack refusals, and the request would stop at the
 * first one instead of carrying a single bad value deep into a handler.
 */
export const mutations: fc.Arbitrary<Mutation[]> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(mutation) },
  { weight: 1, arbitrary: fc.tuple(mutation, mutation) },
);

/** A conforming value with one or two hostile changes. */
export function hostile(schema: JsonSchema, options: SchemaOptions = {}): fc.Arbitrary<Json> {
  return fc.tuple(conforming(schema, options), mutations).map(([value, changes]) => changes.reduce((v: Json, change) => applyMutation(v, change, schema), value));
}
