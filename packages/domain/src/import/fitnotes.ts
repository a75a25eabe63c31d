/**
 * FitNotes' "Workout Data" export. Android writes Date, Exercise, Category, Weight (kgs) or
 * Weight (lbs) (newer: Weight and Weight Unit), Reps, Distance, Distance Unit, Time, Comment;
 * FitNotes 2 (iOS) writes both Weight (kg) and Weight (lbs), and Notes. Dates only: one training
 * per day, started at noon (end unknown), named after the day's categories ("Chest, Triceps").
 */
import { findColumn, readUnit, readWallClock, RowFault, toKg } from './cells.ts';
import { isCardio, optionalText, type Layout, type LayoutFinder } from './layout.ts';

/** When in the day a date-only training starts: noon keeps it on its day in any nearby time zone. */
const DAY_START = '12:00:00';

interface WeightCell {
  column: number;
  unit: 'kg' | 'lbs';
  /** A per-row unit column ("Weight Unit"), or -1. */
  unitColumn: number;
}

export const fitnotesLayout: LayoutFinder = (header, options) => {
  const col = {
    date: findColumn(header, 'Date'),
    exercise: findColumn(header, 'Exercise'),
    category: findColumn(header, 'Category'),
    reps: findColumn(header, 'Reps'),
    distance: findColumn(header, 'Distance'),
    time: findColumn(header, 'Time'),
    comment: findColumn(header, 'Comment', 'Notes'),
  };
  const { weights, unitFromFile } = weightCells(header, options.defaultUnit);
  if (weights.length === 0 || [col.date, col.exercise, col.reps].includes(-1)) return null;

  const layout: Layout = {
    unitFromFile,
    read(cells) {
      const exercise = cells.required(col.exercise);
      if (isCardio(cells, col.reps, col.distance, col.time)) return null;
      const { date, time } = readWallClock(cells, col.date);
      const start = `${date}T${time ?? DAY_START}`;
      const reps = cells.reps(col.reps);
      if (reps === null) throw new RowFault('missingValue', cells.name(col.reps));
      // FitNotes 2 fills one of its two weight columns; a bodyweight set neither.
      const weight = weights.find((cell) => !cells.isEmpty(cell.column)) ?? weights[0]!;
      const unit = readUnit(cells, weight.unitColumn, weight.unit);
      return {
        group: start,
        name: cells.text(col.category),
        start,
        end: null,
        note: null,
        set: {
          exercise,
          setType: 'normal',
          weightKg: toKg(cells, weight.column, unit),
          unit,
          reps,
          side: 'both',
          repsRight: null,
          effort: null,
          supersetId: null,
          note: optionalText(cells, col.comment),
        },
      };
    },
  };
  return layout;
};

function weightCells(header: readonly string[], defaultUnit: 'kg' | 'lbs'): { weights: WeightCell[]; unitFromFile: boolean } {
  const kg = findColumn(header, 'Weight (kgs)', 'Weight (kg)');
  const lbs = findColumn(header, 'Weight (lbs)');
  const named: WeightCell[] = [
    ...(kg === -1 ? [] : [{ column: kg, unit: 'kg' as const, unitColumn: -1 }]),
    ...(lbs === -1 ? [] : [{ column: lbs, unit: 'lbs' as const, unitColumn: -1 }]),
  ];
  if (named.length > 0) return { weights: named, unitFromFile: true };
  const plain = findColumn(header, 'Weight');
  const unitColumn = findColumn(header, 'Weight Unit');
  return { weights: plain === -1 ? [] : [{ column: plain, unit: defaultUnit, unitColumn }], unitFromFile: unitColumn !== -1 };
}
