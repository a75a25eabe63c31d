/**
 * Official templates: classic, sound programmes a coach can copy and adapt. Each block is
 * one exercise, or several done as a superset; sets × reps at a starting load (kg), plus an
 * optional warm-up group.
 */
export interface OfficialBlock {
  exercises: string[];
  sets: number;
  reps: number;
  load: number;
  warmup?: boolean;
}

export interface OfficialTemplate {
  key: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  /** training.type dictionary value. */
  type: string;
  blocks: OfficialBlock[];
}

export const OFFICIAL_TEMPLATES: readonly OfficialTemplate[] = [
  {
    key: 'full-body-beginner',
    nameEn: 'Full Body Beginner',
    nameZh: '新手全身训练',
    descriptionEn: 'Three compound lifts and a plank; train it two or three times a week and add load when every set feels solid.',
    descriptionZh: '三个复合动作加平板支撑，每周练两到三次，每组都完成得扎实后再加重量。',
    type: '1',
    blocks: [
      { exercises: ['kettlebell-goblet-squat'], sets: 3, reps: 10, load: 12, warmup: true },
      { exercises: ['dumbbell-bench-press'], sets: 3, reps: 10, load: 12 },
      { exercises: ['seated-cable-row'], sets: 3, reps: 12, load: 25 },
      { exercises: ['plank'], sets: 3, reps: 30, load: 0 },
    ],
  },
  {
    key: 'push-day',
    nameEn: 'Push Day',
    nameZh: '推日训练',
    descriptionEn: 'Chest, shoulders and triceps: heavy presses first, then accessories done as a superset.',
    descriptionZh: '胸、肩、肱三头肌：先做大重量推举，再以超级组完成辅助动作。',
    type: '2',
    blocks: [
      { exercises: ['barbell-bench-press'], sets: 4, reps: 6, load: 60, warmup: true },
      { exercises: ['seated-dumbbell-shoulder-press'], sets: 3, reps: 10, load: 16 },
      { exercises: ['incline-dumbbell-press'], sets: 3, reps: 10, load: 18 },
      { exercises: ['dumbbell-lateral-raise', 'cable-triceps-pushdown'], sets: 3, reps: 12, load: 8 },
    ],
  },
  {
    key: 'pull-day',
    nameEn: 'Pull Day',
    nameZh: '拉日训练',
    descriptionEn: 'Back and biceps: a vertical and a horizontal pull, then face pulls and curls for shoulder health and arms.',
    descriptionZh: '背部与肱二头肌：一个垂直拉、一个水平拉，再用面拉和弯举照顾肩部健康与手臂。',
    type: '2',
    blocks: [
      { exercises: ['lat-pulldown'], sets: 4, reps: 8, load: 45, warmup: true },
      { exercises: ['barbell-bent-over-row'], sets: 3, reps: 8, load: 50 },
      { exercises: ['face-pull', 'hammer-curl'], sets: 3, reps: 12, load: 15 },
    ],
  },
  {
    key: 'leg-day',
    nameEn: 'Leg Day',
    nameZh: '腿日训练',
    descriptionEn: 'Squat, hinge and single-leg work, finished with calves.',
    descriptionZh: '深蹲、髋铰链与单腿训练，最后练小腿。',
    type: '1',
    blocks: [
      { exercises: ['barbell-back-squat'], sets: 4, reps: 6, load: 70, warmup: true },
      { exercises: ['romanian-deadlift'], sets: 3, reps: 8, load: 60 },
      { exercises: ['bulgarian-split-squat'], sets: 3, reps: 10, load: 10 },
      { exercises: ['standing-calf-raise'], sets: 3, reps: 15, load: 40 },
    ],
  },
  {
    key: 'upper-lower-strength',
    nameEn: 'Strength: Big Three',
    nameZh: '力量三大项',
    descriptionEn: 'Squat, bench press and deadlift at low reps for maximal strength; rest fully between sets.',
    descriptionZh: '深蹲、卧推、硬拉低次数训练最大力量，组间充分休息。',
    type: '1',
    blocks: [
      { exercises: ['barbell-back-squat'], sets: 5, reps: 5, load: 80, warmup: true },
      { exercises: ['barbell-bench-press'], sets: 5, reps: 5, load: 60, warmup: true },
      { exercises: ['conventional-deadlift'], sets: 3, reps: 5, load: 100, warmup: true },
    ],
  },
  {
    key: 'kettlebell-conditioning',
    nameEn: 'Kettlebell Conditioning Circuit',
    nameZh: '壶铃体能循环',
    descriptionEn: 'A circuit of swings, goblet squats, presses and carries; move from one to the next with little rest.',
    descriptionZh: '摆荡、高脚杯深蹲、推举与负重行走组成的循环，动作之间少休息。',
    type: '3',
    blocks: [
      { exercises: ['kettlebell-swing', 'kettlebell-goblet-squat', 'single-arm-kettlebell-press'], sets: 4, reps: 12, load: 16 },
      { exercises: ['kettlebell-suitcase-carry'], sets: 3, reps: 40, load: 20 },
    ],
  },
];
