import type { UserDto } from '@repwise/contracts';
import { isCoachFlag, selectGroup } from '@repwise/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_GROUP_ID, STORAGE_KEYS, STORAGE_PREFIX } from '../base/constants.ts';
import { readItem, readJson, removeAllItems, writeItem, writeJson } from './storage.ts';

/** The session state of spec §3. */
export interface SessionState {
  token: string | null;
  userInfo: UserDto | null;
  groupId: string;
  groupInfo: { name: string } | null;
  /** 1 means coach. */
  isCoach: 0 | 1;
  /** From the login answer; kept so a reload mid-onboarding resumes where it was. */
  areLoginFirstTime: boolean;
}

function isGroupInfo(value: unknown): value is { name: string } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

/** Enough of a UserDto to be the one this app stored: the server's answer, kept as it came. */
function isUserDto(value: unknown): value is UserDto {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof UserDto, unknown>>;
  return typeof v.id === 'number' && typeof v.mobile === 'string' && typeof v.vipInfo === 'object' && v.vipInfo !== null;
}

function loadPersisted(): SessionState {
  return {
    token: readItem(STORAGE_KEYS.token),
    userInfo: null,
    // The group id is kept too, so that group selection can keep the stored group (spec §4).
    groupId: readItem(STORAGE_KEYS.groupId) ?? DEFAULT_GROUP_ID,
    groupInfo: readJson(STORAGE_KEYS.groupInfo, isGroupInfo),
    isCoach: readItem(STORAGE_KEYS.isCoach) === '1' ? 1 : 0,
    areLoginFirstTime: readItem(STORAGE_KEYS.areLoginFirstTime) === 'true',
  };
}

let state: SessionState = loadPersisted();
const listeners = new Set<() => void>();
const clearedListeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** Called when the session ends, e.g. to drop the query cache of the previous person. */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export function startSession(token: string, areLoginFirstTime: boolean): void {
  writeItem(STORAGE_KEYS.token, token);
  writeItem(STORAGE_KEYS.areLoginFirstTime, String(areLoginFirstTime));
  writeItem(STORAGE_KEYS.userInfo, null);
  update({ token, areLoginFirstTime, userInfo: null });
}

/** Stores freshly loaded user info and derives the group and coach flag from it (spec §4). */
export function setUserInfo(user: UserDto): void {
  const { groupId, groupInfo } = selectGroup(state.groupId, user.vipInfo.groupVipInfos);
  const isCoach = isCoachFlag(user.position);
  writeItem(STORAGE_KEYS.groupId, groupInfo ? groupId : null);
  writeJson(STORAGE_KEYS.groupInfo, groupInfo);
  writeItem(STORAGE_KEYS.isCoach, String(isCoach));
  writeJson(STORAGE_KEYS.userInfo, user);
  update({ userInfo: user, groupId, groupInfo, isCoach });
}

/**
 * The group switcher: makes one of the person's groups the current one (kept by the rule of
 * spec §4 when the user is loaded again). False, and nothing changes, for a group they are not in.
 */
export function chooseGroup(groupId: string): boolean {
  const groups = state.userInfo?.vipInfo.groupVipInfos ?? [];
  if (!groups.some((g) => g.groupId === groupId)) return false;
  const { groupInfo } = selectGroup(groupId, groups);
  writeItem(STORAGE_KEYS.groupId, groupId);
  writeJson(STORAGE_KEYS.groupInfo, groupInfo);
  update({ groupId, groupInfo });
  return true;
}

/** The person as last loaded in this session, for when the server cannot be reached. */
export function keptUserInfo(): UserDto | null {
  return getSession().token ? readJson(STORAGE_KEYS.userInfo, isUserDto) : null;
}

/**
 * The signed-in person as loaded, else as last kept on this phone: opened offline the session
 * has no userInfo (nothing was loaded), but their unit and id still hold for what the phone shows.
 */
export function useKnownUser(): UserDto | null {
  const { token, userInfo } = useSession();
  return useMemo(() => userInfo ?? (token ? keptUserInfo() : null), [token, userInfo]);
}

/**
 * Logout state change of spec §4: all state and every stored item go — the session, the
 * onboarding skips, the agreement choice, the page to return to, the language choice (the
 * screen keeps its language until the next load).
 */
export function clearSession(): void {
  removeAllItems(STORAGE_PREFIX);
  update({ token: null, userInfo: null, groupId: DEFAULT_GROUP_ID, groupInfo: null, isCoach: 0, areLoginFirstTime: false });
  for (const listener of clearedListeners) listener();
}
