import { describe, expect, it } from 'vitest';
import { serverDictionary } from './dictionaries.ts';
import { ownEntry } from './own-entry.ts';

describe('ownEntry', () => {
  it("finds a record's own keys and nothing of Object.prototype", () => {
    const record: Record<string, number> = { a: 1 };
    expect(ownEntry(record, 'a')).toBe(1);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(ownEntry(record, name)).toBeUndefined();
      expect(serverDictionary(name)).toEqual([]);
    }
  });
});
