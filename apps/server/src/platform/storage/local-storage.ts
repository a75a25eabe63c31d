import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { ObjectChangedError, type ObjectStorage, type StoredObject } from './object-storage.ts';

/**
 * Files under a folder, served by the app at `publicBase`. An upload is written into a
 * sibling folder first and renamed into place when complete (the same file system, so the
 * rename is atomic): a failed, cut or interrupted upload never leaves half a file where it
 * could be served, and what a killed process left behind is removed at the next start.
 */
export class LocalStorage implements ObjectStorage {
  private readonly partialRoot: string;
  private readonly partialFiles = new Set<string>();

  constructor(readonly root: string, readonly publicBase = '/files/') {
    this.partialRoot = `${path.resolve(root)}.partial`;
    fs.rmSync(this.partialRoot, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    fs.mkdirSync(this.partialRoot, { recursive: true });
  }

  async put(key: string, body: Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const partial = path.join(this.partialRoot, randomUUID());
    this.partialFiles.add(partial);
    try {
      await pipeline(body, fs.createWriteStream(partial));
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    } finally {
      this.partialFiles.delete(partial);
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /** A folder on the server's disk has no URL the phone could PUT to: uploads come through the API. */
  async presignPut(): Promise<null> {
    return null;
  }

  async head(key: string): Promise<StoredObject | null> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    if (!stat?.isFile()) return null;
    return { size: stat.size, contentType: '', etag: etagOf(stat) };
  }

  async readHead(key: string, bytes: number, etag: string): Promise<Buffer | null> {
    const handle = await fs.promises.open(this.pathOf(key), 'r').catch(() => null);
    if (!handle) return null;
    try {
      if (etagOf(await handle.stat()) !== etag) throw new ObjectChangedError(`${key} is no longer ${etag}`);
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async copy(from: string, to: string, etag: string): Promise<void> {
    const head = await this.head(from);
    if (head?.etag !== etag) throw new ObjectChangedError(`${from} is no longer ${etag}`);
    await this.put(to, fs.createReadStream(this.pathOf(from)), head.contentType);
  }

  /** Synchronous, for a process about to exit in the middle of uploads. */
  discardPartialFiles(): void {
    for (const partial of this.partialFiles) fs.rmSync(partial, { force: true });
    this.partialFiles.clear();
  }

  private pathOf(key: string): string {
    const target = path.resolve(this.root, key);
    if (!target.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return target;
  }
}

/** A file's version as far as a local folder can tell: its size and when it was last written. */
function etagOf(stat: fs.Stats): string {
  return `"${stat.size}-${stat.mtimeMs}"`;
}
