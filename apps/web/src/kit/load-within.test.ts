import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithin } from './load-within.ts';

describe('loading a screen within the time-out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the screen when it comes in time', async () => {
    const loading = loadWithin(new Promise((resolve) => setTimeout(() => resolve('screen'), 59_000)), 60_000);
    await vi.advanceTimersByTimeAsync(59_000);
    await expect(loading).resolves.toBe('screen');
  });

  it('fails when it does not, so the error view can offer a reload', async () => {
    const loading = loadWithin(new Promise(() => undefined), 60_000);
    const failed = expect(loading).rejects.toThrow('did not load within 60 s');
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
  });

  it('passes a failed load on as it is', async () => {
    await expect(loadWithin(Promise.reject(new Error('chunk missing')), 60_000)).rejects.toThrow('chunk missing');
  });
});
