/**
 * Codes people read, type and scan: a coach's invitation code, a team's code and a trainee's
 * member code. Unambiguous when read aloud or copied by hand: no 0/O, 1/I/L.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 6;
export const TEAM_CODE_LENGTH = 6;
/** Longer: whoever holds it can be added to a coach's team. */
export const MEMBER_CODE_LENGTH = 8;

/** A code as typed: spaces and dashes dropped, letters upper-cased. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalised code could be one of ours (only the alphabet, the right length). */
export function isCodeShaped(code: string, length: number): boolean {
  return code.length === length && [...code].every((c) => CODE_ALPHABET.includes(c));
}

/** The screens a scanned QR code opens (spec §2); their URLs are what the codes carry. */
export const QR_PATHS = {
  team: '/pages/scanQr/scanTeamQr',
  member: '/pages/scanQr/scanStudentQr',
  coach: '/pages/login/settingCoachCode',
} as const;

const hashUrl = (base: string, path: string, query: Record<string, string | number>) =>
  `${base.replace(/\/+$/, '')}/#${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** What a team's QR code carries: the join screen with the team and its current code (a new code retires old QR codes). */
export function teamQrUrl(publicUrl: string, squadId: number, code: string): string {
  return hashUrl(publicUrl, QR_PATHS.team, { squadId, code });
}

/** What a trainee's personal QR code carries: a coach scanning it adds the trainee to a team. */
export function memberQrUrl(publicUrl: string, memberCode: string): string {
  return hashUrl(publicUrl, QR_PATHS.member, { memberCode });
}

/** What a coach's personal QR code carries: a trainee opening it enters the coach's invitation code. */
export function coachQrUrl(publicUrl: string, inviteCode: string): string {
  return hashUrl(publicUrl, QR_PATHS.coach, { inviteCode });
}
