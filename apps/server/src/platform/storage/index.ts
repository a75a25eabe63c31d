import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type { ObjectStorage } from './object-storage.ts';
export { LocalStorage } from './local-storage.ts';
export { S3Storage } from './s3-storage.ts';

export function openObjectStorage(config: Config): ObjectStorage {
  const s = config.storage;
  if (s.driver === 's3') return new S3Storage(s);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
