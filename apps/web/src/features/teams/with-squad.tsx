import type { SquadDetail } from '@repwise/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { parseId } from '../../kit/route-params.ts';
import { useSquad } from './queries.ts';

/** A screen's team id (`?id=`) that is no id at all: as good as a team not found. */
export const MISSING = new ApiError(404, '');

/** The team of the screen's `?id=`, once loaded, with the loading and error views (a team not mine: data not found). */
export function WithSquad({ children }: { children: (squad: SquadDetail) => ReactNode }) {
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const squad = useSquad(id);
  if (id === null) return <LoadError error={MISSING} onRetry={() => undefined} />;
  if (squad.data) return children(squad.data);
  if (squad.isError) return <LoadError error={squad.error} onRetry={() => void squad.refetch()} />;
  return <PageLoading />;
}
