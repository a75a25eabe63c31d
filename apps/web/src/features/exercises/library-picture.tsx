import type { ReactNode } from 'react';
import { useSession } from '../../session/session-store.ts';
import { ActionCover } from './action-cover.tsx';
import { useAction } from './queries.ts';

/**
 * An exercise's picture by its id, from the library: `fallback` until it has loaded, and for
 * someone without an account (a shared template), who cannot ask the library.
 */
export function LibraryPicture({ actionId, fallback }: { actionId: number; fallback: ReactNode }) {
  const { token } = useSession();
  const detail = useAction(token ? actionId : null);
  return detail.data ? <ActionCover action={detail.data} /> : <>{fallback}</>;
}

/** The picture of an exercise by its id, for screens that draw exercises they only know by id. */
export function libraryPicture(actionId: number, fallback: ReactNode): ReactNode {
  return <LibraryPicture actionId={actionId} fallback={fallback} />;
}
