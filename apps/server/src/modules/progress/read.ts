import { RECORD_KINDS, type RecordKind } from '@repwise/domain';
import type { PersonalRecordList } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { canReadTraining } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/errors.ts';
import { recordsOf } from './repo.ts';

/**
 * One exercise's personal records of the actor, or (userId) of a trainee they coach — the
 * rule of reading a training (canReadTraining, coachedTrainees); "not found" for anyone else.
 */
export async function personalRecordsOf(db: Kysely<Database>, actor: Actor, actionId: number, userId: number | undefined): Promise<PersonalRecordList> {
  const ownerId = userId ?? actor.id;
  const coaches = ownerId !== actor.id && (await coachedTrainees(db, actor, [ownerId])).has(ownerId);
  if (!canReadTraining(actor, { owner_id: ownerId }, coaches)) throw notFound();
  const order = (kind: string) => RECORD_KINDS.indexOf(kind as RecordKind);
  const rows = (await recordsOf(db, ownerId, [actionId])).sort((a, b) => order(a.kind) - order(b.kind));
  return {
    actionId,
    list: rows.map((r) => ({
      kind: r.kind as RecordKind, value: r.value, weightKg: r.weight_kg, reps: r.reps, repsRight: r.reps_right, setId: r.set_id, trainingId: r.session_id,
      localDate: r.local_date, achievedAt: r.achieved_at, formula: r.formula,
    })),
  };
}
