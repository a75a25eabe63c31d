/**
 * The percentage helper of spec §5: 0 when either value is empty or the divisor is 0,
 * otherwise the percentage rounded to one decimal place.
 */
export function percent(part: number | null | undefined, whole: number | null | undefined): number {
  if (part === null || part === undefined || whole === null || whole === undefined || whole === 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}
