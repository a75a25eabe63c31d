import type { DictEntry } from './dictionaries.ts';

/**
 * Controlled vocabularies of the exercise library (spec §3, "Exercise (library item)").
 * Like every dictionary, `name` is the Chinese label and `aliasName` the English one. The lists
 * are `as const` so that the key unions below follow them instead of being kept in step by hand.
 */
type KeyOf<List extends readonly DictEntry[]> = List[number]['value'];

export const MUSCLES = [
  { value: 'chest', name: '胸肌', aliasName: 'Chest' },
  { value: 'front_delts', name: '三角肌前束', aliasName: 'Front delts' },
  { value: 'side_delts', name: '三角肌中束', aliasName: 'Side delts' },
  { value: 'rear_delts', name: '三角肌后束', aliasName: 'Rear delts' },
  { value: 'biceps', name: '肱二头肌', aliasName: 'Biceps' },
  { value: 'triceps', name: '肱三头肌', aliasName: 'Triceps' },
  { value: 'forearms', name: '前臂', aliasName: 'Forearms' },
  { value: 'abs', name: '腹直肌', aliasName: 'Abs' },
  { value: 'obliques', name: '腹斜肌', aliasName: 'Obliques' },
  { value: 'traps', name: '斜方肌', aliasName: 'Traps' },
  { value: 'lats', name: '背阔肌', aliasName: 'Lats' },
  { value: 'upper_back', name: '上背部', aliasName: 'Upper back' },
  { value: 'lower_back', name: '下背部', aliasName: 'Lower back' },
  { value: 'glutes', name: '臀肌', aliasName: 'Glutes' },
  { value: 'quads', name: '股四头肌', aliasName: 'Quads' },
  { value: 'hamstrings', name: '腘绳肌', aliasName: 'Hamstrings' },
  { value: 'adductors', name: '髋内收肌', aliasName: 'Adductors' },
  { value: 'abductors', name: '髋外展肌', aliasName: 'Abductors' },
  { value: 'calves', name: '小腿肌群', aliasName: 'Calves' },
  { value: 'hip_flexors', name: '髋屈肌', aliasName: 'Hip flexors' },
  { value: 'neck', name: '颈部肌群', aliasName: 'Neck' },
] as const satisfies readonly DictEntry[];
export type MuscleKey = KeyOf<typeof MUSCLES>;

/** The coarser groups the library filters by. */
export const MUSCLE_GROUPS = [
  { value: 'chest', name: '胸部', aliasName: 'Chest' },
  { value: 'back', name: '背部', aliasName: 'Back' },
  { value: 'shoulders', name: '肩部', aliasName: 'Shoulders' },
  { value: 'arms', name: '手臂', aliasName: 'Arms' },
  { value: 'core', name: '核心', aliasName: 'Core' },
  { value: 'legs', name: '腿部', aliasName: 'Legs' },
  { value: 'glutes', name: '臀部', aliasName: 'Glutes' },
] as const satisfies readonly DictEntry[];
export type MuscleGroupKey = KeyOf<typeof MUSCLE_GROUPS>;

export const MUSCLE_GROUP_OF: Readonly<Record<MuscleKey, MuscleGroupKey>> = {
  chest: 'chest',
  front_delts: 'shoulders',
  side_delts: 'shoulders',
  rear_delts: 'shoulders',
  biceps: 'arms',
  triceps: 'arms',
  forearms: 'arms',
  abs: 'core',
  obliques: 'core',
  hip_flexors: 'core',
  traps: 'back',
  lats: 'back',
  upper_back: 'back',
  lower_back: 'back',
  neck: 'back',
  glutes: 'glutes',
  abductors: 'glutes',
  quads: 'legs',
  hamstrings: 'legs',
  adductors: 'legs',
  calves: 'legs',
};

export type BodySide = 'front' | 'back' | 'both';

/** Which view of the body map draws the muscle; 'both' when it shows from front and back. */
export const MUSCLE_SIDE: Readonly<Record<MuscleKey, BodySide>> = {
  chest: 'front',
  front_delts: 'front',
  side_delts: 'both',
  rear_delts: 'back',
  biceps: 'front',
  triceps: 'back',
  forearms: 'both',
  abs: 'front',
  obliques: 'front',
  hip_flexors: 'front',
  traps: 'both',
  lats: 'back',
  upper_back: 'back',
  lower_back: 'back',
  neck: 'both',
  glutes: 'back',
  abductors: 'both',
  quads: 'front',
  hamstrings: 'back',
  adductors: 'front',
  calves: 'back',
};

export const EQUIPMENT = [
  { value: 'barbell', name: '杠铃', aliasName: 'Barbell' },
  { value: 'dumbbell', name: '哑铃', aliasName: 'Dumbbell' },
  { value: 'machine', name: '固定器械', aliasName: 'Machine' },
  { value: 'cable', name: '绳索', aliasName: 'Cable' },
  { value: 'kettlebell', name: '壶铃', aliasName: 'Kettlebell' },
  { value: 'bodyweight', name: '自重', aliasName: 'Bodyweight' },
  { value: 'band', name: '弹力带', aliasName: 'Resistance band' },
  { value: 'smith_machine', name: '史密斯机', aliasName: 'Smith machine' },
  { value: 'ez_bar', name: '曲杆', aliasName: 'EZ bar' },
  { value: 'trap_bar', name: '六角杠', aliasName: 'Trap bar' },
  { value: 'medicine_ball', name: '药球', aliasName: 'Medicine ball' },
  { value: 'suspension', name: '悬挂训练带', aliasName: 'Suspension trainer' },
  { value: 'other', name: '其他', aliasName: 'Other' },
] as const satisfies readonly DictEntry[];
export type EquipmentKey = KeyOf<typeof EQUIPMENT>;

