/// <reference lib="webworker" />
/**
 * The service worker: the app's shell (every file of the build) is precached, so the app
 * opens without a network after one visit. The API is never cached here: screens read it
 * through TanStack Query, and offline training (a later feature) adds its own handling.
 * Built by vite-plugin-pwa (injectManifest), which fills in self.__WB_MANIFEST.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Hash routing (spec §2): every screen is index.html plus a #fragment, so a navigation to the
// app's own address (with any query) gets the cached shell. Other addresses of the server
// (the API documentation, uploaded files) still go to the network.
const scopePath = new URL(self.registration.scope).pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [new RegExp(`^${scopePath}(index\\.html)?(\\?.*)?$`)] }));

// A new build waits until the person agrees to reload (the prompt in app/update-prompt.tsx).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes over the open page at once, so its later requests use the cache.
clientsClaim();
