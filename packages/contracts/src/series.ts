import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { z } from 'zod';
import { MAX_ID, entityId, integerInRange, numeric, pageOf, pageQuery } from './schema-kit.ts';

/**
 * The template as the spec's client sends it (spec §3). Shapes and sizes are checked here;
 * the rules between the parts (labels, ids, at least one action...) by the domain's
 * validateTemplate, the same function the editor uses.
 */
const key = z.string().trim().min(1).max(64);
const seconds = integerInRange(0, 3600);
const flag = z.union([z.literal(0), z.literal(1)]);
const amount = numeric().pipe(z.number().min(0).max(100_000));

const unitRef = z.object({ key: z.string().max(64), name: z.string().max(64) });

const repeatCase = z.object({
  id: key,
  type: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  side: flag,
  intervalSeconds: seconds.default(60),
});

const templateAction = z.object({
  id: entityId(),
  name: z.string().max(INPUT_MAX_LENGTH).default(''),
  iconPath: z.string().max(1000).default(''),
  gifPath: z.string().max(1000).default(''),
  intensityUnit: unitRef.default({ key: 'kg', name: 'kg' }),
  quantityUnit: unitRef.default({ key: 'reps', name: 'reps' }),
  repeatCases: z.array(repeatCase).max(3),
});

const templateSet = z.object({
  id: key,
  name: z.string().max(64).default(''),
  side: flag.default(0),
  intervalSeconds: seconds.default(60),
  actionId: entityId(),
  actionRepeatCaseId: key,
  intensityCountLeft: amount.default(0),
  intensityCountRight: amount.default(0),
  quantityCount: amount.default(0),
});

const setGroup = z.object({
  exerciseConId: key,
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  name: z.string().max(64).default(''),
  restSeconds: seconds.default(60),
  finished: flag.default(0),
  exercises: z.array(templateSet).max(100),
});

const block = z.object({
  actionsConId: key,
  name: z.string().max(INPUT_MAX_LENGTH * 2).default(''),
  type: integerInRange(0, 1000).default(20),
  restSeconds: seconds.default(60),
  finished: flag.default(0),
  actions: z.array(templateAction).max(20),
  exerciseCons: z.array(setGroup).max(50),
});

export const templateInput = z.object({
  id: entityId().nullable().optional(),
  groupId: z.string().trim().min(1).max(64).default('1'),
  name: z.string().max(INPUT_MAX_LENGTH),
  type: z.string().max(64),
  description: z.string().max(2000),
  units: z.enum(['kg', 'lbs']).default('kg'),
  setIntervalSeconds: seconds.default(60),
  exerciseIntervalSeconds: seconds.default(60),
  overloadSets: z.boolean().default(false),
  deloadSets: z.boolean().default(false),
  unilateral: z.boolean().default(false),
  copyNameSuffix: z.string().max(32).default(''),
  finished: flag.default(0),
  actionsCons: z.array(block).max(100),
});
export type TemplateInput = z.infer<typeof templateInput>;

export const idsQuery = z.object({
  ids: z.string().regex(/^\d+(,\d+)*$/).transform((s) => [...new Set(s.split(',').map(Number))]).pipe(z.array(z.number().int().positive().max(MAX_ID)).max(100)),
});
export const templateListQuery = pageQuery.extend({
  keyword: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
});
export type TemplateListQuery = z.infer<typeof templateListQuery>;
export const copyQuery = z.object({ id: entityId().optional(), code: z.string().trim().min(8).max(64).optional() })
  .refine((q) => q.id !== undefined || q.code !== undefined, { path: ['id'], message: 'id or code is required' });

/** Answers are plain shapes: no coercions or defaults to run over hundreds of sets. */
const outUnit = z.object({ key: z.string(), name: z.string() });
const outSet = z.object({
  id: z.string(), name: z.string(), side: z.number(), intervalSeconds: z.number(), actionId: z.number(), actionRepeatCaseId: z.string(),
  intensityCountLeft: z.number(), intensityCountRight: z.number(), quantityCount: z.number(),
});
const outGroup = z.object({ exerciseConId: z.string(), type: z.number(), name: z.string(), restSeconds: z.number(), finished: z.number(), exercises: z.array(outSet) });
const outAction = z.object({
  id: z.number(), name: z.string(), iconPath: z.string(), gifPath: z.string(), intensityUnit: outUnit, quantityUnit: outUnit,
  repeatCases: z.array(z.object({ id: z.string(), type: z.number(), side: z.number(), intervalSeconds: z.number() })), archived: z.boolean(),
  /** What the editor shows of the exercise without asking for it: its body map and media. */
  primaryMuscles: z.array(z.string()), gifUrl: z.string(), iconUrl: z.string(),
  /** An EQUIPMENT value ('' when the exercise is gone): the training screen offers plates for bar exercises. */
  equipment: z.string(),
});
const outBlock = z.object({
  actionsConId: z.string(), name: z.string(), type: z.number(), restSeconds: z.number(), finished: z.number(),
  actions: z.array(outAction), exerciseCons: z.array(outGroup), cover: z.string(),
});

export const templateOutput = z.object({
  id: z.number().int(),
  groupId: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  units: z.enum(['kg', 'lbs']),
  setIntervalSeconds: z.number(),
  exerciseIntervalSeconds: z.number(),
  overloadSets: z.boolean(),
  deloadSets: z.boolean(),
  unilateral: z.boolean(),
  copyNameSuffix: z.string(),
  finished: z.number(),
  actionsCons: z.array(outBlock),
  official: z.boolean(),
  mine: z.boolean(),
  shareCode: z.string().nullable(),
  updatedAt: z.string(),
});
export type TemplateOutput = z.infer<typeof templateOutput>;

export const templateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  units: z.string(),
  blockCount: z.number().int(),
  /** Exercises across the blocks: a superset of two counts two. */
  exerciseCount: z.number().int(),
  setCount: z.number().int(),
  actionNames: z.array(z.string()),
  cover: z.string(),
  /** The cover's address when it is a picture (a GIF), '' for the static covers. */
  coverUrl: z.string(),
  official: z.boolean(),
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templatePage = pageOf(templateSummary);
export type TemplatePage = z.infer<typeof templatePage>;

export const qrcodeResult = z.object({ url: z.string(), svg: z.string() });
export const deletedResult = z.object({ deleted: z.array(z.number().int()) });
export const markUsedResult = z.object({ lastUsedAt: z.string() });
