import { INVITE_CODE_LENGTH, MEMBER_CODE_LENGTH, POSITION, coachQrUrl, hasCustomAvatar, isTimeZone, maskMobile, mediaUrl, memberQrUrl, normalizeCode, normalizeMobile } from '@repwise/domain';
import QRCode from 'qrcode';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { UsersTable } from '../../db/schema/users.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { uniqueCode } from '../../platform/codes.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findCoachByInviteCode, refreshMemberSearch } from '../squad/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canReadProfile } from '../../platform/access/policies.ts';
import type { View } from '../../platform/view.ts';
import { ownImageKey } from '../../platform/storage/media-paths.ts';
import { groupVipInfos } from './vip.ts';
import { findUserById, inviteCodeTaken, memberCodeTaken, updateUser, type UserRow } from './repo.ts';
import type { UpdateInfoInput, UserDto, UserQrcode } from '@repwise/contracts';

/** An SMS login this recent may set a password without a second code. */
const FRESH_LOGIN_MS = 10 * 60_000;

export function isBaseInfoComplete(u: Pick<UserRow, 'nick_name' | 'age' | 'sex' | 'height' | 'weight'>): boolean {
  return Boolean(u.nick_name) && u.age !== null && u.sex !== null && u.height !== null && u.weight !== null;
}

export async function presentUser(db: Kysely<Database>, user: UserRow, viewerId: number, storageBase: string): Promise<UserDto> {
  const coach = user.coach_id === null ? undefined : await findUserById(db, user.coach_id);
  const own = user.id === viewerId;
  return {
    id: user.id,
    mobile: own ? user.mobile : maskMobile(user.mobile),
    nickName: user.nick_name ?? '',
    avatar: user.avatar ?? '',
    avatarUrl: hasCustomAvatar(user.avatar) ? mediaUrl(user.avatar, storageBase) : '',
    position: user.position,
    sex: user.sex,
    age: user.age,
    height: user.height,
    weight: user.weight,
    chest: user.chest,
    waist: user.waist,
    hip: user.hip,
    email: own ? user.email : null,
    inviteCode: user.invite_code,
    timezone: user.timezone,
    coach: coach ? { id: coach.id, nickName: coach.nick_name ?? '' } : null,
    myInviteCode: user.my_invite_code,
    passwordConfirmed: user.password_hash !== null,
    baseInfoComplete: isBaseInfoComplete(user),
    units: user.units === 'lbs' ? 'lbs' : 'kg',
    bodyDataHidden: user.body_data_hidden === 1,
    isOperator: own && user.operator_since !== null,
    vipInfo: { groupVipInfos: own ? await groupVipInfos(db, user) : [] },
  };
}

export async function getInfo(db: Kysely<Database>, actor: Actor, view: View, id: number | undefined): Promise<UserDto> {
  const user = id === undefined || id === actor.id ? actor.user : await findUserById(db, id);
  if (!user || !canReadProfile(actor, user)) throw notFound();
  return presentUser(db, user, actor.id, view.storageBase);
}

const newInviteCode = (db: Kysely<Database>) => uniqueCode(INVITE_CODE_LENGTH, (code) => inviteCodeTaken(db, code));

const PROFILE_COLUMNS = {
  nickName: 'nick_name', sex: 'sex', age: 'age', height: 'height', weight: 'weight',
  chest: 'chest', waist: 'waist', hip: 'hip', email: 'email', units: 'units',
} as const satisfies Partial<Record<keyof UpdateInfoInput, keyof UsersTable>>;

