import { Toast, reduceMotion } from 'antd-mobile';
import { configureRequest } from '../api/request.ts';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { TOAST_MS } from '../kit/constants.ts';
import { PATHS } from '../kit/paths.ts';
import { clearSession, getSession } from '../session/session-store.ts';
import type { AppRouter } from './router.tsx';

/**
 * Lets the browser run what is waiting (a paint, a tap) before the next step of starting up.
 * Starting is several steps of main-thread work; on a slow phone, done in one go, it would be
 * one long task during which the page cannot answer a tap.
 */
export function nextTask(): Promise<void> {
  // A message, not a timer: timers can be held (a paused test clock, a throttled background
  // tab) and the app would never start; React's scheduler yields the same way.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** antd-mobile animates with JavaScript, so the system's reduced-motion wish is passed on here. */
export function respectReducedMotion(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) reduceMotion();
}

/** Wires the UI-free request() to the session, the language and the toasts. */
export function connectRequest(router: AppRouter): void {
  Toast.config({ duration: TOAST_MS });
  configureRequest({
    getToken: () => getSession().token,
    getLanguage: () => currentLanguage(),
    errorText: (key) => i18n.t(`errors.${key}`),
    showError: (message) => Toast.show({ content: message }),
    onUnauthorized: () => {
      clearSession();
      void router.navigate(PATHS.loginByMobileCode, { replace: true });
    },
  });
}
