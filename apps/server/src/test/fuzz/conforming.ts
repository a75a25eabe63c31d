import fc from 'fast-check';
import { ownProperty, type Json } from './json.ts';

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

export function typesOf(schema: JsonSchema): string[] {
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
