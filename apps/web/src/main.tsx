import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterLoad, registerServiceWorker } from './app/app-update.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { connectRequest, respectReducedMotion } from './app/start.ts';
import { applyTheme } from './app/theme.ts';
import { initI18n } from './i18n/index.ts';
import { userQuery } from './session/current-user.ts';
import { getSession } from './session/session-store.ts';
import './app/app.css';

async function start(): Promise<void> {
  applyTheme();
  respectReducedMotion();
  await initI18n();
  connectRequest();
  // A returning person is asked for at once, while the first screen's code is still loading.
  if (getSession().token) void queryClient.prefetchQuery(userQuery);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  // The service worker is not needed for the first screen: it waits until the page has loaded.
  afterLoad(() => void registerServiceWorker());
}

void start();
