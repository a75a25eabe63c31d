import { describe, expect, it } from 'vitest';
import { adjustRest, restRemaining, startRest } from './rest-timer.ts';

describe('rest timer', () => {
  it('counts down from its end time, rounding up to whole seconds', () => {
    const end = startRest(1_000, 60);
    expect(restRemaining(end, 1_000)).toBe(60);
    expect(restRemaining(end, 1_001)).toBe(60);
    expect(restRemaining(end, 60_500)).toBe(1);
    expect(restRemaining(end, 61_000)).toBe(0);
    expect(restRemaining(end, 99_000)).toBe(0);
  });
  it('is 0 when none runs', () => {
    expect(restRemaining(null, 5)).toBe(0);
  });
  it('adds and takes 15 s, never ending before now', () => {
    const end = startRest(0, 60);
    expect(restRemaining(adjustRest(end, 0, 15), 0)).toBe(75);
    expect(restRemaining(adjustRest(end, 0, -15), 0)).toBe(45);
    expect(adjustRest(end, 50_000, -15)).toBe(50_000);
  });
});
