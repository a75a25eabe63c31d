import { DEFAULT_GROUP_ID } from './constants.ts';

/** Positions of spec §3: 1 coach, 2 player (trainee). */
export const POSITION = { coach: 1, player: 2 } as const;
export type Position = (typeof POSITION)[keyof typeof POSITION];

export interface GroupVipInfo {
  groupId: string;
  name?: string;
}

export interface GroupSelection {
  groupId: string;
  groupInfo: { name: string } | null;
}

/**
 * Group selection of spec §4, run after user info loads: keep the stored group while it is
 * still among the user's groups, otherwise take the first; with no groups, clear both
 * (the group id falls back to the default "1").
 */
export function selectGroup(storedGroupId: string | null | undefined, groups: readonly GroupVipInfo[] | null | undefined): GroupSelection {
  const list = groups ?? [];
  const first = list[0];
  if (!first) return { groupId: DEFAULT_GROUP_ID, groupInfo: null };
  const kept = list.find((g) => String(g.groupId) === storedGroupId) ?? first;
  return { groupId: String(kept.groupId), groupInfo: { name: kept.name ?? '' } };
}

/** The coach flag of spec §4: isCoach is 1 exactly when the position is coach. */
export function isCoachFlag(position: number | null | undefined): 0 | 1 {
  return position === POSITION.coach ? 1 : 0;
}

/** What the onboarding knows about the person (spec §4, first-time login). */
export interface OnboardingFlags {
  areLoginFirstTime: boolean;
  passwordDone: boolean;
  roleDone: boolean;
  baseInfoDone: boolean;
  coachCodeDone: boolean;
  position: number | null;
  hasInviteCode: boolean;
}

export type OnboardingStep = 'password' | 'role' | 'baseInfo' | 'coachCode' | 'home';

/**
 * The next onboarding step: password (skippable), role, base info, then the coach
 * invitation code for trainees without one (skippable), then home. A login that is not
 * first-time goes straight home.
 */
export function nextOnboardingStep(flags: OnboardingFlags): OnboardingStep {
  if (!flags.areLoginFirstTime) return 'home';
  if (!flags.passwordDone) return 'password';
  if (!flags.roleDone) return 'role';
  if (!flags.baseInfoDone) return 'baseInfo';
  const needsCoachCode = flags.position === POSITION.player && !flags.hasInviteCode;
  if (needsCoachCode && !flags.coachCodeDone) return 'coachCode';
  return 'home';
}

/** A user's display name: an empty nickname shows the product's name (spec §3). */
export function displayName(nickName: string | null | undefined, productName: string): string {
  return nickName && nickName.trim() ? nickName : productName;
}

/** An empty avatar or the string 'null' gives the default avatar (spec §3). */
export function hasCustomAvatar(avatar: string | null | undefined): avatar is string {
  return Boolean(avatar) && avatar !== 'null';
}
