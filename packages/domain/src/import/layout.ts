/**
 * What each source's reader gives the shared assembly (parse.ts): for every row below the
 * header, the training it belongs to and its set, or nothing for a row that is not a set.
 */
import type { RowCells } from './cells.ts';
import type { ImportedSet, ImportOptions } from './types.ts';

export interface RowRead {
  /** Rows with the same group are one training. */
  group: string;
  /** The row's name for its training; a training joins its rows' distinct names (FitNotes: the day's categories). */
  name: string;
  start: string;
  end: string | null;
  note: string | null;
  set: Omit<ImportedSet, 'line'>;
}

export interface Layout {
  /** Whether the header names the weight unit (or a column gives it per row). */
  unitFromFile: boolean;
  /** The row's set; null for a row that is read but not a set (cardio, Strong's rest timer). Throws a RowFault for a bad row. */
  read(cells: RowCells): RowRead | null;
}

/** A source's layout for this header, or null when the header is none of its layouts. */
export type LayoutFinder = (header: readonly string[], options: ImportOptions) => Layout | null;

/** Sets measured by distance or time, without reps, are cardio: Repwise records strength sets only. */
export function isCardio(cells: RowCells, reps: number, distance: number, time: number): boolean {
  return !cells.hasAmount(reps) && (cells.hasAmount(distance) || cells.hasAmount(time));
}

/** The text of an optional cell, null when empty. */
export function optionalText(cells: RowCells, column: number): string | null {
  const text = cells.text(column);
  return text === '' ? null : text;
}
