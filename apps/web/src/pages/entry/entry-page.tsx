import { onboardingPath } from '../../features/onboarding/onboarding-path.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS } from '../../kit/paths.ts';
import { useUserInfo } from '../../session/current-user.ts';
import { useSession } from '../../session/session-store.ts';
import { Redirect } from '../../kit/redirect.tsx';

/**
 * App launch (spec §4): with a stored token, load the person and go to their home, or back
 * into the onboarding step they left; without one, go to the login page.
 */
export function EntryPage() {
  const { token, areLoginFirstTime } = useSession();
  const user = useUserInfo();

  if (!token) return <Redirect to={PATHS.loginByMobileCode} />;
  if (user.data) return <Redirect to={onboardingPath(user.data, areLoginFirstTime)} />;
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  return <PageLoading />;
}
