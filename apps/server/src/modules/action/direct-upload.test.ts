import type { Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, makeUser, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { putPresigned, startS3StandIn, storageConfigOf, type S3StandIn } from '../../test/s3-stand-in.ts';

const BASE = '/api-training/mp/training/action';
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(200_000, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 3)]);
const SQUAT_LIKE = { nameEn: 'Direct squat', type: 'strength', equipment: 'kettlebell', primaryMuscles: ['quads'] };

interface Ticket {
  direct: boolean;
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

const put = putPresigned;

const ticketFor = (t: TestApp, who: Made, body: { kind: string; contentType: string; size: number }, lang = 'en') =>
  call<Ticket>(t, 'POST', `${BASE}/upload/ticket`, { token: who.token, body, lang });
const confirm = (t: TestApp, who: Made, body: { key: string; kind: string }, lang = 'en') =>
  call<{ path: string; url: string }>(t, 'POST', `${BASE}/upload/confirm`, { token: who.token, body, lang });

describe.each(ENGINES)('direct uploads to S3-compatible storage on %s', (engine) => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3.close());
  const t = useTestApp(engine, () => ({ config: { storage: storageConfigOf(s3) } }));
  let me: Made;
  beforeEach(async () => {
    me = await makeUser(t);
  });

  it('ticket, PUT to the storage, confirm: the object is an exercise GIF, and the API never carries its bytes', async () => {
    // The API on a real socket, so every byte it receives is counted.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = new Set<Socket>();
    t.app.server.on('connection', (socket: Socket) => sockets.add(socket));
    const bytesNow = () => [...sockets].reduce((sum, s) => sum + s.bytesRead, 0);
    const api = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${address}${BASE}${path}`, { method: 'POST', headers: { token: me.token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const envelope = (await res.json()) as { status: number; msg: string; data: T };
      expect(envelope.status, envelope.msg).toBe(200);
      return envelope.data;
    };

    const ticket = await api<Ticket>('/upload/ticket', { kind: 'gif', contentType: 'image/gif', size: GIF.length });
    expect(ticket).toMatchObject({ direct: true, method: 'PUT', headers: { 'content-type': 'image/gif', 'content-length': String(GIF.length) } });
    expect(ticket.key).toMatch(new RegExp(`^incoming/${me.id}/[0-9a-f-]{36}\\.gif$`));
    expect(ticket.url.startsWith(`${s3.endpoint}/${s3.bucket}/${ticket.key}?`)).toBe(true);
    expect(Date.parse(ticket.expiresAt)).toBeGreaterThan(Date.now());

    const stored = await put(ticket.url, ticket.headers, GIF);
    expect(stored.status, stored.text).toBe(200);
    const confirmed = await api<{ path: string; url: string }>('/upload/confirm', { key: ticket.key, kind: 'gif' });
    expect(confirmed.path).toBe(ticket.key.replace(/^incoming\//, 'uploads/'));
    expect(confirmed.url).toBe(`${s3.endpoint}/${s3.bucket}/${confirmed.path}`);
    const created = await api<{ gifPath: string; gifUrl: string }>('/create', { ...SQUAT_LIKE, gifPath: confirmed.path });
    expect(created.gifPath).toBe(confirmed.path);

    // The storage holds the checked copy and nothing left under incoming/.
    expect(s3.objects.get(confirmed.path)?.body.equals(GIF)).toBe(true);
    expect(s3.objects.get(confirmed.path)?.contentType).toBe('image/gif');
    expect(s3.objects.has(ticket.key)).toBe(false);
    // The file went to the storage in one PUT of its own; the API got a few hundred bytes a request.
    const puts = s3.received.filter((r) => r.method === 'PUT' && r.path.endsWith(ticket.key));
    expect(puts).toEqual([{ method: 'PUT', path: `/${s3.bucket}/${ticket.key}`, status: 200, bytes: GIF.length }]);
    const received = bytesNow();
    expect(received).toBeLessThan(3 * 1024);
    expect(received).toBeLessThan(GIF.length / 50);
  });

  it('confirming twice answers the same, and a PUT after it changes nothing that was confirmed', async () => {
    const ticket = (await ticketFor(t, me, { kind: 'image', contentType: 'image/png', size: PNG.length })).data;
    expect((await put(ticket.url, ticket.headers, PNG)).status).toBe(200);
    const first = await confirm(t, me, { key: ticket.key, kind: 'image' });
    expect(first.status).toBe(200);
    // The URL is still valid: same size and type, other bytes.
    const other = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(PNG.length - 8, 9)]);
    expect((await put(ticket.url, ticket.headers, other)).status).toBe(200);
    const again = await confirm(t, me, { key: ticket.key, kind: 'image' });
    expect(again.data).toEqual(first.data);
    expect(s3.objects.get(first.data.path)?.body.equals(PNG)).toBe(true);
    expect(s3.objects.has(ticket.key)).toBe(false);
    // An avatar takes the confirmed picture.
    const avatar = await call(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: me.token, body: { avatar: first.data.path } });
    expect(avatar.status).toBe(200);
  });

  it('the storage refuses a PUT of another size or another type than the ticket signed', async () => {
    const ticket = (await ticketFor(t, me, { kind: 'gif', contentType: 'image/gif', size: GIF.length })).data;
    const longer = await put(ticket.url, { ...ticket.headers, 'content-length': String(GIF.length + 1) }, Buffer.concat([GIF, Buffer.from([0])]));
    expect(longer.status).toBe(403);
    expect(longer.text).toContain('SignatureDoesNotMatch');
    const shorter = await put(ticket.url, { ...ticket.headers, 'content-length': '20' }, GIF.subarray(0, 20));
    expect(shorter.status).toBe(403);
    const asHtml = await put(ticket.url, { ...ticket.headers, 'content-type': 'text/html' }, GIF);
    expect(asHtml.status).toBe(403);
    // Another key with the same signature: refused too.
    const elsewhere = await put(ticket.url.replace(`/${me.id}/`, `/${me.id + 1}/`), ticket.headers, GIF);
    expect(elsewhere.status).toBe(403);
    expect(s3.objects.has(ticket.key)).toBe(false);
    // Nothing stored: confirming is the kind's "upload failed".
    const nothing = await confirm(t, me, { key: ticket.key, kind: 'gif' }, 'zh-Hans');
    expect([nothing.httpStatus, nothing.msg]).toEqual([400, 'gif 上传失败']);
  });

  it('a stored object whose bytes are not a GIF is deleted and refused, and never usable', async () => {
    const notGif = Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), Buffer.alloc(100, 32)]);
    const ticket = (await ticketFor(t, me, { kind: 'gif', contentType: 'image/gif', size: notGif.length })).data;
    expect((await put(ticket.url, ticket.headers, notGif)).status).toBe(200);
    expect(s3.objects.has(ticket.key)).toBe(true);
    const refused = await confirm(t, me, { key: ticket.key, kind: 'gif' });
    expect([refused.httpStatus, refused.msg]).toEqual([400, 'gif upload failed']);
    expect(s3.objects.has(ticket.key)).toBe(false);
    const finalPath = ticket.key.replace(/^incoming\//, 'uploads/');
    expect(s3.objects.has(finalPath)).toBe(false);
    // Unconfirmed keys are never a media path, an avatar or a feedback picture.
    const asGif = await call(t, 'POST', `${BASE}/create`, { token: me.token, body: { ...SQUAT_LIKE, gifPath: ticket.key } });
    expect(asGif.httpStatus).toBe(400);
    const asAvatar = await call(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: me.token, body: { avatar: ticket.key } });
    expect(asAvatar.httpStatus).toBe(400);

    // A real PNG sent as a GIF ticket: the bytes are not what the key and the type say.
    const pngTicket = (await ticketFor(t, me, { kind: 'gif', contentType: 'image/gif', size: PNG.length })).data;
    expect((await put(pngTicket.url, pngTicket.headers, PNG)).status).toBe(200);
    expect((await confirm(t, me, { key: pngTicket.key, kind: 'gif' })).httpStatus).toBe(400);
    expect(s3.objects.has(pngTicket.key)).toBe(false);
  });

  it("someone else's key is not found, and stays theirs to confirm", async () => {
    const ticket = (await ticketFor(t, me, { kind: 'gif', contentType: 'image/gif', size: GIF.length })).data;
    expect((await put(ticket.url, ticket.headers, GIF)).status).toBe(200);
    const stranger = await makeUser(t);
    const theirs = await confirm(t, stranger, { key: ticket.key, kind: 'gif' }, 'zh-Hans');
    expect(theirs.httpStatus).toBe(404);
    expect(theirs.status).toBe(404);
    expect(s3.objects.has(ticket.key)).toBe(true);
    expect((await confirm(t, me, { key: ticket.key, kind: 'gif' })).status).toBe(200);
    const noToken = await call(t, 'POST', `${BASE}/upload/confirm`, { body: { key: ticket.key, kind: 'gif' } });
    expect(noToken.httpStatus).toBe(401);
  });

  it('tickets are checked against the kind’s type and size before anything is signed', async () => {
    const wrongType = await ticketFor(t, me, { kind: 'gif', contentType: 'image/png', size: 100 }, 'zh-Hans');
    expect([wrongType.httpStatus, wrongType.msg]).toEqual([400, 'gif 上传失败']);
    const script = await ticketFor(t, me, { kind: 'video', contentType: 'text/html', size: 100 });
    expect([script.httpStatus, script.msg]).toEqual([400, 'Video upload failed']);
    const tooBig = await ticketFor(t, me, { kind: 'image', contentType: 'image/png', size: 2 * 1024 * 1024 + 1 });
    expect([tooBig.httpStatus, tooBig.msg]).toEqual([413, 'Upload failed']);
    const exact = await ticketFor(t, me, { kind: 'video', contentType: 'video/mp4', size: 10 * 1024 * 1024 });
    expect(exact.data.key).toMatch(/\.mp4$/);
    const empty = await ticketFor(t, me, { kind: 'image', contentType: 'image/png', size: 0 });
    expect(empty.httpStatus).toBe(400);
  });

  it('the web app may PUT to the storage and show what it serves: its origin is in connect-src, img-src and media-src', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
    expect(csp).toContain(`media-src 'self' blob: ${s3.endpoint};`);
  });
});

describe.each(ENGINES)('direct uploads with local storage on %s', (engine) => {
  const t = useTestApp(engine);

  it('answers direct: false (the phone uses the multipart upload) and confirms nothing', async () => {
    const me = await makeUser(t);
    const ticket = await ticketFor(t, me, { kind: 'gif', contentType: 'image/gif', size: 1000 });
    expect(ticket.data).toEqual({ direct: false });
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
    const key = `incoming/${me.id}/0b9d6f1e-3c2a-4b8e-9f10-2a3b4c5d6e7f.gif`;
    const res = await confirm(t, me, { key, kind: 'gif' });
    expect([res.httpStatus, res.msg]).toEqual([400, 'gif upload failed']);
  });
});
