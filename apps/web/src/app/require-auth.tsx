import { isCoachFlag } from '@repwise/domain';
import { Outlet, useLocation, useMatches } from 'react-router';
import { onboardingStep, redirectFor, type ScreenAudience } from '../features/onboarding/onboarding-path.ts';
import { LoadError } from '../kit/load-error.tsx';
import { PageLoading } from '../kit/page-loading.tsx';
import { loginPath } from '../kit/paths.ts';
import { Redirect } from '../kit/redirect.tsx';
import { useUserInfo } from '../session/current-user.ts';
import { useSession } from '../session/session-store.ts';

/**
 * The gate of every signed-in screen. Without a token: the login page (spec §2), which comes
 * back here afterwards. With one: the screen's audience (its route `handle`) decides — a
 * person mid-onboarding is sent to their step, a trainee who opens a coach's screen (or the
 * other way round) to their own home, so no one meets a screen that cannot work for them.
 */
export function RequireAuth() {
  const { token, areLoginFirstTime } = useSession();
  const location = useLocation();
  const matches = useMatches();
  const user = useUserInfo();

  if (!token) return <Redirect to={loginPath(location.pathname + location.search)} />;
  if (!user.data) {
    return user.isError ? <LoadError error={user.error} onRetry={() => void user.refetch()} /> : <PageLoading />;
  }
  const audience = matches.at(-1)?.handle as ScreenAudience | undefined;
  const elsewhere = redirectFor(audience, onboardingStep(user.data, areLoginFirstTime), isCoachFlag(user.data.position) === 1);
  return elsewhere ? <Redirect to={elsewhere} /> : <Outlet />;
}

