import { shareActionPath } from '../../kit/paths.ts';

/** The public link of a shared exercise: this app's address with the hash route of the share page. */
export function actionShareLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${shareActionPath(code)}`;
}
