import { sharePageUrl } from '../../kit/share-links.ts';

/** The public link of a shared exercise: the server's share page beside this app (link previews), which opens the share screen. */
export function actionShareLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return sharePageUrl('action', code, location);
}
