import type { NotificationItem, NotificationKind, NotificationTarget } from '@repwise/contracts';
import { presentPerson } from '../squad/index.ts';
import type { NotificationRow } from './repo.ts';

/** What the reader may still open of a notification's subject (null: it has nothing to open), and its name; absent: nothing (the item keeps its text, without a link). */
export interface Readable {
  open: NotificationTarget | null;
  name: string;
}

/** One notification as the list shows it: data the web app words in the reader's language. */
export function presentNotification(row: NotificationRow, readable: Readable | undefined, storageBase: string): NotificationItem {
  const actor = row.actor_id === null || row.deactivated_at !== null
    ? null
    : presentPerson({ id: row.actor_id, nick_name: row.nick_name, avatar: row.avatar }, storageBase);
  return {
    id: row.id, kind: row.kind as NotificationKind, actor, subjectName: readable?.name ?? '', createdAt: row.created_at, unread: row.read_at === null,
    open: readable?.open ?? null,
  };
}
