import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../../../web/src/api/media-upload.ts';
import { configureRequest } from '../../../../web/src/api/request.ts';
import { makeUser, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import { startS3StandIn, storageConfigOf, type S3StandIn } from '../../test/s3-stand-in.ts';

/**
 * The web app's upload function (api/media-upload.ts) against the real app and an S3-compatible
 * server: its fetch reaches the app through app.inject, and its XMLHttpRequest is a real HTTP
 * request that, like a browser's, sends the headers it was given and a Content-Length it
 * computes from the body itself.
 */
class NodeXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    if (name.toLowerCase() === 'content-length') throw new Error('a browser refuses to be told Content-Length');
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob) {
    void body.arrayBuffer().then((bytes) => {
      const request = http.request(this.url, { method: this.method, headers: { ...this.headers, 'content-length': bytes.byteLength } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.status = response.statusCode ?? 0;
          this.responseText = Buffer.concat(chunks).toString();
          this.onload?.();
        });
      });
      request.on('error', () => this.onerror?.());
      request.end(Buffer.from(bytes));
    });
  }
}

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(100_000, 5)]);

describe.each(ENGINES)("the web app's upload through a ticket, on %s", (engine) => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3.close());
  const t = useTestApp(engine, () => ({ config: { storage: storageConfigOf(s3) } }));
  let me: Made;
  /** Bytes of every request body the app received. */
  let apiBodies: number[];

  beforeEach(async () => {
    me = await makeUser(t);
    apiBodies = [];
    configureRequest({ getToken: () => me.token, getLanguage: () => 'zh-Hans', errorText: (key) => key, showError: () => undefined, onUnauthorized: () => undefined });
    vi.stubGlobal('XMLHttpRequest', NodeXhr);
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string | Request, init: RequestInit) => {
      // The app's own calls to the storage (S3Storage, in this process) go out as they would.
      if (typeof url !== 'string' || !url.startsWith('/')) return realFetch(url, init);
      const payload = init.body as string | undefined;
      apiBodies.push(payload?.length ?? 0);
      const res = await t.app.inject({ method: init.method as 'GET' | 'POST', url, headers: init.headers as Record<string, string>, ...(payload !== undefined ? { payload } : {}) });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type']) } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('PUTs the file to the storage and confirms it: the confirmed GIF is stored, the API saw two small bodies', async () => {
    const progress: number[] = [];
    const result = await uploadMedia('gif', new File([GIF], 'move.gif', { type: 'image/gif' }), { onProgress: (p) => progress.push(p) });
    expect(result.path).toMatch(new RegExp(`^uploads/${me.id}/[0-9a-f-]{36}\\.gif$`));
    expect(result.url).toBe(`${s3.endpoint}/${s3.bucket}/${result.path}`);
    expect(s3.objects.get(result.path)?.body.equals(GIF)).toBe(true);
    expect(progress.at(-1)).toBe(100);
    expect(apiBodies).toHaveLength(2);
    expect(Math.max(...apiBodies)).toBeLessThan(200);
  });

  it("a file whose bytes are not a GIF is refused in the person's language and not kept", async () => {
    const fake = new File([Buffer.concat([Buffer.from('not a gif at all'), Buffer.alloc(100, 1)])], 'fake.gif', { type: 'image/gif' });
    const before = [...s3.objects.keys()];
    await expect(uploadMedia('gif', fake)).rejects.toMatchObject({ status: 400, msg: 'gif 上传失败' });
    // It reached the storage (one PUT), and was removed by the confirmation.
    expect(s3.received.filter((r) => r.method === 'PUT' && r.path.includes('/incoming/')).at(-1)).toMatchObject({ status: 200, bytes: fake.size });
    expect([...s3.objects.keys()]).toEqual(before);
  });
});
