
import { describe, expect, it } from 'vitest';
import { call, getInfo, login, smsCode, uniqueMobile } from './test/factories.ts';
import { ENGINES, startTestApp, useTestApp } from './test/harness.ts';

describe.each(ENGINES)('the app on %s', (engine) => {
  const t = useTestApp(engine);

  it('answers the health check with the engine', async () => {
    expect(await call(t, 'GET', '/healthz')).toMatchObject({ httpStatus: 200, status: 200, data: { ok: true, database: engine } });
  });

  it('sends security headers on answers, errors included', async () => {
    for (const url of ['/healthz', '/api-training/mp/training/user/getInfo', '/api-training/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src '(self|none)'/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets the web app frame the approved article hosts only (webview/article)', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    const frames = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(frames).toContain("'self'");
    for (const host of t.app.ctx.config.articleLinkHosts) expect(frames.some((source) => source.includes(host)), host).toBe(true);
    expect(frames.some((source) => source === '*' || source.includes('example.com'))).toBe(false);
  });

  it('tags every answer with a request id, keeping a well-formed one the caller sent', async () => {
    const ids = new Set<string>();
    for (const url of ['/healthz', '/api-training/mp/training/user/getInfo', '/nope']) {
      const id = (await t.app.inject({ method: 'GET', url })).headers['x-request-id'];
      expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(String(id));
    }
    expect(ids.size).toBe(3);
    const given = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'client-trace-1234' } });
    expect(given.headers['x-request-id']).toBe('client-trace-1234');
    const refused = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id; drop' } });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with the "page not found" envelope', async () => {
    expect(await call(t, 'GET', '/api-training/mp/no/such/route')).toEqual(expect.objectContaining({ httpStatus: 404, status: 404, msg: 'page not found', data: null }));
    expect(await call(t, 'POST', '/api-training/login/nothing', { body: {}, lang: 'zh-Hans' })).toMatchObject({ httpStatus: 404, msg: '页面不存在' });
  });

  it('serves an OpenAPI 3 document listing the contract’s routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api-training/login/sms']).toHaveProperty('post');
    expect(doc.paths['/api-training/login/sendSms']).toHaveProperty('get');
    expect(doc.paths['/api-training/mp/training/user/getInfo']).toHaveProperty('get');
    expect(doc.paths['/api-user-acl/open/dictionary/getAllChildren']).toHaveProperty('post');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/__test__'))).toBe(false);
  });

  it('keeps the SMS outbox off HTTP unless TEST_OUTBOX is on', async () => {
    expect((await call(t, 'GET', '/__test__/sms-outbox', { query: { mobile: uniqueMobile() } })).httpStatus).toBe(404);
    const withOutbox = await startTestApp(engine, { config: { testOutbox: true } });
    try {
      const mobile = uniqueMobile();
      const code = await smsCode(withOutbox, mobile);
      expect((await call(withOutbox, 'GET', '/__test__/sms-outbox', { query: { mobile } })).data).toEqual({ code });
    } finally {
      await withOutbox.close();
    }
  });
});

describe.each(ENGINES)('request logs on %s', (engine) => {
  const t = useTestApp(engine, { captureLogs: true });

  it('never contain the token, the SMS code or a whole phone number', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile);
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await call(t, 'POST', '/api-training/login/sms', { body: { mobile, code: wrong } });
    const res = await call<{ token: string }>(t, 'POST', '/api-training/login/sms', { body: { mobile, code } });
    const { token } = res.data;
    expect((await getInfo(t, token)).status).toBe(200);
    await call(t, 'POST', '/api-training/mp/training/user/logout', { token });
    expect((await getInfo(t, token)).status).toBe(401);
    await login(t);

    expect(t.logs()).toContain('/api-training/mp/training/user/getInfo');
    expect(t.logs()).toContain('"statusCode":401');
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).not.toContain(code);
    expect(t.logs()).not.toContain(wrong);
    expect(t.logs()).toContain('/api-training/login/sendSms?mobile=139****');
    expect(t.logs()).not.toContain(mobile);
  });
});
