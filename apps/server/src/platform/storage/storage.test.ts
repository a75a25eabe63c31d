import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.ts';
import { LocalStorage } from './local-storage.ts';
import { ObjectChangedError } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

describe('LocalStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-storage-'));

  it('stores a stream and deletes it', async () => {
    const storage = new LocalStorage(root);
    await storage.put('actions/a.gif', Readable.from([Buffer.from('GIF89a'), Buffer.from('rest')]), 'image/gif');
    expect(fs.readFileSync(path.join(root, 'actions/a.gif'), 'utf8')).toBe('GIF89arest');
    await storage.delete('actions/a.gif');
    expect(fs.existsSync(path.join(root, 'actions/a.gif'))).toBe(false);
  });

  it('keeps nothing of a stream that fails midway', async () => {
    const storage = new LocalStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('actions/b.mp4', failing, 'video/mp4')).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(root, 'actions')).filter((f) => f.startsWith('b.mp4'))).toEqual([]);
  });

  it('refuses keys that escape its folder', async () => {
    await expect(new LocalStorage(root).put('../x', Readable.from([]), 'text/plain')).rejects.toThrow(/escapes/);
  });
});

describe('S3Storage over HTTP', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('puts a signed object whose payload hash matches the body', async () => {
    const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        res.end();
      });
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const storage = new S3Storage({ endpoint, bucket: 'media', region: 'us-east-1', accessKeyId: 'AK', secretAccessKey: 'SK', publicBase: 'https://cdn.example.com/' });

    await storage.put('actions/a b.gif', Readable.from([Buffer.from('GIF89a-data')]), 'image/gif');
    const put = seen[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe('/media/actions/a%20b.gif');
    expect(put.body.toString()).toBe('GIF89a-data');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/us-east-1\/s3\/aws4_request/);
    expect(put.headers['x-amz-content-sha256']).toBe(createHash('sha256').update('GIF89a-data').digest('hex'));

    await storage.delete('actions/a b.gif');
    expect(seen[1]!.method).toBe('DELETE');
  });
});

describe('S3Storage against an S3-compatible server that checks Signature V4', () => {
  let s3: S3StandIn | undefined;
  afterEach(async () => s3?.close());

  it('heads, reads the first bytes and copies only the version it was given', async () => {
    s3 = await startS3StandIn();
    const storage = new S3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, publicBase: '/' });
    expect(await storage.head('incoming/1/a.gif')).toBeNull();
    await storage.put('incoming/1/a.gif', Readable.from([Buffer.from('GIF89a-and-the-rest')]), 'image/gif');
    const stored = await storage.head('incoming/1/a.gif');
    expect(stored).toMatchObject({ size: 19, contentType: 'image/gif' });
    expect((await storage.readHead('incoming/1/a.gif', 6, stored!.etag))?.toString()).toBe('GIF89a');

    // Written again meanwhile: neither the read nor the copy take the other version.
    await storage.put('incoming/1/a.gif', Readable.from([Buffer.from('GIF89a-other-bytes!')]), 'image/gif');
    await expect(storage.readHead('incoming/1/a.gif', 6, stored!.etag)).rejects.toBeInstanceOf(ObjectChangedError);
    await expect(storage.copy('incoming/1/a.gif', 'uploads/1/a.gif', stored!.etag)).rejects.toBeInstanceOf(ObjectChangedError);
    expect(s3.objects.has('uploads/1/a.gif')).toBe(false);

    const now = (await storage.head('incoming/1/a.gif'))!;
    await storage.copy('incoming/1/a.gif', 'uploads/1/a.gif', now.etag);
    expect(s3.objects.get('uploads/1/a.gif')?.body.toString()).toBe('GIF89a-other-bytes!');
    await storage.delete('incoming/1/a.gif');
    await storage.delete('incoming/1/a.gif');
    expect(s3.objects.has('incoming/1/a.gif')).toBe(false);
  });

  it('presigns a PUT that the server takes as signed, and refuses once altered', async () => {
    s3 = await startS3StandIn();
    const storage = new S3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: 'wrong', publicBase: '/' });
    const put = await storage.presignPut('incoming/1/b.gif', { contentType: 'image/gif', contentLength: 6, expiresInSeconds: 60 });
    expect(new URL(put.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const wrongSecret = await fetch(put.url, { method: 'PUT', headers: { 'content-type': 'image/gif' }, body: 'GIF89a' });
    expect(wrongSecret.status).toBe(403);
  });
});

describe('LocalStorage and direct uploads', () => {
  it('cannot presign: the phone uploads through the API', async () => {
    const storage = new LocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-storage-')));
    expect(await storage.presignPut()).toBeNull();
  });
});
