import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, makeCoach, type Made } from './test/factories.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from './test/harness.ts';

/**
 * The defects of the outside review (issue 7), each pinned by a test on both engines: no
 * request crashes the server or gets a 5xx, every refusal is the envelope in the caller's
 * language, and nothing is written by a refused request.
 */

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Row counts of the tables a refused request might have touched. */
async function counts(t: TestApp) {
  const db = t.app.ctx.db;
  const count = async (table: 'users' | 'exercises' | 'templates' | 'template_sets' | 'idempotency_keys') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  return { exercises: await count('exercises'), templates: await count('templates'), sets: await count('template_sets'), keys: await count('idempotency_keys') };
}

/** Sends raw bytes to a listening app and returns what came back, whole. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function envelopeOf(rawAnswer: string) {
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(rawAnswer)?.[1]);
  const body = JSON.parse(rawAnswer.slice(rawAnswer.indexOf('\r\n\r\n') + 4)) as { status: number; msg: string; data: unknown };
  return { status, body };
}

describe.each(ENGINES)('robustness on %s', (engine) => {
  const t = useTestApp(engine, { captureLogs: true });
  let coach: Made;
  beforeEach(async () => {
    coach = await makeCoach(t);
  });

  describe('malformed percent-escapes (defect 1)', () => {
    it.each(['%', '%ff', '%zz', '%E0%A4%A'])('GET /healthz?mobile=%s is logged and answered, on any path', async (value) => {
      for (const url of [`/healthz?mobile=${value}`, `/api-training/login/sendSms?mobile=${value}`, `/no/such/path?mobile=${value}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
        const body = res.json() as Record<string, unknown>;
        expect(body, url).toMatchObject({ status: res.statusCode, msg: expect.any(String) });
        expect(Object.keys(body).sort(), url).toEqual(['data', 'msg', 'status']);
      }
      expect((await call(t, 'GET', '/healthz')).status).toBe(200);
      expect(t.logs()).toContain('/healthz?mobile=');
    });
  });

  describe('text no database can store alike (defect 2)', () => {
    it('answers a NUL in a public query 400 naming the field', async () => {
      for (const url of ['/api-training/open/series/share?code=abcdefgh%00', '/api-training/open/action/share?code=abcdefgh%00']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-Hans' } });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ status: 400, msg: 'code 的值无效', data: null });
      }
      const search = await call(t, 'GET', '/api-training/mp/training/action/list', { token: coach.token, query: { keyword: '\u0000' } });
      expect(search).toMatchObject({ httpStatus: 400, msg: 'Invalid value for keyword' });
      // A bad key is named by the part it came in, never echoed back (markup, NUL).
      const key = await t.app.inject({ method: 'GET', url: '/api-training/mp/training/action/list?%3Cscript%3E%00=1', headers: { token: coach.token } });
      expect(key.json()).toEqual({ status: 400, msg: 'Invalid value for query', data: null });
    });

    it('refuses a NUL or a lone surrogate anywhere in a body, and writes nothing', async () => {
      const before = await counts(t);
      const exercise = await call(t, 'POST', '/api-training/mp/training/action/create', {
        token: coach.token,
        body: { nameEn: 'Row\u0000', type: 'strength', equipment: 'barbell', primaryMuscles: ['lats'] },
      });
      expect(exercise).toMatchObject({ httpStatus: 400, msg: 'Invalid value for nameEn' });
      const template = await call(t, 'POST', '/api-training/mp/training/actions/series/modify', {
        token: coach.token,
        body: { name: 'Legs \uD800', type: '1', description: 'd', actionsCons: [] },
      });
      expect(template).toMatchObject({ httpStatus: 400, msg: 'Invalid value for name' });
      const nested = await call(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: coach.token, body: { nickName: 'ok', email: 'a\u0000@b.c' } });
      expect(nested).toMatchObject({ httpStatus: 400, msg: 'Invalid value for email' });
      expect(await counts(t)).toEqual(before);
    });
  });

  describe('uploads (defects 4 and 5)', () => {
    const upload = (contentType: string, payload: string | Buffer, lang = 'en') =>
      t.app.inject({ method: 'POST', url: '/api-training/mp/training/action/upload?kind=gif', headers: { token: coach.token, 'content-type': contentType, 'accept-language': lang }, payload });
    const part = (name: string, body: string | Buffer, fileName?: string) =>
      Buffer.concat([Buffer.from(`--XB\r\ncontent-disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ''}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const END = '--XB--\r\n';

    it('answers a malformed multipart request 400 with the upload’s message', async () => {
      for (const [contentType, payload] of [['multipart/form-data', '{}'], ['multipart/form-data; boundary=x', '{}']] as const) {
        const res = await upload(contentType, payload);
        expect(res.json(), contentType).toEqual({ status: 400, msg: 'gif upload failed', data: null });
        expect((await upload(contentType, payload, 'zh-Hans')).json().msg).toBe('gif 上传失败');
      }
    });

    it('says what is wrong when the form has no file, and ignores a text field before the file', async () => {
      expect((await upload('multipart/form-data; boundary=XB', Buffer.concat([part('note', 'hi'), Buffer.from(END)]))).json())
        .toEqual({ status: 400, msg: 'Please choose a file', data: null });
      const withField = await upload('multipart/form-data; boundary=XB', Buffer.concat([part('note', 'hi'), part('file', GIF, 'a.gif'), Buffer.from(END)]));
      expect(withField.json()).toMatchObject({ status: 200, data: { path: expect.stringMatching(/\.gif$/) } });
    });

    it('explains a raw file body in the caller’s language instead of blaming JSON', async () => {
      const raw = await upload('image/gif', GIF, 'zh-Hans');
      expect(raw.statusCode).toBe(415);
      expect(raw.json()).toEqual({ status: 415, msg: '请求格式不受支持：请以 JSON 或带文件的表单发送', data: null });
      expect((await upload('image/gif', GIF)).json().msg).not.toContain('JSON body');
    });
  });

  describe('avatars (defect 6)', () => {
    it('takes only a picture the person uploaded, or empty for the default', async () => {
      for (const avatar of ['javascript:alert(1)', 'https://evil.example/x.png', 'uploads/999/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.png']) {
        expect(await call(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: coach.token, body: { avatar } }), avatar)
          .toMatchObject({ httpStatus: 400, msg: 'Please upload the avatar picture first' });
      }
      const form = Buffer.concat([
        Buffer.from('--XB\r\ncontent-disposition: form-data; name="file"; filename="me.gif"\r\n\r\n'), GIF, Buffer.from('\r\n--XB--\r\n'),
      ]);
      const uploaded = await t.app.inject({ method: 'POST', url: '/api-training/mp/training/action/upload?kind=image', headers: { token: coach.token, 'content-type': 'multipart/form-data; boundary=XB' }, payload: form });
      const { path, url } = uploaded.json().data as { path: string; url: string };
      const saved = await call<{ avatar: string; avatarUrl: string }>(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: coach.token, body: { avatar: url } });
      expect(saved.data).toEqual(expect.objectContaining({ avatar: path, avatarUrl: `/files/${path}` }));
      const cleared = await call<{ avatar: string; avatarUrl: string }>(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: coach.token, body: { avatar: '' } });
      expect(cleared.data).toEqual(expect.objectContaining({ avatar: '', avatarUrl: '' }));
    });
  });

  describe('share links (defect 7)', () => {
    it('never takes the host of a share link from a forged Host header', async () => {
      const list = await call<{ list: { id: number }[] }>(t, 'GET', '/api-training/mp/training/actions/series/listZt', { token: coach.token });
      const id = list.data.list[0]!.id;
      const qr = (host: string) => t.app.inject({ method: 'GET', url: `/api-training/mp/training/actions/series/getQrcode?id=${id}`, headers: { token: coach.token, host } });
      const forged = (await qr('evil.example')).json().data as { url: string };
      expect(forged.url).not.toContain('evil.example');
      expect(forged.url.startsWith(`http://localhost:${t.app.ctx.config.port}/`)).toBe(true);
      expect(((await qr('localhost:8080')).json().data as { url: string }).url.startsWith('http://localhost:8080/s/template/')).toBe(true);
    });

    it('uses PUBLIC_URL whatever the request says', async () => {
      const configured = await startTestApp(engine, { config: { publicUrl: 'https://club.example.com' } });
      try {
        const me = await makeCoach(configured);
        const list = await call<{ list: { id: number }[] }>(configured, 'GET', '/api-training/mp/training/actions/series/listZt', { token: me.token });
        const res = await configured.app.inject({ method: 'GET', url: `/api-training/mp/training/actions/series/getQrcode?id=${list.data.list[0]!.id}`, headers: { token: me.token, host: 'evil.example' } });
        expect((res.json().data as { url: string }).url).toMatch(/^https:\/\/club\.example\.com\/s\/template\/[\w-]+$/);
      } finally {
        await configured.close();
      }
    });
  });

  describe('answers Node’s HTTP parser refuses (defect 8)', () => {
    let port: number;
    beforeEach(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it.each([
      ['a 30 KB header', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(30_000)}\r\n\r\n`, 431],
      ['a 90 KB URL', `GET /healthz?q=${'a'.repeat(90_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
      ['Content-Length with Transfer-Encoding', 'POST /api-training/login/sms HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
    ])('answers %s with the envelope', async (_, bytes, expected) => {
      const { status, body } = envelopeOf(await rawRequest(port, bytes));
      expect(status).toBe(expected);
      expect(body).toEqual({ status: expected, msg: expect.any(String), data: null });
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    });

    it('answers in Chinese when the refused request asked for it', async () => {
      const { body } = envelopeOf(await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nX-Big: ${'a'.repeat(30_000)}\r\n\r\n`));
      expect(body.msg).toBe('请求地址或请求头过长');
    });
  });

  describe('the OpenAPI document (defect 9)', () => {
    it('says which operations need the token, and that is what the server does', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { security?: unknown[]; paths: Record<string, Record<string, { security?: unknown[] }>> };
      const publicOps: string[] = [];
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const needsToken = (operation.security ?? doc.security ?? []).length > 0;
          if (!needsToken) publicOps.push(`${method.toUpperCase()} ${path}`);
          const res = await t.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url: path });
          expect(res.statusCode === 401, `${method} ${path} documented ${needsToken ? 'with' : 'without'} a token`).toBe(needsToken);
        }
      }
      expect(publicOps).toEqual(expect.arrayContaining([
        'GET /healthz', 'GET /api-training/login/sendSms', 'POST /api-training/login/sms', 'POST /api-training/login/univerify',
        'POST /api-user-acl/open/dictionary/getAllChildren', 'GET /api-training/open/series/share', 'GET /api-training/open/action/share',
      ]));
    });
  });

  describe('an exception no handler expected (acceptance 4)', () => {
    it('is logged with its request id and answered 500 in the envelope; the server keeps serving', async () => {
      const fresh = await startTestApp(engine, { captureLogs: true });
      try {
        fresh.app.get('/__test__/throws', async () => {
          throw new TypeError('a bug in a route');
        });
        fresh.app.register(async (scope) => {
          scope.addHook('preHandler', async () => {
            throw new RangeError('a bug in a hook');
          });
          scope.get('/__test__/hook-throws', async () => ({ status: 200, msg: 'success', data: null }));
        });
        for (const [url, bug] of [['/__test__/throws', 'a bug in a route'], ['/__test__/hook-throws', 'a bug in a hook']] as const) {
          const res = await fresh.app.inject({ method: 'GET', url, headers: { 'x-request-id': `trace-${bug.length}-abcdef`, 'accept-language': 'zh-Hans' } });
          expect(res.statusCode).toBe(500);
          expect(res.json()).toEqual({ status: 500, msg: '服务器错误，请稍后重试', data: null });
          const line = fresh.logs().split('\n').find((l) => l.includes(bug));
          expect(line, bug).toBeDefined();
          expect(JSON.parse(line!)).toMatchObject({ level: 50, reqId: `trace-${bug.length}-abcdef` });
          expect((await call(fresh, 'GET', '/healthz')).status).toBe(200);
        }
      } finally {
        await fresh.close();
      }
    });
  });
});
