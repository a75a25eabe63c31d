import type { UserDto } from '@repwise/contracts';
import { isCoachFlag, nextOnboardingStep, type OnboardingStep } from '@repwise/domain';
import { PATHS, homePath } from '../../kit/paths.ts';
import { readSkips } from '../../session/onboarding-flags.ts';
import { takeReturnTo } from '../../session/return-to.ts';

const STEP_PATHS: Record<Exclude<OnboardingStep, 'home'>, string> = {
  password: PATHS.settingPassword,
  role: PATHS.selectRole,
  baseInfo: PATHS.selectNeed,
  coachCode: PATHS.settingCoachCode,
};

/**
 * Where a signed-in person belongs now: the next first-login step (spec §4), or once they are
 * done the page that sent them to log in (taken, so only once), or their home.
 */
export function onboardingPath(user: UserDto, areLoginFirstTime: boolean): string {
  const skips = readSkips(user.id);
  const step = nextOnboardingStep({
    areLoginFirstTime,
    passwordDone: user.passwordConfirmed || skips.password,
    roleDone: user.position !== null,
    baseInfoDone: user.baseInfoComplete,
    coachCodeDone: skips.coachCode,
    position: user.position,
    hasInviteCode: Boolean(user.inviteCode),
  });
  return step === 'home' ? (takeReturnTo() ?? homePath(isCoachFlag(user.position) === 1)) : STEP_PATHS[step];
}
