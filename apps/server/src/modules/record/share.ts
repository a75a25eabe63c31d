import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SharedYear, YearShareLink } from '@repwise/contracts';
import { hasCustomAvatar, mediaUrl } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { View } from '../../platform/view.ts';
import { yearFigures } from './service.ts';

/** The public page of a shared year in review (modules/share-page: a preview for chat apps, then the app's share screen). */
export const YEAR_SHARE_PAGE = '/s/year/';

const TOKEN = /^[\w-]{22}$/;
const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A link's token: 128 random bits. A request with an Idempotency-Key gets the token made from
 * the key (keyed by the app's secret, as unguessable), so a retry answers the same link while
 * the token itself is stored nowhere, not even in the idempotency layer's stored answer.
 */
export function newYearShareToken(secret: string, ownerId: number, year: number, idempotencyKey: string | undefined): string {
  const bits = idempotencyKey === undefined ? randomBytes(16) : createHmac('sha256', secret).update(`year-share:${ownerId}:${year}:${idempotencyKey}`).digest().subarray(0, 16);
  return bits.toString('base64url');
}

/** Only one's own year is shared or stopped: a userId of anyone else is "not found". */
function ownYear(actor: Actor, userId: number | undefined): number {
  if (userId !== undefined && userId !== actor.id) throw notFound();
  return actor.id;
}

/** Records the year's live link (the hash of `token`); the year's earlier link, live or stopped, is replaced. */
export async function shareYear(db: Kysely<Database>, actor: Actor, body: { year: number; userId?: number | undefined }, token: string, now = new Date()): Promise<{ year: number; createdAt: string }> {
  const ownerId = ownYear(actor, body.userId);
  const row = { owner_id: ownerId, year: body.year, token_hash: hashOf(token), created_at: now.toISOString(), revoked_at: null };
  await db.insertInto('year_shares').values(row)
    .onConflict((oc) => oc.columns(['owner_id', 'year']).doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at, revoked_at: null }))
    .execute();
  return { year: body.year, createdAt: row.created_at };
}

/** The link's page, token included, and the whole address. */
export function yearShareLink(share: { year: number; createdAt: string }, token: string, publicUrl: string): YearShareLink {
  const path = `${YEAR_SHARE_PAGE}${token}`;
  return { ...share, path, url: `${publicUrl.replace(/\/$/, '')}${path}` };
}

/** Stops the year's live link; repeating it changes nothing. */
export async function revokeYearShare(db: Kysely<Database>, actor: Actor, body: { year: number; userId?: number | undefined }, now = new Date()) {
  const ownerId = ownYear(actor, body.userId);
  const result = await db.updateTable('year_shares').set({ revoked_at: now.toISOString() })
    .where('owner_id', '=', ownerId).where('year', '=', body.year).where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { year: body.year, revoked: Number(result.numUpdatedRows) > 0 };
}

/**
 * The year in review behind a live link, for anyone holding it: the owner's nickname, avatar and
 * training figures — never body data, compliance, days, or ids of people or trainings. A malformed, unknown or stopped
 * token, or a deactivated owner, is "not found".
 */
export async function sharedYear(db: Kysely<Database>, view: View, token: string, now = new Date()): Promise<SharedYear> {
  if (!TOKEN.test(token)) throw notFound();
  const share = await db.selectFrom('year_shares').innerJoin('users', 'users.id', 'year_shares.owner_id')
    .select(['year_shares.owner_id', 'year_shares.year', 'users.nick_name', 'users.avatar'])
    .where('year_shares.token_hash', '=', hashOf(token)).where('year_shares.revoked_at', 'is', null).where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!share) throw notFound();
  const figures = await yearFigures(db, null, share.owner_id, share.year, view.language, now);
  return {
    year: share.year,
    nickName: share.nick_name ?? '',
    avatarUrl: hasCustomAvatar(share.avatar) ? mediaUrl(share.avatar, view.storageBase) : '',
    sessions: figures.sessions, sets: figures.sets, volumeKg: figures.volumeKg, durationSeconds: figures.durationSeconds,
    previous: figures.previous,
    trainingDays: figures.trainingDays,
    months: figures.months,
    topExercises: figures.topExercises,
    muscles: figures.muscles,
    prs: figures.prs,
  };
}
