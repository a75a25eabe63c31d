import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './platform/compression.ts';
import { makeUser } from './test/factories.ts';
import { useTestApp } from './test/harness.ts';

const LIST = '/api-training/mp/training/action/list?size=50';

describe('compressed JSON answers', () => {
  const t = useTestApp('sqlite');

  async function list(acceptEncoding?: string) {
    const { token } = await makeUser(t);
    return t.app.inject({ method: 'GET', url: LIST, headers: { token, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });
  }

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and the same JSON either way', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: it is refused, not unpacked past the body limit', async () => {
    const { token } = await makeUser(t);
    const body = gzipSync(JSON.stringify({ nickName: 'Zip' }));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api-training/mp/training/user/updateInfo',
      headers: { token, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400 });
  });
});

describe('the web app served precompressed', () => {
  // A build as apps/web/scripts/precompress.mjs leaves it: each text file beside its .br and .gz.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-web-'));
  const html = `<!doctype html><html><head><title>Repwise</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  const script = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  fs.mkdirSync(path.join(webDist, 'assets'));
  const worker = `self.addEventListener('message', () => {});${' '.repeat(2000)}`;
  const manifest = JSON.stringify({ name: 'Repwise 力练', display: 'standalone' });
  for (const [file, text] of [['index.html', html], ['assets/index-a1b2c3.js', script], ['sw.js', worker]] as const) {
    fs.writeFileSync(path.join(webDist, file), text);
    fs.writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
  }
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), manifest);
  fs.writeFileSync(path.join(webDist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp('sqlite', { config: { webDist } });

  it('sends the copy the browser accepts, the page revalidated and hashed files cached for good', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);

    const gzipPage = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipPage.rawPayload).toString()).toBe(html);

    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the service worker and the manifest revalidated on every use, under a policy that allows them', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);

    const webManifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(webManifest.statusCode).toBe(200);
    expect(webManifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(webManifest.headers['cache-control']).toBe('no-cache');

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);

    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).toMatch(/manifest-src 'self'/);
  });
});
