import { describe, expect, it } from 'vitest';
import { RedisStore } from '../../platform/kv/index.ts';
import { call } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.each(ENGINES)('readiness on %s (issue 28 §4)', (engine) => {
  describe('with the in-process store', () => {
    const t = useTestApp(engine);

    it('is ready with its database and store named', async () => {
      expect(await call(t, 'GET', '/readyz')).toMatchObject({ httpStatus: 200, status: 200, data: { ok: true, database: engine, keyValueStore: 'memory', keyValueStoreAnswers: true } });
    });

    it('answers 503 in both languages once draining, while liveness stays 200', async () => {
      t.app.ctx.readiness.draining = true;
      expect(await call(t, 'GET', '/readyz')).toMatchObject({ httpStatus: 503, status: 503, msg: 'This server is shutting down; your request goes to another' });
      expect(await call(t, 'GET', '/readyz', { lang: 'zh-CN' })).toMatchObject({ httpStatus: 503, msg: '此服务器正在停止，请求将转到其他服务器' });
      expect((await call(t, 'GET', '/healthz')).httpStatus).toBe(200);
    });
  });

  describe.runIf(redisUrl)('with Redis', () => {
    // The app closes its store when the test ends: each test gets one of its own.
    const t = useTestApp(engine, () => ({ kv: new RedisStore(redisUrl!, `readyz-test-${engine}:`) }));

    it('is ready while Redis answers', async () => {
      expect(await call(t, 'GET', '/readyz')).toMatchObject({ httpStatus: 200, data: { keyValueStore: 'redis', keyValueStoreAnswers: true } });
    });
  });

  describe('with a Redis that does not answer', () => {
    // Nothing listens on port 1: every command fails, as when Redis is down.
    const t = useTestApp(engine, () => ({ kv: new RedisStore('redis://127.0.0.1:1', 'readyz-gone:', () => {}) }));

    it('stays ready (Redis is shared: an outage must not take every instance out), says so within about a second, and liveness does not depend on it', async () => {
      const started = Date.now();
      expect(await call(t, 'GET', '/readyz')).toMatchObject({ httpStatus: 200, data: { ok: true, keyValueStore: 'redis', keyValueStoreAnswers: false } });
      expect(Date.now() - started).toBeLessThan(3000);
      expect((await call(t, 'GET', '/healthz')).httpStatus).toBe(200);
    });
  });
});
