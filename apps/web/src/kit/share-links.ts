/**
 * The public share pages the server answers at /s/<kind>/<code> (apps/server modules/share-page):
 * chat and social apps read their preview tags and image, people land on the object's screen.
 * Links the app copies or hands to the share sheet are these, never the #fragment of a screen,
 * which crawlers do not send.
 */
export type ShareKind = 'action' | 'template' | 'plan' | 'article' | 'year';

type Where = Pick<Location, 'origin' | 'pathname'>;

/** The app's own base address (its origin and folder: the server serves the pages beside index.html). */
const appBase = (location: Where) => `${location.origin}${location.pathname.replace(/[^/]*$/, '')}`;

/** The full address of an object's share page. */
export function sharePageUrl(kind: ShareKind, code: string, location: Where = window.location): string {
  return new URL(`s/${kind}/${encodeURIComponent(code)}`, appBase(location)).href;
}

/** The share page's picture (1200×630 PNG) in a language, from this app's own origin. */
export function shareImageUrl(kind: ShareKind, code: string, language: string, location: Where = window.location): string {
  return `${sharePageUrl(kind, code, location)}/image.png?lang=${encodeURIComponent(language)}`;
}
