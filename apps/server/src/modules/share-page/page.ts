import type { Language } from '@repwise/domain';
import type { ShareCard } from './cards.ts';
import { text } from './texts.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content or a quoted attribute: nothing a name holds can open a tag or end an attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The name of the meta tag the web app's share-open.js reads to go to the object's screen. */
export const APP_ROUTE_META = 'repwise-app-route';

export interface SharePageParts {
  card: ShareCard;
  language: Language;
  /** The page's own absolute address (og:url, canonical). */
  pageUrl: string;
  /** The share image's absolute address (og:image). */
  imageUrl: string;
  /** The web app's hash route of the object's screen. */
  appRoute: string;
}

const htmlLang = (language: Language) => (language === 'zh-Hans' ? 'zh-Hans' : 'en');

/** Descriptions are cut where the apps cut them anyway, on a whole character. */
function clip(value: string, max: number): string {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function previewTags({ card, language, pageUrl, imageUrl, appRoute }: SharePageParts): string {
  const title = `${card.title} · ${text('brand', language)}`;
  const description = clip(card.description, 200);
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    // The page sits two levels under the app (/s/<kind>/<code>): its relative addresses (the
    // web app's ./assets, the icons, share-open.js) are the app's.
    '<base href="../../" />',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:type', card.kind === 'article' ? 'article' : 'website'),
    meta('property', 'og:site_name', 'Repwise 力练'),
    meta('property', 'og:locale', language === 'zh-Hans' ? 'zh_CN' : 'en_US'),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `${card.kindLabel}${language === 'zh-Hans' ? '：' : ': '}${card.title}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    meta('name', APP_ROUTE_META, appRoute),
    // A file, not an inline script: the page's Content-Security-Policy allows scripts of 'self' only.
    '<script src="share-open.js"></script>',
  ].join('\n    ');
}

/**
 * The page crawlers read and people land on: the web app's index.html with the object's preview
 * tags in place of its own title and description, and share-open.js, which moves the address to
 * the object's hash route before the app starts (no second load). Without a built web app (an
 * API-only server) a small page with the same tags and a link to the screen.
 */
export function sharePageHtml(shell: string | null, parts: SharePageParts): string {
  const tags = previewTags(parts);
  if (shell === null) {
    return `<!doctype html>
<html lang="${htmlLang(parts.language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${tags}
  </head>
  <body>
    <h1>${escapeHtml(parts.card.title)}</h1>
    <p>${escapeHtml(parts.card.description)}</p>
    <p><a href="${escapeHtml(`#${parts.appRoute}`)}">${escapeHtml(text('open', parts.language))}</a></p>
  </body>
</html>
`;
  }
  const withoutOwn = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html([^>]*)\slang="[^"]*"/i, `<html$1 lang="${htmlLang(parts.language)}"`);
  const charset = /<meta\s+charset[^>]*>/i.exec(withoutOwn);
  const at = charset ? charset.index + charset[0].length : withoutOwn.search(/<head[^>]*>/i) + (/<head[^>]*>/i.exec(withoutOwn)?.[0].length ?? 0);
  return `${withoutOwn.slice(0, at)}\n    ${tags}${withoutOwn.slice(at)}`;
}

/** The answer to an unknown, stopped or unpublished link: says so, names nothing of what it was. */
export function notFoundHtml(language: Language): string {
  const title = text('notFoundTitle', language);
  return `<!doctype html>
<html lang="${htmlLang(language)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} · ${escapeHtml(text('brand', language))}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 48px 24px; color: #1f2937; background: #f8f8f8; text-align: center; }
      h1 { font-size: 22px; margin: 0 0 12px; }
      p { margin: 0 0 24px; color: #4b5563; }
      a { display: inline-block; min-height: 44px; line-height: 44px; padding: 0 24px; border-radius: 22px; background: #B84600; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(text('notFoundBody', language))}</p>
    <a href="../../">${escapeHtml(text('openApp', language))}</a>
  </body>
</html>
`;
}
