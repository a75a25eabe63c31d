import { MUSCLE_SIDE, MUSCLES, isTaxonomyKey, type MuscleKey } from '@repwise/domain';

/**
 * The drawing of the body map: a figure in a 100 × 200 box per view. Only the figure's left
 * half is drawn; the view mirrors it around x = 50, so both sides always match.
 */
export type BodyView = 'front' | 'back';

export interface ViewShapes {
  /** The silhouette half, from the neck down the arm, the side and the leg, back to the centre line. */
  outline: string;
  /** Regions that are no muscle of the taxonomy (e.g. the shin), drawn like an idle muscle. */
  details: readonly string[];
  muscles: Partial<Record<MuscleKey, readonly string[]>>;
}

const OUTLINE =
  'M50,24.5 C47.5,24.5 45.2,25.5 44.6,27.8 L44.6,31 C40,32.8 34.5,34.2 29.2,35.4 C23.4,36.8 20.2,40.6 19.6,46.6 ' +
  'C19.1,54.6 18.6,62 17.6,69.8 C16.7,75.6 15.3,79.8 14.6,84 C13.5,92 12.1,100 11.1,108 L10.6,113 ' +
  'C9.1,116.2 8.6,121 9.6,124.8 C10.6,127.6 13.1,127.6 14.1,125.4 C15.1,122 15.6,118 16.1,114 L17.1,109 ' +
  'C19.1,101 21.6,93 23.1,86 C24.1,82 25.1,78 26.1,74 C27.1,67 27.9,60 29.3,53.4 ' +
  'C30.4,59 31.2,66 32.2,72.6 C32.9,79 33.9,85 34.1,90.4 C33.6,96 32,101 31.2,106 ' +
  'C30.4,112.5 30.1,119 30.4,125.5 C30.9,134 32.2,142 33.1,150 C32.4,154.5 31.8,159 32.1,164 ' +
  'C33.2,172.5 35.6,180.5 36.9,188 C35.6,190.5 34.2,192.8 34,195 C34.5,197.5 43.5,197.8 46.2,196.8 ' +
  'C46.6,193.8 45.9,191 45.6,188 C46.1,180.5 47.3,172.5 47.1,165 C46.9,160 46.4,155 46.6,150 ' +
  'C47.3,141.5 48.3,133 48.6,125 C49,121.5 49.4,119 50,117.5 Z';

const FOREARM = 'M18.2,84 C16,90 14.5,96 13.5,103 L13.2,108 C15.5,107 17,105 18.2,102 C20,96 21.5,91 22.8,86.5 C21.5,84.5 19.8,83.6 18.2,84 Z';
const SIDE_DELT = 'M28.5,36.5 C23,37.5 20.5,41 20,46.5 C19.8,50 20,53 20.8,56 C22.3,51 23.5,46 26,41.5 C26.8,39.8 27.6,38 28.5,36.5 Z';
/** Front delt from the front, rear delt from the back: the same place on the shoulder. */
const DELT_CAP = 'M30,36.8 C27.5,40 25.5,44.5 24.2,49 C23.8,51 23.8,53 24.5,55 C27.5,51 30.5,46.5 32.8,41.5 C33.2,39.5 32,37.2 30,36.8 Z';
/** Biceps from the front, triceps from the back. */
const UPPER_ARM = 'M23.8,57 C21.5,61 20.5,66 20.5,71 C20.7,75 21.5,78 22.8,80.5 C25.5,76.5 27,71.5 27.6,66 C28,62 27.5,58.5 26.5,55.8 Z';