export const MOVEMENT_PATTERNS = [
  { value: 'horizontal_push', name: '水平推', aliasName: 'Horizontal push' },
  { value: 'vertical_push', name: '垂直推', aliasName: 'Vertical push' },
  { value: 'horizontal_pull', name: '水平拉', aliasName: 'Horizontal pull' },
  { value: 'vertical_pull', name: '垂直拉', aliasName: 'Vertical pull' },
  { value: 'squat', name: '蹲', aliasName: 'Squat' },
  { value: 'hinge', name: '髋铰链', aliasName: 'Hinge' },
  { value: 'lunge', name: '弓步', aliasName: 'Lunge' },
  { value: 'carry', name: '负重行走', aliasName: 'Carry' },
  { value: 'rotation', name: '旋转', aliasName: 'Rotation' },
  { value: 'anti_rotation', name: '抗旋转', aliasName: 'Anti-rotation' },
  { value: 'core_flexion', name: '躯干屈曲', aliasName: 'Core flexion' },
  { value: 'isolation', name: '单关节孤立', aliasName: 'Isolation' },
  { value: 'plyometric', name: '增强式', aliasName: 'Plyometric' },
] as const satisfies readonly DictEntry[];
export type MovementPatternKey = KeyOf<typeof MOVEMENT_PATTERNS>;

export const EXERCISE_TYPES = [
  { value: 'strength', name: '力量', aliasName: 'Strength' },
  { value: 'cardio', name: '有氧', aliasName: 'Cardio' },
  { value: 'plyometric', name: '增强式', aliasName: 'Plyometric' },
  { value: 'stretch', name: '拉伸', aliasName: 'Stretch' },
  { value: 'mobility', name: '灵活性', aliasName: 'Mobility' },
  { value: 'core', name: '核心', aliasName: 'Core' },
] as const satisfies readonly DictEntry[];
export type ExerciseTypeKey = KeyOf<typeof EXERCISE_TYPES>;

export const RANGES_OF_MOTION = [
  { value: 'full', name: '全程', aliasName: 'Full' },
  { value: 'partial', name: '部分幅度', aliasName: 'Partial' },
  { value: 'isometric', name: '等长静力', aliasName: 'Isometric' },
] as const satisfies readonly DictEntry[];
export type RangeOfMotionKey = KeyOf<typeof RANGES_OF_MOTION>;

export const PERFORMANCE_FEATURES = [
  { value: 'max_strength', name: '最大力量', aliasName: 'Max strength' },
  { value: 'hypertrophy', name: '增肌', aliasName: 'Hypertrophy' },
  { value: 'power', name: '爆发力', aliasName: 'Power' },
  { value: 'muscular_endurance', name: '肌耐力', aliasName: 'Muscular endurance' },
  { value: 'stability', name: '稳定性', aliasName: 'Stability' },
  { value: 'mobility', name: '灵活性', aliasName: 'Mobility' },
  { value: 'conditioning', name: '体能', aliasName: 'Conditioning' },
] as const satisfies readonly DictEntry[];
export type PerformanceFeatureKey = KeyOf<typeof PERFORMANCE_FEATURES>;

export const INJURY_PREVENTION_FEATURES = [
  { value: 'shoulder_health', name: '肩关节健康', aliasName: 'Shoulder health' },
  { value: 'knee_stability', name: '膝关节稳定', aliasName: 'Knee stability' },
  { value: 'lower_back_health', name: '腰背健康', aliasName: 'Lower back health' },
  { value: 'hip_mobility', name: '髋关节灵活性', aliasName: 'Hip mobility' },
  { value: 'ankle_stability', name: '踝关节稳定', aliasName: 'Ankle stability' },
  { value: 'posture', name: '体态改善', aliasName: 'Posture' },
  { value: 'core_stability', name: '核心稳定', aliasName: 'Core stability' },
  { value: 'grip_strength', name: '握力', aliasName: 'Grip strength' },
] as const satisfies readonly DictEntry[];
export type InjuryPreventionFeatureKey = KeyOf<typeof INJURY_PREVENTION_FEATURES>;

/** Narrows a stored or submitted value to a key of the given vocabulary. */
export function isTaxonomyKey<Key extends string>(
  list: readonly (DictEntry & { value: Key })[],
  key: string | null | undefined,
): key is Key {
  return list.some((entry) => entry.value === key);
}

/** The muscles of a group, in MUSCLES order. */
export function musclesInGroup(group: MuscleGroupKey): MuscleKey[] {
  return MUSCLES.map((m) => m.value).filter((muscle) => MUSCLE_GROUP_OF[muscle] === group);
}

/** The distinct groups the muscles belong to, in MUSCLE_GROUPS order; unknown keys are ignored. */
export function groupsOfMuscles(muscles: readonly string[]): MuscleGroupKey[] {
  const groups = new Set(muscles.filter((m) => isTaxonomyKey(MUSCLES, m)).map((m) => MUSCLE_GROUP_OF[m]));
  return MUSCLE_GROUPS.map((g) => g.value).filter((group) => groups.has(group));
}
