import { QR_PATHS, normalizeCode } from '@repwise/domain';

/** What one of our QR codes asks for, read from the URL it carries. */
export type ScannedCode =
  | { kind: 'team'; squadId: number | null; code: string }
  | { kind: 'member'; memberCode: string }
  | { kind: 'coach'; inviteCode: string };

const CODE = /^[A-Z0-9]{4,32}$/;

function codeParam(query: URLSearchParams, name: string): string | null {
  const code = normalizeCode(query.get(name) ?? '');
  return CODE.test(code) ? code : null;
}

/**
 * Reads a decoded QR text: one of this app's URLs (…/#/pages/scanQr/… with its query), from
 * any address the app is served at, since a code printed by one server still names the same
 * screen. Anything else (another site, plain text, a URL of ours without its code) is null.
 */
export function parseScannedText(text: string): ScannedCode | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const hash = url.hash.replace(/^#/, '');
  const queryStart = hash.indexOf('?');
  const path = queryStart === -1 ? hash : hash.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : hash.slice(queryStart + 1));

  if (path === QR_PATHS.team) {
    const code = codeParam(query, 'code');
    const id = Number(query.get('squadId'));
    return code ? { kind: 'team', code, squadId: Number.isSafeInteger(id) && id > 0 ? id : null } : null;
  }
  if (path === QR_PATHS.member) {
    const memberCode = codeParam(query, 'memberCode');
    return memberCode ? { kind: 'member', memberCode } : null;
  }
  if (path === QR_PATHS.coach) {
    const inviteCode = codeParam(query, 'inviteCode');
    return inviteCode ? { kind: 'coach', inviteCode } : null;
  }
  return null;
}
