import { AppError } from '../errors.ts';

/** The provider said no (forged, expired, someone else's): spec §8 'Authorization failed'. */
export const authorizationFailed = () => new AppError(400, 'authorizationFailed');

/** The provider could not be asked (network, its outage): the same words, as a gateway failure. */
export const providerUnreachable = (cause: unknown) => Object.assign(new AppError(502, 'authorizationFailed'), { cause });

/** A provider's JSON answer, or providerUnreachable when there is none. */
export async function fetchJson(fetchImpl: typeof fetch, url: string, init: RequestInit = {}): Promise<unknown> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = (await response.text()).trim();
    // QQ's older answers come as `callback( {...} );` (JSONP) even where JSON was asked for,
    // and its token endpoint as a form (`access_token=…&expires_in=…`).
    if (/^[\w.-]+=/.test(text)) return Object.fromEntries(new URLSearchParams(text));
    return JSON.parse(text.replace(/^\s*callback\(\s*|\s*\);?\s*$/g, ''));
  } catch (cause) {
    throw providerUnreachable(cause);
  }
}
