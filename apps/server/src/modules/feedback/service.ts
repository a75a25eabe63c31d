import { mediaUrl } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canReadFeedback } from '../../platform/access/policies.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf, type Page } from '../../platform/keyset.ts';
import { ownImageKey } from '../../platform/storage/media-paths.ts';
import type { View } from '../../platform/view.ts';
import { countFeedback, insertFeedback, listFeedback, type FeedbackRow } from './repo.ts';
import type { BodyOutput, FeedbackItem, QueryOutput } from '@repwise/contracts';

/** Stores what the person wrote; pictures must be their own uploads (a foreign address is refused). */
export async function submitFeedback(db: Kysely<Database>, actor: Actor, view: View, input: BodyOutput<'feedback.submit'>, now = new Date()): Promise<{ id: number; createdAt: string }> {
  const images = (input.images ?? []).map((value) => {
    const key = ownImageKey(value, actor.id, view.storageBase);
    if (key === undefined) throw badRequest('feedbackImageNotUploaded');
    return key;
  });
  const createdAt = now.toISOString();
  const id = await insertFeedback(db, { user_id: actor.id, content: input.content, contact: input.contact || null, images: JSON.stringify(images), created_at: createdAt });
  return { id, createdAt };
}

function present(row: FeedbackRow, storageBase: string): FeedbackItem {
  return {
    id: row.id, userId: row.user_id, content: row.content, contact: row.contact,
    images: (JSON.parse(row.images) as string[]).map((key) => mediaUrl(key, storageBase)), createdAt: row.created_at,
  };
}

/** The operators' inbox, newest first; anyone else is told it does not exist. */
export async function feedbackInbox(db: Kysely<Database>, actor: Actor, view: View, query: QueryOutput<'feedback.list'>): Promise<Page<FeedbackItem>> {
  if (!canReadFeedback(actor)) throw notFound();
  const after = decodeCursor(query.cursor, ['number']);
  const rows = await listFeedback(db, after, query.size + 1);
  const total = query.withTotal ? await countFeedback(db) : null;
  return pageOf(rows, query.size, (row) => [row.id], (shown) => shown.map((row) => present(row, view.storageBase)), total);
}
