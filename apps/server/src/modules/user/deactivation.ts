import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newShareCode } from '../../platform/share-code.ts';
import type { ObjectStorage } from '../../platform/storage/index.ts';
import { leaveEveryTeam } from '../squad/index.ts';
import { findUserById } from './repo.ts';

/**
 * A coach who still manages a team hands it to another coach or disbands it first (spec §4:
 * a team always has its managing coach), so no team is left without one.
 */
export async function assertTeamsHandedOverOrDisbanded(db: Kysely<Database>, userId: number): Promise<void> {
  const managed = await db.selectFrom('teams').select('id').where('manager_id', '=', userId).where('disbanded_at', 'is', null).limit(1).executeTakeFirst();
  if (managed) throw badRequest('deactivationTeamsManaged');
}

/** The number a deactivated account keeps: never a valid phone number, unique per row. */
export const deactivatedMobile = (userId: number) => `deactivated:${userId}`;

export interface DeactivationDeps {
  db: Kysely<Database>;
  storage: ObjectStorage;
  verifyCode: (mobile: string, code: string) => Promise<void>;
  onAvatarNotDeleted?: (error: unknown) => void;
}

/**
 * user/unsubscribe: the person proves the number with an SMS code, then in one transaction
 * every session of the account is revoked (old tokens answer 401), the personal data are
 * deleted (number, password, names, avatar, email, body data and its history, linked QQ and Apple accounts, codes, coach link, team memberships, VIP memberships, the contact given with feedback), the row is
 * kept anonymised for what refers to it (activity, later recorded training), their trainees'
 * coach links end, and the share links of what they made stop working. The number can
 * register again as a new account.
 */
export async function deactivateAccount(deps: DeactivationDeps, actor: Actor, code: string, now = new Date()): Promise<null> {
  const user = await findUserById(deps.db, actor.id);
  if (!user || user.deactivated_at !== null) throw notFound();
  await deps.verifyCode(user.mobile, code);
  await assertTeamsHandedOverOrDisbanded(deps.db, user.id);
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    await trx
      .updateTable('users')
      .set({
        mobile: deactivatedMobile(user.id), password_hash: null, nick_name: null, avatar: null, sex: null, age: null, height: null, weight: null,
        chest: null, waist: null, hip: null, email: null, invite_code: null, coach_id: null, my_invite_code: null, deactivated_at: at, updated_at: at,
      })
      .where('id', '=', user.id)
      .execute();
    await trx.updateTable('users').set({ coach_id: null, invite_code: null, updated_at: at }).where('coach_id', '=', user.id).execute();
    await trx.deleteFrom('body_measurements').where('user_id', '=', user.id).execute();
    // A linked QQ or Apple account would otherwise sign back into the anonymised row.
    await trx.deleteFrom('social_identities').where('user_id', '=', user.id).execute();
    // They leave every team they belong to or help coach; what they recorded stays, anonymised.
    await leaveEveryTeam(trx, user.id, now);
    await trx.deleteFrom('organisation_vips').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('import_name_choices').where('owner_id', '=', user.id).execute();
    // What they wrote to the team stays for the operators, without the way to reach them.
    await trx.updateTable('feedback').set({ contact: null }).where('user_id', '=', user.id).execute();
    for (const table of ['exercises', 'templates'] as const) {
      const rows = await trx.selectFrom(table).select('id').where('owner_id', '=', user.id).execute();
      for (const { id } of rows) await trx.updateTable(table).set({ share_code: newShareCode() }).where('id', '=', id).execute();
    }
  });
  // The picture goes after the commit: a failed delete leaves a file nobody refers to, never a half-deactivated account.
  if (user.avatar) await deps.storage.delete(user.avatar).catch((error: unknown) => deps.onAvatarNotDeleted?.(error));
  return null;
}
