import type { Readable } from 'node:stream';

/** A PUT the phone may send straight to the storage: where, and the headers it must send as signed. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

/** What the storage says of a stored object, without its bytes. */
export interface StoredObject {
  size: number;
  contentType: string;
  /** Changes whenever the object is written again: copies and reads are made conditional on it. */
  etag: string;
}

/** Answered by a read or copy made on an `etag` the object no longer has (it was written again meanwhile). */
export class ObjectChangedError extends Error {}

/** Where uploaded media live: a local folder by default, S3-compatible storage when configured. */
export interface ObjectStorage {
  /** Stores the whole stream under `key`. The stream may fail midway; nothing is kept then. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * A URL that lets its holder PUT exactly one body of `contentLength` bytes and `contentType`
   * under `key` until it expires (both are signed: the storage refuses another size or type).
   * Null when this storage cannot hand out such URLs (the local folder): uploads then come
   * through the API as multipart.
   */
  presignPut(key: string, options: { contentType: string; contentLength: number; expiresInSeconds: number }): Promise<PresignedPut | null>;
  /** The object's size, type and etag; null when there is none under `key`. */
  head(key: string): Promise<StoredObject | null>;
  /** At most the first `bytes` bytes of the object, as it was at `etag` (else ObjectChangedError); null when it is gone. */
  readHead(key: string, bytes: number, etag: string): Promise<Buffer | null>;
  /** Copies the object inside the storage (its bytes never leave it), as it was at `etag` (else ObjectChangedError). */
  copy(from: string, to: string, etag: string): Promise<void>;
  /** Base that relative paths are prefixed with to make a URL (spec §9). */
  readonly publicBase: string;
}
