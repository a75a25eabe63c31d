import { describe, expect, it } from 'vitest';
import { PATHS } from '../../kit/paths.ts';
import { testUser as user } from '../../session/test-user.ts';
import { onboardingPath, redirectFor } from './onboarding-path.ts';

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

describe('who may open a screen', () => {
  it('keeps coaches and trainees on their own homes', () => {
    expect(redirectFor({ role: 'coach' }, 'home', false)).toBe(PATHS.userHome);
    expect(redirectFor({ role: 'coach' }, 'home', true)).toBeNull();
    expect(redirectFor({ role: 'trainee' }, 'home', true)).toBe(PATHS.coachHome);
    expect(redirectFor({ role: 'trainee' }, 'home', false)).toBeNull();
  });

  it('opens a first-login step only while the person is at it', () => {
    expect(redirectFor({ step: 'role' }, 'role', false)).toBeNull();
    expect(redirectFor({ step: 'role' }, 'home', true)).toBe(PATHS.coachHome);
    expect(redirectFor({ step: 'password' }, 'baseInfo', false)).toBe(PATHS.selectNeed);
    expect(redirectFor({ step: 'coachCode' }, 'home', false)).toBe(PATHS.userHome);
  });

  it("lets a trainee done with onboarding enter a coach's code again, never a coach", () => {
    expect(redirectFor({ step: 'coachCode', reopen: 'trainee' }, 'home', false)).toBeNull();
    expect(redirectFor({ step: 'coachCode', reopen: 'trainee' }, 'home', true)).toBe(PATHS.coachHome);
    expect(redirectFor({ step: 'coachCode', reopen: 'trainee' }, 'baseInfo', false)).toBe(PATHS.selectNeed);
  });

  it('sends someone mid-onboarding back to their step from any other screen', () => {
    expect(redirectFor(undefined, 'role', false)).toBe(PATHS.selectRole);
    expect(redirectFor({ role: 'coach' }, 'password', false)).toBe(PATHS.settingPassword);
  });

  it('lets anyone done with onboarding open a screen for everyone', () => {
    expect(redirectFor(undefined, 'home', true)).toBeNull();
    expect(redirectFor(undefined, 'home', false)).toBeNull();
  });
});
