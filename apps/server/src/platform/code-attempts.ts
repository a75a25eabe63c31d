import { tooManyRequests } from './errors.ts';
import type { KeyValueStore } from './kv/index.ts';

const HOUR_MS = 60 * 60_000;

export interface CodeAttemptLimits {
  perAccountPerHour: number;
  perIpPerHour: number;
}

/**
 * Attempts with a team, member or coach code (preview, join, adding someone by code): counted
 * per account and per IP each hour, before the code is looked at, so guessing codes from
 * many accounts or many addresses runs into one of the two limits.
 */
export function codeAttempts(store: KeyValueStore, limits: CodeAttemptLimits, now: () => number = Date.now) {
  return {
    async count(userId: number, ip: string): Promise<void> {
      const hour = Math.floor(now() / HOUR_MS);
      const byAccount = await store.increment(`codes:account:${hour}:${userId}`, HOUR_MS);
      const byIp = await store.increment(`codes:ip:${hour}:${ip}`, HOUR_MS);
      if (byAccount > limits.perAccountPerHour || byIp > limits.perIpPerHour) throw tooManyRequests('codeAttemptsTooMany');
    },
  };
}

export type CodeAttempts = ReturnType<typeof codeAttempts>;
