/**
 * Another app's export, read (issue 26): Strong, Hevy and FitNotes CSV files become trainings
 * in the file's own wall-clock time, with each set's line in the file. Pure: the server turns
 * them into the sync module's ops (the trainee's time zone gives the UTC moments), the web app
 * shows the same line numbers the server answers.
 */

export const IMPORT_SOURCES = ['strong', 'hevy', 'fitnotes'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Why a line could not be read; the server words it in the trainee's language. */
export type ImportErrorReason =
  /** The header names none of the layouts of this source (line 1, or the first non-empty line). */
  | 'unknownLayout'
  /** A required cell is empty (`column` names it). */
  | 'missingValue'
  /** A date or time the layout does not allow (`value` is the cell). */
  | 'badDate'
  /** A weight, reps, RPE or distance that is not a number, or out of range (`value`). */
  | 'badNumber'
  /** A duration that is not seconds, "31m", "1h 5m" or "1:05:00" (`value`). */
  | 'badDuration'
  /** A set type or set order the source does not have (`value`). */
  | 'badSetType'
  /** A quoted cell that never closes. */
  | 'unclosedQuote'
  /** A row with more cells than the header (`value`: how many). */
  | 'tooManyCells';

export interface ImportLineError {
  /** 1-based line of the file where the row starts. */
  line: number;
  reason: ImportErrorReason;
  /** The column's header as in the file, when one cell is at fault. */
  column?: string;
  /** The offending cell as in the file (cut to 60 characters). */
  value?: string;
}

/** Repwise's set types (a Repwise export names them in its "Set Type" column; other apps map onto them). */
export type ImportedSetType = 'normal' | 'warmup' | 'stretch' | 'decrease' | 'increase';

export interface ImportedSet {
  /** 1-based line of the file where the set's row starts. */
  line: number;
  /** The exercise's name as in the file, trimmed. */
  exercise: string;
  /** warm-up ("W", warmup) → warmup; drop set ("D", dropset) → decrease; failure and normal → normal. */
  setType: ImportedSetType;
  /** Always kilograms (pounds × 0.45359237, float noise rounded to 0.001 kg); 0 for a bodyweight set without a weight. */
  weightKg: number;
  /** The unit the file had the weight in. */
  unit: 'kg' | 'lbs';
  /** Reps of the set, or of the left side when `side` is left or right. */
  reps: number;
  /** 'both' unless a Repwise export says otherwise. */
  side: 'both' | 'left' | 'right';
  /** Reps of the right side of a per-side set (Repwise export only); null otherwise. */
  repsRight: number | null;
  /** The 5-level effort (1 very faint … 5 extreme-maximum): a Repwise export's Effort column, else from RPE, else 5 for a failure set; null when not given. */
  effort: number | null;
  /** Hevy's superset id; sets of one superset share it within a training. */
  supersetId: string | null;
  note: string | null;
}

export interface ImportedTraining {
  /** The training's identity within the file: its start and name (a re-import meets the same key). */
  key: string;
  name: string;
  /** Wall-clock start as the file has it, 'yyyy-MM-ddTHH:mm:ss' (no zone: the trainee's own clock). */
  start: string;
  /** Wall-clock end, or null when the file does not say (FitNotes: dates only). */
  end: string | null;
  note: string | null;
  /** In the file's order. */
  sets: ImportedSet[];
  /** 1-based line of its first row. */
  line: number;
}

export interface ParsedImport {
  trainings: ImportedTraining[];
  errors: ImportLineError[];
  /** Rows read but not imported: cardio rows (distance or time, no reps) and rows without an exercise's sets. */
  skippedRows: number;
  /** Whether the file named its weight unit (a header like weight_kg, "Weight (lbs)"); false: `defaultUnit` was used. */
  unitFromFile: boolean;
}

export interface ImportOptions {
  /** The unit of weights in a layout that does not name one (old Strong "Weight"). */
  defaultUnit: 'kg' | 'lbs';
}

/** One set of one's own training, as the CSV and JSON exports write it (the server reads it from storage). */
export interface ExportSet {
  /** The exercise's name in the exporter's language (the other one when it has none in it). */
  exercise: string;
  setType: ImportedSetType;
  side: 'both' | 'left' | 'right';
  weightKg: number;
  /** The unit the trainee entered it in. */
  unit: 'kg' | 'lbs';
  reps: number;
  repsRight: number | null;
  effort: number | null;
}

export interface ExportTraining {
  name: string;
  /** Wall-clock start in the training's own time zone, 'yyyy-MM-ddTHH:mm:ss'. */
  start: string;
  /** Seconds from start to finish; null while unfinished. */
  durationSeconds: number | null;
  note: string | null;
  sets: ExportSet[];
}
