import type { BodyOutput, ConsoleFeedbackItem, Data, QueryOutput } from '@repwise/contracts';
import { maskMobile, mediaUrl } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { notifyFeedbackReplied } from '../notification/index.ts';
import { countFeedback, feedbackById, feedbackPage, setFeedbackHandled, type InboxRow } from './repo.ts';

/**
 * The feedback inbox (issue 27 §3): operators read what people wrote, mark it handled or not,
 * and answer it once; the answer reaches the sender as a notification in the same transaction.
 */

function present(row: InboxRow, storageBase: string): ConsoleFeedbackItem {
  return {
    id: row.id,
    user: { id: row.user_id, nickName: row.sender_nick_name ?? '', mobile: maskMobile(row.sender_mobile) },
    content: row.content, contact: row.contact, images: (JSON.parse(row.images) as string[]).map((key) => mediaUrl(key, storageBase)), createdAt: row.created_at,
    handledAt: row.handled_at, handledBy: row.handled_by === null ? null : { id: row.handled_by, nickName: row.handler_nick_name ?? '' }, reply: row.reply,
  };
}

export async function listFeedback(db: Kysely<Database>, view: View, q: QueryOutput<'console.feedback'>): Promise<Data<'console.feedback'>> {
  const after = decodeCursor(q.cursor, ['number']);
  const rows = await feedbackPage(db, q.state, after, q.size + 1);
  const total = q.withTotal ? await countFeedback(db, q.state) : null;
  return pageOf(rows, q.size, (r) => [r.id], (shown) => shown.map((r) => present(r, view.storageBase)), total);
}

/**
 * Marks feedback handled or not, and sends a reply once: a repeat of the same reply (a retry)
 * changes nothing, another reply to answered feedback is refused. Each change is audited.
 */
export function handleFeedback(db: Kysely<Database>, actor: Actor, view: View, input: BodyOutput<'console.feedbackHandle'>, now = new Date()): Promise<ConsoleFeedbackItem> {
  return inTransaction(db, async (trx) => {
    const row = await feedbackById(trx, input.id);
    if (!row) throw notFound();
    if (input.reply !== undefined && row.reply !== null && row.reply !== input.reply) throw new AppError(409, 'feedbackAlreadyReplied');
    const replying = input.reply !== undefined && row.reply === null;
    const handledChanges = input.handled !== (row.handled_at !== null);
    if (!replying && !handledChanges) return present(row, view.storageBase);
    const at = now.toISOString();
    const handled = input.handled ? { handled_at: row.handled_at ?? at, handled_by: row.handled_by ?? actor.id } : { handled_at: null, handled_by: null };
    await setFeedbackHandled(trx, row.id, { ...handled, ...(replying ? { reply: input.reply! } : {}) });
    if (handledChanges) {
      await writeAudit(trx, {
        operatorId: actor.id, action: input.handled ? 'feedback.handle' : 'feedback.reopen', entity: 'feedback', entityId: row.id,
        before: { handledAt: row.handled_at, handledBy: row.handled_by }, after: { handledAt: handled.handled_at, handledBy: handled.handled_by },
      }, now);
    }
    if (replying) {
      await notifyFeedbackReplied(trx, { feedbackId: row.id, senderId: row.user_id }, now);
      await writeAudit(trx, { operatorId: actor.id, action: 'feedback.reply', entity: 'feedback', entityId: row.id, before: { reply: null }, after: { reply: input.reply } }, now);
    }
    return present((await feedbackById(trx, row.id))!, view.storageBase);
  });
}
