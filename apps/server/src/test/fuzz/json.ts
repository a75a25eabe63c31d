export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type Path = (string | number)[];

/** Builds an object with an own `__proto__` key (a literal would set the prototype instead). */
export function ownProperty(target: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function objectWith(entries: [string, Json][]): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [key, value] of entries) ownProperty(out, key, value);
  return out;
}

export function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Mutations reach this deep and no deeper: a value nested further is hostile already, and
 * walking thousands of levels (the nested-array values) would overflow the stack.
 */
export const MAX_WALK_DEPTH = 32;

/** Every node of a value down to MAX_WALK_DEPTH, the root first, in document order. */
export function pathsOf(value: Json, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length >= MAX_WALK_DEPTH) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...prefix, i], out));
  else if (isObject(value)) for (const key of Object.keys(value)) pathsOf(value[key] ?? null, [...prefix, key], out);
  return out;
}

export function getAt(value: Json, path: Path): Json {
  let node: Json = value;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') node = node[step] ?? null;
    else if (isObject(node) && typeof step === 'string') node = node[step] ?? null;
    else return null;
  }
  return node;
}

/** A copy of `value` with the node at `path` replaced; generated values are never changed in place (fast-check replays them). */
export function setAt(value: Json, path: Path, replacement: Json): Json {
  const [step, ...rest] = path;
  if (step === undefined) return replacement;
  if (Array.isArray(value) && typeof step === 'number') return value.map((item, i) => (i === step ? setAt(item, rest, replacement) : item));
  if (isObject(value) && typeof step === 'string') {
    return objectWith(Object.keys(value).map((key) => [key, key === step ? setAt(value[key] ?? null, rest, replacement) : value[key] ?? null]));
  }
  return value;
}

export function nullLeaves(value: Json, depth = 0): Json {
  if (depth >= MAX_WALK_DEPTH) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map((item) => nullLeaves(item, depth + 1));
  if (isObject(value)) {
    const keys = Object.keys(value);
    return keys.length === 0 ? null : objectWith(keys.map((key) => [key, nullLeaves(value[key] ?? null, depth + 1)]));
  }
  return null;
}
