import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LocalStorage } from './storage/index.ts';

/**
 * Serves the built web app from the API's port. Hashed assets are cached for a year;
 * everything else — index.html, the service worker (sw.js), the web app manifest, the icons —
 * is revalidated on every use, so a deploy reaches the phones at once (the service worker
 * then offers the new build, see apps/web/src/app/app-update.ts).
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (apps/web/scripts/precompress.mjs); the copy the browser accepts is sent, with
 * `vary: accept-encoding`, so nothing is compressed per request.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    // setHeaders says how long each file keeps.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers a brotli, gzip or plain copy (preCompressed): caches keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return true;
}

/**
 * Uploaded media of the local storage driver, at its public base. File names are random
 * UUIDs and never change content, so they are cached for good.
 */
export async function installLocalFiles(app: FastifyInstance, storage: LocalStorage): Promise<void> {
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: storage.publicBase,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
