import type { UserDto } from '@repwise/contracts';
import { localDateIn } from '@repwise/domain';
import { api } from '../api/request.ts';
import { STORAGE_KEYS } from '../base/constants.ts';
import { getSession } from './session-store.ts';
import { readItem, writeItem } from './storage.ts';

/**
 * The spec's daily-active ping (statistics/recordActive): once each calendar day of the person
 * that the app loads them, whether they typed a code or came back with a kept session, so the
 * operators' activity figures count the people who use the app. After a login it is sent again
 * (forgetActiveDay). It never blocks or fails anything.
 */
export function recordActiveToday(user: UserDto, now = new Date()): void {
  const mark = `${user.id}:${localDateIn(user.timezone, now)}`;
  if (readItem(STORAGE_KEYS.activeDay) === mark) return;
  writeItem(STORAGE_KEYS.activeDay, mark);
  const { groupId } = getSession();
  // Before the role is chosen the server records the visit without one.
  const query = user.position === null ? { groupId } : { groupId, position: user.position };
  void api('statistics.recordActive', { query }).catch(() => writeItem(STORAGE_KEYS.activeDay, null));
}

/** A login is a visit of its own: the next load of the person pings again. */
export function forgetActiveDay(): void {
  writeItem(STORAGE_KEYS.activeDay, null);
}
