import { describe, expect, it } from 'vitest';
import { plannedTrainingId } from './planned-training-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('plannedTrainingId', () => {
  it('is the same for a session wherever it is made, and a valid UUIDv7 shape', () => {
    expect(plannedTrainingId(42)).toBe(plannedTrainingId(42));
    expect(plannedTrainingId(42)).toBe('00000000-0000-7000-8000-00000000002a');
    expect(plannedTrainingId(2 ** 48 - 1)).toMatch(UUID_V7);
  });

  it('differs between sessions', () => {
    const ids = new Set(Array.from({ length: 1000 }, (_, i) => plannedTrainingId(i * 7919 + 1)));
    expect(ids.size).toBe(1000);
  });

  it('refuses what is not a session id', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 48]) expect(() => plannedTrainingId(bad)).toThrow(RangeError);
  });
});
