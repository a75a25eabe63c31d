import type { UserDto } from '@repwise/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useUserInfo } from '../../session/current-user.ts';

/** Renders its content once the signed-in person is loaded, with loading and error views. */
export function WithUser({ children }: { children: (user: UserDto) => ReactNode }) {
  const query = useUserInfo();
  if (query.data) return children(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}
