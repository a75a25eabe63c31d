import type { KeyValueStore } from './kv-store.ts';
import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';

export type { KeyValueStore } from './kv-store.ts';
export { MemoryStore } from './memory-store.ts';
export { RedisStore } from './redis-store.ts';

export function openKeyValueStore(redisUrl: string | undefined, prefix?: string): KeyValueStore {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}
