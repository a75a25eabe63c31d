import { dayRollups, MONTH_FIGURES, monthRollups, personalRecords, type ProgressSet } from '@repwise/domain';
import type { TestApp } from './harness.ts';

/** Test helpers of the figures kept as you go (modules/progress). */

/** The stored figures of a trainee, without the time they were written. */
export async function figures(t: TestApp, ownerId: number) {
  const db = t.app.ctx.db;
  const [days, months, records] = await Promise.all([
    db.selectFrom('training_day_rollups').selectAll().where('owner_id', '=', ownerId).orderBy('local_date').orderBy('action_id').execute(),
    db.selectFrom('training_month_rollups').selectAll().where('owner_id', '=', ownerId).orderBy('month').execute(),
    db.selectFrom('personal_records').selectAll().where('owner_id', '=', ownerId).orderBy('action_id').orderBy('kind').execute(),
  ]);
  const strip = <T extends { updated_at: string }>({ updated_at: _, ...row }: T) => row;
  return { days: days.map(strip), months: months.map(strip), records: records.map(strip) };
}

/** The figures recomputed straight from the base rows (live sets of live trainings), in the stored shape. */
export async function recomputed(t: TestApp, ownerId: number) {
  const rows = await t.app.ctx.db.selectFrom('training_sets as s').innerJoin('trainings as tr', 'tr.id', 's.session_id').selectAll('s')
    .where('s.owner_id', '=', ownerId).where('s.deleted', '=', 0).where('tr.deleted', '=', 0).execute();
  const sets: ProgressSet[] = rows.map((r) => ({
    id: r.id, sessionId: r.session_id, actionId: r.action_id, setType: r.set_type, weightKg: r.weight_kg, reps: r.reps, repsRight: r.reps_right, completedAt: r.completed_at, localDate: r.local_date,
  }));
  const trainings = await t.app.ctx.db.selectFrom('trainings').select(['local_date', 'started_at', 'finished_at']).where('owner_id', '=', ownerId).where('deleted', '=', 0).execute();
  const dayRows = dayRollups(sets);
  const months = monthRollups(trainings.map((r) => ({ localDate: r.local_date, startedAt: r.started_at, finishedAt: r.finished_at })), dayRows).map((m) => ({
    owner_id: ownerId, month: m.month, sessions: m.sessions, sets: m.sets, volume_kg: m.volumeKg, duration_seconds: m.durationSeconds, figures: MONTH_FIGURES,
  }));
  const days = dayRows.map((d) => ({
    owner_id: ownerId, local_date: d.localDate, action_id: d.actionId, sessions: d.sessions, sets: d.sets, reps: d.reps, volume_kg: d.volumeKg, best_e1rm_kg: d.bestE1rmKg, heaviest_kg: d.heaviestKg, most_reps: d.mostReps, best_set_volume_kg: d.bestSetVolumeKg, e1rm_formula: 'epley-1',
  }));
  const records = personalRecords(sets).map((r) => ({
    owner_id: ownerId, action_id: r.actionId, kind: r.kind, value: r.value, weight_kg: r.weightKg, reps: r.reps, reps_right: r.repsRight, set_id: r.setId, session_id: r.sessionId,
    local_date: r.localDate, achieved_at: r.achievedAt, formula: r.formula,
  })).sort((a, b) => a.action_id - b.action_id || (a.kind < b.kind ? -1 : 1));
  return { days, months, records };
}

/** Numbers compared to 4 decimals (PostgreSQL keeps a set's weight as a 4-byte real). */
export function close(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 1e4) / 1e4;
  if (Array.isArray(value)) return value.map(close);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, close(v)]));
  return value;
}
