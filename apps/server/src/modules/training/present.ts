import { e1rm, IMPORT_SOURCES, roundE1rmKg, roundKg, type ImportSource } from '@repwise/domain';
import type { SetRow, TrainingRow } from '../sync/index.ts';

/** The heavier side of a unilateral set counts as its reps. */
const bestReps = (set: SetRow) => Math.max(set.reps, set.reps_right ?? 0);
export const setE1rm = (set: SetRow): number | null => e1rm(set.weight_kg, bestReps(set));

/** The stored source of an imported training, as the contract names it (anything else reads as not imported). */
function importSourceOf(stored: string | null): ImportSource | null {
  return IMPORT_SOURCES.find((source) => source === stored) ?? null;
}

export function summaryOf(row: TrainingRow, sets: readonly SetRow[]) {
  const best = sets.map(setE1rm).filter((v): v is number => v !== null);
  return {
    id: row.id, ownerId: row.owner_id, name: row.name, localDate: row.local_date, startedAt: row.started_at, finishedAt: row.finished_at, planSessionId: row.plan_session_id,
    rating: row.rating, comment: row.comment, coachComment: row.coach_comment, recordedBy: row.recorded_by, importedFrom: importSourceOf(row.imported_from), sets: sets.length,
    volumeKg: roundKg(sets.reduce((sum, s) => sum + s.weight_kg * (s.reps + (s.reps_right ?? 0)), 0)),
    bestE1rmKg: best.length === 0 ? null : roundE1rmKg(Math.max(...best)),
  };
}
