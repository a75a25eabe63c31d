import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The API server of the workspace; override when it listens elsewhere.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/api-training', '/api-user-acl', '/files', '/healthz', '/__test__'];

/** The page background of spec §9 (PAGE_BACKGROUND in @repwise/domain), for the splash screen and the browser's bars. */
const PAGE_BACKGROUND = '#F8F8F8';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset paths: the hash router keeps every route on index.html (spec §2).
  base: './',
  plugins: [
    react(),
    // An installable app whose shell opens offline. The service worker is our own source
    // (src/sw.ts, injectManifest) so later features (offline training) can add to it; the
    // plugin writes the list of files to precache into it and the web app manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/app/app-update.ts after the first render, not by a script in index.html.
      injectRegister: false,
      // The icons are in the glob below already.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
      },
      manifest: {
        id: './',
        name: 'Repwise 力练',
        short_name: 'Repwise',
        description: 'Strength-training coaching for coaches and trainees · 教练与学员的力量训练',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PAGE_BACKGROUND,
        background_color: PAGE_BACKGROUND,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  resolve: {
    // One React for the app and antd-mobile, whatever the workspace hoisting does.
    dedupe: ['react', 'react-dom'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to size the login route.
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // The first screens (login, the homes, the tab bar) need React, the router and a handful
        // of antd-mobile parts; left to itself the bundler cuts those parts into some twenty small
        // files, each a round trip on a phone network before anything shows. They travel as one.
        advancedChunks: {
          groups: [
            {
              name: 'first-screen',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|@react-spring|@use-gesture|rc-util|@babel[\\/]runtime|ahooks|classnames|antd-mobile[\\/]es[\\/](utils|locales|global|components[\\/](auto-center|avatar|button|checkbox|config-provider|dot-loading|error-block|image|input|list|mask|popup|safe-area|spin-loading|tab-bar|badge|toast)))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
});
