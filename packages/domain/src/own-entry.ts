/**
 * The entry of `record` under a key that came from outside, or undefined: only the record's
 * own keys count, so "__proto__", "constructor" or "toString" find nothing instead of
 * Object.prototype's members (issue 23: such a dictionary key answered 500).
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
