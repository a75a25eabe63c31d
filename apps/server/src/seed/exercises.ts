import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { findOfficialExercises, insertExercises, updateExercise } from '../modules/action/repo.ts';
import { exerciseRecord } from '../modules/action/service.ts';
import { newShareCode } from '../platform/share-code.ts';
import { EXERCISE_CATALOGUE } from './content.ts';
import { seededDigest, recordSeeded } from './seed-state.ts';

/**
 * The official catalogue, matched by its stable key: a changed catalogue refreshes texts and
 * taxonomy but keeps ids, share codes and pins, so nothing that refers to an exercise breaks.
 * One an operator changed in the console stays as they left it. Unchanged content is not
 * written again.
 */
export async function seedExercises(db: Kysely<Database>, now = new Date(), catalogue: typeof EXERCISE_CATALOGUE = EXERCISE_CATALOGUE): Promise<void> {
  const digest = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
  if ((await seededDigest(db, 'exercises')) === digest) return;
  await inTransaction(db, async (trx) => {
    const official = await findOfficialExercises(trx);
    const existing = new Map(official.map((r) => [r.official_key!, r.id]));
    const edited = new Set(official.filter((r) => r.operator_edited_at !== null).map((r) => r.id));
    const records = catalogue.map((e, sort) => ({ e, sort, ...exerciseRecord({ ...e, videoPath: null, gifPath: null, iconPath: null }, now, null, e.key.replaceAll('-', ' ')) }));
    const fresh = records.filter((r) => !existing.has(r.e.key));
    await insertExercises(trx, fresh.map((r) => ({
      row: { ...r.columns, owner_id: null, official_key: r.e.key, share_code: newShareCode(), sort: r.sort, created_at: now.toISOString() },
      facets: r.facets,
    })));
    for (const r of records) {
      const id = existing.get(r.e.key);
      if (id !== undefined && !edited.has(id)) await updateExercise(trx, id, { ...r.columns, sort: r.sort }, r.facets);
    }
    await recordSeeded(trx, 'exercises', digest, now);
  });
}
