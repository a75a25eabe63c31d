import type { ActionDetail, ActionInput } from '@repwise/contracts';

/** Key points each language may hold, and how long one may be (the server's limits). */
export const KEY_POINTS_MAX = 10;
export const KEY_POINT_MAX_LENGTH = 500;

export interface MediaValue {
  path: string;
  url: string;
}

/** The create/edit form, close to what the person sees: empty rows and unpicked fields included. */
export interface ActionFormState {
  nameEn: string;
  nameZh: string;
  keyPointsEn: string[];
  keyPointsZh: string[];
  type: string;
  equipment: string | null;
  rangeOfMotion: string;
  compound: boolean;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  movementPatterns: string[];
  performanceFeatures: string[];
  injuryPreventionFeatures: string[];
  intensityUnit: string;
  quantityUnit: string;
  video: MediaValue | null;
  gif: MediaValue | null;
  /** Not editable here, but kept as it was. */
  iconPath: string | null;
}

/** Router state of the way into the edit form, so saving can return to the same detail screen. */
export interface EditLocationState {
  fromInfo: boolean;
}

export function isEditLocationState(value: unknown): value is EditLocationState {
  return typeof value === 'object' && value !== null && (value as { fromInfo?: unknown }).fromInfo === true;
}

export const EMPTY_FORM: ActionFormState = {
  nameEn: '',
  nameZh: '',
  keyPointsEn: [''],
  keyPointsZh: [''],
  type: 'strength',
  equipment: null,
  rangeOfMotion: 'full',
  compound: false,
  primaryMuscles: [],
  secondaryMuscles: [],
  movementPatterns: [],
  performanceFeatures: [],
  injuryPreventionFeatures: [],
  intensityUnit: 'kg',
  quantityUnit: 'reps',
  video: null,
  gif: null,
  iconPath: null,
};

const media = (path: string, url: string): MediaValue | null => (path ? { path, url } : null);
const rows = (points: readonly string[]) => (points.length > 0 ? [...points] : ['']);

const HAS_CHINESE = /[\u3400-\u9fff]/;

/**
 * The server copies a name given in one language into the other. Such a copy shows in the
 * field it was typed in only, so a later rename is copied again instead of leaving a stale twin.
 */
function namesOf(detail: Pick<ActionDetail, 'nameEn' | 'nameZh'>): { nameEn: string; nameZh: string } {
  if (detail.nameEn !== detail.nameZh) return { nameEn: detail.nameEn, nameZh: detail.nameZh };
  return HAS_CHINESE.test(detail.nameEn) ? { nameEn: '', nameZh: detail.nameZh } : { nameEn: detail.nameEn, nameZh: '' };
}

export function formFromDetail(detail: ActionDetail): ActionFormState {
  return {
    ...namesOf(detail),
    keyPointsEn: rows(detail.keyPointsEn),
    keyPointsZh: rows(detail.keyPointsZh),
    type: detail.type,
    equipment: detail.equipment,
    rangeOfMotion: detail.rangeOfMotion,
    compound: detail.compound,
    primaryMuscles: [...detail.primaryMuscles],
    secondaryMuscles: detail.secondaryMuscles.filter((m) => !detail.primaryMuscles.includes(m)),
    movementPatterns: [...detail.movementPatterns],
    performanceFeatures: [...detail.performanceFeatures],
    injuryPreventionFeatures: [...detail.injuryPreventionFeatures],
    intensityUnit: detail.intensityUnit.key,
    quantityUnit: detail.quantityUnit.key,
    video: media(detail.videoPath, detail.videoUrl),
    gif: media(detail.gifPath, detail.gifUrl),
    iconPath: detail.iconPath || null,
  };
}

/** Choosing primary muscles takes them out of the secondary ones: a muscle is one or the other. */
export function withPrimaryMuscles(form: ActionFormState, primary: readonly string[]): ActionFormState {
  return { ...form, primaryMuscles: [...primary], secondaryMuscles: form.secondaryMuscles.filter((m) => !primary.includes(m)) };
}

const cleanPoints = (points: readonly string[]) => points.map((p) => p.trim()).filter(Boolean);

/** What the server takes; only call it on a form without errors. */
export function formToInput(form: ActionFormState): ActionInput {
  return {
    nameEn: form.nameEn.trim(),
    nameZh: form.nameZh.trim(),
    keyPointsEn: cleanPoints(form.keyPointsEn),
    keyPointsZh: cleanPoints(form.keyPointsZh),
    type: form.type,
    equipment: form.equipment ?? '',
    rangeOfMotion: form.rangeOfMotion,
    compound: form.compound,
    primaryMuscles: [...form.primaryMuscles],
    secondaryMuscles: form.secondaryMuscles.filter((m) => !form.primaryMuscles.includes(m)),
    movementPatterns: [...form.movementPatterns],
    performanceFeatures: [...form.performanceFeatures],
    injuryPreventionFeatures: [...form.injuryPreventionFeatures],
    videoPath: form.video?.path ?? null,
    gifPath: form.gif?.path ?? null,
    iconPath: form.iconPath,
    intensityUnit: form.intensityUnit,
    quantityUnit: form.quantityUnit,
  };
}

export type FormField = 'name' | 'equipment' | 'primaryMuscles';
/** Each problem names its catalogue key under exercises.validation. */
export type FormErrors = Partial<Record<FormField, 'nameRequired' | 'equipmentRequired' | 'primaryRequired'>>;

/** The rules the server also checks: a name in at least one language, equipment, one primary muscle. */
export function validateForm(form: ActionFormState): FormErrors {
  const errors: FormErrors = {};
  if (!form.nameEn.trim() && !form.nameZh.trim()) errors.name = 'nameRequired';
  if (!form.equipment) errors.equipment = 'equipmentRequired';
  if (form.primaryMuscles.length === 0) errors.primaryMuscles = 'primaryRequired';
  return errors;
}

/** Whether leaving would lose something: blank rows and spaces the save would drop do not count. */
export function isDirty(initial: ActionFormState, current: ActionFormState): boolean {
  const comparable = (form: ActionFormState) => JSON.stringify(formToInput(form));
  return comparable(initial) !== comparable(current);
}
