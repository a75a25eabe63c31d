import { defineExercise } from './define-exercise.ts';

export const CORE_EXERCISES = [
  defineExercise({
    key: 'plank', nameEn: 'Plank', nameZh: '平板支撑',
    keyPointsEn: [
      'Forearms under the shoulders, body straight from head to heels.',
      'Squeeze the glutes and pull the ribs down so the lower back does not sag.',
      'Breathe normally; end the set when the position breaks.',
    ],
    keyPointsZh: [
      '小臂撑地位于肩部正下方，从头到脚跟成一条直线。',
      '夹紧臀部、肋骨下沉，腰部不要下塌。',
      '正常呼吸；姿势变形即结束本组。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['obliques', 'front_delts'],
    movementPatterns: ['anti_rotation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability', 'muscular_endurance'], injuryPreventionFeatures: ['core_stability', 'lower_back_health'],
  }),
  defineExercise({
    key: 'side-plank', nameEn: 'Side Plank', nameZh: '侧平板支撑',
    keyPointsEn: [
      'Elbow under the shoulder, feet stacked or staggered.',
      'Lift the hips until the body forms a straight line.',
      'Do not let the hips drop or roll forward.',
    ],
    keyPointsZh: [
      '手肘位于肩部正下方，双脚叠放或前后错开。',
      '抬起髋部，使身体成一条直线。',
      '髋部不要下沉或向前转。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['obliques'], secondaryMuscles: ['abductors', 'abs'],
    movementPatterns: ['anti_rotation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'lower_back_health'],
  }),
  defineExercise({
    key: 'hollow-body-hold', nameEn: 'Hollow Body Hold', nameZh: '空心支撑',
    keyPointsEn: [
      'Lie on your back and press the lower back into the floor.',
      'Lift the shoulders and legs, arms reaching overhead.',
      'Bend the knees or bring the arms forward if the back lifts.',
    ],
    keyPointsZh: [
      '仰卧，下背部压紧地面。',
      '肩部和双腿抬离地面，双臂向头顶方向伸展。',
      '若腰部离地，可屈膝或把手臂放到体前降低难度。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['hip_flexors'],
    movementPatterns: ['core_flexion'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'dead-bug', nameEn: 'Dead Bug', nameZh: '死虫式',
    keyPointsEn: [
      'Lie on your back, arms up, hips and knees at 90°.',
      'Extend the opposite arm and leg slowly while keeping the lower back down.',
      'Exhale as you extend, return and switch sides.',
    ],
    keyPointsZh: [
      '仰卧，双臂上举，髋和膝各屈90°。',
      '缓慢伸出对侧手和腿，下背部始终贴地。',
      '伸展时呼气，收回后换另一侧。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['obliques', 'hip_flexors'],
    movementPatterns: ['anti_rotation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'lower_back_health'],
  }),
  defineExercise({
    key: 'bird-dog', nameEn: 'Bird Dog', nameZh: '鸟狗式',
    keyPointsEn: [
      'On all fours, hands under the shoulders and knees under the hips.',
      'Reach the opposite arm and leg out long without shifting the hips.',
      'Pause, return slowly and switch sides.',
    ],
    keyPointsZh: [
      '四点跪姿，双手在肩下，双膝在髋下。',
      '对侧手和腿向远处伸展，髋部不偏移。',
      '稍作停顿，缓慢收回后换边。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['lower_back', 'abs'], secondaryMuscles: ['glutes'],
    movementPatterns: ['anti_rotation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'lower_back_health'],
  }),
  defineExercise({
    key: 'crunch', nameEn: 'Crunch', nameZh: '卷腹',
    keyPointsEn: [
      'Lie on your back with the knees bent, hands lightly at the temples.',
      'Curl the ribs toward the pelvis, lifting the shoulder blades off the floor.',
      'Do not pull on the head; lower slowly.',
    ],
    keyPointsZh: [
      '仰卧屈膝，双手轻放在太阳穴两侧。',
      '肋骨向骨盆方向卷起，肩胛离开地面。',
      '不要用手拉头，缓慢下放。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'bicycle-crunch', nameEn: 'Bicycle Crunch', nameZh: '单车卷腹',
    keyPointsEn: [
      'Shoulders off the floor, one leg extended and the other knee pulled in.',
      'Rotate the opposite shoulder toward the bent knee.',
      'Move slowly and fully extend each leg.',
    ],
    keyPointsZh: [
      '肩部离地，一腿伸直，另一侧屈膝收向胸口。',
      '对侧肩膀向弯曲的膝盖转去。',
      '动作放慢，每次把腿充分伸直。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['obliques', 'abs'], secondaryMuscles: ['hip_flexors'],
    movementPatterns: ['rotation', 'core_flexion'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'hanging-leg-raise', nameEn: 'Hanging Leg Raise', nameZh: '悬垂举腿',
    keyPointsEn: [
      'Hang from a bar, shoulders active, body still.',
      'Raise the legs by curling the pelvis up, not just lifting with the hips.',
      'Lower without swinging; bend the knees to make it easier.',
    ],
    keyPointsZh: [
      '悬垂于单杠，肩部主动发力，身体稳定。',
      '通过骨盆上卷带动双腿抬起，而不只是屈髋。',
      '下放时不要摆荡；屈膝可降低难度。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs', 'hip_flexors'], secondaryMuscles: ['forearms', 'obliques'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'lying-leg-raise', nameEn: 'Lying Leg Raise', nameZh: '仰卧举腿',
    keyPointsEn: [
      'Lie flat, hands under the hips or holding a bench behind the head.',
      'Raise the straight legs to vertical, keeping the lower back down.',
      'Lower slowly and stop before the back arches.',
    ],
    keyPointsZh: [
      '平躺，双手垫在臀下或抓住头后的凳子。',
      '双腿伸直上举至垂直，下背部压住地面。',
      '缓慢下放，在腰部反弓前停止。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs', 'hip_flexors'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'decline-sit-up', nameEn: 'Decline Sit-Up', nameZh: '下斜仰卧起坐',
    keyPointsEn: [
      'Hook the feet on a decline bench, arms crossed on the chest.',
      'Curl up one vertebra at a time until upright.',
      'Lower slowly; hold a plate on the chest to add load.',
    ],
    keyPointsZh: [
      '双脚勾住下斜板，双臂交叉抱胸。',
      '脊柱逐节卷起至上身直立。',
      '缓慢下放；胸前抱杠铃片可增加负荷。',
    ],
    type: 'core', equipment: 'bodyweight', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['hip_flexors'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['hypertrophy', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'l-sit-hold', nameEn: 'L-Sit Hold', nameZh: 'L形支撑',
    keyPointsEn: [
      'Support yourself on parallettes or dip bars with straight arms.',
      'Lift the straight legs to hip height, shoulders pushed down.',
      'Tuck the knees to start and extend the legs as you get stronger.',
    ],
    keyPointsZh: [
      '双手撑在小双杠或双杠上，手臂伸直。',
      '双腿伸直抬至与髋同高，肩膀向下压。',
      '初学可屈膝，力量提升后再伸直双腿。',
    ],
    type: 'core', equipment: 'bodyweight', compound: true, primaryMuscles: ['abs', 'hip_flexors'], secondaryMuscles: ['triceps', 'quads'],
    movementPatterns: ['core_flexion'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['max_strength', 'stability'],
  }),
  defineExercise({
    key: 'kneeling-cable-crunch', nameEn: 'Kneeling Cable Crunch', nameZh: '跪姿绳索卷腹',
    keyPointsEn: [
      'Kneel facing a high pulley, rope held beside the head.',
      'Crunch the ribs toward the hips, rounding the spine.',
      'Keep the hips still; the movement is spinal flexion, not a hip hinge.',
    ],
    keyPointsZh: [
      '面向高位滑轮跪下，双手握绳置于头两侧。',
      '肋骨向髋部卷曲，脊柱屈曲。',
      '髋部保持不动，动作是卷腹而不是屈髋。',
    ],
    type: 'core', equipment: 'cable', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['obliques'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'pallof-press', nameEn: 'Pallof Press', nameZh: '绳索抗旋转推',
    keyPointsEn: [
      'Stand side-on to a cable at chest height, handle at the sternum.',
      'Press the handle straight out without letting the torso turn.',
      'Hold for a breath, bring it back and repeat, then switch sides.',
    ],
    keyPointsZh: [
      '侧对胸高的绳索，把手置于胸骨前。',
      '把手向正前方推出，躯干不要被带着转动。',
      '保持一次呼吸后收回，重复后换边。',
    ],
    type: 'core', equipment: 'cable', compound: false, primaryMuscles: ['obliques', 'abs'],
    movementPatterns: ['anti_rotation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'lower_back_health'],
  }),
  defineExercise({
    key: 'cable-woodchop', nameEn: 'Cable Woodchop', nameZh: '绳索伐木',
    keyPointsEn: [
      'Pulley set high, stand side-on with the feet wide.',
      'Pull the handle diagonally down across the body, pivoting the back foot.',
      'Rotate through the hips and trunk with the arms long.',
    ],
    keyPointsZh: [
      '滑轮调至高位，侧身宽站距站立。',
      '把手沿对角线拉向身体另一侧下方，后脚随之转动。',
      '手臂伸直，由髋部和躯干带动旋转。',
    ],
    type: 'core', equipment: 'cable', compound: true, primaryMuscles: ['obliques'], secondaryMuscles: ['abs', 'front_delts'],
    movementPatterns: ['rotation'], performanceFeatures: ['power', 'stability'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'ab-crunch-machine', nameEn: 'Ab Crunch Machine', nameZh: '器械卷腹',
    keyPointsEn: [
      'Set the seat so the pads sit on the upper chest or the handles by the head.',
      'Crunch down by curling the spine rather than pulling with the arms.',
      'Return slowly to a stretch without letting the weight stack rest.',
    ],
    keyPointsZh: [
      '调整座椅，使护垫位于上胸或把手位于头侧。',
      '通过脊柱卷曲完成动作，而不是用手臂拉。',
      '缓慢还原至拉伸位，配重片不要落下休息。',
    ],
    type: 'core', equipment: 'machine', compound: false, primaryMuscles: ['abs'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'ab-wheel-rollout', nameEn: 'Ab Wheel Rollout', nameZh: '健腹轮',
    keyPointsEn: [
      'Kneel holding the wheel under the shoulders, glutes squeezed.',
      'Roll forward as far as you can without the lower back sagging.',
      'Pull back with the abs, keeping the hips extended.',
    ],
    keyPointsZh: [
      '跪姿，双手握健腹轮置于肩下，夹紧臀部。',
      '在腰部不下塌的前提下尽量向前滚出。',
      '用腹部力量拉回，髋部保持伸展。',
    ],
    type: 'core', equipment: 'other', compound: true, primaryMuscles: ['abs'], secondaryMuscles: ['lats', 'obliques'],
    movementPatterns: ['anti_rotation'], performanceFeatures: ['max_strength', 'stability'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'medicine-ball-russian-twist', nameEn: 'Medicine Ball Russian Twist', nameZh: '药球俄罗斯转体',
    keyPointsEn: [
      'Sit with the torso leaning back about 45°, chest up, ball at the chest.',
      'Rotate the shoulders side to side, touching the ball beside the hips.',
      'Keep the spine long; lift the feet only when the form holds.',
    ],
    keyPointsZh: [
      '坐姿，上身后倾约45°，挺胸，药球抱于胸前。',
      '肩部左右转动，把球触向髋部两侧。',
      '脊柱保持延展；动作稳定后再抬起双脚。',
    ],
    type: 'core', equipment: 'medicine_ball', compound: false, primaryMuscles: ['obliques'], secondaryMuscles: ['abs', 'hip_flexors'],
    movementPatterns: ['rotation'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'rotational-medicine-ball-throw', nameEn: 'Rotational Medicine Ball Throw', nameZh: '药球转体侧抛',
    keyPointsEn: [
      'Stand side-on to a wall, ball at the back hip.',
      'Drive from the back leg and turn the hips first, then throw the ball into the wall.',
      'Catch, reset and keep every throw explosive.',
    ],
    keyPointsZh: [
      '侧对墙站立，药球置于后侧髋旁。',
      '后腿蹬地先转髋，再把球用力掷向墙面。',
      '接球后重新站好，每次都要全力爆发。',
    ],
    type: 'plyometric', equipment: 'medicine_ball', compound: true, primaryMuscles: ['obliques'], secondaryMuscles: ['glutes', 'abs'],
    movementPatterns: ['rotation', 'plyometric'], performanceFeatures: ['power'],
  }),
  defineExercise({
    key: 'landmine-rotation', nameEn: 'Landmine Rotation', nameZh: '地雷管转体',
    keyPointsEn: [
      'Hold the end of the bar in both hands at arm\'s length, feet wide.',
      'Arc the bar down to one hip, pivoting the feet and turning the hips.',
      'Bring it back over the head and down to the other side with control.',
    ],
    keyPointsZh: [
      '双手伸直握住杠铃末端，宽站距站立。',
      '杠铃沿弧线落到一侧髋部，脚和髋随之转动。',
      '经头顶上方控制着摆向另一侧。',
    ],
    type: 'core', equipment: 'barbell', compound: true, primaryMuscles: ['obliques'], secondaryMuscles: ['front_delts', 'abs'],
    movementPatterns: ['rotation'], performanceFeatures: ['power', 'stability'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'kettlebell-windmill', nameEn: 'Kettlebell Windmill', nameZh: '壶铃风车',
    keyPointsEn: [
      'Press the kettlebell overhead and turn the feet about 45° away from it.',
      'Push the hip out toward the bell side and hinge down, eyes on the bell.',
      'Keep the top arm vertical and stand back up through the hips.',
    ],
    keyPointsZh: [
      '将壶铃推举过头，双脚朝壶铃反方向转约45°。',
      '髋部向持铃侧推出并屈髋下探，眼睛看着壶铃。',
      '上方手臂始终垂直地面，通过伸髋回到站立。',
    ],
    type: 'core', equipment: 'kettlebell', compound: true, primaryMuscles: ['obliques'], secondaryMuscles: ['hamstrings', 'front_delts', 'glutes'],
    movementPatterns: ['hinge', 'rotation'], performanceFeatures: ['stability', 'mobility'], injuryPreventionFeatures: ['shoulder_health', 'hip_mobility'],
  }),
  defineExercise({
    key: 'kettlebell-suitcase-carry', nameEn: 'Kettlebell Suitcase Carry', nameZh: '壶铃单侧负重行走',
    keyPointsEn: [
      'Pick up one heavy kettlebell at your side like a suitcase.',
      'Walk tall without leaning toward or away from the weight.',
      'Switch hands after each length.',
    ],
    keyPointsZh: [
      '像提行李箱一样单手提起一只大重量壶铃。',
      '身体挺直行走，不向负重侧或反侧倾斜。',
      '每走完一趟换手。',
    ],
    type: 'core', equipment: 'kettlebell', compound: true, primaryMuscles: ['obliques'], secondaryMuscles: ['forearms', 'traps', 'abductors'],
    movementPatterns: ['carry', 'anti_rotation'], quantityUnit: 'meters',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'grip_strength'],
  }),
  defineExercise({
    key: 'band-anti-rotation-hold', nameEn: 'Band Anti-Rotation Hold', nameZh: '弹力带抗旋转静力支撑',
    keyPointsEn: [
      'Anchor the band at chest height and stand side-on, arms extended.',
      'Hold the hands at the midline while the band pulls you sideways.',
      'Step further away to increase the tension.',
    ],
    keyPointsZh: [
      '弹力带固定在胸高处，侧身站立，双臂前伸。',
      '弹力带向一侧拉扯时，双手保持在身体正中。',
      '离固定点越远，张力越大。',
    ],
    type: 'core', equipment: 'band', compound: false, primaryMuscles: ['obliques'], secondaryMuscles: ['abs'],
    movementPatterns: ['anti_rotation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'suspension-knee-tuck', nameEn: 'Suspension Knee Tuck', nameZh: 'TRX悬挂收膝',
    keyPointsEn: [
      'Feet in the foot cradles, hands under the shoulders in a plank.',
      'Pull the knees toward the chest without the hips rising too high.',
      'Extend back to a straight plank under control.',
    ],
    keyPointsZh: [
      '双脚套入脚环，双手撑在肩下呈平板支撑。',
      '膝盖向胸口收拢，臀部不要抬得过高。',
      '控制着伸腿回到平板姿势。',
    ],
    type: 'core', equipment: 'suspension', compound: false, primaryMuscles: ['abs'], secondaryMuscles: ['hip_flexors', 'front_delts'],
    movementPatterns: ['core_flexion'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability'],
  }),
];
