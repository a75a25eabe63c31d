import { describe, expect, it } from 'vitest';
import { PATHS } from '../../kit/paths.ts';
import { redirectFor } from './onboarding-path.ts';

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

  it('sends someone mid-onboarding back to their step from any other screen', () => {
    expect(redirectFor(undefined, 'role', false)).toBe(PATHS.selectRole);
    expect(redirectFor({ role: 'coach' }, 'password', false)).toBe(PATHS.settingPassword);
  });

  it('lets anyone done with onboarding open a screen for everyone', () => {
    expect(redirectFor(undefined, 'home', true)).toBeNull();
    expect(redirectFor(undefined, 'home', false)).toBeNull();
  });
});