/** Role, coach code and base info; checked whole before anything is written. */
export async function updateInfo(db: Kysely<Database>, actor: Actor, view: View, input: UpdateInfoInput, now = new Date()): Promise<UserDto> {
  const userId = actor.id;
  const { storageBase } = view;
  const updated = await db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) throw notFound();
    const patch: Updateable<UsersTable> = { updated_at: now.toISOString() };

    const choosingRole = input.position !== undefined && user.position === null;
    if (input.position !== undefined && user.position !== null && user.position !== input.position) {
      throw badRequest('roleAlreadyChosen');
    }
    if (choosingRole) {
      patch.position = input.position;
      if (input.position === POSITION.coach) patch.my_invite_code = await newInviteCode(trx);
    }

    if (input.inviteCode !== undefined) {
      const position = patch.position ?? user.position;
      if (position !== POSITION.player) throw badRequest('inviteCodeTraineesOnly');
      const coach = await findCoachByInviteCode(trx, normalizeCode(input.inviteCode));
      if (!coach || coach.id === user.id) throw badRequest('invitationCodeError');
      patch.invite_code = coach.my_invite_code;
      patch.coach_id = coach.id;
    }

    if (input.avatar !== undefined) patch.avatar = avatarKey(input.avatar, userId, storageBase);
    if (input.bodyDataHidden !== undefined) patch.body_data_hidden = input.bodyDataHidden ? 1 : 0;
    if (input.timezone !== undefined) {
      if (!isTimeZone(input.timezone)) throw badRequest('invalidField', { field: 'timezone' });
      patch.timezone = input.timezone;
    }
    for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof typeof PROFILE_COLUMNS, string][]) {
      if (input[field] !== undefined) Object.assign(patch, { [column]: input[field] });
    }
    if (user.base_info_at === null && isBaseInfoComplete({ ...user, ...patch } as UserRow)) {
      patch.base_info_at = now.toISOString();
    }

    const applied = await updateUser(trx, userId, patch, choosingRole ? input.position : undefined);
    if (!applied) throw badRequest('roleAlreadyChosen');
    // Coaches find their members by name: the members' search rows follow a new nickname.
    if (patch.nick_name !== undefined && patch.nick_name !== user.nick_name) await refreshMemberSearch(trx, userId);
    return (await findUserById(trx, userId))!;
  });
  return presentUser(db, updated, userId, storageBase);
}

/**
 * An avatar is a picture the person uploaded (its key or public URL), or empty for the
 * default one: coaches are shown their trainees' avatars, so nothing else gets in.
 */
function avatarKey(value: string, userId: number, storageBase: string): string | null {
  if (!hasCustomAvatar(value)) return null;
  const key = ownImageKey(value, userId, storageBase);
  if (key === undefined) throw badRequest('avatarNotUploaded');
  return key;
}

export interface AddPasswordInput {
  mobile: string;
  password: string;
  code?: string | undefined;
}

/**
 * Sets the password. The person proves the number with an SMS code, or by having logged
 * in with one in the last ten minutes (the onboarding step right after login).
 */
export async function addPassword(
  db: Kysely<Database>,
  actor: Actor,
  view: View,
  input: AddPasswordInput,
  verifyCode: (mobile: string, code: string) => Promise<void>,
  now = new Date(),
): Promise<UserDto> {
  const user = await findUserById(db, actor.id);
  if (!user) throw notFound();
  if (normalizeMobile(input.mobile) !== user.mobile) throw badRequest('mobileNotYours');
  if (input.code) {
    await verifyCode(user.mobile, input.code);
  } else if (now.getTime() - Date.parse(actor.sessionCreatedAt) > FRESH_LOGIN_MS) {
    throw new AppError(400, 'passwordNeedsCode');
  }
  await updateUser(db, user.id, { password_hash: await hashPassword(input.password), updated_at: now.toISOString() });
  return presentUser(db, (await findUserById(db, user.id))!, user.id, view.storageBase);
}

/**
 * The person's own QR code: a coach's invitation code (made when the role was chosen), or a
 * trainee's member code, made the first time it is asked for.
 */
export async function userQrcode(db: Kysely<Database>, actor: Actor, publicUrl: string, now = new Date()): Promise<UserQrcode> {
  const user = await findUserById(db, actor.id);
  if (!user) throw notFound();
  let kind: UserQrcode['kind'];
  let code: string | null;
  if (user.position === POSITION.coach) {
    kind = 'coach';
    code = user.my_invite_code ?? (await giveCode(db, user.id, 'my_invite_code', () => newInviteCode(db), now));
  } else if (user.position === POSITION.player) {
    kind = 'member';
    code = user.member_code ?? (await giveCode(db, user.id, 'member_code', () => uniqueCode(MEMBER_CODE_LENGTH, (c) => memberCodeTaken(db, c)), now));
  } else {
    throw badRequest('qrcodeNeedsRole');
  }
  const url = kind === 'coach' ? coachQrUrl(publicUrl, code) : memberQrUrl(publicUrl, code);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { kind, code, url, svg };
}

/** Sets a missing code; of two concurrent first requests the first one's code stays. */
async function giveCode(db: Kysely<Database>, userId: number, column: 'my_invite_code' | 'member_code', make: () => Promise<string>, now: Date): Promise<string> {
  await db.updateTable('users').set({ [column]: await make(), updated_at: now.toISOString() }).where('id', '=', userId).where(column, 'is', null).execute();
  const user = await findUserById(db, userId);
  return user![column]!;
}