export const BODY_SHAPES: Readonly<Record<BodyView, ViewShapes>> = {
  front: {
    outline: OUTLINE,
    details: [
      // Shin and knee, so the lower leg does not look empty from the front.
      'M35.3,156 C37.6,155 39.6,157 40.2,162 C40.6,169 39.9,176 39,182.5 C37.3,177 36,170.5 35.3,164 Z',
      'M35.6,149.8 C37.5,148.6 41,148.6 43,149.8 C42.5,152.8 40.8,154.3 39.2,154.3 C37.6,154.3 36,152.8 35.6,149.8 Z',
    ],
    muscles: {
      neck: ['M45,27.2 C45.6,30 47,32.6 49,34.2 L49.5,34.2 L49.5,28 C48,27.9 46.4,27.6 45,27.2 Z'],
      traps: ['M44.5,31.6 C40,33.2 35.2,34.6 30.8,35.8 C35.5,36.7 40.5,36.2 45.4,34.6 Z'],
      side_delts: [SIDE_DELT],
      front_delts: [DELT_CAP],
      chest: ['M34.5,39.5 C39.5,37.5 45,37.5 49.2,39 L49.2,55.5 C44.5,59 38.5,59 34.8,56.5 C32.2,54 31.8,47 34.5,39.5 Z'],
      biceps: [UPPER_ARM],
      forearms: [FOREARM],
      obliques: ['M35,60 C38.5,61.5 41,63.5 42,66 L42.3,90 C40.5,93 38,95.5 35.5,96.5 C34.7,90 34.5,83 34,76 C33.7,70 33.8,64 35,60 Z'],
      abs: [
        'M45.4,59.5 L49.2,59.5 L49.2,68.5 L45.4,68.5 Q43.6,68.5 43.6,66.7 L43.6,61.3 Q43.6,59.5 45.4,59.5 Z',
        'M45.4,70.2 L49.2,70.2 L49.2,79.4 L45.4,79.4 Q43.6,79.4 43.6,77.6 L43.6,72 Q43.6,70.2 45.4,70.2 Z',
        'M45.4,81.1 L49.2,81.1 L49.2,90.3 L45.4,90.3 Q43.6,90.3 43.6,88.5 L43.6,82.9 Q43.6,81.1 45.4,81.1 Z',
        'M43.8,92 L49.2,92 L49.2,106 C46.5,105 44.5,101 43.8,96 Z',
      ],
      hip_flexors: ['M36.8,99.5 C39.8,101 42.6,104 44.4,107.8 L45,111.6 C41.8,109.6 38.8,107.2 35.9,104.6 Z'],
      abductors: ['M31.6,103.5 C33.4,105.5 34,108.8 33.5,112.5 C33,116.5 31.9,119.8 30.9,122.8 C30.4,116 30.6,109.5 31.6,103.5 Z'],
      quads: ['M34.8,110.5 C38.6,110.6 42,113 44.2,116.8 C45.2,124.2 45,133 43.8,141 C42.8,146 40.5,147.8 38,147.8 C35,147.4 33.3,144.6 32.4,139.8 C31.4,132 31.8,121 34.8,110.5 Z'],
      adductors: ['M46.2,114.2 C47.7,116.7 48.5,120.2 48.4,124.2 C48.1,129.2 47.4,133.6 46.3,138 C45.7,131 45.7,122.2 46.2,114.2 Z'],
      calves: ['M42.9,156.3 C45.2,158.3 46.2,163.2 45.9,169 C45.6,173.8 44.7,177.8 43.8,181 C42.6,174 42.3,164.2 42.9,156.3 Z'],
    },
  },
  back: {
    outline: OUTLINE,
    details: [],
    muscles: {
      neck: ['M45.2,26.8 C46.6,27.3 48,27.5 49.5,27.5 L49.5,30.8 C47.9,30.4 46.3,29.7 45.2,28.9 Z'],
      traps: ['M49.5,29.6 C47.6,31 45.7,31.9 44.5,32.3 C40,33.9 35.2,35.1 31,36.2 C35.5,38.5 40.5,41.5 44.5,46 C46.5,50 48.1,56 49.5,64 Z'],
      side_delts: [SIDE_DELT],
      rear_delts: [DELT_CAP],
      upper_back: ['M33.5,40.5 C37.5,42.5 41.5,45.5 44,49.5 C45.2,52.5 45.8,56 46,59 C41.5,58.5 37,56.5 34,53.5 C32.8,49.5 32.8,45 33.5,40.5 Z'],
      lats: ['M33.2,56.5 C37.5,59.5 42,61 46.2,61.8 C46.8,68 46.3,74 44.8,79.5 C42.5,85 39.5,89.5 36.5,92.5 C35.2,85 34,78 33.2,71 C32.8,66 32.8,61 33.2,56.5 Z'],
      lower_back: ['M45.5,82 C47,82.6 48.3,83 49.3,83 L49.3,102 C47,101.5 45,100 44,98 C43.6,92.5 44.2,87 45.5,82 Z'],
      triceps: [UPPER_ARM],
      forearms: [FOREARM],
      abductors: ['M32.5,99 C35.5,98 39,98.5 42,100 C38.5,101.5 35.2,103.5 32.8,106.5 C32.2,104 32.1,101.5 32.5,99 Z'],
      glutes: ['M49.3,104.5 L49.3,121 C45.5,124.5 40,125 35.5,122.5 C32.5,120 31.8,114.5 33.2,110 C35.5,105.5 39.5,103 44,103 C46,103.2 47.8,103.7 49.3,104.5 Z'],
      hamstrings: ['M33.2,127 C37,128.8 42,129 47.8,127.5 C48,134 47,141 45,147 C42.5,149.5 39,149.5 36.5,148 C34,142.5 32.8,134.5 33.2,127 Z'],
      calves: ['M34.5,156 C37,153.5 41,153.5 44.5,156 C46.5,162 46.3,170 44,177.5 C42.5,180 40,180.5 38,179 C35,172.5 33.6,164 34.5,156 Z'],
    },
  },
};

