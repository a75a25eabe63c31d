import type { BodyOutput, Data, NotificationKind, QueryOutput } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { coachedTrainees, coachesOfTrainee } from '../../platform/access/coached-trainees.ts';
import { canManagePlan, canReadTraining } from '../../platform/access/policies.ts';
import { badRequest } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { presentNotification, type Readable } from './present.ts';
import {
  countAll, countUnread, feedbackRepliesByIds, insertOnce, markRead, notificationsOf, plansByIds, trainingsByIds, upsertUnread, type NotificationKey, type NotificationRow,
} from './repo.ts';

/**
 * The in-app notification centre (issue 25 §9). The producers are called by the areas that make
 * the change, inside their transaction, so a notification exists exactly when its change does;
 * the unique (recipient, kind, subject, revision) makes every retry and repeat harmless.
 */

/** A coach replied to the trainee's training: one item per training, brought back unread when the reply is edited again. */
export async function notifyCoachReplied(trx: Kysely<Database>, reply: { trainingId: string; traineeId: number; coachId: number }, now: Date): Promise<void> {
  await upsertUnread(trx, {
    recipient_id: reply.traineeId, kind: 'coach_replied', actor_id: reply.coachId, subject: `training:${reply.trainingId}`, revision: '',
    training_id: reply.trainingId, plan_id: null, created_at: now.toISOString(),
  });
}

/**
 * A plan reached these trainees, changed or was cancelled. `revision` tells real changes apart
 * (the plan's updated_at): a second change tells again, a repeat of one does not.
 */
export async function notifyPlan(
  trx: Kysely<Database>, kind: Extract<NotificationKind, 'plan_published' | 'plan_changed' | 'plan_cancelled'>,
  plan: { planId: number; coachId: number; traineeIds: readonly number[]; revision?: string }, now: Date,
): Promise<void> {
  const at = now.toISOString();
  await insertOnce(trx, [...new Set(plan.traineeIds)].filter((id) => id !== plan.coachId).map((traineeId) => ({
    recipient_id: traineeId, kind, actor_id: plan.coachId, subject: `plan:${plan.planId}`, revision: plan.revision ?? '', training_id: null, plan_id: plan.planId, created_at: at,
  })));
}

/** A trainee finished a training (the first time only: the caller knows): each coach of theirs is told, but not the one who recorded it for them. */
export async function notifyMemberFinished(trx: Kysely<Database>, training: { trainingId: string; traineeId: number; recordedBy: number | null }, now: Date): Promise<void> {
  const at = now.toISOString();
  const coaches = (await coachesOfTrainee(trx, training.traineeId)).filter((id) => id !== training.recordedBy);
  await insertOnce(trx, coaches.map((coachId) => ({
    recipient_id: coachId, kind: 'member_finished', actor_id: training.traineeId, subject: `training:${training.trainingId}`, revision: '',
    training_id: training.trainingId, plan_id: null, created_at: at,
  })));
}

/**
 * An operator answered the person's feedback (the console): told once, whoever answered (the
 * team answers, so no one is named). The reply itself is read from the feedback when listed.
 */
export async function notifyFeedbackReplied(trx: Kysely<Database>, feedback: { feedbackId: number; senderId: number }, now: Date): Promise<void> {
  await insertOnce(trx, [{
    recipient_id: feedback.senderId, kind: 'feedback_replied', actor_id: null, subject: `feedback:${feedback.feedbackId}`, revision: '', training_id: null, plan_id: null, created_at: now.toISOString(),
  }]);
}

const FEEDBACK_SUBJECT = /^feedback:(\d+)$/;

/** What of each row's subject the reader may still open: the policies of trainings and plans, checked in bulk for the page. */
async function readableSubjects(db: Kysely<Database>, actor: Actor, rows: readonly NotificationRow[]): Promise<Map<number, Readable>> {
  const trainings = await trainingsByIds(db, rows.flatMap((r) => (r.training_id === null ? [] : [r.training_id])));
  const coached = await coachedTrainees(db, actor, trainings.map((t) => t.owner_id));
  const plans = await plansByIds(db, rows.flatMap((r) => (r.plan_id === null ? [] : [r.plan_id])), actor.id);
  const feedbackIdOf = (row: NotificationRow) => { const match = FEEDBACK_SUBJECT.exec(row.subject); return match ? Number(match[1]) : undefined; };
  const replies = await feedbackRepliesByIds(db, rows.flatMap((r) => { const id = r.kind === 'feedback_replied' ? feedbackIdOf(r) : undefined; return id === undefined ? [] : [id]; }), actor.id);
  const readable = new Map<number, Readable>();
  for (const row of rows) {
    const reply = row.kind === 'feedback_replied' ? replies.find((f) => f.id === feedbackIdOf(row)) : undefined;
    if (reply) readable.set(row.id, { name: reply.reply!, open: null });
    const training = trainings.find((t) => t.id === row.training_id);
    if (training && canReadTraining(actor, training, coached.has(training.owner_id))) {
      readable.set(row.id, { name: training.name, open: { kind: 'training', trainingId: training.id, ownerId: training.owner_id } });
    }
    const plan = plans.find((p) => p.id === row.plan_id);
    if (plan && (canManagePlan(actor, plan) || plan.hasSessions)) readable.set(row.id, { name: plan.name, open: { kind: 'plan', planId: plan.id } });
  }
  return readable;
}

/** The caller's notifications, newest first, a page at a time, with their unread count (the badge). */
export async function listNotifications(db: Kysely<Database>, actor: Actor, view: View, q: QueryOutput<'notification.list'>): Promise<Data<'notification.list'>> {
  const after = decodeCursor(q.cursor, ['string', 'number']) as NotificationKey | undefined;
  const [rows, unread, total] = await Promise.all([notificationsOf(db, actor.id, after, q.size + 1), countUnread(db, actor.id), q.withTotal ? countAll(db, actor.id) : null]);
  const readable = await readableSubjects(db, actor, rows.slice(0, q.size));
  const page = pageOf(rows, q.size, (r) => [r.created_at, r.id], (shown) => shown.map((r) => presentNotification(r, readable.get(r.id), view.storageBase)), total);
  return { ...page, unread };
}

/** Marks the caller's notifications read (by ids, or all); others' ids change nothing, and neither does a repeat. */
export async function markNotificationsRead(db: Kysely<Database>, actor: Actor, body: BodyOutput<'notification.read'>, now = new Date()): Promise<Data<'notification.read'>> {
  if ((body.ids === undefined) === (body.all !== true)) throw badRequest('invalidField', { field: 'ids' });
  const marked = await markRead(db, actor.id, body.all === true ? 'all' : [...new Set(body.ids)], now.toISOString());
  return { marked, unread: await countUnread(db, actor.id) };
}
