import { defineExercise } from './define-exercise.ts';

export const SHOULDER_EXERCISES = [
  defineExercise({
    key: 'barbell-overhead-press', nameEn: 'Barbell Overhead Press', nameZh: '杠铃站姿推举',
    keyPointsEn: [
      'Bar on the front of the shoulders, grip just outside them, glutes and abs braced.',
      'Move the head back slightly and press the bar in a straight line.',
      'Push the head through at the top so the bar finishes over the mid-foot; do not lean back.',
    ],
    keyPointsZh: [
      '杠铃架在肩前，握距略宽于肩，臀腹收紧。',
      '头部稍向后让开，杠铃沿直线向上推。',
      '顶端头部回到手臂之间，杠铃位于足中正上方；不要后仰。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['side_delts', 'triceps', 'upper_back'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'push-press', nameEn: 'Push Press', nameZh: '借力推举',
    keyPointsEn: [
      'Start as in the overhead press with the bar on the shoulders.',
      'Dip a few centimetres by bending the knees, torso upright.',
      'Drive hard through the legs and finish the press with the arms.',
    ],
    keyPointsZh: [
      '起始姿势同站姿推举，杠铃架在肩前。',
      '屈膝小幅下沉几厘米，上身保持直立。',
      '双腿猛力蹬伸，再用手臂完成推举。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['front_delts'],
    secondaryMuscles: ['triceps', 'quads', 'side_delts'], movementPatterns: ['vertical_push'], performanceFeatures: ['power', 'max_strength'],
  }),
  defineExercise({
    key: 'landmine-press', nameEn: 'Landmine Press', nameZh: '地雷管推举',
    keyPointsEn: [
      'Hold the end of the bar at the shoulder in a half-kneeling or split stance.',
      'Press up and forward along the bar\'s arc, reaching at the top.',
      'Keep the ribs down and the hips square throughout.',
    ],
    keyPointsZh: [
      '半跪或分腿站立，单手持杠铃末端于肩前。',
      '沿杠铃的弧线向前上方推出，顶端肩胛前伸。',
      '全程肋骨下沉，髋部保持正对前方。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['chest', 'triceps', 'obliques'],
    movementPatterns: ['vertical_push', 'anti_rotation'], performanceFeatures: ['hypertrophy', 'stability'],
    injuryPreventionFeatures: ['shoulder_health', 'core_stability'],
  }),
  defineExercise({
    key: 'seated-dumbbell-shoulder-press', nameEn: 'Seated Dumbbell Shoulder Press', nameZh: '坐姿哑铃推举',
    keyPointsEn: [
      'Bench upright, dumbbells at ear height, forearms vertical.',
      'Press up until the arms are nearly straight, dumbbells close but not touching.',
      'Keep the back against the pad; do not arch to finish the rep.',
    ],
    keyPointsZh: [
      '凳背竖直，哑铃位于耳侧，小臂垂直地面。',
      '推至手臂接近伸直，哑铃靠近但不相碰。',
      '背部贴紧靠背，不要挺腰完成动作。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['side_delts', 'triceps'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'arnold-press', nameEn: 'Arnold Press', nameZh: '阿诺德推举',
    keyPointsEn: [
      'Start with the dumbbells in front of the shoulders, palms facing you.',
      'Rotate the palms forward as you press, finishing overhead.',
      'Reverse the rotation on the way down, staying smooth.',
    ],
    keyPointsZh: [
      '哑铃位于肩前，掌心朝向自己。',
      '边推举边向外旋转手腕，顶端掌心朝前。',
      '下放时反向旋转，动作连贯流畅。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['front_delts', 'side_delts'], secondaryMuscles: ['triceps'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-lateral-raise', nameEn: 'Dumbbell Lateral Raise', nameZh: '哑铃侧平举',
    keyPointsEn: [
      'Stand tall, slight bend in the elbows, dumbbells at the sides.',
      'Raise the arms out to shoulder height, leading with the elbows.',
      'Lower slowly; if you have to swing, the weight is too heavy.',
    ],
    keyPointsZh: [
      '身体直立，手肘微屈，哑铃置于体侧。',
      '以手肘带动手臂向两侧抬至与肩同高。',
      '缓慢下放；需要甩动身体说明重量过大。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['side_delts'], secondaryMuscles: ['traps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-front-raise', nameEn: 'Dumbbell Front Raise', nameZh: '哑铃前平举',
    keyPointsEn: [
      'Dumbbells in front of the thighs, palms facing down or in.',
      'Raise to shoulder height with the arms nearly straight.',
      'Keep the torso still and lower under control.',
    ],
    keyPointsZh: [
      '哑铃置于大腿前，掌心朝下或相对。',
      '手臂接近伸直，向前抬至与肩同高。',
      '上身保持稳定，控制下放。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'bent-over-reverse-fly', nameEn: 'Bent-Over Reverse Fly', nameZh: '俯身哑铃反向飞鸟',
    keyPointsEn: [
      'Hinge forward until the torso is nearly parallel to the floor.',
      'Raise the dumbbells out to the sides, thumbs slightly down, elbows soft.',
      'Move the arms, not the torso; light weight works best.',
    ],
    keyPointsZh: [
      '屈髋俯身，上身接近与地面平行。',
      '手肘微屈，拇指略朝下，将哑铃向两侧抬起。',
      '只动手臂，躯干不动；用轻重量效果更好。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['shoulder_health', 'posture'],
  }),
  defineExercise({
    key: 'machine-shoulder-press', nameEn: 'Machine Shoulder Press', nameZh: '器械推肩',
    keyPointsEn: [
      'Set the seat so the handles start at about shoulder height.',
      'Press up without locking the elbows hard.',
      'Keep the head and back against the pad.',
    ],
    keyPointsZh: [
      '调整座椅，使把手起始位置约与肩同高。',
      '向上推起，手肘不要猛力锁死。',
      '头部与背部始终贴住靠垫。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['side_delts', 'triceps'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'machine-lateral-raise', nameEn: 'Machine Lateral Raise', nameZh: '器械侧平举',
    keyPointsEn: [
      'Line up the shoulder joint with the machine\'s pivot.',
      'Raise the pads with the elbows to shoulder height.',
      'Lower slowly and keep tension at the bottom.',
    ],
    keyPointsZh: [
      '肩关节与器械转轴对齐。',
      '用手肘推动护垫抬至与肩同高。',
      '缓慢下放，底部保持张力不放松。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['side_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'reverse-pec-deck', nameEn: 'Reverse Pec Deck', nameZh: '蝴蝶机反向飞鸟',
    keyPointsEn: [
      'Sit facing the pad, arms straight out in front at shoulder height.',
      'Sweep the arms back until they line up with the body.',
      'Do not pinch the shoulder blades hard; let the rear delts do the work.',
    ],
    keyPointsZh: [
      '面向靠垫坐下，手臂在肩高处向前伸直。',
      '双臂向后打开至与身体成一直线。',
      '不要刻意用力夹肩胛，让三角肌后束主导发力。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'cable-lateral-raise', nameEn: 'Cable Lateral Raise', nameZh: '单臂绳索侧平举',
    keyPointsEn: [
      'Stand side-on to a low pulley, handle in the far hand.',
      'Raise the arm out to shoulder height across the body.',
      'The cable keeps tension at the bottom; do not let the weight stack rest.',
    ],
    keyPointsZh: [
      '侧对低位滑轮，外侧手握把手。',
      '手臂经身体前方向外抬至与肩同高。',
      '绳索在底部仍有张力，配重片不要落下休息。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['side_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'face-pull', nameEn: 'Face Pull', nameZh: '绳索面拉',
    keyPointsEn: [
      'Rope at upper-chest to face height, overhand grip, thumbs pointing back.',
      'Pull toward the face, separating the hands and rotating the forearms up.',
      'Finish with the elbows high and the hands beside the ears.',
    ],
    keyPointsZh: [
      '绳索高度在上胸到面部之间，正握，拇指朝后。',
      '向面部拉动，同时分开双手并外旋小臂。',
      '结束时手肘抬高，双手位于耳侧。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back', 'traps'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['shoulder_health', 'posture'],
  }),
  defineExercise({
    key: 'cable-rear-delt-fly', nameEn: 'Cable Rear Delt Fly', nameZh: '绳索反向飞鸟',
    keyPointsEn: [
      'Set both pulleys at shoulder height and cross the cables, left hand holding the right cable.',
      'Pull the arms apart and back in a wide arc, elbows soft.',
      'Stop when the arms are in line with the body and return slowly.',
    ],
    keyPointsZh: [
      '两侧滑轮调至肩高，交叉握绳，左手握右侧绳索。',
      '手肘微屈，双臂沿大弧线向两侧后方拉开。',
      '拉至手臂与身体成一直线即停，缓慢还原。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'smith-machine-shoulder-press', nameEn: 'Smith Machine Shoulder Press', nameZh: '史密斯推肩',
    keyPointsEn: [
      'Place an upright bench so the bar passes just in front of the face.',
      'Lower to about chin level, then press to just short of lockout.',
      'Keep the back on the bench and the core braced.',
    ],
    keyPointsZh: [
      '放置直角凳，使杠铃从面部正前方经过。',
      '下放至约下巴高度，再推至接近伸直。',
      '背部贴紧凳背，核心收紧。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['side_delts', 'triceps'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'pike-push-up', nameEn: 'Pike Push-Up', nameZh: '屈体俯卧撑',
    keyPointsEn: [
      'Start in an inverted V with the hips high and the hands shoulder-width apart.',
      'Lower the head toward a point just in front of the hands.',
      'Press back up; elevate the feet to progress toward handstand push-ups.',
    ],
    keyPointsZh: [
      '身体呈倒V形，臀部抬高，双手与肩同宽。',
      '头部朝双手前方一点下放。',
      '推回起始位；垫高双脚可向倒立撑进阶。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['triceps', 'upper_back'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['max_strength', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'wall-handstand-push-up', nameEn: 'Wall Handstand Push-Up', nameZh: '靠墙倒立撑',
    keyPointsEn: [
      'Kick up to a handstand facing away from the wall, hands a little wider than the shoulders.',
      'Lower the head to a folded mat, forming a tripod with the hands.',
      'Press back to straight arms while squeezing the glutes to keep the body tight.',
    ],
    keyPointsZh: [
      '背对墙踢腿成倒立，双手略宽于肩。',
      '头部下放至垫子上，与双手形成三角支撑。',
      '推至手臂伸直，同时夹紧臀部保持身体紧绷。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['front_delts', 'triceps'], secondaryMuscles: ['side_delts', 'traps'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['max_strength'],
  }),
  defineExercise({
    key: 'band-pull-apart', nameEn: 'Band Pull-Apart', nameZh: '弹力带水平拉开',
    keyPointsEn: [
      'Hold the band in front at shoulder height, arms straight.',
      'Pull the band apart until it touches the chest.',
      'Keep the ribs down and the shoulders away from the ears.',
    ],
    keyPointsZh: [
      '双手在肩高处持弹力带，手臂伸直。',
      '向两侧拉开弹力带，直到贴近胸口。',
      '肋骨下沉，肩膀远离耳朵。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['shoulder_health', 'posture'],
  }),
  defineExercise({
    key: 'band-external-rotation', nameEn: 'Band External Rotation', nameZh: '弹力带肩外旋',
    keyPointsEn: [
      'Anchor the band at elbow height and stand side-on, elbow tucked at 90°.',
      'Rotate the forearm outward, keeping the elbow pinned to the side.',
      'Move slowly; a rolled towel under the arm helps keep the position.',
    ],
    keyPointsZh: [
      '弹力带固定在肘高处，侧身站立，手肘贴身屈90°。',
      '小臂向外旋转，手肘始终贴住体侧。',
      '动作放慢；腋下夹一条毛巾有助于保持姿势。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['rear_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'single-arm-kettlebell-press', nameEn: 'Single-Arm Kettlebell Press', nameZh: '单臂壶铃推举',
    keyPointsEn: [
      'Kettlebell in the rack position, resting on the forearm, wrist straight.',
      'Press straight up, turning the palm forward as the arm extends.',
      'Brace the glutes and abs to avoid leaning away from the bell.',
    ],
    keyPointsZh: [
      '壶铃处于架式位置，靠在小臂上，手腕伸直。',
      '垂直向上推，伸臂过程中掌心转向前方。',
      '收紧臀腹，身体不要向另一侧倾斜。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['front_delts'], secondaryMuscles: ['triceps', 'obliques'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['stability', 'max_strength'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'kettlebell-halo', nameEn: 'Kettlebell Halo', nameZh: '壶铃绕头',
    keyPointsEn: [
      'Hold the kettlebell upside down by the horns at chest height.',
      'Circle it close around the head, keeping the ribs down.',
      'Alternate directions every rep; use a light bell.',
    ],
    keyPointsZh: [
      '双手握住壶铃把手两侧，铃身朝上置于胸前。',
      '贴近头部绕圈，肋骨保持下沉。',
      '每次交替方向；使用轻壶铃即可。',
    ],
    type: 'mobility', equipment: 'kettlebell', compound: false, primaryMuscles: ['front_delts', 'side_delts'],
    secondaryMuscles: ['triceps', 'abs'], movementPatterns: [], performanceFeatures: ['mobility'],
    injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'ez-bar-upright-row', nameEn: 'EZ-Bar Upright Row', nameZh: '曲杆直立划船',
    keyPointsEn: [
      'Grip the bar at about shoulder width, not too narrow.',
      'Lead with the elbows and pull until they reach shoulder height.',
      'Stop lower if the shoulders feel pinched.',
    ],
    keyPointsZh: [
      '握距约与肩同宽，不要过窄。',
      '手肘带动向上拉，拉至与肩同高。',
      '如果肩部有卡压感，降低拉起高度。',
    ],
    equipment: 'ez_bar', compound: true, primaryMuscles: ['side_delts', 'traps'], secondaryMuscles: ['biceps'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'suspension-y-raise', nameEn: 'Suspension Y Raise', nameZh: 'TRX悬挂Y字上举',
    keyPointsEn: [
      'Lean back holding the handles, arms straight in front.',
      'Raise the arms overhead into a Y, pulling the body up.',
      'Keep the body rigid and the arms straight throughout.',
    ],
    keyPointsZh: [
      '双手握把身体后倾，手臂向前伸直。',
      '手臂向上打开成Y字，把身体带起。',
      '全程身体保持挺直，手臂不弯曲。',
    ],
    equipment: 'suspension', compound: false, primaryMuscles: ['rear_delts', 'traps'], secondaryMuscles: ['upper_back'],
    movementPatterns: ['isolation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['shoulder_health', 'posture'],
  }),
];
