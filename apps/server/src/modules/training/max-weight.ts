import { bestByExercise, localName, type Language } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { weightedSets } from './repo.ts';

/** The caller's heaviest set and best e1RM per exercise, heaviest first. */
export async function maxWeights(db: Kysely<Database>, actor: Actor, language: Language) {
  const rows = await weightedSets(db, actor.id);
  const names = new Map(rows.map((r) => [r.action_id, localName({ nameEn: r.name_en, nameZh: r.name_zh }, language)]));
  const bests = bestByExercise(rows.map((r) => ({ actionId: r.action_id, weightKg: r.weight_kg, reps: r.reps, repsRight: r.reps_right, localDate: r.local_date })));
  const list = bests.map((b) => ({ ...b, name: names.get(b.actionId) ?? '' }));
  return { list: list.sort((a, b) => b.maxWeightKg - a.maxWeightKg || a.name.localeCompare(b.name)) };
}
