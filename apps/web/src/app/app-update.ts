import { useSyncExternalStore } from 'react';

/**
 * The service worker's side of the app: registration, and the offer of a newer build. A new
 * build's worker installs in the background and waits; the person decides when the page
 * switches to it (the prompt in update-prompt.tsx), so nothing reloads under their fingers.
 */
type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function offer(next: ApplyUpdate | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches to the waiting build and reloads; null while there is none. */
export function useAppUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => pending);
}

/**
 * Registers the worker once the first screen is up (workbox-window is its own chunk, outside
 * the login page's budget). Only a production build has a worker to register.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('./sw.js');
  worker.addEventListener('waiting', () => {
    offer(() => {
      offer(null);
      // The new worker takes over after SKIP_WAITING; the page then reloads onto its files.
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  // An app left open for days looks for a new build whenever it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update().catch(() => undefined);
  });
  try {
    await worker.register();
  } catch {
    // Without a worker the app still works online; it only cannot open offline.
  }
}

/** Runs `task` after the page's load event, so it never competes with the first screen. */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task, 0);
  else window.addEventListener('load', () => setTimeout(task, 0), { once: true });
}
