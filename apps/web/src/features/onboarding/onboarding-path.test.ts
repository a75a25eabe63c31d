import { describe, expect, it } from 'vitest';
import { PATHS } from '../../kit/paths.ts';
import { testUser as user } from '../../session/test-user.ts';
import { onboardingPath } from './onboarding-path.ts';

describe('onboardingPath', () => {
  it('walks a first login through password, role, base info and coach code', () => {
    expect(onboardingPath(user({}), true)).toBe(PATHS.settingPassword);
    expect(onboardingPath(user({ passwordConfirmed: true }), true)).toBe(PATHS.selectRole);
    expect(onboardingPath(user({ passwordConfirmed: true, position: 2 }), true)).toBe(PATHS.selectNeed);
    expect(onboardingPath(user({ passwordConfirmed: true, position: 2, baseInfoComplete: true }), true)).toBe(PATHS.settingCoachCode);
    expect(onboardingPath(user({ passwordConfirmed: true, position: 2, baseInfoComplete: true, inviteCode: 'K7QM2X' }), true)).toBe(PATHS.userHome);
  });

  it('sends a finished coach to the coach home and never asks a coach for a coach code', () => {
    expect(onboardingPath(user({ passwordConfirmed: true, position: 1, baseInfoComplete: true }), true)).toBe(PATHS.coachHome);
  });

  it('goes straight home on a login that is not the first', () => {
    expect(onboardingPath(user({ position: 1 }), false)).toBe(PATHS.coachHome);
    expect(onboardingPath(user({ position: 2 }), false)).toBe(PATHS.userHome);
  });
});
