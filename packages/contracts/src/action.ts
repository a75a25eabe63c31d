import {
  EQUIPMENT, EXERCISE_TYPES, INJURY_PREVENTION_FEATURES, INPUT_MAX_LENGTH, MOVEMENT_PATTERNS, MUSCLE_GROUPS, MUSCLES,
  PERFORMANCE_FEATURES, RANGES_OF_MOTION, SERVER_DICTIONARY_KEYS, serverDictionary, type DictEntry,
} from '@repwise/domain';
import { z } from 'zod';
import { entityId, pageOf, pageQuery } from './schema-kit.ts';

function keysOf(list: readonly DictEntry[]): [string, ...string[]] {
  const values = list.map((e) => e.value);
  if (values.length === 0) throw new Error('empty vocabulary');
  return values as [string, ...string[]];
}

const vocabulary = (list: readonly DictEntry[]) => z.enum(keysOf(list));
const distinctList = (list: readonly DictEntry[], max: number) =>
  z.array(vocabulary(list)).max(max).transform((values) => [...new Set(values)]);

export const intensityUnitKey = vocabulary(serverDictionary(SERVER_DICTIONARY_KEYS.intensityUnit));
export const quantityUnitKey = vocabulary(serverDictionary(SERVER_DICTIONARY_KEYS.quantityUnit));


export const actionListQuery = pageQuery.extend({
  scope: z.enum(['official', 'mine']).default('official'),
  keyword: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
  muscleGroup: vocabulary(MUSCLE_GROUPS).optional(),
  equipment: vocabulary(EQUIPMENT).optional(),
  pattern: vocabulary(MOVEMENT_PATTERNS).optional(),
});
export type ActionListQuery = z.infer<typeof actionListQuery>;

const name = z.string().trim().max(INPUT_MAX_LENGTH);
const keyPoints = z.array(z.string().trim().min(1).max(500)).max(10);
/** Only files this person uploaded: `uploads/<their id>/<uuid>.<ext>`, checked in the service. */
const mediaPath = z.string().regex(/^uploads\/\d+\/[0-9a-f-]{36}\.(mp4|gif|png|jpe?g|webp)$/).nullable();

export const actionInput = z
  .object({
    nameEn: name.default(''),
    nameZh: name.default(''),
    keyPointsEn: keyPoints.default([]),
    keyPointsZh: keyPoints.default([]),
    type: vocabulary(EXERCISE_TYPES),
    equipment: vocabulary(EQUIPMENT),
    rangeOfMotion: vocabulary(RANGES_OF_MOTION).default('full'),
    compound: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false),
    primaryMuscles: distinctList(MUSCLES, 8).pipe(z.array(z.string()).min(1)),
    secondaryMuscles: distinctList(MUSCLES, 12).default([]),
    movementPatterns: distinctList(MOVEMENT_PATTERNS, 5).default([]),
    performanceFeatures: distinctList(PERFORMANCE_FEATURES, 7).default([]),
    injuryPreventionFeatures: distinctList(INJURY_PREVENTION_FEATURES, 8).default([]),
    videoPath: mediaPath.default(null),
    gifPath: mediaPath.default(null),
    iconPath: mediaPath.default(null),
    intensityUnit: intensityUnitKey.default('kg'),
    quantityUnit: quantityUnitKey.default('reps'),
  })
  .refine((a) => a.nameEn.length > 0 || a.nameZh.length > 0, { path: ['nameEn'], message: 'a name is required' });
export type ActionInput = z.infer<typeof actionInput>;

export const modifyInput = z.intersection(z.object({ id: entityId() }), actionInput);

export const uploadQuery = z.object({ kind: z.enum(['video', 'gif', 'image']) });
export const uploadResult = z.object({ path: z.string(), url: z.string() });

/** What the phone is about to upload straight to the storage: the kind, its type and its exact size in bytes. */
export const uploadTicketBody = z.object({
  kind: z.enum(['video', 'gif', 'image']),
  // Any text: a type the kind does not take answers the kind's own "upload failed", as action/upload does.
  contentType: z.string().max(100),
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
/**
 * A presigned PUT (S3-compatible storage): send the file to `url` with exactly these headers
 * before `expiresAt`, then confirm `key`. `direct: false`: this server keeps files itself, so
 * the file goes to action/upload as multipart.
 */
export const uploadTicket = z.discriminatedUnion('direct', [
  z.object({ direct: z.literal(true), key: z.string(), url: z.string(), method: z.literal('PUT'), headers: z.record(z.string(), z.string()), expiresAt: z.string() }),
  z.object({ direct: z.literal(false) }),
]);
export type UploadTicket = z.infer<typeof uploadTicket>;

/** A ticket's key: `incoming/<the caller's id>/<uuid>.<ext>` (checked in the service). */
export const uploadConfirmBody = z.object({
  key: z.string().regex(/^incoming\/\d+\/[0-9a-f-]{36}\.(mp4|gif|png|jpg|webp)$/),
  kind: z.enum(['video', 'gif', 'image']),
});

const unit = z.object({ key: z.string(), name: z.string() });

export const actionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  type: z.string(),
  equipment: z.string(),
  compound: z.boolean(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  muscleGroups: z.array(z.string()),
  movementPatterns: z.array(z.string()),
  gifPath: z.string(),
  iconPath: z.string(),
  gifUrl: z.string(),
  iconUrl: z.string(),
  intensityUnit: unit,
  quantityUnit: unit,
  official: z.boolean(),
  mine: z.boolean(),
  pinned: z.boolean(),
});
export type ActionSummary = z.infer<typeof actionSummary>;

export const actionDetail = actionSummary.extend({
  keyPoints: z.array(z.string()),
  keyPointsEn: z.array(z.string()),
  keyPointsZh: z.array(z.string()),
  rangeOfMotion: z.string(),
  performanceFeatures: z.array(z.string()),
  injuryPreventionFeatures: z.array(z.string()),
  videoPath: z.string(),
  videoUrl: z.string(),
  shareCode: z.string(),
  archived: z.boolean(),
});
export type ActionDetail = z.infer<typeof actionDetail>;

/** The caller's pinned exercises first, then the shelf in its order. */
export const actionPage = pageOf(actionSummary);
export type ActionPage = z.infer<typeof actionPage>;
