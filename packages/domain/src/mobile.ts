/**
 * Phone numbers: mainland China 11-digit numbers (optionally written +86...) and other
 * countries in E.164. Returns the canonical form used as the account key, or null.
 */
const MAINLAND = /^1[3-9]\d{9}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

export function normalizeMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  if (MAINLAND.test(compact)) return compact;
  if (compact.startsWith('+86')) {
    const national = compact.slice(3);
    return MAINLAND.test(national) ? national : null;
  }
  return E164.test(compact) ? compact : null;
}

export function isValidMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}

/** Masks the middle of a number for display and logs: 138****5678. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
