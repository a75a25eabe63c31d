import type { BodyInput, Data, QueryInput, RouteName } from '@repwise/contracts';
import { ROUTES } from '@repwise/contracts/routes';
import { REQUEST_TIMEOUT_MS, SUCCESS_STATUSES } from '../base/constants.ts';
import { ABORT_STATUS, ApiError, FILE_NETWORK_ERROR_STATUS, NETWORK_ERROR_STATUS } from './api-error.ts';

/** Every answer of the server (spec §7): success when status is 200 or 201. */
interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

type ErrorText = 'loginExpired' | 'serverError' | 'serviceError';

/**
 * What request() needs from the rest of the app. Injected once at start-up so that this
 * module stays free of UI and can be unit-tested without a browser.
 */
export interface RequestHooks {
  getToken: () => string | null;
  getLanguage: () => string;
  /** The group the person works in (spec §4 "current group"): the server scopes a coach's lists and new rows to it. */
  getGroupId?: () => string | null;
  errorText: (key: ErrorText) => string;
  showError: (message: string) => void;
  onUnauthorized: () => void;
}

let hooks: RequestHooks = {
  getToken: () => null,
  getLanguage: () => 'en',
  errorText: (key) => key,
  showError: () => undefined,
  onUnauthorized: () => undefined,
};

export function configureRequest(next: RequestHooks): void {
  hooks = next;
}

/** The words for a transport failure (a timeout, a lost connection), in the person's language. */
export function serviceErrorText(): string {
  return hooks.errorText('serviceError');
}

/** A part of a call as the route's contract has it: none, optional when every field is, else required. */
type Part<K extends string, T> = [T] extends [undefined] ? { readonly [P in K]?: never } : Partial<T> extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

export type CallOptions<N extends RouteName> = Part<'query', QueryInput<N>> &
  Part<'body', BodyInput<N>> & {
    /** Sends this token instead of the session's: null on a public page, the old one to end a session already cleared. */
    readonly token?: string | null;
    /** Makes a create safe to retry: the server answers a repeated key with the first answer. */
    readonly idempotencyKey?: string;
    /** Abandons the call (a query cancelled, a pull-to-refresh pulled again): it rejects with ABORT_STATUS. */
    readonly signal?: AbortSignal;
  };

/** The options may be left out when the route needs none of them. */
type CallArgs<N extends RouteName> = Partial<CallOptions<N>> extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** What goes over the wire, once the contract has checked it. */
interface WireOptions {
  readonly query?: unknown;
  readonly body?: unknown;
  readonly token?: string | null;
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

/** The query string: texts, numbers and flags; an absent or null value is left out. */
function withQuery(path: string, params: unknown): string {
  const query = new URLSearchParams();
  if (typeof params === 'object' && params !== null) {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query.set(key, String(value));
    }
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

function headersFor(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': hooks.getLanguage() };
  if (token) headers.token = token;
  const groupId = hooks.getGroupId?.();
  if (token && groupId) headers.groupId = groupId;
  return headers;
}

/** Spec §8 for any answer: 401 ends the session, 500 and 502 speak up; then data or ApiError. */
function settle<T>(httpStatus: number, envelope: Envelope | null, token: string | null): T {
  if (httpStatus === 401) {
    // Only the session that made the call is ended, and only once for parallel calls.
    if (token && token === hooks.getToken()) {
      hooks.showError(hooks.errorText('loginExpired'));
      hooks.onUnauthorized();
    }
  } else if (httpStatus === 500) {
    hooks.showError(hooks.errorText('serverError'));
  } else if (httpStatus === 502) {
    hooks.showError(envelope?.msg || hooks.errorText('serverError'));
  }

  const ok = httpStatus >= 200 && httpStatus < 300;
  // The one place the answer is trusted to be what the route's contract says: zod stays on the server.
  if (ok && envelope && SUCCESS_STATUSES.includes(envelope.status)) return envelope.data as T;
  throw new ApiError(envelope?.status ?? httpStatus, envelope?.msg ?? '', envelope?.data ?? null);
}

/** The one place that talks to the server (spec §7, §8). */
async function request<T>(method: 'GET' | 'POST', path: string, options: WireOptions): Promise<T> {
  const token = options.token === undefined ? hooks.getToken() : options.token;
  const headers = headersFor(token);
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  // The caller's abandonment is not a network error: nothing to retry, nothing to announce.
  const abandon = () => controller.abort();
  options.signal?.addEventListener('abort', abandon, { once: true });
  if (options.signal?.aborted) controller.abort();
  let response: Response;
  let envelope: Envelope | null;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal: controller.signal,
    });
    envelope = await readEnvelope(response);
  } catch {
    if (options.signal?.aborted) throw new ApiError(ABORT_STATUS, '');
    throw new ApiError(NETWORK_ERROR_STATUS, hooks.errorText('serviceError'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abandon);
  }
  return settle<T>(response.status, envelope, token);
}

