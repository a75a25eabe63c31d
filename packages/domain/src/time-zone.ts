/**
 * Calendar days in a person's own time zone (issue 23; ARCHITECTURE "Reports": the server's
 * "today" is always the trainee's). A zone is an IANA name the phone reports, e.g.
 * Asia/Shanghai; the UTC day is `utcDate`, named for what it is.
 */

/** Where a person is until their phone says otherwise: the product's home market. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes yyyy-MM-dd; the parts are read one by one all the same.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `zone` as an IANA time zone (what the phone sent may be anything). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    dayFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The last day worked out in each zone: a report asks it for one moment ("now") for every
 * scheduled session it counts, and formatToParts was half of the coach's home (bench:reports).
 * One entry per known zone, so it stays small.
 */
const lastDay = new Map<string, { time: number; day: string }>();

/** The calendar day, 'yyyy-MM-dd', that `at` falls on in `timeZone` (an unknown zone counts as the default one). */
export function localDateIn(timeZone: string, at: Date): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const time = at.getTime();
  const last = lastDay.get(zone);
  if (last?.time === time) return last.day;
  const parts = dayFormatter(zone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDay.set(zone, { time, day });
  return day;
}

/** The UTC calendar day of `at`: for what is not a person's day (daily counters, file names). */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `at` in `timeZone`, 'yyyy-MM-ddTHH:mm:ss' (what an export writes, the zone left out). */
export function wallClockIn(timeZone: string, at: Date): string {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  let formatter = clockFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The moment a wall clock ('yyyy-MM-ddTHH:mm:ss') shows in `timeZone`: another app's export
 * writes times without a zone, on the trainee's own clock. A time that a change to summer
 * time skips reads as the hour after it; one that the change back repeats, as the first.
 */
export function momentOfWallClock(wallClock: string, timeZone: string): Date {
  const asUtc = Date.parse(`${wallClock}Z`);
  const offsetAt = (time: number) => Date.parse(`${wallClockIn(timeZone, new Date(time))}Z`) - time;
  // The zone's offsets a day either side: one, or two around a change.
  const before = offsetAt(asUtc - 86_400_000);
  const candidates = [before, offsetAt(asUtc + 86_400_000)].map((offset) => asUtc - offset).filter((time) => wallClockIn(timeZone, new Date(time)) === wallClock);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asUtc - before);
}
