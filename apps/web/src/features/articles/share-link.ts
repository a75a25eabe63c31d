/** The full address of an article's public page: the server gives the page's path (`/s/article/<code>`, with link-preview tags), this app's origin completes it. */
export function articleShareLink(sharePath: string, location: Pick<Location, 'origin'> = window.location): string {
  return `${location.origin}${sharePath}`;
}
