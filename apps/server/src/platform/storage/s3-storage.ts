import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { ObjectStorage } from './object-storage.ts';

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

/**
 * S3-compatible object storage through its REST API (path-style PutObject/DeleteObject,
 * Signature V4). Uploads are at most 10 MB, so the body is buffered and its hash signed.
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

  async put(key: string, stream: Readable, contentType: string): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    // A plain ArrayBuffer: the signer hashes it into the signature (Buffer's pool may be shared).
    const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    // Signing the payload hash lets the store refuse a body altered on the way.
    const payloadHash = createHash('sha256').update(bytes).digest('hex');
    await this.send('PUT', key, { body, headers: { 'content-type': contentType, 'x-amz-content-sha256': payloadHash } });
  }

  async delete(key: string): Promise<void> {
    await this.send('DELETE', key, {});
  }

  private async send(method: 'PUT' | 'DELETE', key: string, init: { body?: ArrayBuffer; headers?: Record<string, string> }): Promise<void> {
    const url = `${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const request = await this.client.sign(url, { method, ...init });
    const response = await (this.options.fetch ?? fetch)(request);
    if (!response.ok) throw new Error(`object storage ${method} ${key} failed: HTTP ${response.status} ${await response.text()}`);
  }
}
