import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellMarkup, appShellStyle } from './src/app/app-shell.ts';
import { BRAND_COLOR } from './src/base/colors.ts';

// The API server of the workspace; override when it listens elsewhere.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
// /s/: the share pages and their images (the server writes their link-preview tags).
const proxied = ['/api-training', '/api-user-acl', '/files', '/healthz', '/__test__', '/s/'];

/** The page background of spec §9 (PAGE_BACKGROUND in @repwise/domain), for the splash screen and the browser's bars. */
const PAGE_BACKGROUND = '#F8F8F8';

/** react-router's production build, next to the development build its package exports. */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return path.join(path.dirname(development), '../production/index.mjs');
}

const shellColors = { brand: BRAND_COLOR, background: PAGE_BACKGROUND };

/** Writes the app shell (src/app/app-shell.ts) into index.html: the first paint needs no script. */
const appShell: Plugin = {
  name: 'repwise-app-shell',
  transformIndexHtml: (html) => ({
    html: html.replace('<div id="root"></div>', `<div id="root">${appShellMarkup(shellColors)}</div>`),
    tags: [{ tag: 'style', children: appShellStyle(shellColors), injectTo: 'head' }],
  }),
};

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  // Relative asset paths: the hash router keeps every route on index.html (spec §2).
  base: './',
  plugins: [
    react(),
    appShell,
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
        // One classic script (the app registers it without `type: 'module'`); the plugin's ES
        // build asks the bundler for a deprecated option (inlineDynamicImports) and says so at every build.
        rollupFormat: 'iife',
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
    // react-router 7's package exports name only its development build (remix-run/react-router
    // #12532, #14753): with its warnings and checks it is a third bigger and slower to start.
    // A production build takes the production build it ships beside it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to size the login route.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The first screens (login, the homes, the tab bar) need React, the router, a handful of
        // antd-mobile parts and the app's own session, request and i18n code; left to itself the
        // bundler cuts these into some twenty small files, each a round trip on a phone network
        // before anything shows. Everything the entry imports statically travels as one file;
        // screens loaded later keep their own files.
        codeSplitting: {
          groups: [
            {
              name: 'first-screen-libs',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|@react-spring|@use-gesture|rc-util|@babel[\\/]runtime|ahooks|classnames|antd-mobile[\\/]es[\\/](utils|locales|global|components[\\/](auto-center|avatar|button|checkbox|config-provider|dot-loading|error-block|image|input|list|mask|popup|safe-area|spin-loading|tab-bar|badge|toast)))[\\/]/,
            },
            // The app's own modules the entry imports (not the libraries: a library's index
            // names every part, and a part named here travels whether it is used or not).
            { name: 'first-screen-app', test: /[\\/](apps[\\/]web[\\/]src|packages[\\/](domain|contracts)[\\/]src)[\\/]/, tags: ['$initial'], includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
}));
