import type { ReactNode } from 'react';
import type { User } from '../../api/types.ts';
import { PageLoading } from '../../app/page-loading.tsx';
import { LoadError } from '../common/load-error.tsx';
import { useUserInfo } from './queries.ts';

/** Renders its content once the signed-in person is loaded, with loading and error views. */
export function WithUser({ children }: { children: (user: User) => ReactNode }) {
  const query = useUserInfo();
  if (query.data) return children(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}
