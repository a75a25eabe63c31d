import type { UserDto } from '@repwise/contracts';
import { api } from '../api/request.ts';
import { STORAGE_KEYS } from '../base/constants.ts';
import { readItem, writeItem } from './storage.ts';

/** The phone's IANA time zone, e.g. Asia/Shanghai; null when the browser does not say. */
export function phoneTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/** Every zone the browser knows, for choosing one in settings (the person's own first when it is missing). */
export function knownTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The server counts each person's "today" in their time zone (issue 23). The phone's zone is
 * reported after a login (a logout forgets the last one reported) and whenever the phone's
 * zone changes; a zone chosen in settings stays until the phone's own zone moves. Resolves the
 * person as the server now has them; a failure leaves them as they were, to try at the next start.
 */
export async function followPhoneTimeZone(user: UserDto): Promise<UserDto> {
  const phone = phoneTimeZone();
  if (!phone || readItem(STORAGE_KEYS.reportedTimeZone) === phone) return user;
  try {
    const updated = user.timezone === phone ? user : await api('user.updateInfo', { body: { timezone: phone } });
    writeItem(STORAGE_KEYS.reportedTimeZone, phone);
    return updated;
  } catch {
    return user;
  }
}
