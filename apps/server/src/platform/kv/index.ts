import type { KeyValueStore } from './kv-store.ts';
import { MemoryStore } from './memory-store.ts';
import { RedisStore } from './redis-store.ts';

export type { KeyValueStore } from './kv-store.ts';
export { MemoryStore } from './memory-store.ts';
export { RedisStore } from './redis-store.ts';

export function openKeyValueStore(redisUrl: string | undefined, onConnectionError?: (error: Error) => void): KeyValueStore {
  return redisUrl ? new RedisStore(redisUrl, undefined, onConnectionError) : new MemoryStore();
}