/**
 * Calls a route of the API contract by name: its method and path come from ROUTES, its
 * query, body and answer are typed by the contract's schemas.
 */
export function api<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<Data<N>> {
  const { method, path } = ROUTES[name];
  return request<Data<N>>(method, path, options ?? {});
}

export type UploadOptions<N extends RouteName> = Part<'query', QueryInput<N>> & {
  file: Blob;
  fileName: string;
  /** The multipart field the server reads. */
  field?: string;
  /** Text fields sent with the file; placed before it, since the server's parser reads only the fields ahead of the file. */
  fields?: Readonly<Record<string, string>>;
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function parseEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * A multipart upload to a route of the contract, with the same headers, envelope and errors
 * as api(). It uses XMLHttpRequest because fetch cannot report how much of the body has been sent.
 */
export function upload<N extends RouteName>(name: N, options: UploadOptions<N>): Promise<Data<N>> {
  const token = hooks.getToken();
  return new Promise<Data<N>>((resolve, reject) => {
    const { method, path } = ROUTES[name];
    const xhr = new XMLHttpRequest();
    xhr.open(method, withQuery(path, options.query));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [header, value] of Object.entries(headersFor(token))) xhr.setRequestHeader(header, value);
    // A timeout is the wrapper's 5, as for any call; a connection lost while the file goes up is 602001 (spec §8).
    const timedOut = () => reject(new ApiError(NETWORK_ERROR_STATUS, hooks.errorText('serviceError')));
    const lost = () => reject(new ApiError(FILE_NETWORK_ERROR_STATUS, hooks.errorText('serviceError')));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      try {
        if (xhr.status >= 200 && xhr.status < 300) options.onProgress?.(100);
        resolve(settle<Data<N>>(xhr.status, parseEnvelope(xhr.responseText), token));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = lost;
    xhr.ontimeout = timedOut;
    xhr.onabort = () => reject(new ApiError(ABORT_STATUS, ''));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [field, value] of Object.entries(options.fields ?? {})) form.append(field, value);
    form.append(options.field ?? 'file', options.file, options.fileName);
    xhr.send(form);
  });
}

/** A file the server answered instead of the envelope, with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The name in a Content-Disposition header: the UTF-8 `filename*` when given, else the plain `filename`. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Fetches a route that answers a file (an attachment) with the same headers as api(). A
 * refusal still comes as the envelope and rejects like api() does; so does an answer that
 * is not an attachment.
 */
export async function fetchFile<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<DownloadedFile> {
  const { method, path } = ROUTES[name];
  const token = hooks.getToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    let blob: Blob;
    try {
      response = await fetch(withQuery(path, options?.query), { method, headers: headersFor(token), signal: controller.signal });
      blob = await response.blob();
    } catch {
      // Our own timer abandons a download that takes too long: the wrapper's timeout code, else a download's network error.
      throw new ApiError(controller.signal.aborted ? NETWORK_ERROR_STATUS : FILE_NETWORK_ERROR_STATUS, hooks.errorText('serviceError'));
    }
    const filename = filenameOf(response.headers.get('Content-Disposition'));
    if (response.ok && filename) return { blob, filename };
    const envelope = parseEnvelope(await blob.text());
    settle(response.status, envelope, token);
    // A success envelope where a file was due: the server broke the route's promise.
    throw new ApiError(response.status, hooks.errorText('serviceError'));
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a file to the browser to save, under its name, through a link with `download`. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers (Safari) read the blob after click() returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
