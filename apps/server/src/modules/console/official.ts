import type { BodyOutput, Data } from '@repwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { newShareCode } from '../../platform/share-code.ts';
import { checkMediaOwnership, exerciseRecord, findExercise, insertExercise, updateExercise, type ExerciseRow } from '../action/index.ts';
import { nextOfficialExerciseSort } from './repo.ts';

/**
 * Official exercises as operators write them (issue 27 §3), with the action module's columns,
 * facets and search index. Each change marks the exercise operator-edited: the seed then leaves
 * it as the operator left it.
 */

/** What the audit log keeps of an exercise: what an operator may change (not its search index, nor the operator's own pin). */
function audited(row: ExerciseRow & { pinned?: number }) {
  const { search_text: _text, search_tokens: _tokens, search_shelf: _shelf, pinned: _pinned, ...kept } = row;
  return kept;
}

/** Media already on the exercise stay (whoever uploaded them); new ones must be the operator's own uploads. */
function newMedia(input: BodyOutput<'console.exerciseSave'>, row: ExerciseRow | undefined): BodyOutput<'console.exerciseSave'> {
  const kept = (given: string | null, stored: string | null | undefined) => (given !== null && given === stored ? null : given);
  return { ...input, videoPath: kept(input.videoPath, row?.video_path), gifPath: kept(input.gifPath, row?.gif_path), iconPath: kept(input.iconPath, row?.icon_path) };
}

export function saveOfficialExercise(db: Kysely<Database>, actor: Actor, input: BodyOutput<'console.exerciseSave'>, now = new Date()): Promise<Data<'console.exerciseSave'>> {
  return inTransaction(db, async (trx) => {
    const existing = input.id === undefined ? undefined : await findExercise(trx, input.id, actor.id);
    if (input.id !== undefined && (!existing || existing.owner_id !== null || existing.archived_at !== null)) throw notFound();
    checkMediaOwnership(newMedia(input, existing), actor.id);
    // A seeded exercise keeps being found by its key's words, as the seed indexes it.
    const { columns, facets } = exerciseRecord(input, now, null, existing?.official_key?.replaceAll('-', ' ') ?? '');
    const at = now.toISOString();
    let id: number;
    if (existing) {
      id = existing.id;
      await updateExercise(trx, id, { ...columns, operator_edited_at: at }, facets);
    } else {
      id = await insertExercise(trx, {
        ...columns, owner_id: null, official_key: null, share_code: newShareCode(), sort: await nextOfficialExerciseSort(trx), created_at: at, operator_edited_at: at,
      }, facets);
    }
    const after = (await findExercise(trx, id, actor.id))!;
    await writeAudit(trx, {
      operatorId: actor.id, action: existing ? 'exercise.update' : 'exercise.create', entity: 'exercise', entityId: id,
      before: existing ? audited(existing) : null, after: audited(after),
    }, now);
    return { id };
  });
}
