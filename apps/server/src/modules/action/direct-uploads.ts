import { randomUUID } from 'node:crypto';
import type { UploadTicket } from '@repwise/contracts';
import { MEDIA_RULES, mediaUrl, sniffMediaType, type MediaKind } from '@repwise/domain';
import type { Actor } from '../../platform/access/actor.ts';
import { canConfirmUpload } from '../../platform/access/policies.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { ObjectChangedError, type ObjectStorage } from '../../platform/storage/object-storage.ts';
import { EXTENSION, FAILURE, HEAD_BYTES } from './uploads.ts';

/*
 * Direct uploads (issue 28 §5): with S3-compatible storage the phone PUTs the file to the
 * storage through a presigned URL and the API never sees its bytes.
 *
 * Where the phone may write, and why that is the "confirmed" mark: a ticket signs a PUT to
 * `incoming/<owner>/<uuid>.<ext>`, never to `uploads/…`. Only the server writes under
 * `uploads/<owner>/<uuid>.<ext>`: the multipart upload (checked as it streams) and the
 * confirmation below, which checks the incoming object by its content and then copies it
 * inside the storage. Every check that a path is someone's upload (media-paths.ts: avatars,
 * covers, feedback pictures, exercise media) accepts `uploads/…` keys only, so an object the
 * person never confirmed cannot be stored anywhere, with no table to keep in step with the
 * bucket. A table of confirmed keys was the other way; it would leave the verified bytes where
 * the presigned URL can still write them until it expires (same size and type, other bytes),
 * while a copy the phone cannot reach stays what was checked. The copy is conditional on the
 * etag that was read, so a PUT landing between the check and the copy is not copied.
 * Unconfirmed objects stay under `incoming/`: a bucket lifecycle rule on that prefix removes
 * them (docs/CONFIGURATION.md).
 */

/** How long a ticket's URL lets the phone PUT: long enough for 10 MB on a slow connection. */
const TICKET_SECONDS = 15 * 60;

const INCOMING_KEY = /^incoming\/(\d+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]+)$/;

/**
 * A presigned PUT for one file of the kind, after the same checks of type and size as the
 * multipart upload makes; `direct: false` when the storage keeps files itself.
 */
export async function uploadTicket(storage: ObjectStorage, actor: Actor, request: { kind: MediaKind; contentType: string; size: number }): Promise<UploadTicket> {
  const { kind, contentType, size } = request;
  const extension = EXTENSION[contentType];
  if (!extension || !MEDIA_RULES[kind].mimeTypes.includes(contentType)) throw new AppError(400, FAILURE[kind]);
  if (size > MEDIA_RULES[kind].maxBytes) throw new AppError(413, FAILURE[kind]);
  const key = `incoming/${actor.id}/${randomUUID()}.${extension}`;
  const put = await storage.presignPut(key, { contentType, contentLength: size, expiresInSeconds: TICKET_SECONDS });
  if (!put) return { direct: false };
  return { direct: true, key, url: put.url, method: 'PUT', headers: put.headers, expiresAt: put.expiresAt.toISOString() };
}

/**
 * Checks a direct upload by what the storage holds (its size, its type and its first bytes)
 * and makes it the caller's upload; answers as action/upload does. Anything wrong with it
 * removes it and answers the kind's "upload failed". Confirming again answers the same.
 */
export async function confirmUpload(storage: ObjectStorage, actor: Actor, request: { key: string; kind: MediaKind }): Promise<{ path: string; url: string }> {
  const { key, kind } = request;
  const match = INCOMING_KEY.exec(key);
  if (!match || !canConfirmUpload(actor, { ownerId: Number(match[1]) })) throw notFound();
  const [, , uuid, extension] = match;
  const path = `uploads/${actor.id}/${uuid}.${extension}`;
  const confirmed = { path, url: mediaUrl(path, storage.publicBase) };
  const refuse = async (status: 400 | 413): Promise<never> => {
    await storage.delete(key);
    throw new AppError(status, FAILURE[kind]);
  };
  try {
    // Confirmed before (a retry): the checked copy stays as it is, whatever was PUT since.
    if (await storage.head(path)) {
      await storage.delete(key);
      return confirmed;
    }
    const stored = await storage.head(key);
    // Never sent, or the PUT failed: nothing to remove.
    if (!stored) throw new AppError(400, FAILURE[kind]);
    // A store that did not say the size is not taken at its word either.
    if (!(stored.size <= MEDIA_RULES[kind].maxBytes)) return await refuse(413);
    const head = await storage.readHead(key, HEAD_BYTES, stored.etag);
    const type = head && sniffMediaType(head);
    // The bytes, the type the storage will serve them with and the key's extension must all say the same.
    if (!type || !MEDIA_RULES[kind].mimeTypes.includes(type) || EXTENSION[type] !== extension || stored.contentType !== type) return await refuse(400);
    await storage.copy(key, path, stored.etag);
    await storage.delete(key);
    return confirmed;
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    // Written again between the check and the copy: what was checked is gone.
    if (cause instanceof ObjectChangedError) return refuse(400);
    throw Object.assign(new AppError(500, FAILURE[kind]), { cause });
  }
}
