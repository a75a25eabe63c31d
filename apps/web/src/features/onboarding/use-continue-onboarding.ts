import type { UserDto } from '@repwise/contracts';
import { useNavigate } from 'react-router';
import { getSession } from '../../session/session-store.ts';
import { onboardingPath } from './onboarding-path.ts';

/** After a step is done or skipped, goes to the next one (or home). */
export function useContinueOnboarding(): (user: UserDto) => void {
  const navigate = useNavigate();
  return (user) => void navigate(onboardingPath(user, getSession().areLoginFirstTime), { replace: true });
}
