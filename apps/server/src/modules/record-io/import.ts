import type { ImportMapping, ImportQuery, ImportResult, SyncOp } from '@repwise/contracts';
import {
  exerciseNameKey, isEmptySet, KNOWN_IMPORT_NAMES, localName, momentOfWallClock, parseImport, type ImportedTraining, type ImportErrorReason, type ImportLineError, type ImportSource, type Language,
} from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { message, type MessageKey } from '../../platform/messages.ts';
import { createOwnExercise } from '../action/index.ts';
import { applyOps, openBatch } from '../sync/index.ts';
import type { ImportForm } from './form.ts';
import { importedRowId } from './ids.ts';
import { rememberChoices, rememberedChoices, storedTrainingIds, trainingStartsBetween, usableExercises, type UsableExercise } from './repo.ts';

const SOURCE_NAMES: Record<ImportSource, string> = { strong: 'Strong', hevy: 'Hevy', fitnotes: 'FitNotes' };
const ERRORS_SHOWN = 100;
const COMMENT_MAX = 2000;

/** The words of each reason a line could not be read. */
const PROBLEMS: Record<ImportErrorReason, MessageKey> = {
  unknownLayout: 'importUnknownLayout', missingValue: 'importMissingValue', badDate: 'importBadDate', badNumber: 'importBadNumber',
  badDuration: 'importBadDuration', badSetType: 'importBadSetType', unclosedQuote: 'importUnclosedQuote', tooManyCells: 'importTooManyCells',
};

/** A line that could not be read, in the trainee's words. */
export function lineErrorText(error: ImportLineError, source: ImportSource, language: Language): string {
  const problem = message(PROBLEMS[error.reason], language, { column: error.column ?? '', value: error.value ?? '', source: SOURCE_NAMES[source] });
  return message('importLine', language, { line: String(error.line), problem });
}

type Choice = { actionId: number; how: 'library' | 'remembered' | 'mapped' } | { create: { primaryMuscle: string; equipment: string }; how: 'create' } | null;

/**
 * What each name of the file becomes: the trainee's mapping of this import first, then their
 * answer from an earlier import, then the library's exercise of the same name (either
 * language; "Bench Press (Barbell)" is "Barbell Bench Press"), preferring their own, then the
 * official exercise other apps call by that name ("Squat (Barbell)": KNOWN_IMPORT_NAMES).
 */
function chooseExercises(names: readonly string[], mapping: ImportMapping, remembered: ReadonlyMap<string, number>, usable: readonly UsableExercise[]): Map<string, Choice> {
  const byId = new Map(usable.map((e) => [e.id, e]));
  const byKey = new Map<string, UsableExercise>();
  // Official first, own after: an own exercise of the same name wins.
  for (const e of [...usable].sort((a, b) => Number(a.owner_id !== null) - Number(b.owner_id !== null))) {
    for (const name of [e.name_en, e.name_zh]) if (name.trim() !== '') byKey.set(exerciseNameKey(name), e);
  }
  const official = new Map(usable.filter((e) => e.official_key !== null).map((e) => [e.official_key!, e]));
  for (const [nameKey, officialKey] of KNOWN_IMPORT_NAMES) if (!byKey.has(nameKey) && official.has(officialKey)) byKey.set(nameKey, official.get(officialKey)!);
  const mapped = new Map(mapping.map((m) => [exerciseNameKey(m.name), m]));
  const choices = new Map<string, Choice>();
  for (const name of names) {
    const key = exerciseNameKey(name);
    const entry = mapped.get(key);
    if (entry && 'actionId' in entry) {
      if (!byId.has(entry.actionId)) throw badRequest('importMappingUnknownExercise', { name });
      choices.set(name, { actionId: entry.actionId, how: 'mapped' });
    } else if (entry) {
      choices.set(name, { create: entry.create, how: 'create' });
    } else if (remembered.has(key) && byId.has(remembered.get(key)!)) {
      choices.set(name, { actionId: remembered.get(key)!, how: 'remembered' });
    } else {
      const found = byKey.get(key);
      choices.set(name, found ? { actionId: found.id, how: 'library' } : null);
    }
  }
  return choices;
}

