import type { NotificationKind } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';

/** Plain queries of the notification centre (table notifications, migration 026). */

export interface NewNotification {
  recipient_id: number;
  kind: NotificationKind;
  actor_id: number | null;
  subject: string;
  revision: string;
  training_id: string | null;
  plan_id: number | null;
  created_at: string;
}

/** Stores each unless the same (recipient, kind, subject, revision) is there: a repeat tells nobody twice. */
export async function insertOnce(db: Kysely<Database>, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('notifications').values([...rows])
    .onConflict((oc) => oc.columns(['recipient_id', 'kind', 'subject', 'revision']).doNothing()).execute();
}

/** Stores it, or brings the one already there back as new and unread (a reply edited again is one item, not a pile). */
export async function upsertUnread(db: Kysely<Database>, row: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(row)
    .onConflict((oc) => oc.columns(['recipient_id', 'kind', 'subject', 'revision']).doUpdateSet({ actor_id: row.actor_id, created_at: row.created_at, read_at: null }))
    .execute();
}

/** Where a page starts: after this (created_at, id), newest first. */
export type NotificationKey = readonly [string, number];

export function notificationsOf(db: Kysely<Database>, recipientId: number, after: NotificationKey | undefined, limit: number) {
  return db.selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .select(['notifications.id', 'notifications.kind', 'notifications.actor_id', 'notifications.training_id', 'notifications.plan_id', 'notifications.created_at',
      'notifications.subject', 'notifications.read_at', 'users.nick_name', 'users.avatar', 'users.deactivated_at'])
    .where('notifications.recipient_id', '=', recipientId)
    .$if(after !== undefined, (q) => q.where((eb) => eb.or([
      eb('notifications.created_at', '<', after![0]),
      eb.and([eb('notifications.created_at', '=', after![0]), eb('notifications.id', '<', after![1])]),
    ])))
    .orderBy('notifications.created_at', 'desc').orderBy('notifications.id', 'desc')
    .limit(limit)
    .execute();
}

export type NotificationRow = Awaited<ReturnType<typeof notificationsOf>>[number];

export async function countUnread(db: Kysely<Database>, recipientId: number): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('recipient_id', '=', recipientId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAll(db: Kysely<Database>, recipientId: number): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n')).where('recipient_id', '=', recipientId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the recipient's unread ones read: those of `ids` (others' ids match nothing), or all. Answers how many changed. */
export async function markRead(db: Kysely<Database>, recipientId: number, ids: readonly number[] | 'all', at: string): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  const result = await db.updateTable('notifications').set({ read_at: at })
    .where('recipient_id', '=', recipientId).where('read_at', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', [...(ids as readonly number[])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The trainings (not deleted) among `ids`: their owner and name. */
/** The replies to these feedback items of the reader's (others' are not theirs to read). */
export function feedbackRepliesByIds(db: Kysely<Database>, ids: readonly number[], senderId: number) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('feedback').select(['id', 'reply']).where('id', 'in', [...new Set(ids)]).where('user_id', '=', senderId).where('reply', 'is not', null).execute();
}

export function trainingsByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('trainings').select(['id', 'owner_id', 'name']).where('id', 'in', [...new Set(ids)]).where('deleted', '=', 0).execute();
}

/** The plans among `ids` with whether `traineeId` has a session of each (a trainee reads a plan they have sessions of). */
export async function plansByIds(db: Kysely<Database>, ids: readonly number[], traineeId: number) {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [plans, own] = await Promise.all([
    db.selectFrom('plans').select(['id', 'coach_id', 'name']).where('id', 'in', unique).execute(),
    db.selectFrom('plan_sessions').select('plan_id').distinct().where('plan_id', 'in', unique).where('trainee_id', '=', traineeId).execute(),
  ]);
  const mine = new Set(own.map((r) => r.plan_id));
  return plans.map((p) => ({ ...p, hasSessions: mine.has(p.id) }));
}
