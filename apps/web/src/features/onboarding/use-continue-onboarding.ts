import { useNavigate } from 'react-router';
import type { User } from '../../api/types.ts';
import { getSession } from '../../session/session-store.ts';
import { onboardingPath } from './onboarding-path.ts';

/** After a step is done or skipped, goes to the next one (or home). */
export function useContinueOnboarding(): (user: User) => void {
  const navigate = useNavigate();
  return (user) => void navigate(onboardingPath(user, getSession().areLoginFirstTime), { replace: true });
}
