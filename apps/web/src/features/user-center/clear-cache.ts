import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../../session/current-user.ts';

async function usedBytes(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.usage ?? 0;
}

/**
 * Clears what the app keeps to show screens faster: loaded answers (all but the signed-in
 * person) and the service worker's runtime caches. The app's own files (the precache, which
 * opens it offline), the session and, once training is recorded offline, its unsent sets
 * stay. Answers the bytes freed as the browser counts them (0 where it does not say).
 */
export async function clearCache(queryClient: QueryClient): Promise<number> {
  const before = await usedBytes();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  if ('caches' in globalThis) {
    for (const name of await caches.keys()) if (!name.includes('precache')) await caches.delete(name);
  }
  return Math.max(0, before - (await usedBytes()));
}

/** Bytes in KB or MB, written through the formatting module's `formatMeasure`. */
export function formatBytes(bytes: number, formatMeasure: (value: number, unitWord: string) => string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return formatMeasure(value, unit);
}

/**
 * What a check for a newer build found: one is ready (the update prompt offers it), this is
 * the latest, the check failed (offline), or it cannot be done here — a page without a service
 * worker (plain http on a LAN address, or a browser without workers) gets each build by
 * reloading, and saying "latest" there would be a guess.
 */
export type UpdateCheck = 'ready' | 'latest' | 'failed' | 'unavailable';

/** Asks the service worker for a newer build (`workers`: the page's navigator.serviceWorker, if any). */
export async function checkForUpdate(workers: Pick<ServiceWorkerContainer, 'getRegistration'> | undefined): Promise<UpdateCheck> {
  const registration = await workers?.getRegistration().catch(() => undefined);
  if (!registration) return 'unavailable';
  try {
    await registration.update();
  } catch {
    return 'failed';
  }
  return registration.waiting !== null || registration.installing !== null ? 'ready' : 'latest';
}
