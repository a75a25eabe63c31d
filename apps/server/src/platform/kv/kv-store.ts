/**
 * Short-lived shared state: SMS codes and rate-limit counters. In process by default;
 * Redis when REDIS_URL is set, so several server instances share codes and limits.
 * Every operation that a race could break is atomic in both implementations.
 */
export interface KeyValueStore {
  /** Where the values live: this process, or Redis (shared by the instances). */
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one and returns the new count; the expiry starts with the first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Reads and deletes in one step: of two concurrent takers only one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Answers when the store does (readiness); throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
