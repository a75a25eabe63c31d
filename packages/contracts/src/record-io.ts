import { EQUIPMENT, IMPORT_SOURCES, INPUT_MAX_LENGTH, MUSCLES } from '@repwise/domain';
import { z } from 'zod';
import { entityId } from './schema-kit.ts';

/**
 * Bring your log in, take your data out (issue 26). `record/export` answers a file, not the
 * envelope: CSV (one row per set, Strong's layout with Repwise's columns after it, safe to open
 * in a spreadsheet) or JSON. `record/import` takes a multipart form: `file` (the other app's CSV),
 * `mapping` (JSON, optional: what to do with names the library does not know) and `weightUnit`
 * (optional: the unit of a layout that does not name one). With `dryRun=true` it writes nothing
 * and answers what it would do; with `dryRun=false` it imports everything or nothing.
 */

export const exportQuery = z.object({ format: z.enum(['csv', 'json']) });

/** The file `record/export` answers (the route sends `content` as the body, with these headers). */
export const exportFile = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type ExportFile = z.infer<typeof exportFile>;

export const importQuery = z.object({
  source: z.enum(IMPORT_SOURCES),
  dryRun: z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1'),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** A name of the file → an existing exercise (official or own), or a new custom exercise of that name. */
export const importMappingEntry = z.union([
  z.object({ name: z.string().trim().min(1).max(INPUT_MAX_LENGTH), actionId: entityId() }),
  z.object({
    name: z.string().trim().min(1).max(INPUT_MAX_LENGTH),
    create: z.object({
      primaryMuscle: z.enum(MUSCLES.map((m) => m.value) as [string, ...string[]]),
      equipment: z.enum(EQUIPMENT.map((e) => e.value) as [string, ...string[]]),
    }),
  }),
]);
/** The `mapping` field of the form, as JSON. */
export const importMapping = z.array(importMappingEntry).max(500);
export type ImportMapping = z.infer<typeof importMapping>;

/** How a name of the file found its exercise. */
export const importMatch = z.enum(['library', 'remembered', 'mapped', 'create']);

export const importExercise = z.object({
  /** As in the file. */
  name: z.string(),
  /** Sets of this name in the file. */
  sets: z.number().int(),
  /** The exercise it becomes; null: unmatched (or to be created). */
  actionId: z.number().int().nullable(),
  /** That exercise's name in the caller's language. */
  actionName: z.string().nullable(),
  /** null: unmatched, the import waits for a mapping. */
  match: importMatch.nullable(),
});

export const importLineError = z.object({ line: z.number().int(), message: z.string() });

export const importResult = z.object({
  source: z.enum(IMPORT_SOURCES),
  dryRun: z.boolean(),
  /** true when written (dryRun=false); a dry run answers false. */
  imported: z.boolean(),
  /** Trainings and sets it adds (or added). */
  trainings: z.number().int(),
  sets: z.number().int(),
  /** Trainings of the file already in the account (imported before, or recorded at the same minute): left alone. */
  alreadyThere: z.number().int(),
  /** Rows read but not imported (cardio: distance or time, no reps). */
  skippedRows: z.number().int(),
  /** Whether the file named its weight unit; false: `weightUnit` (kg unless sent) was used. */
  unitFromFile: z.boolean(),
  /** First and last training day it adds, 'yyyy-MM-dd'; null when it adds none. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** The months ('yyyy-MM') that get trainings, oldest first. */
  months: z.array(z.string()),
  /** Every exercise name of the file, unmatched first, then by name. */
  exercises: z.array(importExercise),
  /** Names no exercise was found or mapped for. */
  unmatched: z.array(z.string()),
  /** Lines that could not be read, in the caller's language, at most 100. */
  errors: z.array(importLineError),
  /** How many lines could not be read in all. */
  errorCount: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;
