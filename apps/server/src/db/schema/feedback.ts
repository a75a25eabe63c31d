import type { Generated } from 'kysely';

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  contact: string | null;
  /** JSON array of storage keys of the sender's own pictures. */
  images: string;
  created_at: string;
  /** When an operator marked it handled; null: in the inbox. */
  handled_at: string | null;
  handled_by: number | null;
  /** The operator's answer, sent to the person as a notification. */
  reply: string | null;
}
