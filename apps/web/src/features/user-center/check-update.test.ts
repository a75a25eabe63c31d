import { describe, expect, it } from 'vitest';
import { checkForUpdate } from './clear-cache.ts';

/** Just enough of a service worker registration: what update() does and what it leaves waiting. */
function workers(registration: { update: () => Promise<void>; waiting: object | null; installing: object | null } | undefined) {
  return { getRegistration: async () => registration as ServiceWorkerRegistration | undefined };
}

describe('checking for a new version', () => {
  it('tells "cannot check here" apart from "latest": no worker, no answer', async () => {
    expect(await checkForUpdate(undefined)).toBe('unavailable');
    expect(await checkForUpdate(workers(undefined))).toBe('unavailable');
  });

  it('says latest only when the worker looked and found nothing new', async () => {
    expect(await checkForUpdate(workers({ update: async () => {}, waiting: null, installing: null }))).toBe('latest');
    expect(await checkForUpdate(workers({ update: async () => {}, waiting: {}, installing: null }))).toBe('ready');
    expect(await checkForUpdate(workers({ update: async () => {}, waiting: null, installing: {} }))).toBe('ready');
  });

  it('says the check failed when the worker could not reach the server', async () => {
    expect(await checkForUpdate(workers({ update: async () => Promise.reject(new TypeError('Failed to fetch')), waiting: null, installing: null }))).toBe('failed');
  });
});
