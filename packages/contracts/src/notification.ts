import { z } from 'zod';
import { entityId, pageOf, pageQuery } from './schema-kit.ts';

/**
 * The in-app notification centre (issue 25 §9): what a person is told about, newest first,
 * with their unread count for the badge. Items are data (who, what, when, where tapping goes);
 * the web app words them in the reader's language.
 */

/** feedback_replied: an operator answered the person's feedback (subjectName is the reply; nothing to open). */
export const NOTIFICATION_KINDS = ['coach_replied', 'plan_published', 'plan_changed', 'plan_cancelled', 'member_finished', 'feedback_replied'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where tapping goes: a training (the trainee's own, or a member's for their coach) or a plan; null when the reader may no longer see it. */
export const notificationTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('training'), trainingId: z.string(), ownerId: z.number().int() }),
  z.object({ kind: z.literal('plan'), planId: z.number().int() }),
]);
export type NotificationTarget = z.infer<typeof notificationTarget>;

export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who caused it (the coach who replied or published, the member who finished); null when that account is gone. */
  actor: z.object({ id: z.number().int(), nickName: z.string(), avatarUrl: z.string() }).nullable(),
  /** The name of the training or plan, as its author wrote it, or the reply to one's feedback; empty when the reader may no longer see it. */
  subjectName: z.string(),
  createdAt: z.string(),
  unread: z.boolean(),
  open: notificationTarget.nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListQuery = pageQuery;
export const notificationPage = pageOf(notificationItem).extend({
  /** The caller's unread notifications, all pages: the badge. */
  unread: z.number().int(),
});

/** `ids` of the caller's notifications to mark read, or `all: true` (one of the two); others' ids are left alone. */
export const notificationReadBody = z.object({
  ids: z.array(entityId()).min(1).max(100).optional(),
  all: z.boolean().optional(),
});
export const notificationReadResult = z.object({ marked: z.number().int(), unread: z.number().int() });
