import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterLoad, registerServiceWorker } from './app/app-update.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { connectRequest, respectReducedMotion } from './app/start.ts';
import { nextTask } from './kit/next-task.ts';
import { applyTheme } from './app/theme.ts';
import { initI18n } from './i18n/index.ts';
import { userQuery } from './session/current-user.ts';
import { getSession } from './session/session-store.ts';
import './app/app.css';

/** Each step ends its task (nextTask): loading the modules, the strings, the router, the first render. */
async function start(): Promise<void> {
  applyTheme();
  respectReducedMotion();
  await nextTask();
  await initI18n();
  await nextTask();
  const router = createAppRouter();
  connectRequest(router);
  // A returning person is asked for at once, while the first screen is still being made.
  if (getSession().token) void queryClient.prefetchQuery(userQuery);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // The app shell (index.html) is on screen already, so the first render need not block the
  // page: as a transition React renders in slices of a few milliseconds and a tap or a scroll
  // is answered in between, instead of one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
  // The service worker is not needed for the first screen: it waits until the page has loaded.
  afterLoad(() => void registerServiceWorker());
}

void start();
