import { Navigate } from 'react-router';
import { PageLoading } from '../../app/page-loading.tsx';
import { PATHS } from '../../app/paths.ts';
import { LoadError } from '../../features/common/load-error.tsx';
import { onboardingPath } from '../../features/onboarding/onboarding-path.ts';
import { useUserInfo } from '../../features/user/queries.ts';
import { useSession } from '../../session/session-store.ts';

/**
 * App launch (spec §4): with a stored token, load the person and go to their home, or back
 * into the onboarding step they left; without one, go to the login page.
 */
export function EntryPage() {
  const { token, areLoginFirstTime } = useSession();
  const user = useUserInfo();

  if (!token) return <Navigate to={PATHS.loginByMobileCode} replace />;
  if (user.data) return <Navigate to={onboardingPath(user.data, areLoginFirstTime)} replace />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  return <PageLoading />;
}
