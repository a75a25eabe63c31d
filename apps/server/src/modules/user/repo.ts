import type { Kysely, Selectable, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema/index.ts';
import { organisationsOfPersonQuery } from '../../platform/access/organisations.ts';
import type { UsersTable } from '../../db/schema/users.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByMobile(db: Kysely<Database>, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export async function inviteCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('my_invite_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function memberCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('member_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Creates the account of a number on its first login; concurrent first logins create one. */
export async function findOrCreateUserByMobile(db: Kysely<Database>, mobile: string, now: Date): Promise<UserRow> {
  const at = now.toISOString();
  await db
    .insertInto('users')
    .values({ mobile, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  const user = await findUserByMobile(db, mobile);
  if (!user) throw new Error(`user ${mobile} vanished right after its insert`);
  return user;
}

/**
 * Applies a change. With `choosingPosition`, the row changes only while its role is
 * unset or already that one, so two concurrent role choices cannot both win.
 */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  patch: Updateable<UsersTable>,
  choosingPosition?: number,
): Promise<boolean> {
  let query = db.updateTable('users').set(patch).where('id', '=', id);
  if (choosingPosition !== undefined) {
    query = query.where((eb) => eb.or([eb('position', 'is', null), eb('position', '=', choosingPosition)]));
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The organisations a person is in, each with the last day of their VIP membership of it
 * (null: none), in one statement; getInfo's, so built once (compiledOnce).
 */
export const organisationsWithVip = compiledOnce((db, userId: number) =>
  organisationsOfPersonQuery(db, userId)
    .leftJoin('organisation_vips as own_vip', (join) => join.onRef('own_vip.organisation_id', '=', 'organisations.id').on('own_vip.user_id', '=', userId))
    .select('own_vip.expires_on')
    .orderBy('organisations.id'));

export async function setVipMembership(db: Kysely<Database>, row: { organisation_id: number; user_id: number; expires_on: string; granted_by: number; updated_at: string }): Promise<void> {
  await db.insertInto('organisation_vips').values(row)
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ expires_on: row.expires_on, granted_by: row.granted_by, updated_at: row.updated_at }))
    .execute();
}

export function findVipMembership(db: Kysely<Database>, organisationId: number, userId: number) {
  return db.selectFrom('organisation_vips').select(['expires_on', 'granted_by']).where('organisation_id', '=', organisationId).where('user_id', '=', userId).executeTakeFirst();
}

export async function endVipMembership(db: Kysely<Database>, organisationId: number, userId: number): Promise<void> {
  await db.deleteFrom('organisation_vips').where('organisation_id', '=', organisationId).where('user_id', '=', userId).execute();
}

export function findOrganisation(db: Kysely<Database>, id: number) {
  return db.selectFrom('organisations').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
