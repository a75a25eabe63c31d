import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7.ts';

// The server's check (contracts uuidV7).
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidV7', () => {
  it('is a version 7, variant 1 UUID', () => {
    for (let i = 0; i < 100; i += 1) expect(uuidV7()).toMatch(UUID_V7);
  });
  it('starts with the milliseconds, so later ids sort after earlier ones', () => {
    const zeros = (b: Uint8Array) => b.fill(0);
    expect(uuidV7(0x0123456789ab, zeros)).toBe('01234567-89ab-7000-8000-000000000000');
    expect(uuidV7(1_000, zeros) < uuidV7(2_000, zeros)).toBe(true);
  });
  it('keeps the random bits apart from the version and variant', () => {
    const ones = (b: Uint8Array) => b.fill(0xff);
    expect(uuidV7(0, ones)).toBe('00000000-0000-7fff-bfff-ffffffffffff');
  });
  it('differs between two ids of the same millisecond', () => {
    expect(uuidV7(5)).not.toBe(uuidV7(5));
  });
});
