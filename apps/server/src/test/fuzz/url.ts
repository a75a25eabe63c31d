import fc from 'fast-check';
import type { Json } from './json.ts';

// The URL, path and query, written by hand so it can be broken on purpose.

/** Escapes a URL parser may choke on: truncated, non-hex, invalid UTF-8, NUL. */
const MALFORMED_ESCAPES = ['%', '%ff', '%zz', '%E0%A4%A', '%00'] as const;
type MalformedEscape = (typeof MALFORMED_ESCAPES)[number];

export interface QueryMalformation {
  escape: MalformedEscape;
  target: 'value' | 'name';
  /** Which parameter (modulo how many there are); a new one `x` when there are none. */
  param: number;
  placement: 'replace' | 'append';
}

export const queryMalformation: fc.Arbitrary<QueryMalformation> = fc.record({
  escape: fc.constantFrom(...MALFORMED_ESCAPES),
  target: fc.constantFrom('value' as const, 'name' as const),
  param: fc.nat(),
  placement: fc.constantFrom('replace' as const, 'append' as const),
});

/**
 * Percent-encodes like encodeURIComponent, except that a lone surrogate (which makes
 * encodeURIComponent throw) is written as the three bytes a sloppy client sends for it
 * (WTF-8), so the server sees it too.
 */
function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

type Pair = [name: string, value: string | null];

function scalarText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Query pairs of a value: arrays repeat the name, objects use `name[key]`, null is a bare name. */
function pairsOf(name: string, value: Json, out: Pair[]): void {
  if (value === null) out.push([encodeComponent(name), null]);
  else if (Array.isArray(value)) {
    for (const item of value) out.push([encodeComponent(name), encodeComponent(scalarText(item))]);
    if (value.length === 0) out.push([encodeComponent(name), '']);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push([`${encodeComponent(name)}[${encodeComponent(key)}]`, encodeComponent(scalarText(item))]);
  } else out.push([encodeComponent(name), encodeComponent(String(value))]);
}

export function queryString(query: Json, malformation?: QueryMalformation): string {
  const pairs: Pair[] = [];
  if (typeof query === 'object' && query !== null && !Array.isArray(query)) {
    for (const [name, value] of Object.entries(query)) pairsOf(name, value, pairs);
  } else if (query !== null) {
    // A hostile generator replaced the whole query: send it as the raw query text.
    pairs.push([encodeComponent(scalarText(query)), null]);
  }
  if (malformation) {
    if (pairs.length === 0) pairs.push(['x', '1']);
    const index = malformation.param % pairs.length;
    const pair = pairs[index] ?? ['x', '1'];
    const broken = (text: string | null) => (malformation.placement === 'replace' ? malformation.escape : `${text ?? ''}${malformation.escape}`);
    pairs[index] = malformation.target === 'name' ? [broken(pair[0]), pair[1]] : [pair[0], broken(pair[1])];
  }
  return pairs.map(([name, value]) => (value === null ? name : `${name}=${value}`)).join('&');
}

export function pathWith(path: string, params: Json): string {
  const values = typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {};
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeComponent(scalarText(values[name] ?? '')));
}

/**
 * The queries the percent-escape sweep sends for a route's parameters: each escape as a
 * value, after a value, as a whole name and after a name.
 */
export function escapedQueries(names: readonly string[]): { escape: MalformedEscape; query: string }[] {
  return MALFORMED_ESCAPES.flatMap((escape) => [
    ...names.map((name) => `${encodeURIComponent(name)}=${escape}`),
    ...names.map((name) => `${encodeURIComponent(name)}=1${escape}`),
    `${escape}=1`,
    ...names.map((name) => `${encodeURIComponent(name)}${escape}=1`),
  ].map((query) => ({ escape, query })));
}
