import type { MessageKey } from './messages.ts';

/**
 * A failure meant for the person using the app: an HTTP status (equal to the envelope's
 * status) and a catalogue message, shown in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 502 | 503,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    /** What the envelope's `data` carries besides the message (e.g. when a lock ends); null mostly. */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string>) => new AppError(400, key, params);
export const notFound = () => new AppError(404, 'dataNotFound');
export const unauthorized = () => new AppError(401, 'loginExpired');
export const tooManyRequests = (key: MessageKey = 'tooManyRequests') => new AppError(429, key);
