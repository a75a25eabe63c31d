/**
 * The outside address a tap on a link of an article's body goes to, or null for a link
 * that stays in the app (a page of its own, an anchor) or is no web address at all.
 */
export function outsideAddress(href: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === appOrigin ? null : url.href;
}
