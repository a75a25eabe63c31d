import { STORAGE_KEYS } from '../base/constants.ts';

/**
 * Where a person goes back to after logging in (and onboarding): the page that sent them to
 * log in, such as a shared template's "Log in to copy" or a scanned team code. Kept for the
 * tab in sessionStorage, so it survives the onboarding steps but not the browser.
 */
const KEY = STORAGE_KEYS.returnTo;

/**
 * Only a page of this app: never an address elsewhere (an open redirect), nor the login and
 * first-login steps themselves, which lead on by their own rules.
 */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  return value && /^\/pages\/[\w/-]+(\?[^#\s]*)?$/.test(value) && !value.startsWith('/pages/login/') ? value : undefined;
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
