import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from './object-storage.ts';

/** Files under a folder, served by the app at `publicBase`. */
export class LocalStorage implements ObjectStorage {
  constructor(readonly root: string, readonly publicBase = '/files/') {
    fs.mkdirSync(root, { recursive: true });
  }

  async put(key: string, body: Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a failed or cut upload never leaves half a file.
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(body, fs.createWriteStream(partial));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return target;
  }
}
