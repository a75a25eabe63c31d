import type { Generated } from 'kysely';

/** One operator action (issue 27 §3); append-only: triggers refuse updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The operator; null for what the server did itself (OPERATOR_MOBILES at sign-in). */
  operator_id: number | null;
  /** One of CONSOLE_AUDIT_ACTIONS, e.g. article.publish. */
  action: string;
  entity: string;
  entity_id: string;
  /** The object before and after, as JSON; null where there is none. */
  before_json: string | null;
  after_json: string | null;
}
