import type { SessionOut, SetOut, SyncChange } from '@repwise/contracts';
import { e1rm } from '@repwise/domain';
import type { SetRow, TrainingRow } from './repo.ts';

export function sessionFieldsOf(row: TrainingRow): SessionOut {
  return {
    planSessionId: row.plan_session_id, templateId: row.template_id, name: row.name, startedAt: row.started_at, finishedAt: row.finished_at, timezone: row.timezone,
    localDate: row.local_date, rating: row.rating, comment: row.comment, coachComment: row.coach_comment, recordedBy: row.recorded_by,
  };
}

export function setFieldsOf(row: SetRow): SetOut {
  return {
    sessionId: row.session_id, actionId: row.action_id, blockId: row.block_id, groupId: row.group_id, setType: row.set_type as SetOut['setType'], side: row.side as SetOut['side'],
    plannedWeightKg: row.planned_weight_kg, plannedReps: row.planned_reps, weightKg: row.weight_kg, unit: row.unit as SetOut['unit'], reps: row.reps, repsRight: row.reps_right,
    effort: row.effort, completedAt: row.completed_at, localDate: row.local_date,
  };
}

const opOf = (row: { deleted: number }) => (row.deleted === 1 ? 'delete' : 'upsert') as 'delete' | 'upsert';

export const sessionChange = (row: TrainingRow): SyncChange => ({ entity: 'session', id: row.id, rev: row.rev, op: opOf(row), fields: sessionFieldsOf(row), serverSeq: Number(row.server_seq) });
export const setChange = (row: SetRow): SyncChange => ({ entity: 'set', id: row.id, rev: row.rev, op: opOf(row), fields: setFieldsOf(row), serverSeq: Number(row.server_seq) });

/** The heavier side of a unilateral set counts as its reps. */
const bestReps = (set: SetRow) => Math.max(set.reps, set.reps_right ?? 0);
export const setE1rm = (set: SetRow): number | null => e1rm(set.weight_kg, bestReps(set));

export function summaryOf(row: TrainingRow, sets: readonly SetRow[]) {
  const best = sets.map(setE1rm).filter((v): v is number => v !== null);
  return {
    id: row.id, ownerId: row.owner_id, name: row.name, localDate: row.local_date, startedAt: row.started_at, finishedAt: row.finished_at, planSessionId: row.plan_session_id,
    rating: row.rating, comment: row.comment, coachComment: row.coach_comment, recordedBy: row.recorded_by, sets: sets.length,
    volumeKg: Math.round(sets.reduce((sum, s) => sum + s.weight_kg * (s.reps + (s.reps_right ?? 0)), 0) * 100) / 100,
    bestE1rmKg: best.length === 0 ? null : Math.round(Math.max(...best) * 10) / 10,
  };
}
