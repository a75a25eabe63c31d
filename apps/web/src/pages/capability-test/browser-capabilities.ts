/** What the youmengSDK test page says of this browser: each a yes or no, read from what the browser offers. */
export interface BrowserCapabilities {
  serviceWorker: boolean;
  share: boolean;
  clipboard: boolean;
  vibration: boolean;
  camera: boolean;
  online: boolean;
}

/** The parts of `navigator` looked at; a plain object in tests. */
export interface NavigatorLike {
  readonly serviceWorker?: unknown;
  readonly share?: unknown;
  readonly clipboard?: { readonly writeText?: unknown } | undefined;
  readonly vibrate?: unknown;
  readonly mediaDevices?: { readonly getUserMedia?: unknown } | undefined;
  readonly onLine?: boolean;
}

/**
 * Present means callable here: a browser may still refuse (no permission, an insecure page);
 * the page says what exists, not what a person has allowed.
 */
export function browserCapabilities(nav: NavigatorLike): BrowserCapabilities {
  return {
    serviceWorker: nav.serviceWorker !== undefined && nav.serviceWorker !== null,
    share: typeof nav.share === 'function',
    clipboard: typeof nav.clipboard?.writeText === 'function',
    vibration: typeof nav.vibrate === 'function',
    camera: typeof nav.mediaDevices?.getUserMedia === 'function',
    online: nav.onLine !== false,
  };
}
