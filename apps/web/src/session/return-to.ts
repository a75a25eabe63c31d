import { PATHS } from '../kit/paths.ts';

/**
 * Where a person goes back to after logging in (and onboarding): the page that sent them to
 * log in, such as a shared template's "Log in to copy" or a scanned team code. Kept for the
 * tab in sessionStorage, so it survives the onboarding steps but not the browser.
 */
const KEY = 'repwise.returnTo';

/** Only a page of this app: never an address elsewhere (an open redirect). */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  return value && /^\/pages\/[\w/-]+(\?[^#\s]*)?$/.test(value) && !value.startsWith(PATHS.loginByMobileCode) ? value : undefined;
}

/** The login page, asked to come back to `returnTo` afterwards. */
export function loginPath(returnTo?: string): string {
  const back = safeReturnTo(returnTo);
  return back ? `${PATHS.loginByMobileCode}?returnTo=${encodeURIComponent(back)}` : PATHS.loginByMobileCode;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturnTo(value: string | null): void {
  const back = safeReturnTo(value);
  try {
    if (back) storage()?.setItem(KEY, back);
    else storage()?.removeItem(KEY);
  } catch {
    // Without storage the person lands on their home instead.
  }
}

/** The page to go back to, once: reading it forgets it. */
export function takeReturnTo(): string | undefined {
  try {
    const back = safeReturnTo(storage()?.getItem(KEY));
    storage()?.removeItem(KEY);
    return back;
  } catch {
    return undefined;
  }
}
