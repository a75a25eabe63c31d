import { REQUEST_TIMEOUT_MS, SUCCESS_STATUSES } from '../app/constants.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
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

/** The one place that talks to the server (spec §7, §8). */
export async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? hooks.getToken() : options.token;
  const headers: Record<string, string> = { 'Accept-Language': hooks.getLanguage() };
  if (token) headers.token = token;
  if (method === 'POST') headers['Content-Type'] = 'application/json';

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

  if (response.status === 401) {
    // Only the session that made the call is ended, and only once for parallel calls.
    if (token && token === hooks.getToken()) {
      hooks.showError(hooks.errorText('loginExpired'));
      hooks.onUnauthorized();
    }
  } else if (response.status === 500) {
    hooks.showError(hooks.errorText('serverError'));
  } else if (response.status === 502) {
    hooks.showError(envelope?.msg || hooks.errorText('serverError'));
  }

  if (response.ok && envelope && SUCCESS_STATUSES.includes(envelope.status)) return envelope.data as T;
  throw new ApiError(envelope?.status ?? response.status, envelope?.msg ?? '', envelope?.data ?? null);
}
