import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { ObjectChangedError, type ObjectStorage, type PresignedPut, type StoredObject } from './object-storage.ts';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or https://oss-cn-hangzhou.aliyuncs.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public URL prefix of the bucket (a CDN or the bucket's website address). */
  publicBase: string;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'HEAD' | 'PUT' | 'DELETE';

/**
 * S3-compatible object storage through its REST API (path-style PutObject, HeadObject,
 * GetObject, CopyObject, DeleteObject and presigned PUTs, Signature V4). Uploads through the
 * API are at most 10 MB, so the body is buffered and its hash signed.
 */
export class S3Storage implements ObjectStorage {
  private readonly client: AwsClient;
  readonly publicBase: string;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
    });
    this.publicBase = options.publicBase;
  }

  /** Where the phone sends its PUTs: the storage's origin, which the web app's CSP must allow. */
  get uploadOrigin(): string {
    return new URL(this.options.endpoint).origin;
  }

  async put(key: string, stream: Readable, contentType: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // A plain ArrayBuffer: the signer hashes it into the signature (Buffer's pool may be shared).
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // Signing the payload hash lets the store refuse a body altered on the way.
    const payloadHash = createHash('sha256').update(bytes).digest('hex');
    await this.expectOk(await this.send('PUT', key, { body, headers: { 'content-type': contentType, 'x-amz-content-sha256': payloadHash } }), 'PUT', key);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, {});
    // Deleting what is not there is done already.
    if (response.status !== 404) await this.expectOk(response, 'DELETE', key);
  }

  /**
   * Query-string Signature V4 over every header given (aws4fetch leaves content-type and
   * content-length out unless told `allHeaders`): a PUT of another length or type does not
   * match the signature and the storage refuses it.
   */
  async presignPut(key: string, { contentType, contentLength, expiresInSeconds }: { contentType: string; contentLength: number; expiresInSeconds: number }): Promise<PresignedPut> {
    const url = new URL(this.urlOf(key));
    url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
    const headers = { 'content-type': contentType, 'content-length': String(contentLength) };
    const signer = new AwsV4Signer({
      method: 'PUT', url: url.toString(), headers, service: 's3', region: this.options.region,
      accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey, signQuery: true, allHeaders: true,
    });
    const signed = await signer.sign();
    return { url: signed.url.toString(), headers, expiresAt: new Date(Date.now() + expiresInSeconds * 1000) };
  }

  async head(key: string): Promise<StoredObject | null> {
    const response = await this.send('HEAD', key, {});
    if (response.status === 404) return null;
    await this.expectOk(response, 'HEAD', key);
    return {
      size: Number(response.headers.get('content-length') ?? Number.NaN),
      contentType: response.headers.get('content-type') ?? '',
      etag: response.headers.get('etag') ?? '',
    };
  }

  async readHead(key: string, bytes: number, etag: string): Promise<Buffer | null> {
    const response = await this.send('GET', key, { headers: { range: `bytes=0-${bytes - 1}`, 'if-match': etag } });
    if (response.status === 404) return null;
    if (response.status === 412) throw new ObjectChangedError(`${key} is no longer ${etag}`);
    // An empty object has no byte 0 to range over.
    if (response.status === 416) return Buffer.alloc(0);
    if (!response.ok) await this.expectOk(response, 'GET', key);
    // A store that ignores Range sends the whole body: only the head is kept.
    return Buffer.from(await response.arrayBuffer()).subarray(0, bytes);
  }

  async copy(from: string, to: string, etag: string): Promise<void> {
    const response = await this.send('PUT', to, {
      headers: { 'x-amz-copy-source': `/${this.options.bucket}/${encodeKey(from)}`, 'x-amz-copy-source-if-match': etag },
    });
    if (response.status === 412) throw new ObjectChangedError(`${from} is no longer ${etag}`);
    // CopyObject may answer 200 with an error in its body (S3's documentation says so).
    const text = await this.expectOk(response, 'PUT (copy)', to);
    if (text.includes('<Error>')) throw new Error(`object storage copy ${from} to ${to} failed: ${text}`);
  }

  private urlOf(key: string): string {
    return `${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${encodeKey(key)}`;
  }

  private async send(method: Method, key: string, init: { body?: ArrayBuffer; headers?: Record<string, string> }): Promise<Response> {
    const request = await this.client.sign(this.urlOf(key), { method, ...init });
    return (this.options.fetch ?? fetch)(request);
  }

  /** The answer's text; throws unless it is a success. */
  private async expectOk(response: Response, what: string, key: string): Promise<string> {
    const text = await response.text();
    if (!response.ok) throw new Error(`object storage ${what} ${key} failed: HTTP ${response.status} ${text}`);
    return text;
  }
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
