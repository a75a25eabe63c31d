import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_RULES, sniffMediaType, type MediaKind } from '@repwise/domain';
import { AppError } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/messages.ts';
import type { ObjectStorage } from '../../platform/storage/index.ts';

const HEAD_BYTES = 16;

class FileTooLargeError extends Error {}
const FAILURE: Record<MediaKind, MessageKey> = { video: 'videoUploadFailed', gif: 'gifUploadFailed', image: 'uploadFailed' };
const EXTENSION: Record<string, string> = { 'video/mp4': 'mp4', 'image/gif': 'gif', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Streams one upload to storage after checking what it is by its first bytes (the name and
 * the declared type are the sender's word, not proof). A file over the kind's size limit
 * fails midway and leaves nothing behind.
 */
export async function storeUpload(storage: ObjectStorage, ownerId: number, kind: MediaKind, file: Readable): Promise<string> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  try {
    while (head.length < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
  } catch (cause) {
    throw Object.assign(new AppError(413, FAILURE[kind]), { cause });
  }
  const type = sniffMediaType(head);
  if (!type || !MEDIA_RULES[kind].mimeTypes.includes(type)) {
    file.resume();
    throw new AppError(400, FAILURE[kind]);
  }

  const key = `uploads/${ownerId}/${randomUUID()}.${EXTENSION[type]}`;
  const whole = Readable.from((async function* () {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    // The multipart parser cuts a file at the size limit and only flags it.
    if ((file as Readable & { truncated?: boolean }).truncated) throw new FileTooLargeError();
  })());
  try {
    await storage.put(key, whole, type);
  } catch (cause) {
    const tooLarge = cause instanceof FileTooLargeError;
    throw Object.assign(new AppError(tooLarge ? 413 : 500, FAILURE[kind]), { cause });
  }
  return key;
}
