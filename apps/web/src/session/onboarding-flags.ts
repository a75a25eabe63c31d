import { STORAGE_KEYS } from '../base/constants.ts';
import { readJson, writeJson } from './storage.ts';

/** Skipped onboarding steps; skipping a step marks it done (spec §4). Kept per person. */
export interface OnboardingSkips {
  password: boolean;
  coachCode: boolean;
}

const NONE: OnboardingSkips = { password: false, coachCode: false };

function isSkips(value: unknown): value is OnboardingSkips {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.password === 'boolean' && typeof v.coachCode === 'boolean';
}

function keyOf(userId: number): string {
  return `${STORAGE_KEYS.onboardingPrefix}${userId}`;
}

export function readSkips(userId: number): OnboardingSkips {
  return readJson(keyOf(userId), isSkips) ?? NONE;
}

export function markSkipped(userId: number, step: keyof OnboardingSkips): void {
  writeJson(keyOf(userId), { ...readSkips(userId), [step]: true });
}
