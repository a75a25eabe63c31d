/**
 * Hevy's export: title, start_time, end_time, description, exercise_title, superset_id,
 * exercise_notes, set_index (0-based), set_type (warmup, normal, failure, dropset), weight_kg
 * or weight_lbs, reps, distance_km or distance_miles, duration_seconds, rpe (half steps).
 * Times are written "15 Jan 2023, 08:30" or "2023-01-15 08:30:00". One training is the rows
 * with the same title and start_time.
 */
import { findColumn, readDateTime, readRpeEffort, RowFault, toKg, type RowCells } from './cells.ts';
import { isCardio, optionalText, type Layout, type LayoutFinder } from './layout.ts';
import type { ImportedSetType } from './types.ts';

const SET_TYPES: Record<string, { setType: ImportedSetType; failure: boolean }> = {
  '': { setType: 'normal', failure: false },
  normal: { setType: 'normal', failure: false },
  warmup: { setType: 'warmup', failure: false },
  dropset: { setType: 'decrease', failure: false },
  failure: { setType: 'normal', failure: true },
};

export const hevyLayout: LayoutFinder = (header) => {
  const col = {
    title: findColumn(header, 'title'),
    start: findColumn(header, 'start_time'),
    end: findColumn(header, 'end_time'),
    description: findColumn(header, 'description'),
    exercise: findColumn(header, 'exercise_title'),
    superset: findColumn(header, 'superset_id'),
    exerciseNotes: findColumn(header, 'exercise_notes'),
    setType: findColumn(header, 'set_type'),
    reps: findColumn(header, 'reps'),
    distance: findColumn(header, 'distance_km', 'distance_miles', 'distance_meters'),
    duration: findColumn(header, 'duration_seconds'),
    rpe: findColumn(header, 'rpe'),
  };
  const kg = findColumn(header, 'weight_kg');
  const unit = kg === -1 ? 'lbs' : 'kg';
  const weight = kg === -1 ? findColumn(header, 'weight_lbs') : kg;
  if ([col.title, col.start, col.exercise, col.reps, weight].includes(-1)) return null;

  const layout: Layout = {
    unitFromFile: true,
    read(cells) {
      const exercise = cells.required(col.exercise);
      if (isCardio(cells, col.reps, col.distance, col.duration)) return null;
      const name = cells.text(col.title);
      const start = readDateTime(cells, col.start);
      const end = cells.isEmpty(col.end) ? null : readDateTime(cells, col.end);
      const reps = cells.reps(col.reps);
      if (reps === null) throw new RowFault('missingValue', cells.name(col.reps));
      const type = SET_TYPES[cells.text(col.setType).toLowerCase()];
      if (!type) throw cells.fault('badSetType', col.setType);
      return {
        group: `${start}|${name}`,
        name,
        start,
        // A training saved with a wrong clock can end before it starts: its length is then unknown.
        end: end !== null && end >= start ? end : null,
        note: optionalText(cells, col.description),
        set: {
          exercise,
          setType: type.setType,
          weightKg: toKg(cells, weight, unit),
          unit,
          reps,
          side: 'both',
          repsRight: null,
          effort: readRpeEffort(cells, col.rpe) ?? (type.failure ? 5 : null),
          supersetId: readSupersetId(cells, col.superset),
          note: optionalText(cells, col.exerciseNotes),
        },
      };
    },
  };
  return layout;
};

function readSupersetId(cells: RowCells, column: number): string | null {
  const id = cells.text(column);
  if (id === '') return null;
  if (!/^\d+$/.test(id)) throw cells.fault('badNumber', column);
  return id;
}
