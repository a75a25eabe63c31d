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
