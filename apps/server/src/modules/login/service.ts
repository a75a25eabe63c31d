import { normalizeMobile } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { badRequest } from '../../platform/errors.ts';
import { findOrCreateUserByMobile, isBaseInfoComplete, type UserRow } from '../user/index.ts';
import type { LoginResult } from '@repwise/contracts';
import type { SmsCodes } from '../../platform/sms/codes.ts';

export function requireMobile(input: string): string {
  const mobile = normalizeMobile(input);
  if (!mobile) throw badRequest('mobileFormat');
  return mobile;
}

/**
 * Logs in with a number and its SMS code, creating the account on the first login.
 * First-time stays true until the role and the base info are set (spec §4 onboarding).
 */
export async function loginBySmsCode(db: Kysely<Database>, codes: SmsCodes, mobileInput: string, code: string, now = new Date()): Promise<LoginResult> {
  const mobile = requireMobile(mobileInput);
  await codes.verify(mobile, code);
  return startSession(db, await findOrCreateUserByMobile(db, mobile, now), now);
}

/** A new session of a person and what the app needs to know to route them (every way in ends here). */
export async function startSession(db: Kysely<Database>, user: UserRow, now: Date): Promise<LoginResult> {
  const token = await createSession(db, user.id, now);
  return {
    token,
    registered: true,
    areLoginFirstTime: user.position === null || !isBaseInfoComplete(user),
    passwordConfirmed: user.password_hash !== null,
  };
}
