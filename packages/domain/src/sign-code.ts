import { md5 } from './md5.ts';

/** What the QQ sign-in hands the app, plus the app's id (spec §7 `login/qq`). */
export interface QqAuthValues {
  accessToken: string;
  scope: string;
  /** Seconds until the access token expires, as QQ reports it. */
  expiresIn: string | number;
  openid: string;
  appid: string;
}

/**
 * The third-party sign-in code of spec §7: the values joined in the spec's order (access
 * token, scope, expiry, openid, appid), with every '0', 'o' and '_' removed, lowercased, then
 * MD5 (lowercase hex). The spec does not say what joins the values or whether the removal
 * comes before the hash; an MD5 in hex has no 'o' or '_', so the removal can only be meant
 * for the joined text, and the values are joined with nothing between them.
 */
export function qqSignCode(values: QqAuthValues): string {
  const joined = [values.accessToken, values.scope, String(values.expiresIn), values.openid, values.appid].join('');
  return md5(joined.replace(/[0o_]/gi, (c) => (c === 'O' ? c : '')).toLowerCase());
}

/** Whether `code` is the sign code of these values (compared in constant time). */
export function isQqSignCodeValid(values: QqAuthValues, code: string): boolean {
  const expected = qqSignCode(values);
  if (code.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ code.toLowerCase().charCodeAt(i);
  return diff === 0;
}
