import { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import type { KeyValueStore } from './kv-store.ts';

/** INCR and the first expiry in one script, so a crash between them cannot leave a counter forever. */
const INCREMENT_WITH_EXPIRY = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Past this, closing stops waiting for Redis to acknowledge QUIT and drops the connection. */
const CLOSE_WAIT_MS = 1000;

/** Longest a command may wait for Redis's answer (they take well under a millisecond). */
const COMMAND_TIMEOUT_MS = 1000;

function unavailable(cause: unknown): AppError {
  const error = new AppError(503, 'keyValueStoreUnavailable');
  error.cause = cause;
  return error;
}

export class RedisStore implements KeyValueStore {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private wasReady = false;

  constructor(url: string, private readonly prefix = 'repwise:', onConnectionError?: (error: Error) => void) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, commandTimeout: COMMAND_TIMEOUT_MS });
    // Reconnection is ioredis's job; the error is only reported.
    this.redis.on('error', onConnectionError ?? ((error: Error) => console.error('redis connection failed', error)));
    this.redis.on('ready', () => (this.wasReady = true));
  }

  /**
   * A command Redis could not answer (down, restarting, unreachable) becomes a clear 503 in the
   * caller's language: a login or a code waits for Redis, and no request fails as a 500. Once
   * the connection was up and is lost, commands fail at once instead of queueing through
   * ioredis's reconnection attempts: otherwise every API request would wait seconds for the
   * limiter's count while Redis is down (the cluster test saw set pushes take 4 s). Before the
   * first connection (start-up) they queue, bounded by the command timeout.
   */
  private async answered<T>(command: () => Promise<T>): Promise<T> {
    if (this.wasReady && this.redis.status !== 'ready') throw unavailable(new Error(`redis connection is ${this.redis.status}`));
    try {
      return await command();
    } catch (cause) {
      throw unavailable(cause);
    }
  }

  async get(key: string): Promise<string | null> {
    return this.answered(() => this.redis.get(this.prefix + key));
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.answered(() => this.redis.set(this.prefix + key, value, 'PX', ttlMs));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return (await this.answered(() => this.redis.set(this.prefix + key, value, 'PX', ttlMs, 'NX'))) === 'OK';
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    return Number(await this.answered(() => this.redis.eval(INCREMENT_WITH_EXPIRY, 1, this.prefix + key, ttlMs)));
  }

  async take(key: string): Promise<string | null> {
    return this.answered(() => this.redis.getdel(this.prefix + key));
  }

  async delete(key: string): Promise<void> {
    await this.answered(() => this.redis.del(this.prefix + key));
  }

  async ping(): Promise<void> {
    await this.answered(() => this.redis.ping());
  }

  /** Bounded: a shutdown never waits on an unreachable Redis. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([this.redis.quit().catch(() => {}), gaveUp]);
    clearTimeout(timer);
    this.redis.disconnect();
  }
}
