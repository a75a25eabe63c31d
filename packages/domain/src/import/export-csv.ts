/**
 * One's own trainings as a CSV file (issue 26): Strong's newer layout, so that other apps and
 * spreadsheets read it, then Repwise's own columns, so that it reads back into Repwise exactly
 * (parseImport with source 'strong').
 */
import type { ExportSet, ExportTraining } from './types.ts';

export const EXPORT_CSV_COLUMNS = [
  'Workout #',
  'Date',
  'Workout Name',
  'Duration (sec)',
  'Exercise Name',
  'Set Order',
  'Weight (kg)',
  'Reps',
  'RPE',
  'Distance (meters)',
  'Seconds',
  'Notes',
  'Workout Notes',
  'Set Type',
  'Side',
  'Reps (right)',
  'Effort',
  'Unit',
] as const;

export function exportCsv(trainings: ExportTraining[]): string {
  const lines = [EXPORT_CSV_COLUMNS.map(csvCell).join(',')];
  trainings.forEach((training, index) => {
    const setOrders = setOrdersOf(training.sets);
    training.sets.forEach((set, i) => {
      const row = [
        String(index + 1),
        training.start.replace('T', ' '),
        training.name,
        training.durationSeconds === null ? '' : String(training.durationSeconds),
        set.exercise,
        setOrders[i]!,
        formatKg(set.weightKg),
        String(set.reps),
        // Repwise records a 5-level effort, not an RPE: the Effort column has it.
        '',
        '',
        '',
        '',
        training.note ?? '',
        set.setType,
        set.side,
        set.repsRight === null ? '' : String(set.repsRight),
        set.effort === null ? '' : String(set.effort),
        set.unit,
      ];
      lines.push(row.map(csvCell).join(','));
    });
  });
  return lines.join('\r\n') + '\r\n';
}

/** "W" for a warm-up, "D" for a drop (decrease) set, else the set's number within its exercise in the training. */
function setOrdersOf(sets: ExportSet[]): string[] {
  const numbered = new Map<string, number>();
  return sets.map((set) => {
    if (set.setType === 'warmup') return 'W';
    if (set.setType === 'decrease') return 'D';
    const number = (numbered.get(set.exercise) ?? 0) + 1;
    numbered.set(set.exercise, number);
    return String(number);
  });
}

/** Kilograms to the gram, without float noise (102.05800000000001 → "102.058"). */
function formatKg(kg: number): string {
  return String(Math.round(kg * 1000) / 1000);
}

/**
 * A cell a spreadsheet starts a formula with (= + - @, a tab or carriage return), after any
 * apostrophes. Apostrophes are counted in so that escaping can be undone exactly: "'=x" is
 * written "''=x" and reads back as "'=x".
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The cell with a leading apostrophe when a spreadsheet would run it as a formula (a plain negative number is none). */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** What escapeFormula wrote, undone: one leading apostrophe before a formula's start goes. */
export function unescapeFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}

function csvCell(value: string): string {
  const text = escapeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
