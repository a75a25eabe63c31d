/** A calendar day ('YYYY-MM-DD') on this device's calendar: an operator's "today" is their own. */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day `count` days before `day` (both 'YYYY-MM-DD'), counted on the calendar, not in hours. */
export function daysBefore(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - count));
  return at.toISOString().slice(0, 10);
}

/** The activity route answers at most this many days at once (the contract's limit). */
export const MAX_ACTIVITY_DAYS = 92;

/** The days from one to the other, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
