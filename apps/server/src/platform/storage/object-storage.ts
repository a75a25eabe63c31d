import type { Readable } from 'node:stream';

/** Where uploaded media live: a local folder by default, S3-compatible storage when configured. */
export interface ObjectStorage {
  /** Stores the whole stream under `key`. The stream may fail midway; nothing is kept then. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Base that relative paths are prefixed with to make a URL (spec §9). */
  readonly publicBase: string;
}
