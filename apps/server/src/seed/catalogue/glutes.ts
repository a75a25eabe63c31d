import { defineExercise } from './define-exercise.ts';

export const GLUTE_EXERCISES = [
  defineExercise({
    key: 'barbell-hip-thrust', nameEn: 'Barbell Hip Thrust', nameZh: '杠铃臀推',
    keyPointsEn: [
      'Upper back on a bench just below the shoulder blades, bar padded over the hips.',
      'Feet placed so the shins are vertical at the top.',
      'Tuck the chin and ribs, drive the hips up and squeeze the glutes without arching the lower back.',
    ],
    keyPointsZh: [
      '上背靠在凳沿（肩胛骨下缘），杠铃加护垫压在髋部。',
      '调整脚位，使顶端时小腿垂直地面。',
      '收下巴、肋骨下沉，向上顶髋夹紧臀部，腰部不要过度反弓。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings', 'quads'],
    movementPatterns: ['hinge'], performanceFeatures: ['hypertrophy', 'max_strength'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'smith-machine-hip-thrust', nameEn: 'Smith Machine Hip Thrust', nameZh: '史密斯臀推',
    keyPointsEn: [
      'Set a bench perpendicular to the bar so it lands on the hips.',
      'Drive the hips up to full extension and pause.',
      'Lower until the glutes nearly touch the floor, keeping tension.',
    ],
    keyPointsZh: [
      '凳子与杠铃垂直摆放，使杠铃正好落在髋部。',
      '向上顶髋至完全伸展，稍作停顿。',
      '下放至臀部接近地面，保持张力。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'glute-bridge', nameEn: 'Glute Bridge', nameZh: '臀桥',
    keyPointsEn: [
      'Lie on your back, knees bent, feet flat and hip-width apart.',
      'Press through the heels and lift the hips until knees, hips and shoulders line up.',
      'Squeeze the glutes at the top; do not push up with the lower back.',
    ],
    keyPointsZh: [
      '仰卧屈膝，双脚平踩地面，与髋同宽。',
      '脚跟发力抬起髋部，使膝、髋、肩成一条直线。',
      '顶端夹紧臀部，不要用腰部顶起。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['lower_back_health', 'core_stability'],
  }),
  defineExercise({
    key: 'single-leg-glute-bridge', nameEn: 'Single-Leg Glute Bridge', nameZh: '单腿臀桥',
    keyPointsEn: [
      'One foot on the floor, the other knee pulled in or the leg extended.',
      'Drive the hips up through the heel while keeping the pelvis level.',
      'Lower slowly and repeat before switching sides.',
    ],
    keyPointsZh: [
      '一只脚踩地，另一侧膝盖收向胸口或腿伸直。',
      '脚跟发力抬髋，骨盆保持水平。',
      '缓慢下放，一侧做完再换边。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings', 'abductors'],
    movementPatterns: ['hinge'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['knee_stability', 'core_stability'],
  }),
  defineExercise({
    key: 'side-lying-hip-abduction', nameEn: 'Side-Lying Hip Abduction', nameZh: '侧卧抬腿',
    keyPointsEn: [
      'Lie on your side with the body in a straight line.',
      'Lift the top leg slightly behind the body, toes pointing forward.',
      'Lower slowly; do not roll the hips back to lift higher.',
    ],
    keyPointsZh: [
      '侧卧，身体成一条直线。',
      '上侧腿略向身后抬起，脚尖朝前。',
      '缓慢放下；不要为了抬高而向后转髋。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['abductors'], secondaryMuscles: ['glutes'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'hip-abduction-machine', nameEn: 'Hip Abduction Machine', nameZh: '坐姿髋外展',
    keyPointsEn: [
      'Sit with the pads on the outside of the knees.',
      'Push the legs apart as far as you can and pause.',
      'Lean slightly forward to bias the upper glutes; return slowly.',
    ],
    keyPointsZh: [
      '坐好，护垫位于膝盖外侧。',
      '双腿尽量向外打开并停顿。',
      '上身略前倾可更多刺激臀中肌上部，缓慢还原。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['abductors', 'glutes'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'machine-glute-kickback', nameEn: 'Machine Glute Kickback', nameZh: '器械后踢腿',
    keyPointsEn: [
      'Chest on the pad, working foot on the platform.',
      'Press back and up until the hip is fully extended.',
      'Keep the lower back still; the movement comes from the hip.',
    ],
    keyPointsZh: [
      '胸口贴住靠垫，工作腿的脚踩在踏板上。',
      '向后上方蹬至髋部完全伸展。',
      '腰部保持不动，动作只来自髋关节。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'cable-pull-through', nameEn: 'Cable Pull-Through', nameZh: '绳索胯下前拉',
    keyPointsEn: [
      'Face away from a low pulley, rope held between the legs.',
      'Hinge back with soft knees until the hamstrings stretch.',
      'Drive the hips forward to stand tall and squeeze the glutes.',
    ],
    keyPointsZh: [
      '背对低位滑轮，双手持绳索于两腿之间。',
      '膝盖微屈向后屈髋，至腘绳肌有拉伸感。',
      '向前送髋站直，夹紧臀部。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['glutes', 'hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'cable-glute-kickback', nameEn: 'Cable Glute Kickback', nameZh: '绳索后踢腿',
    keyPointsEn: [
      'Ankle strap on, hold the machine and hinge slightly forward.',
      'Kick the leg back by squeezing the glute, knee slightly bent.',
      'Avoid arching the lower back to get the leg higher.',
    ],
    keyPointsZh: [
      '脚踝绑好脚环，扶住器械，上身略前倾。',
      '膝盖微屈，收缩臀部将腿向后踢。',
      '不要通过塌腰来把腿抬得更高。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'banded-lateral-walk', nameEn: 'Banded Lateral Walk', nameZh: '弹力带侧向行走',
    keyPointsEn: [
      'Band above the knees or around the ankles, half-squat stance.',
      'Step sideways, keeping tension on the band and the toes forward.',
      'Do not let the feet come together or the knees cave in.',
    ],
    keyPointsZh: [
      '弹力带套在膝盖上方或脚踝处，半蹲姿势。',
      '向侧方迈步，保持弹力带张力，脚尖朝前。',
      '双脚不要并拢，膝盖不要内扣。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['abductors', 'glutes'],
    movementPatterns: ['isolation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['knee_stability', 'hip_mobility'],
  }),
  defineExercise({
    key: 'band-clamshell', nameEn: 'Band Clamshell', nameZh: '弹力带蚌式开合',
    keyPointsEn: [
      'Lie on your side, knees bent, band just above the knees.',
      'Keep the feet together and open the top knee like a clamshell.',
      'Keep the pelvis still; stop before it rolls back.',
    ],
    keyPointsZh: [
      '侧卧屈膝，弹力带套在膝盖上方。',
      '双脚并拢，像贝壳一样打开上侧膝盖。',
      '骨盆保持不动，在骨盆后转前停止。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['abductors'], secondaryMuscles: ['glutes'],
    movementPatterns: ['isolation'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['knee_stability', 'hip_mobility'],
  }),
  defineExercise({
    key: 'banded-glute-bridge', nameEn: 'Banded Glute Bridge', nameZh: '弹力带臀桥',
    keyPointsEn: [
      'Band above the knees, feet flat and hip-width apart.',
      'Push the knees out against the band as you bridge up.',
      'Hold the top for two seconds, then lower slowly.',
    ],
    keyPointsZh: [
      '弹力带套在膝盖上方，双脚平踩与髋同宽。',
      '顶髋的同时膝盖向外撑开弹力带。',
      '顶端保持两秒，再缓慢下放。',
    ],
    equipment: 'band', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['abductors', 'hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'dumbbell-curtsy-lunge', nameEn: 'Dumbbell Curtsy Lunge', nameZh: '哑铃交叉后撤弓步',
    keyPointsEn: [
      'Step one leg back and across behind the other.',
      'Lower until the front thigh is near parallel, front knee over the foot.',
      'Drive through the front heel to return; keep the hips facing forward.',
    ],
    keyPointsZh: [
      '一条腿向后斜交叉撤到另一条腿后方。',
      '下蹲至前侧大腿接近水平，前膝对准脚尖。',
      '前脚跟发力回到起始位，髋部保持朝前。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['glutes'], secondaryMuscles: ['quads', 'abductors', 'adductors'],
    movementPatterns: ['lunge'], performanceFeatures: ['stability', 'hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
];
