import type { KeyValueStore } from './kv-store.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/** Single-process store; Node runs each call to completion, so every call is atomic. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    return true;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const current = this.live(key);
    const count = current ? Number(current.value) + 1 : 1;
    this.entries.set(key, { value: String(count), expiresAt: current?.expiresAt ?? this.now() + ttlMs });
    return count;
  }

  async take(key: string): Promise<string | null> {
    const current = this.live(key);
    this.entries.delete(key);
    return current?.value ?? null;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** In process: always there. */
  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