interface Planned {
  training: ImportedTraining;
  id: string;
  startedAt: Date;
  finishedAt: Date;
  localDate: string;
}

/** The file's trainings on the trainee's clock, with their ids; those already in the account set apart. */
async function planTrainings(db: Kysely<Database>, actor: Actor, source: ImportSource, trainings: readonly ImportedTraining[]) {
  const zone = actor.user.timezone;
  const planned: Planned[] = trainings.map((training) => {
    const startedAt = momentOfWallClock(training.start, zone);
    const end = training.end === null ? startedAt : momentOfWallClock(training.end, zone);
    return { training, id: importedRowId(startedAt, actor.id, source, training.key), startedAt, finishedAt: end < startedAt ? startedAt : end, localDate: training.start.slice(0, 10) };
  });
  if (planned.length === 0) return { fresh: [], alreadyThere: 0 };
  const stored = await storedTrainingIds(db, planned.map((p) => p.id));
  const times = planned.map((p) => p.startedAt.getTime());
  const starts = await trainingStartsBetween(db, actor.id, new Date(Math.min(...times)).toISOString(), new Date(Math.max(...times) + 60_000).toISOString());
  // A training of the account that started in the same minute is the same training (an export of Repwise imported back, say).
  const minutes = new Set(starts.map((s) => s.slice(0, 16)));
  const fresh = planned.filter((p) => !stored.has(p.id) && !minutes.has(p.startedAt.toISOString().slice(0, 16)));
  return { fresh, alreadyThere: planned.length - fresh.length };
}

/** A training and its sets as the ops a phone would push: rev 1, sets spread over the training in the file's order. */
function opsOf(actor: Actor, source: ImportSource, p: Planned, actionOf: (name: string) => number): SyncOp[] {
  const sets = p.training.sets.filter((s) => !isEmptySet(s));
  const start = p.startedAt.getTime();
  const span = p.finishedAt.getTime() - start;
  return [
    {
      entity: 'session', id: p.id, rev: 1, op: 'upsert',
      fields: {
        name: p.training.name, startedAt: p.startedAt.toISOString(), finishedAt: p.finishedAt.toISOString(), timezone: actor.user.timezone, localDate: p.localDate,
        comment: p.training.note === null ? null : p.training.note.slice(0, COMMENT_MAX),
      },
    },
    ...sets.map((set, i): SyncOp => {
      const actionId = actionOf(set.exercise);
      const blockId = `action-${actionId}`;
      return {
        entity: 'set', id: importedRowId(p.startedAt, actor.id, source, p.training.key, set.line), rev: 1, op: 'upsert',
        fields: {
          sessionId: p.id, actionId, blockId, groupId: set.supersetId === null ? blockId : `superset-${set.supersetId}`, setType: set.setType, side: set.side,
          weightKg: set.weightKg, unit: set.unit, reps: set.reps, repsRight: set.repsRight, effort: set.effort, localDate: p.localDate,
          completedAt: new Date(start + Math.round((span * (i + 1)) / (sets.length + 1))).toISOString(),
        },
      };
    }),
  ];
}

/**
 * record/import: reads the whole file, matches its exercise names, and answers what it would
 * add (dryRun) or adds it. Everything or nothing: a line that cannot be read or a name without
 * an exercise refuses the import, saying which. The trainings are the trainee's own, written
 * through the sync module as a phone's (figures, records), marked as imported; the same file
 * again meets its own rows and adds nothing.
 */
