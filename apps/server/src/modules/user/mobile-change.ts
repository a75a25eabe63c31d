import type { UserDto } from '@repwise/contracts';
import { normalizeMobile } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { View } from '../../platform/view.ts';
import { findUserById, findUserByMobile, updateUser } from './repo.ts';
import { presentUser } from './service.ts';

/**
 * Moves the account to a new number. The code must have been sent to the new number (so a
 * typo cannot lock the person out); a number another account uses is refused, so two
 * accounts never share one. Sessions stay signed in: the person proved both numbers.
 */
export async function changeMobile(
  db: Kysely<Database>,
  actor: Actor,
  view: View,
  input: { mobile: string; code: string },
  verifyCode: (mobile: string, code: string) => Promise<void>,
  now = new Date(),
): Promise<UserDto> {
  const mobile = normalizeMobile(input.mobile);
  if (mobile === null) throw badRequest('mobileFormat');
  if (mobile === actor.user.mobile) throw badRequest('mobileUnchanged');
  if (await findUserByMobile(db, mobile)) throw badRequest('mobileTaken');
  await verifyCode(mobile, input.code);
  const updated = await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another account may have taken the number
    // while the code was being checked (users.mobile is unique either way).
    if (await findUserByMobile(trx, mobile)) throw badRequest('mobileTaken');
    await updateUser(trx, actor.id, { mobile, updated_at: now.toISOString() });
    return findUserById(trx, actor.id);
  });
  if (!updated) throw notFound();
  return presentUser(db, updated, actor.id, view.storageBase);
}
