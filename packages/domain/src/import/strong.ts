/**
 * Strong's exports (iOS and Android), in the layouts seen in the wild:
 * - old, `;` or `,`: Date, Workout Name, Duration ("1h 5m"), Exercise Name, Set Order, Weight
 *   (the app's unit, not named; a "Weight Unit" column in some versions), Reps, Distance,
 *   Seconds, Notes, Workout Notes, RPE;
 * - newer: Workout #, Date, Workout Name, Duration (sec), …, Weight (kg) or Weight (lbs), …;
 * - a Repwise export (export-csv.ts): the newer layout plus Set Type, Side, Reps (right),
 *   Effort and Unit, which restore what Strong's columns cannot say.
 * One training is the rows with the same Date and Workout Name.
 */
import { findColumn, readDateTime, readDuration, readRpeEffort, readUnit, addSeconds, RowFault, toKg, type RowCells } from './cells.ts';
import { unescapeFormula } from './export-csv.ts';
import { isCardio, type Layout, type LayoutFinder } from './layout.ts';
import type { ImportedSetType } from './types.ts';

const SET_TYPES: readonly ImportedSetType[] = ['normal', 'warmup', 'stretch', 'decrease', 'increase'];
const SIDES = ['both', 'left', 'right'] as const;

export const strongLayout: LayoutFinder = (header, options) => {
  const col = {
    date: findColumn(header, 'Date'),
    name: findColumn(header, 'Workout Name'),
    duration: findColumn(header, 'Duration (sec)', 'Duration', 'Workout Duration'),
    exercise: findColumn(header, 'Exercise Name'),
    setOrder: findColumn(header, 'Set Order'),
    reps: findColumn(header, 'Reps'),
    rpe: findColumn(header, 'RPE'),
    distance: findColumn(header, 'Distance (meters)', 'Distance', 'Distance (km)', 'Distance (miles)'),
    seconds: findColumn(header, 'Seconds'),
    notes: findColumn(header, 'Notes'),
    workoutNotes: findColumn(header, 'Workout Notes'),
  };
  const weight = weightColumn(header, options.defaultUnit);
  if (!weight || [col.date, col.name, col.exercise, col.setOrder, col.reps].includes(-1)) return null;
  const repwise = repwiseColumns(header);
  // A Repwise export escaped cells a spreadsheet would run as formulas; Strong's own files did not.
  const text = repwise ? (cells: RowCells, column: number) => unescapeFormula(cells.text(column)) : (cells: RowCells, column: number) => cells.text(column);

  const layout: Layout = {
    unitFromFile: weight.named || repwise !== null,
    read(cells) {
      const exercise = text(cells, col.exercise);
      const order = cells.text(col.setOrder);
      // Some versions write the rest timer as a row of its own.
      if (exercise === '' || order.toLowerCase() === 'rest timer') return null;
      if (isCardio(cells, col.reps, col.distance, col.seconds)) return null;
      const start = readDateTime(cells, col.date);
      const name = text(cells, col.name);
      const duration = readDuration(cells, col.duration);
      const reps = cells.reps(col.reps);
      if (reps === null) throw new RowFault('missingValue', cells.name(col.reps));
      const { setType, failure } = readSetOrder(cells, col.setOrder);
      const unit = readUnit(cells, weight.unitColumn, weight.unit);
      const note = text(cells, col.workoutNotes);
      const setNote = text(cells, col.notes);
      const set = {
        exercise,
        setType,
        weightKg: toKg(cells, weight.column, unit),
        unit,
        reps,
        side: 'both' as const,
        repsRight: null,
        effort: readRpeEffort(cells, col.rpe) ?? (failure ? 5 : null),
        supersetId: null,
        note: setNote === '' ? null : setNote,
      };
      return {
        group: `${start}|${name}`,
        name,
        start,
        end: duration === null ? null : addSeconds(start, duration),
        note: note === '' ? null : note,
        set: repwise ? { ...set, ...readRepwise(cells, repwise) } : set,
      };
    },
  };
  return layout;
};

interface WeightColumn {
  column: number;
  /** The unit the header names, else the one a per-row "Weight Unit" column falls back to. */
  unit: 'kg' | 'lbs';
  /** A "Weight Unit" column, or -1. */
  unitColumn: number;
  named: boolean;
}

function weightColumn(header: readonly string[], defaultUnit: 'kg' | 'lbs'): WeightColumn | null {
  const kg = findColumn(header, 'Weight (kg)', 'Weight (kgs)');
  if (kg !== -1) return { column: kg, unit: 'kg', unitColumn: -1, named: true };
  const lbs = findColumn(header, 'Weight (lbs)', 'Weight (lb)');
  if (lbs !== -1) return { column: lbs, unit: 'lbs', unitColumn: -1, named: true };
  const plain = findColumn(header, 'Weight');
  if (plain === -1) return null;
  const unitColumn = findColumn(header, 'Weight Unit');
  return { column: plain, unit: defaultUnit, unitColumn, named: unitColumn !== -1 };
}

/** Set Order: a number, "W" warm-up, "D" drop set, "F" failure (a normal set done to failure). */
function readSetOrder(cells: RowCells, column: number): { setType: ImportedSetType; failure: boolean } {
  const order = cells.text(column).toUpperCase();
  if (order === '' || /^\d+$/.test(order)) return { setType: 'normal', failure: false };
  if (order === 'W') return { setType: 'warmup', failure: false };
  if (order === 'D') return { setType: 'decrease', failure: false };
  if (order === 'F') return { setType: 'normal', failure: true };
  throw cells.fault('badSetType', column);
}

interface RepwiseColumns {
  setType: number;
  side: number;
  repsRight: number;
  effort: number;
  unit: number;
}

function repwiseColumns(header: readonly string[]): RepwiseColumns | null {
  const columns = {
    setType: findColumn(header, 'Set Type'),
    side: findColumn(header, 'Side'),
    repsRight: findColumn(header, 'Reps (right)'),
    effort: findColumn(header, 'Effort'),
    unit: findColumn(header, 'Unit'),
  };
  return Object.values(columns).includes(-1) ? null : columns;
}

/** What a Repwise export's own columns say; its weights are in kg, and Unit is what the trainee entered them in. */
function readRepwise(cells: RowCells, col: RepwiseColumns) {
  const setType = SET_TYPES.find((type) => type === cells.text(col.setType));
  if (!setType) throw cells.fault('badSetType', col.setType);
  const side = SIDES.find((value) => value === cells.text(col.side));
  if (!side) throw cells.fault('badSetType', col.side);
  const effort = cells.number(col.effort, 5);
  if (effort !== null && (effort < 1 || !Number.isInteger(effort))) throw cells.fault('badNumber', col.effort);
  return { setType, side, repsRight: cells.reps(col.repsRight), effort, unit: readUnit(cells, col.unit, 'kg') };
}
