import { REQUEST_TIMEOUT_MS, SUCCESS_STATUSES } from '../app/constants.ts';
import { ABORT_STATUS, ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import type { Envelope } from './types.ts';

type ErrorText = 'loginExpired' | 'serverError' | 'serviceError';

/**
 * What request() needs from the rest of the app. Injected once at start-up so that this
 * module stays free of UI and can be unit-tested without a browser.
 */
export interface RequestHooks {
  getToken: () => string | null;
  getLanguage: () => string;
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

type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** Sends this token instead of the session's, e.g. to end a session already cleared. */
  token?: string | null;
  /** Makes a create safe to retry: the server answers a repeated key with the first answer. */
  idempotencyKey?: string;
}

function withQuery(path: string, params: Params | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
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
  if (ok && envelope && SUCCESS_STATUSES.includes(envelope.status)) return envelope.data as T;
  throw new ApiError(envelope?.status ?? httpStatus, envelope?.msg ?? '', envelope?.data ?? null);
}

/** The one place that talks to the server (spec §7, §8). */
export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? hooks.getToken() : options.token;
  const headers = headersFor(token);
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  let envelope: Envelope | null;
  try {
    response = await fetch(withQuery(path, options.params), {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
      signal: controller.signal,
    });
    envelope = await readEnvelope(response);
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, hooks.errorText('serviceError'));
  } finally {
    clearTimeout(timer);
  }
  return settle<T>(response.status, envelope, token);
}

export interface UploadOptions {
  params?: Params;
  file: Blob;
  fileName: string;
  /** The multipart field the server reads. */
  field?: string;
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * A multipart upload with the same headers, envelope and errors as request(). It uses
 * XMLHttpRequest because fetch cannot report how much of the body has been sent.
 */
export function upload<T>(path: string, options: UploadOptions): Promise<T> {
  const token = hooks.getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withQuery(path, options.params));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headersFor(token))) xhr.setRequestHeader(name, value);
    const fail = () => reject(new ApiError(NETWORK_ERROR_STATUS, hooks.errorText('serviceError')));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      try {
        if (xhr.status >= 200 && xhr.status < 300) options.onProgress?.(100);
        resolve(settle<T>(xhr.status, parseEnvelope(xhr.responseText), token));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = () => reject(new ApiError(ABORT_STATUS, ''));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append(options.field ?? 'file', options.file, options.fileName);
    xhr.send(form);
  });
}
