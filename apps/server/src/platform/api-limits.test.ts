import { describe, expect, it } from 'vitest';
import { RedisStore } from './kv/index.ts';
import { call, makeUser } from '../test/factories.ts';
import { loadConfig } from '../config.ts';
import { ENGINES, useTestApp } from '../test/harness.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const LIST = '/api-training/mp/training/action/list';

describe.each(ENGINES)('limits on the whole API on %s (issue 28 §3)', (engine) => {
  describe('per address', () => {
    const t = useTestApp(engine, { config: { apiLimits: { perIpPerMinute: 5, perAccountPerMinute: 1000 } } });

    it('answers 429 in the caller\'s language with Retry-After past the limit, per address, lists and sign-in alike', async () => {
      for (let i = 0; i < 5; i++) expect((await call(t, 'GET', '/api-training/login/captcha', { ip: '10.1.1.1' })).httpStatus).not.toBe(429);
      const refused = await call(t, 'GET', LIST, { ip: '10.1.1.1' });
      expect(refused).toMatchObject({ httpStatus: 429, status: 429, msg: 'Too many requests, please slow down', data: null });
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect((await call(t, 'GET', LIST, { ip: '10.1.1.1', lang: 'zh-CN' })).msg).toBe('请求过于频繁，请稍后再试');
      // Another address is counted on its own; health checks are not the API.
      expect((await call(t, 'GET', '/api-training/login/captcha', { ip: '10.1.1.2' })).httpStatus).toBe(200);
      expect((await call(t, 'GET', '/healthz', { ip: '10.1.1.1' })).httpStatus).toBe(200);
    });
  });

  describe('per account', () => {
    const t = useTestApp(engine, { config: { apiLimits: { perIpPerMinute: 1000, perAccountPerMinute: 4 } } });

    it('counts a signed-in account across addresses, sync/push included, and changes nothing when refused', async () => {
      const me = await makeUser(t);
      const other = await makeUser(t);
      for (let i = 0; i < 4; i++) expect((await call(t, 'GET', LIST, { token: me.token, ip: `10.2.0.${i + 1}` })).status).toBe(200);
      const push = await call(t, 'POST', '/api-training/mp/training/sync/push', {
        token: me.token, ip: '10.2.0.9',
        body: { deviceId: 'phone-limits-0001', ops: [{ entity: 'session', id: '0193a4b0-0000-7000-8000-000000000001', rev: 1, op: 'upsert', fields: { name: 'Refused', startedAt: new Date().toISOString(), timezone: 'Asia/Shanghai', localDate: '2026-11-26' } }] },
      });
      expect(push).toMatchObject({ httpStatus: 429, status: 429 });
      expect(await t.app.ctx.db.selectFrom('trainings').select('id').where('owner_id', '=', me.id).execute()).toEqual([]);
      expect((await call(t, 'GET', LIST, { token: other.token, ip: '10.2.0.1' })).status).toBe(200);
    });
  });

  describe.runIf(redisUrl)('shared through Redis', () => {
    const prefix = `api-limits-${engine}-${Date.now()}:`;
    const config = { apiLimits: { perIpPerMinute: 3, perAccountPerMinute: 1000 } };
    const a = useTestApp(engine, () => ({ kv: new RedisStore(redisUrl!, prefix), config }));
    const b = useTestApp(engine, () => ({ kv: new RedisStore(redisUrl!, prefix), config }));

    it('one count for two instances', async () => {
      expect((await call(a, 'GET', '/api-training/login/captcha', { ip: '10.3.0.1' })).httpStatus).toBe(200);
      expect((await call(b, 'GET', '/api-training/login/captcha', { ip: '10.3.0.1' })).httpStatus).toBe(200);
      expect((await call(a, 'GET', '/api-training/login/captcha', { ip: '10.3.0.1' })).httpStatus).toBe(200);
      expect((await call(b, 'GET', '/api-training/login/captcha', { ip: '10.3.0.1' })).httpStatus).toBe(429);
    });
  });

  describe('with a Redis that does not answer', () => {
    const t = useTestApp(engine, () => ({ kv: new RedisStore('redis://127.0.0.1:1', 'gone:', () => {}) }));

    it('lets requests through uncounted, and what needs Redis answers a clear 503, not a 500', async () => {
      const me = await makeUser(t);
      expect((await call(t, 'GET', LIST, { token: me.token })).status).toBe(200);
      expect(await call(t, 'GET', '/api-training/login/sendSms', { query: { mobile: '13912345678' } })).toMatchObject({ httpStatus: 503, status: 503, msg: 'The cache (Redis) does not answer' });
    });
  });
});

it('defaults: 3000 a minute per address, 600 per account', () => {
  expect(loadConfig({ DATA_DIR: '.tmp/unused' }).apiLimits).toEqual({ perIpPerMinute: 3000, perAccountPerMinute: 600 });
});
