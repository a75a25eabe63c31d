import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import type { Captchas } from '../../platform/captcha/index.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { KeyValueStore } from '../../platform/kv/index.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { findUserByMobile, isBaseInfoComplete } from '../user/index.ts';
import { requireMobile } from './service.ts';
import type { LoginResult } from '@repwise/contracts';

export const PASSWORD_LOCK = {
  /** Wrong passwords of one number within `windowMs` that lock its password login. */
  maxWrong: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

const keys = {
  wrong: (mobile: string) => `pwlogin:wrong:${mobile}`,
  lockedUntil: (mobile: string) => `pwlogin:lock:${mobile}`,
};

export interface PasswordLoginDeps {
  db: Kysely<Database>;
  store: KeyValueStore;
  captchas: Captchas;
  now?: () => number;
}

export interface PasswordLoginInput {
  mobile: string;
  password: string;
  code?: string | undefined;
}

/**
 * Compared against when the number has no account or no password, so that a wrong number
 * costs the same time as a wrong password and the answer gives nothing away.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('0'.repeat(32)));

/** The lock-out's end, in the message (UTC) and in `data` for the screen to show in local time. */
function locked(until: number): AppError {
  const iso = new Date(until).toISOString();
  return new AppError(429, 'passwordLocked', { until: `${iso.slice(0, 16).replace('T', ' ')} UTC` }, { lockedUntil: iso });
}

/**
 * Password login (spec §7): the image code first, used up right or wrong, before anything
 * about the account is looked at; then the lock-out, then the password. Five wrong passwords
 * within 15 minutes lock the number's password login for 15 minutes (SMS login still works);
 * every try is counted before the comparison, so parallel guesses cannot outrun the limit.
 */
export async function loginByPassword(deps: PasswordLoginDeps, input: PasswordLoginInput): Promise<LoginResult> {
  const now = deps.now ?? Date.now;
  const mobile = requireMobile(input.mobile);
  await deps.captchas.verify(input.code);

  const lockedUntil = Number(await deps.store.get(keys.lockedUntil(mobile)));
  if (lockedUntil > now()) throw locked(lockedUntil);

  const user = await findUserByMobile(deps.db, mobile);
  const wrongSoFar = await deps.store.increment(keys.wrong(mobile), PASSWORD_LOCK.windowMs);
  if (wrongSoFar > PASSWORD_LOCK.maxWrong) throw await lock(deps.store, mobile, now());
  const right = await verifyPassword(input.password, user?.password_hash ?? (await decoy()));
  if (!user?.password_hash || !right) {
    if (wrongSoFar >= PASSWORD_LOCK.maxWrong) throw await lock(deps.store, mobile, now());
    throw badRequest('passwordIncorrect');
  }
  await deps.store.delete(keys.wrong(mobile));

  const token = await createSession(deps.db, user.id, new Date(now()));
  return {
    token,
    registered: true,
    areLoginFirstTime: user.position === null || !isBaseInfoComplete(user),
    passwordConfirmed: true,
  };
}

async function lock(store: KeyValueStore, mobile: string, at: number): Promise<AppError> {
  const until = at + PASSWORD_LOCK.lockMs;
  // The count of wrong tries is left to expire: deleting it would let tries already in flight start over.
  await store.set(keys.lockedUntil(mobile), String(until), PASSWORD_LOCK.lockMs);
  return locked(until);
}
