import { Toast, reduceMotion } from 'antd-mobile';
import { configureRequest } from '../api/request.ts';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { TOAST_MS } from '../base/constants.ts';
import { PATHS } from '../kit/paths.ts';
import { clearSession, getSession } from '../session/session-store.ts';
import type { AppRouter } from './router.tsx';

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
    getGroupId: () => getSession().groupId || null,
    errorText: (key) => i18n.t(`errors.${key}`),
    showError: (message) => Toast.show({ content: message }),
    onUnauthorized: () => {
      clearSession();
      void router.navigate(PATHS.loginByMobileCode, { replace: true });
    },
  });
}
