import type { SessionOut, SetOut, SyncChange } from '@repwise/contracts';
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

