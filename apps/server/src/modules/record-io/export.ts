import type { ExportFile } from '@repwise/contracts';
import { exportCsv, IMPORT_SOURCES, localName, trainingSeconds, utcDate, wallClockIn, type ExportTraining, type ImportedSetType, type Language } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { ownTrainings } from './repo.ts';

/** The version of the JSON export's shape (README "Import and export"). */
export const JSON_EXPORT_VERSION = 1;

const setTypeOf = (stored: string): ImportedSetType => (['warmup', 'stretch', 'decrease', 'increase'].includes(stored) ? stored : 'normal') as ImportedSetType;
const sideOf = (stored: string) => (stored === 'left' || stored === 'right' ? stored : 'both');
const unitOf = (stored: string) => (stored === 'lbs' ? 'lbs' : 'kg');

/**
 * record/export: every live training of the caller and its sets, oldest first. CSV has one row
 * per set in Strong's columns (so Strong-style importers and spreadsheets read it) and Repwise's
 * after them; JSON has everything a training holds. Only one's own: the owner is the caller.
 */
export async function exportTrainings(db: Kysely<Database>, actor: Actor, language: Language, format: 'csv' | 'json', now = new Date()): Promise<ExportFile> {
  const { trainings, sets } = await ownTrainings(db, actor.id);
  const setsOf = new Map<string, typeof sets>();
  for (const set of sets) {
    const list = setsOf.get(set.session_id);
    if (list) list.push(set);
    else setsOf.set(set.session_id, [set]);
  }
  const filename = `repwise-trainings-${utcDate(now)}.${format}`;
  if (format === 'csv') {
    const rows: ExportTraining[] = trainings.map((t) => ({
      name: t.name,
      start: wallClockIn(t.timezone, new Date(t.started_at)),
      durationSeconds: t.finished_at === null ? null : trainingSeconds(t.started_at, t.finished_at),
      note: t.comment,
      sets: (setsOf.get(t.id) ?? []).map((s) => ({
        exercise: localName({ nameEn: s.name_en, nameZh: s.name_zh }, language), setType: setTypeOf(s.set_type), side: sideOf(s.side),
        weightKg: s.weight_kg, unit: unitOf(s.unit), reps: s.reps, repsRight: s.reps_right, effort: s.effort,
      })),
    }));
    return { filename, contentType: 'text/csv; charset=utf-8', content: exportCsv(rows) };
  }
  const document = {
    format: 'repwise-trainings', version: JSON_EXPORT_VERSION, exportedAt: now.toISOString(), userId: actor.id, timezone: actor.user.timezone,
    trainings: trainings.map((t) => ({
      id: t.id, name: t.name, localDate: t.local_date, startedAt: t.started_at, finishedAt: t.finished_at, timezone: t.timezone, rating: t.rating, comment: t.comment,
      coachComment: t.coach_comment, planSessionId: t.plan_session_id, templateId: t.template_id, recordedBy: t.recorded_by,
      importedFrom: IMPORT_SOURCES.find((s) => s === t.imported_from) ?? null,
      sets: (setsOf.get(t.id) ?? []).map((s) => ({
        id: s.id, exercise: { id: s.action_id, nameEn: s.name_en, nameZh: s.name_zh, official: s.exercise_owner_id === null }, setType: s.set_type, side: s.side,
        weightKg: s.weight_kg, unit: s.unit, reps: s.reps, repsRight: s.reps_right, effort: s.effort, plannedWeightKg: s.planned_weight_kg, plannedReps: s.planned_reps,
        completedAt: s.completed_at, localDate: s.local_date, blockId: s.block_id, groupId: s.group_id,
      })),
    })),
  };
  return { filename, contentType: 'application/json; charset=utf-8', content: `${JSON.stringify(document, null, 2)}\n` };
}
