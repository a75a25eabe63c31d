import type { Generated } from 'kysely';

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  contact: string | null;
  /** JSON array of storage keys of the sender's own pictures. */
  images: string;
  created_at: string;
}
