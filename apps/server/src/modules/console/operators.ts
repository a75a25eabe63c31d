import type { ConsoleOperator, Data } from '@repwise/contracts';
import { maskMobile, normalizeMobile } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { findUserByMobile } from '../user/index.ts';
import { clearOperator, operatorRow, operatorRows, personExists, setOperator, type OperatorRow } from './repo.ts';

/**
 * Operators as a stored role (users.operator_since). Those of OPERATOR_MOBILES are made
 * operators at sign-in (authenticate), the others are granted here by an operator; every grant
 * and revocation is audited.
 */

function present(row: OperatorRow, fromEnvironment: ReadonlySet<string>): ConsoleOperator {
  return {
    userId: row.id, nickName: row.nick_name ?? '', mobile: maskMobile(row.mobile), since: row.operator_since!,
    grantedBy: row.operator_granted_by === null ? null : { id: row.operator_granted_by, nickName: row.granter_nick_name ?? '' },
    fromEnvironment: fromEnvironment.has(row.mobile),
  };
}

const audited = (row: OperatorRow) => ({ userId: row.id, since: row.operator_since, grantedBy: row.operator_granted_by });

export async function listOperators(db: Kysely<Database>, operatorMobiles: ReadonlySet<string>): Promise<Data<'console.operators'>> {
  return { list: (await operatorRows(db)).map((row) => present(row, operatorMobiles)) };
}

/** Makes the person with this mobile an operator; one who already is stays as they are (a retry records nothing). */
export function grantOperator(db: Kysely<Database>, actor: Actor, mobileInput: string, operatorMobiles: ReadonlySet<string>, now = new Date()): Promise<ConsoleOperator> {
  return inTransaction(db, async (trx) => {
    const mobile = normalizeMobile(mobileInput);
    const person = mobile === null ? undefined : await findUserByMobile(trx, mobile);
    if (!person || person.deactivated_at !== null) throw new AppError(404, 'operatorMobileUnknown');
    if (person.operator_since === null) {
      await setOperator(trx, person.id, now.toISOString(), actor.id);
      const row = (await operatorRow(trx, person.id))!;
      await writeAudit(trx, { operatorId: actor.id, action: 'operator.grant', entity: 'operator', entityId: person.id, before: null, after: audited(row) }, now);
      return present(row, operatorMobiles);
    }
    return present((await operatorRow(trx, person.id))!, operatorMobiles);
  });
}

/** Ends a person's operator role: not one's own (someone must remain who can), not one OPERATOR_MOBILES would make again at their next sign-in. */
export function revokeOperator(db: Kysely<Database>, actor: Actor, userId: number, operatorMobiles: ReadonlySet<string>, now = new Date()): Promise<Data<'console.operatorRevoke'>> {
  return inTransaction(db, async (trx) => {
    const row = await operatorRow(trx, userId);
    // A retry after the revocation took finds the person no longer an operator: done already.
    if (!row) {
      if (await personExists(trx, userId)) return { userId };
      throw notFound();
    }
    if (row.id === actor.id) throw badRequest('operatorRevokeSelf');
    if (operatorMobiles.has(row.mobile)) throw badRequest('operatorRevokeFromEnvironment');
    await clearOperator(trx, row.id);
    await writeAudit(trx, { operatorId: actor.id, action: 'operator.revoke', entity: 'operator', entityId: row.id, before: audited(row), after: null }, now);
    return { userId: row.id };
  });
}
