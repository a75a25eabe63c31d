import { defineExercise } from './define-exercise.ts';

export const ARM_EXERCISES = [
  defineExercise({
    key: 'barbell-curl', nameEn: 'Barbell Curl', nameZh: '杠铃弯举',
    keyPointsEn: [
      'Shoulder-width underhand grip, elbows at the sides.',
      'Curl the bar up without the elbows drifting forward.',
      'Lower to full extension; leaning back means the weight is too heavy.',
    ],
    keyPointsZh: [
      '反手握杠，与肩同宽，手肘贴于体侧。',
      '弯举时手肘不要向前移动。',
      '下放至手臂完全伸直；需要后仰借力说明太重。',
    ],
    equipment: 'barbell', compound: false, primaryMuscles: ['biceps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'close-grip-bench-press', nameEn: 'Close-Grip Bench Press', nameZh: '窄握卧推',
    keyPointsEn: [
      'Grip about shoulder-width; narrower only strains the wrists.',
      'Lower to the lower chest with the elbows tucked close to the body.',
      'Press up by extending the elbows hard.',
    ],
    keyPointsZh: [
      '握距约与肩同宽，过窄只会增加手腕压力。',
      '手肘贴近身体，下放至胸部下沿。',
      '用力伸肘将杠铃推起。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['triceps'], secondaryMuscles: ['chest', 'front_delts'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['max_strength', 'hypertrophy'],
  }),
  defineExercise({
    key: 'barbell-wrist-curl', nameEn: 'Barbell Wrist Curl', nameZh: '杠铃腕弯举',
    keyPointsEn: [
      'Sit with the forearms on the thighs, palms up, wrists just past the knees.',
      'Let the bar roll to the fingertips, then curl the wrists up.',
      'Keep the forearms on the thighs; only the wrists move.',
    ],
    keyPointsZh: [
      '坐姿，小臂放在大腿上，掌心朝上，手腕伸出膝盖外。',
      '让杠铃滚到指尖，再屈腕卷起。',
      '小臂贴住大腿，只有手腕活动。',
    ],
    equipment: 'barbell', compound: false, primaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'ez-bar-curl', nameEn: 'EZ-Bar Curl', nameZh: '曲杆弯举',
    keyPointsEn: [
      'Hold the angled grips, which is easier on the wrists than a straight bar.',
      'Curl with the upper arms still and squeeze at the top.',
      'Lower slowly, taking two to three seconds.',
    ],
    keyPointsZh: [
      '握住曲杆的斜握位置，对手腕更友好。',
      '大臂保持不动，顶端用力收缩。',
      '下放用两到三秒，慢慢控制。',
    ],
    equipment: 'ez_bar', compound: false, primaryMuscles: ['biceps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'ez-bar-preacher-curl', nameEn: 'EZ-Bar Preacher Curl', nameZh: '曲杆牧师凳弯举',
    keyPointsEn: [
      'Armpits snug against the top of the pad, upper arms flat on it.',
      'Curl up without lifting the elbows off the pad.',
      'Lower until the arms are almost straight; do not drop into the bottom.',
    ],
    keyPointsZh: [
      '腋下紧贴牧师凳上沿，大臂平贴在垫面。',
      '弯举时手肘不离开垫面。',
      '下放至手臂接近伸直，底部不要突然放松下坠。',
    ],
    equipment: 'ez_bar', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'ez-bar-skull-crusher', nameEn: 'EZ-Bar Skull Crusher', nameZh: '曲杆仰卧臂屈伸',
    keyPointsEn: [
      'Lie on a bench with the bar over the shoulders, arms slightly angled back.',
      'Bend the elbows to lower the bar toward the forehead or just behind the head.',
      'Extend the elbows without letting them flare out.',
    ],
    keyPointsZh: [
      '仰卧，杠铃位于肩部上方，手臂略向头后倾斜。',
      '屈肘将杠铃下放至额头或头顶后方。',
      '伸肘推起，手肘不要向外打开。',
    ],
    equipment: 'ez_bar', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'ez-bar-reverse-curl', nameEn: 'EZ-Bar Reverse Curl', nameZh: '曲杆反握弯举',
    keyPointsEn: [
      'Overhand grip on the bar, elbows at the sides.',
      'Curl up keeping the wrists straight in line with the forearms.',
      'Use lighter weight than a normal curl and control the descent.',
    ],
    keyPointsZh: [
      '正手握杠，手肘贴于体侧。',
      '弯举时手腕与小臂保持一条直线。',
      '重量比普通弯举轻，控制下放。',
    ],
    equipment: 'ez_bar', compound: false, primaryMuscles: ['forearms'], secondaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'alternating-dumbbell-curl', nameEn: 'Alternating Dumbbell Curl', nameZh: '哑铃交替弯举',
    keyPointsEn: [
      'Start with the palms facing in and turn them up as you curl.',
      'Keep the elbow pinned at the side and the body still.',
      'Finish one rep fully before starting the other arm.',
    ],
    keyPointsZh: [
      '起始掌心相对，弯举过程中掌心转向上。',
      '手肘固定在体侧，身体不晃动。',
      '一侧完整做完，再换另一侧。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['biceps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'hammer-curl', nameEn: 'Hammer Curl', nameZh: '锤式弯举',
    keyPointsEn: [
      'Palms facing each other throughout, like holding a hammer.',
      'Curl up without swinging, elbows at the sides.',
      'Lower under control to straight arms.',
    ],
    keyPointsZh: [
      '全程掌心相对，像握锤子一样。',
      '手肘贴在体侧，不要甩动借力。',
      '控制下放至手臂伸直。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['biceps', 'forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'incline-dumbbell-curl', nameEn: 'Incline Dumbbell Curl', nameZh: '上斜哑铃弯举',
    keyPointsEn: [
      'Sit back on a 45–60° bench with the arms hanging straight down.',
      'Curl without bringing the elbows forward, keeping the stretch at the bottom.',
      'Lower slowly to a full stretch of the biceps.',
    ],
    keyPointsZh: [
      '靠坐在45–60°的上斜凳上，双臂自然垂下。',
      '弯举时手肘不要前移，保留底部的拉伸。',
      '缓慢下放，让二头肌充分伸展。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'concentration-curl', nameEn: 'Concentration Curl', nameZh: '集中弯举',
    keyPointsEn: [
      'Sit with the back of the upper arm braced against the inner thigh.',
      'Curl the dumbbell toward the shoulder, squeezing at the top.',
      'Lower fully without the shoulder helping.',
    ],
    keyPointsZh: [
      '坐姿，大臂后侧抵住大腿内侧。',
      '将哑铃弯举向肩部，顶端用力收缩。',
      '完全下放，肩部不参与发力。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'overhead-dumbbell-triceps-extension', nameEn: 'Overhead Dumbbell Triceps Extension', nameZh: '哑铃颈后臂屈伸',
    keyPointsEn: [
      'Hold one dumbbell overhead with both hands, ribs down.',
      'Lower it behind the head by bending the elbows, which point forward.',
      'Extend fully without arching the lower back.',
    ],
    keyPointsZh: [
      '双手托住一只哑铃举过头顶，肋骨下沉。',
      '屈肘将哑铃下放至头后，手肘朝前。',
      '伸肘至手臂伸直，腰部不要反弓。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-triceps-kickback', nameEn: 'Dumbbell Triceps Kickback', nameZh: '哑铃俯身臂屈伸',
    keyPointsEn: [
      'Hinge forward with the upper arm parallel to the floor and held against the side.',
      'Straighten the elbow until the arm is in line with the body.',
      'Only the forearm moves; pause at lockout.',
    ],
    keyPointsZh: [
      '俯身，大臂与地面平行并贴住体侧。',
      '伸肘直到手臂与身体成一直线。',
      '只有小臂活动，伸直时稍停。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-reverse-wrist-curl', nameEn: 'Dumbbell Reverse Wrist Curl', nameZh: '哑铃反握腕弯举',
    keyPointsEn: [
      'Forearm on the thigh or a bench, palm down, wrist over the edge.',
      'Raise the back of the hand as high as possible.',
      'Lower slowly; use a light dumbbell.',
    ],
    keyPointsZh: [
      '小臂放在大腿或凳上，掌心朝下，手腕伸出边缘。',
      '手背尽量向上抬起。',
      '缓慢下放，使用轻哑铃。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'cable-curl', nameEn: 'Cable Curl', nameZh: '绳索弯举',
    keyPointsEn: [
      'Stand close to a low pulley holding a straight bar underhand.',
      'Curl with the elbows fixed at the sides.',
      'Keep tension at the bottom instead of resting.',
    ],
    keyPointsZh: [
      '靠近低位滑轮站立，反手握直杆。',
      '手肘固定在体侧进行弯举。',
      '底部保持张力，不要放松休息。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'cable-triceps-pushdown', nameEn: 'Cable Triceps Pushdown', nameZh: '绳索三头下压',
    keyPointsEn: [
      'Elbows tucked at the sides, torso slightly forward.',
      'Press the rope or bar down until the arms are straight; spread the rope at the bottom.',
      'Let the forearms rise to just above parallel without the elbows moving.',
    ],
    keyPointsZh: [
      '手肘夹紧体侧，上身略前倾。',
      '下压至手臂伸直；用绳索时底部向两侧分开。',
      '小臂回到略高于水平即可，手肘位置不动。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'overhead-cable-triceps-extension', nameEn: 'Overhead Cable Triceps Extension', nameZh: '绳索过头臂屈伸',
    keyPointsEn: [
      'Face away from the pulley, rope behind the head, split stance.',
      'Extend the arms forward and up, keeping the elbows close to the head.',
      'Return until you feel a deep stretch in the triceps.',
    ],
    keyPointsZh: [
      '背对滑轮，绳索置于头后，前后分腿站立。',
      '向前上方伸直手臂，手肘靠近头部。',
      '还原至三头肌有明显拉伸感。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'machine-preacher-curl', nameEn: 'Machine Preacher Curl', nameZh: '器械牧师凳弯举',
    keyPointsEn: [
      'Set the seat so the elbows line up with the machine\'s pivot.',
      'Curl up and squeeze, keeping the arms on the pad.',
      'Lower slowly to nearly straight arms.',
    ],
    keyPointsZh: [
      '调整座椅，使手肘与器械转轴对齐。',
      '大臂贴住垫面，弯举并顶峰收缩。',
      '缓慢下放至手臂接近伸直。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'seated-dip-machine', nameEn: 'Seated Dip Machine', nameZh: '坐姿器械臂屈伸',
    keyPointsEn: [
      'Sit tall with the handles at the sides, elbows pointing back.',
      'Press down until the arms are straight.',
      'Let the handles rise under control without the shoulders rolling forward.',
    ],
    keyPointsZh: [
      '坐直，把手位于身体两侧，手肘朝后。',
      '向下压至手臂伸直。',
      '控制把手回升，肩膀不要前扣。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['triceps'], secondaryMuscles: ['chest', 'front_delts'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'bench-dip', nameEn: 'Bench Dip', nameZh: '凳上反屈伸',
    keyPointsEn: [
      'Hands on the edge of a bench behind you, fingers forward, hips close to the bench.',
      'Bend the elbows to about 90°, keeping the shoulders down.',
      'Press back up; bend the knees to make it easier.',
    ],
    keyPointsZh: [
      '双手撑在身后凳沿，手指朝前，臀部贴近凳子。',
      '屈肘至约90°，肩膀保持下沉。',
      '撑起还原；屈膝可降低难度。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['triceps'], secondaryMuscles: ['front_delts', 'chest'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'diamond-push-up', nameEn: 'Diamond Push-Up', nameZh: '钻石俯卧撑',
    keyPointsEn: [
      'Hands together under the chest, thumbs and index fingers forming a diamond.',
      'Lower with the elbows close to the body.',
      'Keep the body in one line and press to straight arms.',
    ],
    keyPointsZh: [
      '双手在胸口下方并拢，拇指和食指围成菱形。',
      '手肘贴近身体下放。',
      '身体保持一条直线，推至手臂伸直。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['triceps'], secondaryMuscles: ['chest', 'front_delts'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['muscular_endurance', 'hypertrophy'],
  }),
  defineExercise({
    key: 'dead-hang', nameEn: 'Dead Hang', nameZh: '单杠悬垂',
    keyPointsEn: [
      'Grip the bar overhand and hang with the arms straight.',
      'Keep a slight tension in the shoulders rather than sagging into the joint.',
      'Breathe steadily and hold for time.',
    ],
    keyPointsZh: [
      '正手握杠，手臂伸直悬垂。',
      '肩部保持轻微张力，不要完全松垮挂在关节上。',
      '平稳呼吸，按时间保持。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['forearms'], secondaryMuscles: ['lats'],
    movementPatterns: ['isolation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['muscular_endurance', 'mobility'], injuryPreventionFeatures: ['grip_strength', 'shoulder_health'],
  }),
  defineExercise({
    key: 'plate-pinch-hold', nameEn: 'Plate Pinch Hold', nameZh: '杠铃片捏握',
    keyPointsEn: [
      'Pinch two smooth plates together between the fingers and thumb.',
      'Stand tall with the arm straight and hold.',
      'Set the plates down before they slip.',
    ],
    keyPointsZh: [
      '用手指和拇指把两片光面杠铃片捏在一起。',
      '身体直立，手臂伸直保持。',
      '快要滑落前主动放下。',
    ],
    equipment: 'other', compound: false, primaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'band-biceps-curl', nameEn: 'Band Biceps Curl', nameZh: '弹力带弯举',
    keyPointsEn: [
      'Stand on the band, handles at the sides, palms forward.',
      'Curl up; resistance rises toward the top, so squeeze hard there.',
      'Lower slowly against the band.',
    ],
    keyPointsZh: [
      '双脚踩住弹力带，手握两端于体侧，掌心朝前。',
      '弯举时越往上阻力越大，顶端用力收缩。',
      '对抗弹力缓慢下放。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['biceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'band-triceps-pushdown', nameEn: 'Band Triceps Pushdown', nameZh: '弹力带三头下压',
    keyPointsEn: [
      'Anchor the band high and hold it with the elbows at the sides.',
      'Press down until the arms lock out.',
      'Keep the elbows still as the hands return.',
    ],
    keyPointsZh: [
      '弹力带固定在高处，手肘夹紧体侧握住。',
      '向下压至手臂伸直。',
      '双手回位时手肘保持不动。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'suspension-biceps-curl', nameEn: 'Suspension Biceps Curl', nameZh: 'TRX悬挂弯举',
    keyPointsEn: [
      'Lean back holding the handles underhand, arms straight in front.',
      'Curl the hands toward the forehead, keeping the elbows high and still.',
      'Keep the body straight; step the feet forward to add difficulty.',
    ],
    keyPointsZh: [
      '反手握把身体后倾，手臂向前伸直。',
      '双手弯向额头，手肘保持抬高且不动。',
      '身体挺直；双脚前移可增加难度。',
    ],
    equipment: 'suspension', compound: false, primaryMuscles: ['biceps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'],
  }),
];
