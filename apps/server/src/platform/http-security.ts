import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Addresses a page of these hosts may come from: https, and on a local address http too (development). */
function frameSources(hosts: Iterable<string>): string[] {
  const local = new Set(['localhost', '127.0.0.1', '[::1]']);
  return [...hosts].flatMap((host) => (local.has(host) ? [`http://${host}:*`, `https://${host}:*`] : [`https://${host}`]));
}

/** Helmet's headers for our policy, computed once: they do not depend on the request. */
/** Where uploaded media live when that is not this server: the storage phones PUT to, and where pictures and videos are read from. */
export interface StorageOrigins {
  uploads: readonly string[];
  media: readonly string[];
}

function securityHeaders(frameHosts: Iterable<string>, storage: StorageOrigins): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile positions popups and pickers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded pictures and videos come from S3_PUBLIC_BASE's origin with object storage.
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.media],
        mediaSrc: ["'self'", 'blob:', ...storage.media],
        // Direct uploads (S3-compatible storage) PUT the file to the storage's origin from the page.
        connectSrc: ["'self'", ...storage.uploads],
        // The web app's service worker (/sw.js) and its manifest (/manifest.webmanifest).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // webview/article frames the approved outside pages only (ARTICLE_LINK_HOSTS), never others.
        frameSrc: ["'self'", ...frameSources(frameHosts)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // Phones on a club's LAN reach the server over plain http.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as documents, so they carry only the headers that matter
 * for data (OWASP REST guidance); the document policy above goes on everything else.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const API_PREFIXES = ['/api-training/', '/api-user-acl/', '/healthz'];

/**
 * Headers every answer carries: the request id (to find its log lines) and the security
 * headers of the API or of the web app served beside it. One hook: it runs on every request.
 */
export function installResponseHeaders(app: FastifyInstance, frameHosts: Iterable<string>, storage: StorageOrigins = { uploads: [], media: [] }): void {
  const documentHeaders = securityHeaders(frameHosts, storage);
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    reply.headers(isApi ? API_HEADERS : documentHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
