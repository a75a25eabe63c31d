import { tooManyRequests } from '../../platform/errors.ts';
import type { KeyValueStore } from '../../platform/kv/index.ts';

const MINUTE_MS = 60_000;

/**
 * Calls of the social and one-tap sign-in routes, counted per address each minute before any
 * provider is asked: each call costs QQ, Apple or the carrier a request (the carrier bills
 * them), and guessing states or replaying tokens from one address runs into the limit.
 */
export function socialLoginAttempts(store: KeyValueStore, perIpPerMinute: number, now: () => number = Date.now) {
  return async function count(ip: string): Promise<void> {
    const minute = Math.floor(now() / MINUTE_MS);
    if ((await store.increment(`social:ip:${minute}:${ip}`, MINUTE_MS)) > perIpPerMinute) throw tooManyRequests();
  };
}