export async function importLog(db: Kysely<Database>, actor: Actor, language: Language, query: ImportQuery, form: ImportForm, now = new Date()): Promise<ImportResult> {
  const parsed = parseImport(query.source, form.text, { defaultUnit: form.weightUnit ?? 'kg' });
  const names = [...new Set(parsed.trainings.flatMap((t) => t.sets.map((s) => s.exercise)))];
  const usable = await usableExercises(db, actor);
  const choices = chooseExercises(names, form.mapping, await rememberedChoices(db, actor.id), usable);
  const { fresh, alreadyThere } = await planTrainings(db, actor, query.source, parsed.trainings);
  const unmatched = names.filter((n) => choices.get(n) === null).sort((a, b) => a.localeCompare(b));
  const errors = parsed.errors.map((e) => ({ line: e.line, message: lineErrorText(e, query.source, language) }));

  const setCounts = new Map<string, number>();
  for (const set of parsed.trainings.flatMap((t) => t.sets)) setCounts.set(set.exercise, (setCounts.get(set.exercise) ?? 0) + 1);
  const nameOf = new Map(usable.map((e) => [e.id, localName({ nameEn: e.name_en, nameZh: e.name_zh }, language)]));
  const exercises = names.map((name) => {
    const choice = choices.get(name) ?? null;
    const actionId = choice !== null && 'actionId' in choice ? choice.actionId : null;
    return { name, sets: setCounts.get(name) ?? 0, actionId, actionName: actionId === null ? null : nameOf.get(actionId) ?? null, match: choice?.how ?? null };
  }).sort((a, b) => Number(a.match !== null) - Number(b.match !== null) || a.name.localeCompare(b.name));
  const days = fresh.map((p) => p.localDate).sort();
  const result: ImportResult = {
    source: query.source, dryRun: query.dryRun, imported: false,
    trainings: fresh.length, sets: fresh.reduce((n, p) => n + p.training.sets.filter((s) => !isEmptySet(s)).length, 0),
    alreadyThere, skippedRows: parsed.skippedRows, unitFromFile: parsed.unitFromFile,
    firstDate: days[0] ?? null, lastDate: days.at(-1) ?? null, months: [...new Set(days.map((d) => d.slice(0, 7)))],
    exercises, unmatched, errors: errors.slice(0, ERRORS_SHOWN), errorCount: errors.length,
  };
  if (query.dryRun) return result;
  if (errors.length > 0) throw badRequest('importHasErrors', { count: String(errors.length), first: errors[0]!.message });
  if (unmatched.length > 0) throw badRequest('importUnmatched', { names: unmatched.slice(0, 5).join(', ') + (unmatched.length > 5 ? '…' : '') });

  await db.transaction().execute(async (trx) => {
    const batch = await openBatch(trx, { ownerId: actor.id, mayRecordInto: (row) => row.owner_id === actor.id, recordedBy: null, deviceId: `import:${query.source}`, importedFrom: query.source }, now);
    // Names to create become the trainee's own exercises; every answer is kept for the next import.
    const actionIds = new Map<string, number>();
    const answers = new Map<string, number>();
    for (const [name, choice] of choices) {
      if (choice === null) continue;
      const actionId = 'actionId' in choice ? choice.actionId : await createOwnExercise(trx, actor.id, {
        nameEn: language === 'en' ? name : '', nameZh: language === 'en' ? '' : name, keyPointsEn: [], keyPointsZh: [], type: 'strength', equipment: choice.create.equipment,
        rangeOfMotion: 'full', compound: false, primaryMuscles: [choice.create.primaryMuscle], secondaryMuscles: [], movementPatterns: [], performanceFeatures: [],
        injuryPreventionFeatures: [], videoPath: null, gifPath: null, iconPath: null, intensityUnit: 'kg', quantityUnit: 'reps',
      }, now);
      actionIds.set(name, actionId);
      if (choice.how === 'mapped' || choice.how === 'create') answers.set(exerciseNameKey(name), actionId);
    }
    await rememberChoices(trx, actor.id, answers, now);
    const ops = fresh.flatMap((p) => opsOf(actor, query.source, p, (name) => actionIds.get(name)!));
    const results = await applyOps(trx, batch, ops, language);
    // Ids are the owner's own hashes and sets have reps: a refusal is a fault here, and undoes the whole import.
    const refused = results.find((r) => r.status === 'rejected');
    if (refused) throw new Error(`an imported row was refused: ${refused.msg ?? ''}`);
  });
  return { ...result, imported: true };
}
