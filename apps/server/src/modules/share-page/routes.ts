import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@repwise/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound, tooManyRequests } from '../../platform/errors.ts';
import { languageOf } from '../../platform/messages.ts';
import { publicBaseUrl } from '../../platform/public-url.ts';
import type { View } from '../../platform/view.ts';
import { appRouteOf, isShareKind, shareCardOf, type ShareCard, type ShareKind } from './cards.ts';
import { renderPng, shareCardSvg } from './image.ts';
import { notFoundHtml, sharePageHtml } from './page.ts';

/** Share codes and year tokens are URL-safe base64 or words with dashes; anything else is no link of ours. */
const CODE = /^[\w-]{1,64}$/;
/** Pages and images change when their object does; a crawler or a chat app may keep them this long. */
const CACHE_CONTROL = 'public, max-age=300';
/** Images drawn lately, by ETag: chat apps ask for a fresh link's image many times at once. */
const DRAWN_KEPT = 64;

interface ShareParams {
  kind: string;
  code: string;
}

/** `?lang=en|zh-Hans` (a link made for one language), else Accept-Language. */
function languageFor(request: FastifyRequest<{ Querystring: { lang?: unknown } }>): Language {
  const asked = request.query.lang;
  if (typeof asked === 'string' && asked.trim() !== '') return languageOf(asked);
  return languageOf(request.headers['accept-language']);
}

/** The web app's index.html, read once: the pages are it with their own tags. Null without a built web app. */
function readShell(webDist: string): string | null {
  try {
    return fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/**
 * Public share pages for people and for the crawlers of chat and social apps (issue 27 §5):
 * GET /s/<kind>/<code> and its image GET /s/<kind>/<code>/image.png, kind one of action,
 * template, plan, article, year (whose code is the link's token).
 *
 * These are documents and pictures, not API calls, so they are outside the contract (no
 * envelope, not in the OpenAPI document): crawlers never send the #fragment the app's own share
 * screens live under and run no script. The route fuzzer sends its malformed escapes to them
 * (test/fuzz/route-fuzz-suite.ts), and the policy table covers who reads them.
 */
export function sharePageRoutes(app: FastifyInstance, { db, kv, config, storage }: AppContext): void {
  const shell = readShell(config.webDist);
  const drawn = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();

  /** The picture of an SVG by its ETag: kept, being drawn (a chat app asks for a new link's picture several times at once), or drawn now. */
  async function pngOf(etag: string, svg: string): Promise<Buffer> {
    const kept = drawn.get(etag);
    if (kept) {
      // The most recently used last: the first in the map is the one to forget.
      drawn.delete(etag);
      drawn.set(etag, kept);
      return kept;
    }
    let pending = drawing.get(etag);
    if (!pending) {
      pending = renderPng(svg).finally(() => drawing.delete(etag));
      drawing.set(etag, pending);
    }
    const png = await pending;
    if (!drawn.has(etag)) {
      if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
      drawn.set(etag, png);
    }
    return png;
  }

  /** The card, or null when the kind, the code or the object is not there (or not shared any more). */
  async function cardOf(params: ShareParams, language: Language): Promise<ShareCard | null> {
    if (!isShareKind(params.kind) || !CODE.test(params.code)) return null;
    const view: View = { language, storageBase: storage.publicBase };
    try {
      return await shareCardOf(db, view, params.kind, params.code);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }
  }

  const addressOf = (request: FastifyRequest, kind: ShareKind, code: string) => `${publicBaseUrl(config, request)}/s/${kind}/${encodeURIComponent(code)}`;

  app.get<{ Params: ShareParams; Querystring: { lang?: unknown } }>('/s/:kind/:code', { schema: { hide: true } }, async (request, reply) => {
    const language = languageFor(request);
    const card = await cardOf(request.params, language);
    reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-language');
    if (!card) return reply.code(404).header('cache-control', 'no-store').send(notFoundHtml(language));
    const pageUrl = addressOf(request, card.kind, request.params.code);
    const html = sharePageHtml(shell, { card, language, pageUrl, imageUrl: `${pageUrl}/image.png?lang=${language}`, appRoute: appRouteOf(card.kind, request.params.code) });
    return reply.header('cache-control', CACHE_CONTROL).send(html);
  });

  app.get<{ Params: ShareParams; Querystring: { lang?: unknown } }>('/s/:kind/:code/image.png', { schema: { hide: true } }, async (request, reply) => {
    // A drawing costs 150 ms or more (bench:share-image): one address asking faster than SHARE_IMAGES_PER_IP_PER_MINUTE is refused.
    if ((await kv.increment(`share-image:${request.ip}`, 60_000)) > config.shareImagesPerIpPerMinute) throw tooManyRequests();
    const language = languageFor(request);
    const card = await cardOf(request.params, language);
    if (!card) throw notFound();
    const svg = shareCardSvg(card, language);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    // Other sites' pages (a chat app's web client) may show the picture: it is public anyway.
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-language').header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-type', 'image/png').send(await pngOf(etag, svg));
  });
}
