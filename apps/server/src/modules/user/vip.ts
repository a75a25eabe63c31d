import type { GroupVipInfoDto } from '@repwise/contracts';
import { localDateIn, normalizeMobile } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canGrantVip } from '../../platform/access/policies.ts';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { endVipMembership, findOrganisation, findUserByMobile, findVipMembership, organisationsWithVip, setVipMembership } from './repo.ts';


/**
 * The organisations a person is in (their own, a team's they coach or belong to, or by a VIP
 * membership, even one that lapsed), each with its VIP status, in organisation order.
 */
export async function groupVipInfos(db: Kysely<Database>, person: { id: number; timezone: string }, now = new Date()): Promise<GroupVipInfoDto[]> {
  // The last day holds until it ends on the person's own calendar.
  const today = localDateIn(person.timezone, now);
  return (await organisationsWithVip(db, person.id)).map((org) => ({
    groupId: String(org.id), name: org.name, vip: org.expires_on !== null && org.expires_on >= today, vipExpiresOn: org.expires_on,
  }));
}

/**
 * An operator grants a person VIP membership of an organisation until a day, extends or
 * shortens it, or ends it (expiresOn null), audited (vip.grant, vip.end) in the same
 * transaction; a change to what already is records nothing. Anyone else is answered "not
 * found", as for a person or organisation that does not exist.
 */
export async function grantVip(db: Kysely<Database>, actor: Actor, input: { mobile: string; groupId: number; expiresOn: string | null }, now = new Date()): Promise<GroupVipInfoDto> {
  if (!canGrantVip(actor)) throw notFound();
  const mobile = normalizeMobile(input.mobile);
  const [person, organisation] = await Promise.all([mobile === null ? undefined : findUserByMobile(db, mobile), findOrganisation(db, input.groupId)]);
  if (!person || person.deactivated_at !== null || !organisation) throw notFound();
  await inTransaction(db, async (trx) => {
    const before = await findVipMembership(trx, organisation.id, person.id);
    if ((before?.expires_on ?? null) === input.expiresOn) return;
    if (input.expiresOn === null) await endVipMembership(trx, organisation.id, person.id);
    else await setVipMembership(trx, { organisation_id: organisation.id, user_id: person.id, expires_on: input.expiresOn, granted_by: actor.id, updated_at: now.toISOString() });
    const after = input.expiresOn === null ? null : { userId: person.id, groupId: organisation.id, expiresOn: input.expiresOn, grantedBy: actor.id };
    await writeAudit(trx, {
      operatorId: actor.id, action: input.expiresOn === null ? 'vip.end' : 'vip.grant', entity: 'vip', entityId: `${organisation.id}:${person.id}`,
      before: before ? { userId: person.id, groupId: organisation.id, expiresOn: before.expires_on, grantedBy: before.granted_by } : null, after,
    }, now);
  });
  const info = (await groupVipInfos(db, person, now)).find((g) => g.groupId === String(organisation.id));
  return info ?? { groupId: String(organisation.id), name: organisation.name, vip: false, vipExpiresOn: null };
}
