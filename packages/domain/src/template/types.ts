import { DEFAULT_INTERVAL_SECONDS, DEFAULT_REST_SECONDS } from '../constants.ts';

/**
 * The training template of spec §3. Everything is read-only: every rule in this folder
 * returns a new template and never changes the one it was given, so the web app can keep
 * the previous version (undo, mini mode) and the server can re-run a rule on what it stored.
 */

export type Flag = 0 | 1;

/** 0 both sides, 1 single side (each side recorded on its own). */
export type Side = 0 | 1;

/** Makes the ids of blocks, set groups, sets and repeat cases; injected so tests are deterministic. */
export type IdGen = () => string;

/** A dictionary reference as the template stores it: the key and the label it had when chosen. */
export interface UnitRef {
  readonly key: string;
  readonly name: string;
}

/** repeatCase.type: 0 normal, 1 increase set, -1 decrease set. */
export const REPEAT_CASE_TYPE = { normal: 0, increase: 1, decrease: -1 } as const;
export type RepeatCaseType = (typeof REPEAT_CASE_TYPE)[keyof typeof REPEAT_CASE_TYPE];

/**
 * How an action repeats in one kind of set: the side and interval new sets of that kind start
 * with. A set's own side and interval win once it exists.
 */
export interface RepeatCase {
  readonly id: string;
  readonly type: RepeatCaseType;
  readonly side: Side;
  readonly intervalSeconds: number;
}

/** An exercise of the library as placed in a block; `id` is the library id. */
export interface TemplateAction {
  readonly id: number;
  readonly name: string;
  readonly iconPath: string;
  readonly gifPath: string;
  readonly intensityUnit: UnitRef;
  readonly quantityUnit: UnitRef;
  readonly repeatCases: readonly RepeatCase[];
}

/** What callers hand to addActions and replaceAction: a library action, before it has repeat cases. */
export type NewAction = Omit<TemplateAction, 'repeatCases'>;

/** exerciseCon.type: 1 normal, 2 warm-up, 3 stretch, 4 decrease set, 5 increase set. */
export const SET_GROUP_TYPE = { normal: 1, warmup: 2, stretch: 3, decrease: 4, increase: 5 } as const;
export type SetGroupKind = keyof typeof SET_GROUP_TYPE;
export type SetGroupType = (typeof SET_GROUP_TYPE)[SetGroupKind];

/** One set (spec §3 "Exercise"); `name` is its label, written by relabel(). */
export interface TemplateExercise {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly intervalSeconds: number;
  readonly actionId: number;
  readonly actionRepeatCaseId: string;
  readonly intensityCountLeft: number;
  readonly intensityCountRight: number;
  readonly quantityCount: number;
}

/** A set group (spec §3 "exerciseCon"); `name` is written by relabel(). */
export interface ExerciseCon {
  readonly exerciseConId: string;
  readonly type: SetGroupType;
  readonly name: string;
  readonly restSeconds: number;
  readonly finished: Flag;
  readonly exercises: readonly TemplateExercise[];
}

/** An action block (spec §3 "actionsCon"): one action, or several done as a superset. */
export interface ActionsCon {
  readonly actionsConId: string;
  readonly name: string;
  readonly type: number;
  readonly restSeconds: number;
  readonly finished: Flag;
  readonly actions: readonly TemplateAction[];
  readonly exerciseCons: readonly ExerciseCon[];
}

export type WeightUnit = 'kg' | 'lbs';
export const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lbs'];

export interface Template {
  readonly id: number | null;
  readonly groupId: string;
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly units: WeightUnit;
  /** Rest between sets, the starting interval of new sets. */
  readonly setIntervalSeconds: number;
  /** Rest between exercises, the starting rest of new blocks. */
  readonly exerciseIntervalSeconds: number;
  /** Overload (increase) and deload (decrease) sets offered by the editor; the rules here allow both either way. */
  readonly overloadSets: boolean;
  readonly deloadSets: boolean;
  /** Unilateral recording: new sets start single-sided, each side with its own intensity. */
  readonly unilateral: boolean;
  readonly copyNameSuffix: string;
  readonly finished: Flag;
  readonly actionsCons: readonly ActionsCon[];
}

export type TemplateError = 'blockNeedsAction' | 'blockNeedsGroup' | 'templateNeedsExercise' | 'groupNeedsSet' | 'notFound';

/** What an edit returns: the new template, or why the edit was refused (nothing changed). */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: TemplateError };

/** A blank template with the defaults of spec §9 (60 s rests and intervals); fields given win. */
export function newTemplate(fields: Partial<Template> & Pick<Template, 'groupId'>): Template {
  return {
    id: null,
    name: '',
    type: '',
    description: '',
    units: 'kg',
    setIntervalSeconds: DEFAULT_INTERVAL_SECONDS,
    exerciseIntervalSeconds: DEFAULT_REST_SECONDS,
    overloadSets: false,
    deloadSets: false,
    unilateral: false,
    copyNameSuffix: '',
    finished: 0,
    actionsCons: [],
    ...fields,
  };
}

/** A counter-based id generator ('n1', 'n2', …) for tests and for replaying edits deterministically. */
export function sequentialIdGen(prefix = 'n'): IdGen {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** The kind of a set group from its stored type; unknown types count as normal. */
export function groupKind(type: number): SetGroupKind {
  const entry = Object.entries(SET_GROUP_TYPE).find(([, value]) => value === type);
  return entry ? (entry[0] as SetGroupKind) : 'normal';
}
