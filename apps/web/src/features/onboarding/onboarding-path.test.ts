import { describe, expect, it } from 'vitest';
import type { User } from '../../api/types.ts';
import { PATHS } from '../../app/paths.ts';
import { onboardingPath } from './onboarding-path.ts';

function user(patch: Partial<User>): User {
  return {
    id: 1,
    mobile: '13812345678',
    nickName: '',
    avatar: '',
    avatarUrl: '',
    position: null,
    sex: null,
    age: null,
    height: null,
    weight: null,
    chest: null,
    waist: null,
    hip: null,
    email: null,
    inviteCode: null,
    coach: null,
    myInviteCode: null,
    passwordConfirmed: false,
    baseInfoComplete: false,
    vipInfo: { groupVipInfos: [] },
    ...patch,
  };
}

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
