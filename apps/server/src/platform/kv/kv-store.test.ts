import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, FakeClock, smsCode, SMS_COOLDOWN_MS, uniqueMobile } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';
import { MemoryStore, RedisStore, type KeyValueStore } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !redisUrl) {
  throw new Error('CI=true but TEST_REDIS_URL is not set: the key-value store contract must also run on Redis');
}

const uniquePrefix = () => `repwise-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under a test's prefix; the SMS counters would otherwise live a day. */
async function dropPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

interface Subject {
  store: KeyValueStore;
  /** Lets time pass: a fake clock for memory, a real wait for Redis. */
  advance(ms: number): Promise<void>;
  cleanup(): Promise<void>;
}

const SUBJECTS: [string, () => Subject][] = [
  ['MemoryStore', () => {
    const clock = new FakeClock();
    const store = new MemoryStore(clock.now);
    return { store, advance: async (ms) => clock.advance(ms), cleanup: () => store.close() };
  }],
  ...(redisUrl
    ? [['RedisStore', (): Subject => {
        const prefix = uniquePrefix();
        const store = new RedisStore(redisUrl, prefix);
        return { store, advance: (ms) => sleep(ms), cleanup: async () => { await store.close(); await dropPrefix(redisUrl, prefix); } };
      }] as [string, () => Subject]]
    : []),
];

/** Long enough that a slow event loop does not expire a key early on Redis. */
const TTL = 300;

describe.each(SUBJECTS)('KeyValueStore contract: %s', (_name, make) => {
  let s: Subject;
  beforeEach(() => {
    s = make();
  });
  afterEach(() => s.cleanup());

  it('gets what was set, overwrites, and answers null for a missing key', async () => {
    expect(await s.store.get('missing')).toBeNull();
    await s.store.set('k', 'one', 60_000);
    expect(await s.store.get('k')).toBe('one');
    await s.store.set('k', 'two', 60_000);
    expect(await s.store.get('k')).toBe('two');
    expect(await s.store.get('other')).toBeNull();
  });

  it('forgets a value when its time is up', async () => {
    await s.store.set('k', 'v', TTL);
    await s.advance(TTL / 3);
    expect(await s.store.get('k')).toBe('v');
    await s.advance(TTL);
    expect(await s.store.get('k')).toBeNull();
  });

  it('sets if absent only once, and again after expiry', async () => {
    expect(await s.store.setIfAbsent('k', 'first', TTL)).toBe(true);
    expect(await s.store.setIfAbsent('k', 'second', TTL)).toBe(false);
    expect(await s.store.get('k')).toBe('first');
    await s.advance(TTL + 50);
    expect(await s.store.setIfAbsent('k', 'third', TTL)).toBe(true);
    expect(await s.store.get('k')).toBe('third');
  });

  it('lets exactly one of 10 concurrent setIfAbsent calls win', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => s.store.setIfAbsent('race', String(i), 60_000)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await s.store.get('race')).toBe(String(results.indexOf(true)));
  });

  it('counts up from 1, also under 20 concurrent increments', async () => {
    expect(await s.store.increment('n', 60_000)).toBe(1);
    expect(await s.store.increment('n', 60_000)).toBe(2);
    const counts = await Promise.all(Array.from({ length: 20 }, () => s.store.increment('m', 60_000)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await s.store.get('m')).toBe('20');
  });

  it('starts the expiry with the first increment and does not extend it', async () => {
    expect(await s.store.increment('n', TTL)).toBe(1);
    await s.advance((TTL * 2) / 3);
    expect(await s.store.increment('n', TTL)).toBe(2);
    await s.advance((TTL * 2) / 3);
    expect(await s.store.increment('n', TTL)).toBe(1);
  });

  it('takes a value once: the second take gets null', async () => {
    await s.store.set('k', 'v', 60_000);
    expect(await s.store.take('k')).toBe('v');
    expect(await s.store.take('k')).toBeNull();
    expect(await s.store.get('k')).toBeNull();
  });

  it('gives the value to exactly one of 20 concurrent takers', async () => {
    await s.store.set('k', 'prize', 60_000);
    const taken = await Promise.all(Array.from({ length: 20 }, () => s.store.take('k')));
    expect(taken.filter((v) => v !== null)).toEqual(['prize']);
  });

  it('deletes a key, and deleting a missing key is fine', async () => {
    await s.store.set('k', 'v', 60_000);
    await s.store.delete('k');
    expect(await s.store.get('k')).toBeNull();
    await expect(s.store.delete('never-set')).resolves.toBeUndefined();
  });
});

if (redisUrl) {
  describe('RedisStore prefixes', () => {
    it('keeps stores with different prefixes apart and shares one prefix', async () => {
      const [p1, p2] = [uniquePrefix(), uniquePrefix()];
      const [a, b, a2] = [new RedisStore(redisUrl, p1), new RedisStore(redisUrl, p2), new RedisStore(redisUrl, p1)];
      try {
        await a.set('k', 'from-a', 60_000);
        expect(await b.get('k')).toBeNull();
        expect(await a2.get('k')).toBe('from-a');
      } finally {
        await Promise.all([a.close(), b.close(), a2.close()]);
        await Promise.all([dropPrefix(redisUrl, p1), dropPrefix(redisUrl, p2)]);
      }
    });
  });

  describe.each(ENGINES)('SMS codes and limits in Redis on %s', (engine) => {
    let prefix: string;
    let t: TestApp;
    let peek: RedisStore;
    beforeEach(async () => {
      prefix = uniquePrefix();
      t = await startTestApp(engine, { kv: new RedisStore(redisUrl, prefix), config: { smsDailyLimitPerMobile: 2 } });
      peek = new RedisStore(redisUrl, prefix);
    });
    afterEach(async () => {
      await t.close();
      await peek.close();
      await dropPrefix(redisUrl, prefix);
    });

    it('keeps the cooldown, the daily count and only a hash of the code in Redis', async () => {
      const mobile = uniqueMobile();
      const code = await smsCode(t, mobile);
      expect(await peek.get(`sms:cooldown:${mobile}`)).toBe('1');
      const redis = new Redis(redisUrl);
      const cooldownLeft = await redis.pttl(`${prefix}sms:cooldown:${mobile}`);
      await redis.quit();
      expect(cooldownLeft).toBeGreaterThan(SMS_COOLDOWN_MS - 5_000);
      expect(cooldownLeft).toBeLessThanOrEqual(SMS_COOLDOWN_MS);
      const day = new Date().toISOString().slice(0, 10);
      expect(await peek.get(`sms:daily:mobile:${day}:${mobile}`)).toBe('1');
      const stored = await peek.get(`sms:code:${mobile}`);
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(stored).not.toContain(code);

      const res = await call(t, 'POST', '/api-training/login/sms', { body: { mobile, code } });
      expect(res.status).toBe(200);
      expect(await peek.get(`sms:code:${mobile}`)).toBeNull();
    });

    it('shares codes and limits between two server instances', async () => {
      const other = await startTestApp(engine, { kv: new RedisStore(redisUrl, prefix), config: { smsDailyLimitPerMobile: 2 } });
      try {
        const mobile = uniqueMobile();
        const code = await smsCode(t, mobile);
        const resend = await call(other, 'GET', '/api-training/login/sendSms', { query: { mobile } });
        expect(resend).toMatchObject({ httpStatus: 429, msg: 'A code was sent less than a minute ago, please wait' });
        const res = await call(other, 'POST', '/api-training/login/sms', { body: { mobile, code } });
        expect(res.status).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('applies the daily cap per number from Redis', async () => {
      const mobile = uniqueMobile();
      await smsCode(t, mobile);
      // The minute's cooldown is a Redis key with a real TTL: end it by hand instead of waiting.
      await peek.delete(`sms:cooldown:${mobile}`);
      await smsCode(t, mobile);
      await peek.delete(`sms:cooldown:${mobile}`);
      const third = await call(t, 'GET', '/api-training/login/sendSms', { query: { mobile } });
      expect(third).toMatchObject({ httpStatus: 429, msg: 'Too many codes requested today, please try again tomorrow' });
    });
  });
}
