import type { Data, UploadTicket } from '@repwise/contracts';
import { sniffMediaType, type MediaKind } from '@repwise/domain';
import { REQUEST_TIMEOUT_MS } from '../base/constants.ts';
import { ABORT_STATUS, ApiError, FILE_NETWORK_ERROR_STATUS, NETWORK_ERROR_STATUS, STORAGE_REFUSED_STATUS } from './api-error.ts';
import { api, serviceErrorText, upload } from './request.ts';

export interface MediaUploadOptions {
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

type DirectTicket = Extract<UploadTicket, { direct: true }>;

/**
 * Uploads one picture, GIF or video and resolves its `{ path, url }` (action/upload's answer).
 * The server says how (action/upload/ticket): with S3-compatible storage the file goes
 * straight to the storage through a presigned PUT and is then confirmed (the server checks
 * what arrived); otherwise it goes to the API as multipart. Either way a lost connection is
 * 602001 (spec §8) and a refusal keeps the server's words.
 */
export async function uploadMedia(kind: MediaKind, file: File, options: MediaUploadOptions = {}): Promise<Data<'action.upload'>> {
  const { onProgress, signal } = options;
  // The type the bytes say, which the storage will be told and the server will check; the browser's guess otherwise.
  const contentType = sniffMediaType(new Uint8Array(await file.slice(0, 16).arrayBuffer())) ?? file.type;
  const ticket = await api('action.uploadTicket', { body: { kind, contentType, size: file.size }, ...(signal ? { signal } : {}) });
  if (!ticket.direct) return upload('action.upload', { query: { kind }, file, fileName: file.name, ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) });
  await putToStorage(ticket, file, options);
  return api('action.uploadConfirm', { body: { key: ticket.key, kind }, ...(signal ? { signal } : {}) });
}

/**
 * The PUT to the storage, through XMLHttpRequest for its progress. The signed headers go as
 * given, but for Content-Length: a browser sets that one itself (from the file: the size the
 * ticket signed) and refuses to be told it.
 */
function putToStorage(ticket: DirectTicket, file: File, { onProgress, signal }: MediaUploadOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [header, value] of Object.entries(ticket.headers)) {
      if (header.toLowerCase() !== 'content-length') xhr.setRequestHeader(header, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new ApiError(STORAGE_REFUSED_STATUS, ''));
      }
    };
    xhr.onerror = () => reject(new ApiError(FILE_NETWORK_ERROR_STATUS, serviceErrorText()));
    xhr.ontimeout = () => reject(new ApiError(NETWORK_ERROR_STATUS, serviceErrorText()));
    xhr.onabort = () => reject(new ApiError(ABORT_STATUS, ''));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(file);
  });
}
