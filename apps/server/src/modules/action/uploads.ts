import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_RULES, sniffMediaType, type MediaKind } from '@repwise/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { MessageKey } from '../../platform/messages.ts';
import type { ObjectStorage } from '../../platform/storage/index.ts';

/** Enough of a file's start to tell what it is (sniffMediaType). */
export const HEAD_BYTES = 16;

class FileTooLargeError extends Error {}
export const FAILURE: Record<MediaKind, MessageKey> = { video: 'videoUploadFailed', gif: 'gifUploadFailed', image: 'uploadFailed' };
/** The extension a stored upload gets from its (sniffed) type: the key says what the bytes are. */
export const EXTENSION: Record<string, string> = { 'video/mp4': 'mp4', 'image/gif': 'gif', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What a refused multipart form was, in the upload's own words. */
function refusalOf(cause: unknown, kind: MediaKind): AppError {
  const code = (cause as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, FAILURE[kind]);
  if (code === 'FST_FILES_LIMIT') return badRequest('oneFileOnly');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('fileMissing');
  // A form without a boundary, cut short or otherwise malformed.
  return new AppError(400, FAILURE[kind]);
}

/**
 * The one file of a multipart upload request, streamed to storage under the person's
 * folder; returns its storage key. Small text fields beside the file are ignored.
 */
export async function receiveUpload(request: FastifyRequest, storage: ObjectStorage, ownerId: number, kind: MediaKind): Promise<string> {
  if (!request.isMultipart()) throw badRequest('fileMissing');
  let file;
  try {
    file = await request.file({ limits: { fileSize: MEDIA_RULES[kind].maxBytes } });
  } catch (cause) {
    throw Object.assign(refusalOf(cause, kind), { cause });
  }
  if (!file) throw badRequest('fileMissing');
  return storeUpload(storage, ownerId, kind, file.file);
}

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
    throw Object.assign(refusalOf(cause, kind), { cause });
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
    if (cause instanceof FileTooLargeError) throw Object.assign(new AppError(413, FAILURE[kind]), { cause });
    // The form broke off midway: the sender's doing. Anything else failed in the storage.
    if (file.errored) throw Object.assign(refusalOf(file.errored, kind), { cause });
    throw Object.assign(new AppError(500, FAILURE[kind]), { cause });
  }
  return key;
}
