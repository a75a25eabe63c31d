import { Toast } from 'antd-mobile';
import { errorMessage, isAnnouncedByRequest } from '../api/api-error.ts';

export function showToast(content: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content, icon });
}

/** Shows the server's message, or the fallback text, unless request() already spoke up. */
export function showErrorToast(error: unknown, fallback: string): void {
  if (isAnnouncedByRequest(error)) return;
  Toast.show({ content: errorMessage(error, fallback) });
}

/**
 * The catalogue's failure text (e.g. 'Save failed') with the reason on a second line: the
 * server's message for an error, or a given reason. Quiet when request() already spoke up.
 */
export function showFailureToast(title: string, reason: unknown): void {
  if (isAnnouncedByRequest(reason)) return;
  const detail = typeof reason === 'string' ? reason : errorMessage(reason, '');
  Toast.show({ content: detail && detail !== title ? `${title}\n${detail}` : title });
}
