import { Toast } from 'antd-mobile';
import { errorMessage, isAnnouncedByRequest } from '../../api/api-error.ts';

export function showToast(content: string, icon?: 'success' | 'fail'): void {
  Toast.show({ content, icon });
}

/** Shows the server's message, or the fallback text, unless request() already spoke up. */
export function showErrorToast(error: unknown, fallback: string): void {
  if (isAnnouncedByRequest(error)) return;
  Toast.show({ content: errorMessage(error, fallback) });
}
