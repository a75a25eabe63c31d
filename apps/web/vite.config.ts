import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of the workspace; override when it listens elsewhere.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/api-training', '/api-user-acl', '/files', '/healthz', '/__test__'];

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset paths: the hash router keeps every route on index.html (spec §2).
  base: './',
  plugins: [react()],
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
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
});
