import type { CONSOLE_AUDIT_ACTIONS } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';

export type AuditAction = (typeof CONSOLE_AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The operator who did it; null for what the server did itself (OPERATOR_MOBILES at sign-in). */
  operatorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number;
  /** The object before the change (null for a creation) and after it (null for a removal), as JSON values. */
  before: unknown;
  after: unknown;
}

/**
 * Appends one row to the audit log (issue 27 §3). Called with the transaction of the change it
 * records, so a change exists exactly when its row does. The table refuses updates and deletes
 * (triggers of migration 034): this is the only write it takes. Here in platform, not in the
 * console, because changes made outside it are audited too (user's VIP grant, series' edit of an
 * official template, authenticate's bootstrap).
 */
export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry, now = new Date()): Promise<void> {
  await trx.insertInto('audit_log').values({
    at: now.toISOString(),
    operator_id: entry.operatorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
  }).execute();
}
