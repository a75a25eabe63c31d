import type { ConsoleAuditEntry, Data, QueryOutput } from '@repwise/contracts';
import { APP_VERSION, maskMobile } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { activityCounts, auditPage, countAudit, countVips, vipPage, type AuditRow } from './repo.ts';

/** What operators read in the console (issue 27 §3): VIP memberships, activity, the audit log, the installation's configuration. */

const today = (now: Date) => now.toISOString().slice(0, 10);

export async function listVips(db: Kysely<Database>, q: QueryOutput<'console.vips'>, now = new Date()): Promise<Data<'console.vips'>> {
  const active = q.active === undefined ? undefined : { today: today(now), active: q.active === 'true' };
  const after = decodeCursor(q.cursor, ['string', 'number', 'number']);
  const rows = await vipPage(db, active, after, q.size + 1);
  const total = q.withTotal ? await countVips(db, active) : null;
  return pageOf(rows, q.size, (r) => [r.updated_at, r.organisation_id, r.user_id], (shown) => shown.map((r) => ({
    userId: r.user_id, nickName: r.nick_name ?? '', mobile: maskMobile(r.mobile), groupId: String(r.organisation_id), groupName: r.organisation_name,
    expiresOn: r.expires_on, active: r.expires_on >= today(now), grantedBy: r.granted_by === null ? null : { id: r.granted_by, nickName: r.granter_nick_name ?? '' },
    updatedAt: r.updated_at,
  })), total);
}

/** The most days one activity answer covers. */
export const ACTIVITY_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** A calendar day that exists (2026-02-30 does not), as its UTC midnight. */
function dayOf(value: string, field: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) throw badRequest('invalidField', { field });
  return time;
}

/** People active per day (from recordActive), by position, every day of from..to listed (zeros too). */
export async function activity(db: Kysely<Database>, q: QueryOutput<'console.activity'>): Promise<Data<'console.activity'>> {
  const from = dayOf(q.from, 'from');
  const to = dayOf(q.to, 'to');
  if (to < from) throw badRequest('activityRangeReversed');
  if ((to - from) / DAY_MS + 1 > ACTIVITY_MAX_DAYS) throw badRequest('activityRangeTooLong');
  const counts = await activityCounts(db, q.from, q.to);
  const days = [];
  for (let time = from; time <= to; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const of = (position: number | null) => counts.filter((c) => c.day === day && (position === null ? c.position !== 1 && c.position !== 2 : c.position === position))
      .reduce((sum, c) => sum + Number(c.people), 0);
    days.push({ day, coaches: of(1), trainees: of(2), unchosen: of(null) });
  }
  return { days };
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export async function listAudit(db: Kysely<Database>, q: QueryOutput<'console.audit'>): Promise<Data<'console.audit'>> {
  const filter = { operatorId: q.operatorId, entity: q.entity };
  const after = decodeCursor(q.cursor, ['number']);
  const rows = await auditPage(db, filter, after, q.size + 1);
  const total = q.withTotal ? await countAudit(db, filter) : null;
  return pageOf(rows, q.size, (r) => [r.id], (shown) => shown.map((r: AuditRow): ConsoleAuditEntry => ({
    id: r.id, at: r.at, operator: r.operator_id === null ? null : { id: r.operator_id, nickName: r.nick_name ?? '' },
    action: r.action as ConsoleAuditEntry['action'], entity: r.entity, entityId: r.entity_id, before: parsed(r.before_json), after: parsed(r.after_json),
  })), total);
}

/** The installation's configuration by name and state: which engines and providers, whether real; never a key, secret or address with credentials. */
export function capabilities({ config, engine }: Pick<AppContext, 'config' | 'engine'>): Data<'console.capabilities'> {
  const { qq, apple, oneTap } = config.social;
  return {
    version: APP_VERSION,
    database: engine,
    keyValueStore: config.redisUrl ? 'redis' : 'memory',
    storage: config.storage.driver,
    sms: { provider: config.sms.provider, real: config.sms.provider !== 'console' },
    signIn: [
      { provider: 'qq', configured: qq.mode !== 'off', real: qq.mode === 'qq' },
      { provider: 'apple', configured: apple.mode !== 'off', real: apple.mode === 'apple' },
      { provider: 'umeng', configured: oneTap.mode !== 'off', real: oneTap.mode === 'umeng' },
    ],
    publicUrl: config.publicUrl ?? null,
  };
}
