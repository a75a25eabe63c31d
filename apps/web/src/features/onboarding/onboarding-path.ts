import type { UserDto } from '@repwise/contracts';
import { isCoachFlag, nextOnboardingStep, type OnboardingStep } from '@repwise/domain';
import { PATHS, homePath } from '../../kit/paths.ts';
import { readSkips } from '../../session/onboarding-flags.ts';
import { takeReturnTo } from '../../session/return-to.ts';

export type StepOnScreen = Exclude<OnboardingStep, 'home'>;

const STEP_PATHS: Record<StepOnScreen, string> = {
  password: PATHS.settingPassword,
  role: PATHS.selectRole,
  baseInfo: PATHS.selectNeed,
  coachCode: PATHS.settingCoachCode,
};

/** The first-login step (spec §4) a signed-in person is at, or 'home' once done. */
export function onboardingStep(user: UserDto, areLoginFirstTime: boolean): OnboardingStep {
  const skips = readSkips(user.id);
  return nextOnboardingStep({
    areLoginFirstTime,
    passwordDone: user.passwordConfirmed || skips.password,
    roleDone: user.position !== null,
    baseInfoDone: user.baseInfoComplete,
    coachCodeDone: skips.coachCode,
    position: user.position,
    hasInviteCode: Boolean(user.inviteCode),
  });
}

/**
 * Where a signed-in person belongs now: the next first-login step, or once they are done the
 * page that sent them to log in (taken, so only once), or their home.
 */
export function onboardingPath(user: UserDto, areLoginFirstTime: boolean): string {
  const step = onboardingStep(user, areLoginFirstTime);
  return step === 'home' ? (takeReturnTo() ?? homePath(isCoachFlag(user.position) === 1)) : STEP_PATHS[step];
}

/** Who a screen is for: coaches only, trainees only, or one first-login step. */
export interface ScreenAudience {
  role?: 'coach' | 'trainee';
  step?: StepOnScreen;
  /** A step screen a trainee may open again once onboarding is done (a coach's code entered later, from My). */
  reopen?: 'trainee';
}

/**
 * Where to send a signed-in person who opened a screen not meant for them now, or null to
 * show it: a step screen only at that step, every other screen only once onboarding is
 * done, and a coach's screen only to a coach (a trainee's only to a trainee).
 */
export function redirectFor(audience: ScreenAudience | undefined, step: OnboardingStep, isCoach: boolean): string | null {
  const belongs = step === 'home' ? homePath(isCoach) : STEP_PATHS[step];
  if (audience?.step) {
    if (audience.step === step) return null;
    return step === 'home' && audience.reopen === 'trainee' && !isCoach ? null : belongs;
  }
  if (step !== 'home') return belongs;
  if (audience?.role === 'coach' && !isCoach) return belongs;
  if (audience?.role === 'trainee' && isCoach) return belongs;
  return null;
}
