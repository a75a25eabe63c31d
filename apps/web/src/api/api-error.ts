/** A rejected call: the body's status and msg, or a transport failure (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string;
  readonly data: unknown;

  constructor(status: number, msg: string, data: unknown = null) {
    super(msg || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.data = data;
  }
}

/** The generic wrapper code of spec §8 for a timeout or a network error. */
export const NETWORK_ERROR_STATUS = 5;

/** The generic wrapper code of spec §8 for a network error while a file goes up or comes down. */
export const FILE_NETWORK_ERROR_STATUS = 602001;

/**
 * Not a code of spec §8: the object storage refused a direct upload's PUT (an expired or
 * altered ticket, a file that changed since it was chosen). Callers show their upload-failed text.
 */
export const STORAGE_REFUSED_STATUS = 602002;

/** The generic wrapper code of spec §8 for a call the app itself abandoned. */
export const ABORT_STATUS = 600003;

/** The server's message when there is one, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}

/** Statuses request() already tells the person about (spec §8), so callers stay quiet. */
const ANNOUNCED_STATUSES: readonly number[] = [401, 500, 502];

export function isAnnouncedByRequest(error: unknown): boolean {
  return error instanceof ApiError && ANNOUNCED_STATUSES.includes(error.status);
}
