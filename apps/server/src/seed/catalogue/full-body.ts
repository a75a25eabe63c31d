import { defineExercise } from './define-exercise.ts';

export const FULL_BODY_EXERCISES = [
  defineExercise({
    key: 'conventional-deadlift', nameEn: 'Conventional Deadlift', nameZh: '传统硬拉',
    keyPointsEn: [
      'Bar over the mid-foot, shins close, grip just outside the legs.',
      'Pull the slack out of the bar, set a flat back and brace.',
      'Push the floor away and keep the bar close; lock out by squeezing the glutes, not by leaning back.',
    ],
    keyPointsZh: [
      '杠铃位于足中正上方，小腿贴近杠铃，握距略宽于双腿。',
      '先把杠铃“拉紧”，背部平直，吸气收紧核心。',
      '双脚蹬地，杠铃贴身上行；锁定时夹臀站直，不要后仰。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['glutes', 'hamstrings', 'lower_back'],
    secondaryMuscles: ['quads', 'traps', 'forearms', 'upper_back'],
    movementPatterns: ['hinge'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['grip_strength', 'lower_back_health'],
  }),
  defineExercise({
    key: 'sumo-deadlift', nameEn: 'Sumo Deadlift', nameZh: '相扑硬拉',
    keyPointsEn: [
      'Wide stance, toes out, hands inside the knees.',
      'Push the knees out over the toes and keep the chest up.',
      'Spread the floor with the feet and bring the hips to the bar.',
    ],
    keyPointsZh: [
      '宽站距，脚尖外展，双手在膝盖内侧握杠。',
      '膝盖向外对准脚尖，保持挺胸。',
      '双脚向外“撑开”地面，髋部向杠铃靠拢站起。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['glutes', 'adductors', 'quads'], secondaryMuscles: ['hamstrings', 'lower_back', 'traps'],
    movementPatterns: ['hinge'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['hip_mobility'],
  }),
  defineExercise({
    key: 'power-clean', nameEn: 'Power Clean', nameZh: '高翻',
    keyPointsEn: [
      'Start as in a deadlift and lift the bar smoothly to above the knees.',
      'Extend hips, knees and ankles explosively, then shrug and pull yourself under.',
      'Catch the bar on the shoulders in a quarter squat with the elbows high.',
    ],
    keyPointsZh: [
      '起始姿势同硬拉，平稳地将杠铃拉过膝盖。',
      '髋、膝、踝爆发式伸展，随后耸肩并迅速钻到杠下。',
      '以四分之一蹲姿势把杠铃接在肩前，手肘抬高。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['glutes', 'quads', 'traps'],
    secondaryMuscles: ['hamstrings', 'upper_back', 'calves'], movementPatterns: ['hinge'], performanceFeatures: ['power'],
  }),
  defineExercise({
    key: 'barbell-thruster', nameEn: 'Barbell Thruster', nameZh: '杠铃火箭推',
    keyPointsEn: [
      'Bar in the front rack, front-squat to full depth.',
      'Drive out of the bottom and use that momentum to press the bar overhead.',
      'Finish with the bar over the mid-foot and go straight into the next rep.',
    ],
    keyPointsZh: [
      '杠铃架于肩前，完成一次完整的前蹲。',
      '从底部发力站起，借势将杠铃推过头顶。',
      '顶端杠铃在足中正上方，直接衔接下一次。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['quads', 'front_delts'], secondaryMuscles: ['glutes', 'triceps', 'abs'],
    movementPatterns: ['squat', 'vertical_push'], performanceFeatures: ['conditioning', 'power'],
  }),
  defineExercise({
    key: 'trap-bar-deadlift', nameEn: 'Trap Bar Deadlift', nameZh: '六角杠硬拉',
    keyPointsEn: [
      'Stand in the centre of the bar, grip the handles, hips higher than a squat.',
      'Brace and push the floor away, keeping the chest up.',
      'Stand tall and lower by sitting the hips back, not by rounding.',
    ],
    keyPointsZh: [
      '站在六角杠正中，握住把手，髋部高于深蹲时的位置。',
      '收紧核心，双脚蹬地，保持挺胸。',
      '站直后通过向后坐髋下放，不要弓背。',
    ],
    equipment: 'trap_bar', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'traps', 'forearms'],
    movementPatterns: ['hinge', 'squat'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['lower_back_health', 'grip_strength'],
  }),
  defineExercise({
    key: 'trap-bar-jump', nameEn: 'Trap Bar Jump', nameZh: '六角杠负重跳',
    keyPointsEn: [
      'Use a light load, about 20–30% of your trap bar deadlift.',
      'Dip quickly and jump as high as possible.',
      'Land softly in the same position and reset before each rep.',
    ],
    keyPointsZh: [
      '使用轻重量，约为六角杠硬拉的20–30%。',
      '快速下沉后全力向上跳。',
      '在相同姿势下轻柔落地，每次重新调整后再跳。',
    ],
    type: 'plyometric', equipment: 'trap_bar', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['calves', 'hamstrings'],
    movementPatterns: ['squat', 'plyometric'], performanceFeatures: ['power'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'trap-bar-carry', nameEn: 'Trap Bar Carry', nameZh: '六角杠负重行走',
    keyPointsEn: [
      'Deadlift the trap bar and stand tall.',
      'Walk with short, quick steps, keeping the bar level.',
      'Set it down with a flat back when the grip or posture fails.',
    ],
    keyPointsZh: [
      '以硬拉方式提起六角杠并站直。',
      '小步快走，保持杠身水平。',
      '握力或姿势无法保持时，背部平直地放下。',
    ],
    equipment: 'trap_bar', compound: true, primaryMuscles: ['traps', 'forearms'], secondaryMuscles: ['abs', 'glutes', 'quads'],
    movementPatterns: ['carry'], quantityUnit: 'meters', performanceFeatures: ['conditioning', 'stability'],
    injuryPreventionFeatures: ['grip_strength', 'core_stability'],
  }),
  defineExercise({
    key: 'farmers-walk', nameEn: 'Farmer\'s Walk', nameZh: '农夫行走',
    keyPointsEn: [
      'Pick up heavy dumbbells with a neutral spine.',
      'Walk tall, shoulders down and back, core braced.',
      'Take controlled steps and keep the weights from swinging.',
    ],
    keyPointsZh: [
      '脊柱中立，提起大重量哑铃。',
      '身体挺直行走，肩膀下沉后收，核心收紧。',
      '步伐稳定，不让哑铃前后晃动。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['forearms', 'traps'], secondaryMuscles: ['abs', 'obliques', 'calves'],
    movementPatterns: ['carry'], quantityUnit: 'meters', performanceFeatures: ['conditioning', 'stability'],
    injuryPreventionFeatures: ['grip_strength', 'core_stability', 'posture'],
  }),
  defineExercise({
    key: 'single-arm-dumbbell-snatch', nameEn: 'Single-Arm Dumbbell Snatch', nameZh: '单臂哑铃抓举',
    keyPointsEn: [
      'Dumbbell between the feet, hinge and grab it with one hand.',
      'Extend the hips explosively and let the dumbbell travel close to the body.',
      'Punch it overhead and finish standing with the arm locked.',
    ],
    keyPointsZh: [
      '哑铃放在两脚之间，屈髋单手握住。',
      '髋部爆发伸展，哑铃贴近身体上行。',
      '顺势把哑铃“冲”到头顶，站直锁定手臂。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['glutes', 'side_delts'],
    secondaryMuscles: ['hamstrings', 'traps', 'quads'], movementPatterns: ['hinge'], performanceFeatures: ['power', 'conditioning'],
  }),
  defineExercise({
    key: 'kettlebell-swing', nameEn: 'Kettlebell Swing', nameZh: '壶铃摆荡',
    keyPointsEn: [
      'Hike the bell back between the legs like a football snap, back flat.',
      'Snap the hips forward so the bell floats to chest height; the arms only guide it.',
      'Let the bell fall and hinge late, keeping the knees soft rather than squatting.',
    ],
    keyPointsZh: [
      '像橄榄球开球一样把壶铃向后送到两腿之间，背部平直。',
      '快速向前送髋，使壶铃自然摆到胸高，手臂只负责引导。',
      '壶铃下落时再屈髋，膝盖微屈，不要变成下蹲。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['glutes', 'hamstrings'], secondaryMuscles: ['lower_back', 'forearms', 'abs'],
    movementPatterns: ['hinge'], performanceFeatures: ['power', 'conditioning'], injuryPreventionFeatures: ['lower_back_health', 'grip_strength'],
  }),
  defineExercise({
    key: 'turkish-get-up', nameEn: 'Turkish Get-Up', nameZh: '土耳其起立',
    keyPointsEn: [
      'Lie down with the kettlebell pressed overhead, eyes on the bell.',
      'Roll to the elbow, then the hand, bridge the hips and sweep the leg to a half-kneel.',
      'Stand up, then reverse each step; the arm stays vertical throughout.',
    ],
    keyPointsZh: [
      '仰卧，单手将壶铃推举至上方，眼睛注视壶铃。',
      '依次撑肘、撑手、抬髋，扫腿到半跪姿。',
      '站起后按相反顺序回到地面，手臂全程垂直。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['front_delts', 'obliques'], secondaryMuscles: ['glutes', 'quads', 'triceps'],
    movementPatterns: ['anti_rotation', 'lunge'], performanceFeatures: ['stability', 'mobility'],
    injuryPreventionFeatures: ['shoulder_health', 'core_stability'],
  }),
  defineExercise({
    key: 'kettlebell-clean-and-press', nameEn: 'Kettlebell Clean and Press', nameZh: '壶铃上膊推举',
    keyPointsEn: [
      'Hinge and swing the bell back, then drive the hips to bring it into the rack.',
      'Keep the elbow close so the bell rolls around the wrist instead of flipping.',
      'Press overhead from the rack, lower to the rack, then back between the legs.',
    ],
    keyPointsZh: [
      '屈髋将壶铃向后摆，再送髋把它带到架式位置。',
      '手肘贴近身体，让壶铃绕手腕转上来而不是翻砸。',
      '从架式位推举过头，回到架式再摆回两腿之间。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['front_delts', 'glutes'], secondaryMuscles: ['hamstrings', 'triceps', 'traps'],
    movementPatterns: ['hinge', 'vertical_push'], performanceFeatures: ['power', 'conditioning'],
  }),
  defineExercise({
    key: 'burpee', nameEn: 'Burpee', nameZh: '波比跳',
    keyPointsEn: [
      'Squat down, place the hands and jump the feet back to a plank.',
      'Lower the chest to the floor, push up and jump the feet back in.',
      'Jump up with the arms overhead; keep a steady, sustainable rhythm.',
    ],
    keyPointsZh: [
      '下蹲双手撑地，双脚向后跳成平板姿势。',
      '胸口贴地再推起，双脚跳回双手附近。',
      '向上跳起双手过头；保持能持续的稳定节奏。',
    ],
    type: 'cardio', equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'chest'], secondaryMuscles: ['glutes', 'triceps', 'abs'],
    movementPatterns: ['squat', 'horizontal_push', 'plyometric'], performanceFeatures: ['conditioning', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'box-jump', nameEn: 'Box Jump', nameZh: '跳箱',
    keyPointsEn: [
      'Stand close to the box, swing the arms and jump up.',
      'Land softly with the whole foot, knees tracking over the toes.',
      'Step down rather than jumping down to spare the joints.',
    ],
    keyPointsZh: [
      '靠近箱子站立，摆臂起跳。',
      '全脚掌轻柔落地，膝盖与脚尖方向一致。',
      '走下箱子而不是跳下，减少关节冲击。',
    ],
    type: 'plyometric', equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['calves', 'hamstrings'],
    movementPatterns: ['plyometric', 'squat'], performanceFeatures: ['power'], injuryPreventionFeatures: ['knee_stability', 'ankle_stability'],
  }),
  defineExercise({
    key: 'broad-jump', nameEn: 'Broad Jump', nameZh: '立定跳远',
    keyPointsEn: [
      'Feet hip-width, swing the arms back as you load the hips.',
      'Jump forward as far as possible, arms driving forward.',
      'Stick the landing in a half squat before resetting.',
    ],
    keyPointsZh: [
      '双脚与髋同宽，屈髋蓄力时双臂后摆。',
      '双臂向前摆动，尽力向前跳远。',
      '以半蹲姿势稳稳落地，再重新准备。',
    ],
    type: 'plyometric', equipment: 'bodyweight', compound: true, primaryMuscles: ['glutes', 'quads'], secondaryMuscles: ['hamstrings', 'calves'],
    movementPatterns: ['plyometric', 'hinge'], performanceFeatures: ['power'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'jump-squat', nameEn: 'Jump Squat', nameZh: '深蹲跳',
    keyPointsEn: [
      'Squat to about half depth with the chest up.',
      'Explode upward, fully extending the hips, knees and ankles.',
      'Land softly through the balls of the feet into the next squat.',
    ],
    keyPointsZh: [
      '挺胸下蹲至约半蹲深度。',
      '向上爆发，髋、膝、踝充分伸展。',
      '前脚掌先着地缓冲，顺势进入下一次下蹲。',
    ],
    type: 'plyometric', equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['calves'],
    movementPatterns: ['squat', 'plyometric'], performanceFeatures: ['power', 'conditioning'],
  }),
  defineExercise({
    key: 'medicine-ball-slam', nameEn: 'Medicine Ball Slam', nameZh: '药球砸地',
    keyPointsEn: [
      'Use a non-bouncing slam ball and raise it overhead, rising onto the toes.',
      'Slam it down hard in front of the feet, hinging and crunching the trunk.',
      'Squat to pick it up with a flat back and repeat.',
    ],
    keyPointsZh: [
      '使用不反弹的砸地球，举过头顶并踮起脚尖。',
      '屈髋收腹，用力把球砸在脚前。',
      '背部平直下蹲捡球，继续下一次。',
    ],
    type: 'plyometric', equipment: 'medicine_ball', compound: true, primaryMuscles: ['abs', 'lats'], secondaryMuscles: ['front_delts', 'glutes'],
    movementPatterns: ['core_flexion', 'plyometric'], performanceFeatures: ['power', 'conditioning'],
  }),
  defineExercise({
    key: 'wall-ball-shot', nameEn: 'Wall Ball Shot', nameZh: '药球蹲起抛墙',
    keyPointsEn: [
      'Hold the ball at the chest and squat below parallel.',
      'Drive up and throw the ball to the target in one motion.',
      'Catch it high and ride it straight into the next squat.',
    ],
    keyPointsZh: [
      '药球抱于胸前，下蹲至大腿低于水平。',
      '起身的同时一气呵成把球抛向目标。',
      '在高处接球，顺势进入下一次深蹲。',
    ],
    type: 'cardio', equipment: 'medicine_ball', compound: true, primaryMuscles: ['quads', 'front_delts'], secondaryMuscles: ['glutes', 'triceps'],
    movementPatterns: ['squat', 'vertical_push'], performanceFeatures: ['conditioning', 'power'],
  }),
  defineExercise({
    key: 'sled-push', nameEn: 'Sled Push', nameZh: '推雪橇',
    keyPointsEn: [
      'Hands on the posts, arms extended, body leaning at about 45°.',
      'Drive the knees forward with short, powerful steps.',
      'Keep the back flat and the hips level with the shoulders.',
    ],
    keyPointsZh: [
      '双手握住立柱，手臂伸直，身体前倾约45°。',
      '用短而有力的步伐向前推进，膝盖向前驱动。',
      '背部平直，髋部与肩部同高。',
    ],
    equipment: 'other', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['calves', 'chest', 'triceps'],
    movementPatterns: ['horizontal_push'], quantityUnit: 'meters', performanceFeatures: ['conditioning', 'power'],
    injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'battle-rope-waves', nameEn: 'Battle Rope Waves', nameZh: '战绳波浪',
    keyPointsEn: [
      'Athletic half-squat stance, one rope end in each hand.',
      'Whip the arms up and down quickly to send waves down the rope.',
      'Keep the trunk braced and breathe steadily.',
    ],
    keyPointsZh: [
      '运动员半蹲姿势，双手各握一端战绳。',
      '手臂快速上下甩动，让波浪传到绳子末端。',
      '躯干保持稳定，呼吸平稳。',
    ],
    type: 'cardio', equipment: 'other', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['forearms', 'abs', 'quads'],
    movementPatterns: [], intensityUnit: 'level', quantityUnit: 'seconds', performanceFeatures: ['conditioning', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'mountain-climber', nameEn: 'Mountain Climber', nameZh: '登山跑',
    keyPointsEn: [
      'Start in a high plank, hands under the shoulders.',
      'Drive the knees toward the chest one at a time in quick succession.',
      'Keep the hips low and the shoulders over the hands.',
    ],
    keyPointsZh: [
      '高位平板支撑起始，双手在肩部正下方。',
      '双膝交替快速向胸口提拉。',
      '臀部不要抬高，肩部保持在双手正上方。',
    ],
    type: 'cardio', equipment: 'bodyweight', compound: true, primaryMuscles: ['abs', 'hip_flexors'], secondaryMuscles: ['front_delts', 'quads'],
    movementPatterns: ['core_flexion'], quantityUnit: 'seconds', performanceFeatures: ['conditioning'], injuryPreventionFeatures: ['core_stability'],
  }),
];