export type MuscleEmphasis = 'primary' | 'secondary' | 'none';

/** Primary wins over secondary when a muscle is listed twice. */
export function emphasisOf(muscle: string, primary: readonly string[], secondary: readonly string[]): MuscleEmphasis {
  if (primary.includes(muscle)) return 'primary';
  if (secondary.includes(muscle)) return 'secondary';
  return 'none';
}

/**
 * The view a thumbnail shows: the side where the exercise's primary muscles are drawn
 * (secondary ones break a tie; muscles seen from both sides count for neither). Front when
 * nothing decides, the way a person is usually pictured.
 */
export function thumbView(primary: readonly string[], secondary: readonly string[]): BodyView {
  const score = (muscles: readonly string[]) =>
    muscles.filter((m): m is MuscleKey => isTaxonomyKey(MUSCLES, m)).reduce((sum, m) => sum + (MUSCLE_SIDE[m] === 'front' ? 1 : MUSCLE_SIDE[m] === 'back' ? -1 : 0), 0);
  const primaryScore = score(primary);
  if (primaryScore !== 0) return primaryScore > 0 ? 'front' : 'back';
  return score(secondary) < 0 ? 'back' : 'front';
}

/** Which part of the figure a thumbnail frames: the half the primary muscles are on, or all of it. */
export type ThumbFrame = 'upper' | 'lower' | 'whole';

const LOWER_BODY: readonly MuscleKey[] = ['glutes', 'quads', 'hamstrings', 'adductors', 'abductors', 'calves', 'hip_flexors'];

export function thumbFrame(primary: readonly string[]): ThumbFrame {
  const muscles = knownMuscles(primary);
  if (muscles.length === 0) return 'whole';
  const lower = muscles.filter((m) => LOWER_BODY.includes(m)).length;
  if (lower === 0) return 'upper';
  return lower === muscles.length ? 'lower' : 'whole';
}

/** The part of the 100 × 200 drawing each frame shows. */
export const FRAME_VIEW_BOX: Readonly<Record<ThumbFrame, string>> = {
  upper: '-4 -2 108 112',
  lower: '-4 90 108 112',
  whole: '-6 -6 112 212',
};

/** Known muscles only, in the given order, each once. */
export function knownMuscles(muscles: readonly string[]): MuscleKey[] {
  return [...new Set(muscles)].filter((m): m is MuscleKey => isTaxonomyKey(MUSCLES, m));
}
