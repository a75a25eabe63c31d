import type { Generated } from 'kysely';

/** One thing a person is told about (migration 026): data, presented in the reader's language when read. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  /** coach_replied | plan_published | plan_changed | plan_cancelled | member_finished */
  kind: string;
  /** Who caused it. */
  actor_id: number | null;
  /** The training or plan it is about, as text ("training:<uuid>", "plan:<id>"): with `revision`, one notification per real change. */
  subject: string;
  revision: Generated<string>;
  training_id: string | null;
  plan_id: number | null;
  created_at: string;
  read_at: string | null;
}
