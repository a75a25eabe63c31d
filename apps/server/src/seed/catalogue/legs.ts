import { defineExercise } from './define-exercise.ts';

export const LEG_EXERCISES = [
  defineExercise({
    key: 'barbell-back-squat', nameEn: 'Barbell Back Squat', nameZh: '杠铃颈后深蹲',
    keyPointsEn: [
      'Bar on the upper back, feet about shoulder-width, toes slightly out.',
      'Brace, then sit down between the heels with the knees tracking over the toes.',
      'Reach at least parallel and drive up with the chest and hips rising together.',
    ],
    keyPointsZh: [
      '杠铃置于上背，双脚约与肩同宽，脚尖略外展。',
      '先吸气收紧核心，再向下蹲，膝盖与脚尖方向一致。',
      '至少蹲至大腿与地面平行，起身时胸口和臀部同步上升。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors', 'hamstrings', 'lower_back'],
    movementPatterns: ['squat'], performanceFeatures: ['max_strength', 'hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'barbell-front-squat', nameEn: 'Barbell Front Squat', nameZh: '杠铃颈前深蹲',
    keyPointsEn: [
      'Bar resting on the front of the shoulders, elbows high.',
      'Squat straight down keeping the torso upright.',
      'Drive the elbows up out of the bottom so the bar does not roll forward.',
    ],
    keyPointsZh: [
      '杠铃架在肩前，手肘抬高。',
      '上身保持直立，垂直下蹲。',
      '起身时手肘向上顶，防止杠铃向前滚落。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['quads'], secondaryMuscles: ['glutes', 'upper_back', 'abs'],
    movementPatterns: ['squat'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['core_stability', 'posture'],
  }),
  defineExercise({
    key: 'box-squat', nameEn: 'Box Squat', nameZh: '箱式深蹲',
    keyPointsEn: [
      'Set a box at or just below parallel height.',
      'Sit back onto the box under control, keeping the brace.',
      'Pause briefly without relaxing, then drive up.',
    ],
    keyPointsZh: [
      '箱子高度在大腿平行位或略低。',
      '保持核心收紧，控制着向后坐到箱子上。',
      '短暂停顿但不放松，然后发力站起。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'adductors'],
    movementPatterns: ['squat'], performanceFeatures: ['max_strength', 'power'],
  }),
  defineExercise({
    key: 'romanian-deadlift', nameEn: 'Romanian Deadlift', nameZh: '罗马尼亚硬拉',
    keyPointsEn: [
      'Start standing with the bar, knees soft and fixed.',
      'Push the hips back and slide the bar down the thighs with a flat back.',
      'Stop when the hamstrings are fully stretched, then drive the hips forward.',
    ],
    keyPointsZh: [
      '站立持杠开始，膝盖微屈并保持角度不变。',
      '臀部向后推，背部平直，杠铃贴着大腿下滑。',
      '腘绳肌充分拉伸时停止，再向前送髋站起。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['hamstrings', 'glutes'], secondaryMuscles: ['lower_back', 'forearms'],
    movementPatterns: ['hinge'], performanceFeatures: ['hypertrophy', 'max_strength'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'bulgarian-split-squat', nameEn: 'Bulgarian Split Squat', nameZh: '保加利亚分腿蹲',
    keyPointsEn: [
      'Rear foot on a bench, front foot far enough forward that the heel stays down.',
      'Lower straight down until the back knee nearly touches the floor.',
      'Drive through the front foot; a slight forward lean works the glutes more.',
    ],
    keyPointsZh: [
      '后脚搭在凳上，前脚向前站足够远，保证脚跟不离地。',
      '垂直下蹲，至后膝接近地面。',
      '前脚发力站起；上身略前倾可更多刺激臀部。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors', 'hamstrings'],
    movementPatterns: ['lunge'], performanceFeatures: ['hypertrophy', 'stability'], injuryPreventionFeatures: ['knee_stability', 'hip_mobility'],
  }),
  defineExercise({
    key: 'dumbbell-walking-lunge', nameEn: 'Dumbbell Walking Lunge', nameZh: '哑铃行进弓步',
    keyPointsEn: [
      'Dumbbells at the sides, take a long step forward.',
      'Lower the back knee toward the floor with the torso upright.',
      'Push through the front foot and step straight into the next lunge.',
    ],
    keyPointsZh: [
      '双手持哑铃于体侧，向前迈一大步。',
      '上身直立，后膝向地面下沉。',
      '前脚发力，直接迈入下一步弓步。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'adductors'],
    movementPatterns: ['lunge'], performanceFeatures: ['hypertrophy', 'muscular_endurance'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'dumbbell-step-up', nameEn: 'Dumbbell Step-Up', nameZh: '哑铃登阶',
    keyPointsEn: [
      'Box at about knee height, whole foot on the box.',
      'Drive through the top foot to stand up; do not push off the back foot.',
      'Lower slowly and keep the knee in line with the toes.',
    ],
    keyPointsZh: [
      '箱子约与膝同高，整只脚踩在箱面上。',
      '靠上方腿发力站起，不要用后脚蹬地借力。',
      '缓慢下落，膝盖与脚尖方向保持一致。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'calves'],
    movementPatterns: ['lunge'], performanceFeatures: ['stability', 'hypertrophy'], injuryPreventionFeatures: ['knee_stability', 'ankle_stability'],
  }),
  defineExercise({
    key: 'single-leg-romanian-deadlift', nameEn: 'Single-Leg Romanian Deadlift', nameZh: '单腿罗马尼亚硬拉',
    keyPointsEn: [
      'Hold a dumbbell in the hand opposite the standing leg.',
      'Hinge forward as the free leg reaches back, hips square to the floor.',
      'Return by squeezing the glute of the standing leg.',
    ],
    keyPointsZh: [
      '支撑腿对侧的手持哑铃。',
      '屈髋前倾，同时另一条腿向后伸，髋部保持水平朝下。',
      '收缩支撑腿臀部回到站立。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['hamstrings', 'glutes'], secondaryMuscles: ['abductors', 'lower_back'],
    movementPatterns: ['hinge'], performanceFeatures: ['stability', 'hypertrophy'], injuryPreventionFeatures: ['ankle_stability', 'knee_stability'],
  }),
  defineExercise({
    key: 'dumbbell-sumo-squat', nameEn: 'Dumbbell Sumo Squat', nameZh: '哑铃相扑深蹲',
    keyPointsEn: [
      'Wide stance, toes turned out, one dumbbell held between the legs.',
      'Sit straight down, pushing the knees out over the toes.',
      'Stand by squeezing the inner thighs and glutes.',
    ],
    keyPointsZh: [
      '宽站距，脚尖外展，双手持一只哑铃垂于两腿之间。',
      '垂直下蹲，膝盖向外对准脚尖。',
      '收紧大腿内侧和臀部站起。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['adductors', 'quads'], secondaryMuscles: ['glutes'],
    movementPatterns: ['squat'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['hip_mobility'],
  }),
  defineExercise({
    key: 'leg-press', nameEn: 'Leg Press', nameZh: '45度腿举',
    keyPointsEn: [
      'Feet shoulder-width in the middle of the platform.',
      'Lower until the knees are around 90° without the lower back lifting off the pad.',
      'Press through the whole foot; do not snap the knees straight.',
    ],
    keyPointsZh: [
      '双脚与肩同宽，放在踏板中间。',
      '下放至膝盖约90°，腰部不要离开靠垫。',
      '全脚掌发力蹬起，膝盖不要猛然锁死。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors', 'hamstrings'],
    movementPatterns: ['squat'], performanceFeatures: ['hypertrophy', 'max_strength'],
  }),
  defineExercise({
    key: 'hack-squat', nameEn: 'Hack Squat', nameZh: '哈克深蹲',
    keyPointsEn: [
      'Back flat against the pad, feet shoulder-width on the platform.',
      'Lower as deep as you can keep the hips on the pad.',
      'Drive up through the mid-foot.',
    ],
    keyPointsZh: [
      '背部紧贴靠垫，双脚与肩同宽站在踏板上。',
      '在臀部不离开靠垫的前提下尽量蹲深。',
      '通过足中发力站起。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['quads'], secondaryMuscles: ['glutes', 'adductors'],
    movementPatterns: ['squat'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'leg-extension', nameEn: 'Leg Extension', nameZh: '坐姿腿屈伸',
    keyPointsEn: [
      'Line the knee up with the machine\'s pivot, pad on the lower shin.',
      'Extend the legs fully and squeeze the quads for a moment.',
      'Lower slowly without letting the weight stack crash.',
    ],
    keyPointsZh: [
      '膝关节对准器械转轴，护垫压在小腿下段。',
      '伸直双腿，股四头肌顶峰收缩片刻。',
      '缓慢下放，配重片不要砸落。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['quads'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'lying-leg-curl', nameEn: 'Lying Leg Curl', nameZh: '俯卧腿弯举',
    keyPointsEn: [
      'Lie face down, knees just off the bench, pad above the heels.',
      'Curl the heels toward the glutes while keeping the hips pressed down.',
      'Lower under control to almost straight legs.',
    ],
    keyPointsZh: [
      '俯卧，膝盖刚好在凳面外，护垫在脚跟上方。',
      '髋部压紧凳面，将脚跟弯向臀部。',
      '控制下放至双腿接近伸直。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['hamstrings'], secondaryMuscles: ['calves'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'seated-leg-curl', nameEn: 'Seated Leg Curl', nameZh: '坐姿腿弯举',
    keyPointsEn: [
      'Lock the thigh pad down and line the knees up with the pivot.',
      'Curl the pad under the seat as far as you can.',
      'Return slowly to a full stretch of the hamstrings.',
    ],
    keyPointsZh: [
      '压紧大腿护垫，膝关节对准转轴。',
      '尽可能把护垫弯向座椅下方。',
      '缓慢还原，充分拉伸腘绳肌。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['hamstrings'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'standing-calf-raise', nameEn: 'Standing Calf Raise', nameZh: '站姿提踵',
    keyPointsEn: [
      'Balls of the feet on the edge of the platform, knees straight.',
      'Lower the heels to a full stretch, pause.',
      'Rise as high as possible onto the toes and squeeze.',
    ],
    keyPointsZh: [
      '前脚掌踩在踏台边缘，膝盖伸直。',
      '脚跟下沉至充分拉伸，稍作停顿。',
      '尽量踮高脚尖，顶端收缩。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['calves'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['ankle_stability'],
  }),
  defineExercise({
    key: 'seated-calf-raise', nameEn: 'Seated Calf Raise', nameZh: '坐姿提踵',
    keyPointsEn: [
      'Pad on the lower thighs, balls of the feet on the platform.',
      'Lower the heels fully, then press up through the big toe.',
      'Bent knees shift the work to the soleus; use slow, full reps.',
    ],
    keyPointsZh: [
      '护垫压在大腿下段，前脚掌踩在踏板上。',
      '脚跟完全下沉，再通过大脚趾发力推起。',
      '屈膝姿势更多刺激比目鱼肌，动作慢而完整。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['calves'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'hip-adduction-machine', nameEn: 'Hip Adduction Machine', nameZh: '坐姿髋内收',
    keyPointsEn: [
      'Sit tall with the pads on the inside of the knees.',
      'Squeeze the legs together and pause.',
      'Open slowly to a comfortable stretch.',
    ],
    keyPointsZh: [
      '坐直，护垫位于膝盖内侧。',
      '双腿向内夹紧并停顿。',
      '缓慢打开至舒适的拉伸位置。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['adductors'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'smith-machine-squat', nameEn: 'Smith Machine Squat', nameZh: '史密斯深蹲',
    keyPointsEn: [
      'Feet slightly in front of the bar so you can sit straight down.',
      'Squat to parallel or below, keeping the whole foot planted.',
      'Rotate the hooks to rack the bar at the end of the set.',
    ],
    keyPointsZh: [
      '双脚略站在杠铃前方，保证能垂直下蹲。',
      '下蹲至大腿平行或更低，全脚掌踩稳地面。',
      '每组结束时转动挂钩挂好杠铃。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors'],
    movementPatterns: ['squat'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'smith-machine-split-squat', nameEn: 'Smith Machine Split Squat', nameZh: '史密斯分腿蹲',
    keyPointsEn: [
      'Bar on the upper back, one foot forward and one back in a long split stance.',
      'Drop the back knee straight down toward the floor.',
      'Drive up through the front heel; finish all reps before switching legs.',
    ],
    keyPointsZh: [
      '杠铃置于上背，前后大分腿站立。',
      '后膝垂直向地面下沉。',
      '前脚脚跟发力站起；一侧做完再换腿。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors'],
    movementPatterns: ['lunge'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'air-squat', nameEn: 'Air Squat', nameZh: '徒手深蹲',
    keyPointsEn: [
      'Feet shoulder-width, arms reaching forward for balance.',
      'Sit the hips back and down below knee height, heels on the floor.',
      'Stand tall and squeeze the glutes at the top.',
    ],
    keyPointsZh: [
      '双脚与肩同宽，双臂前伸帮助平衡。',
      '臀部向后向下坐，蹲至髋部低于膝盖，脚跟不离地。',
      '站直，顶端夹紧臀部。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors', 'hamstrings'],
    movementPatterns: ['squat'], performanceFeatures: ['muscular_endurance', 'mobility'], injuryPreventionFeatures: ['hip_mobility', 'ankle_stability'],
  }),
  defineExercise({
    key: 'reverse-lunge', nameEn: 'Reverse Lunge', nameZh: '后撤步弓步蹲',
    keyPointsEn: [
      'Step back far enough that both knees reach about 90°.',
      'Keep the weight on the front foot and the torso upright.',
      'Push the front foot into the floor to return.',
    ],
    keyPointsZh: [
      '向后撤一大步，使双膝都接近90°。',
      '重心保持在前脚，上身直立。',
      '前脚踩地发力回到起始位。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'adductors'],
    movementPatterns: ['lunge'], performanceFeatures: ['stability', 'muscular_endurance'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'pistol-squat', nameEn: 'Pistol Squat', nameZh: '单腿深蹲',
    keyPointsEn: [
      'Stand on one leg, the other leg and both arms reaching forward.',
      'Sit down as low as you can control, the heel staying down.',
      'Stand without the knee caving in; hold a support to learn it.',
    ],
    keyPointsZh: [
      '单腿站立，另一条腿和双臂向前伸。',
      '在可控范围内尽量蹲低，脚跟不离地。',
      '站起时膝盖不要内扣；初学可扶支撑物练习。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hip_flexors', 'calves'],
    movementPatterns: ['squat'], performanceFeatures: ['max_strength', 'stability', 'mobility'], injuryPreventionFeatures: ['ankle_stability'],
  }),
  defineExercise({
    key: 'wall-sit', nameEn: 'Wall Sit', nameZh: '靠墙静蹲',
    keyPointsEn: [
      'Back flat against the wall, slide down until the thighs are parallel to the floor.',
      'Knees over the ankles and pointing the same way as the toes.',
      'Hold for time, breathing steadily.',
    ],
    keyPointsZh: [
      '背部贴墙下滑，至大腿与地面平行。',
      '膝盖位于脚踝正上方，与脚尖方向一致。',
      '按时间保持，呼吸平稳。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['quads'], secondaryMuscles: ['glutes'],
    movementPatterns: ['squat'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'nordic-hamstring-curl', nameEn: 'Nordic Hamstring Curl', nameZh: '北欧挺',
    keyPointsEn: [
      'Kneel with the ankles anchored, body straight from knees to head.',
      'Lean forward as slowly as possible, resisting with the hamstrings.',
      'Catch yourself with the hands and push back up; keep the hips extended.',
    ],
    keyPointsZh: [
      '跪姿，脚踝固定，从膝盖到头部成一条直线。',
      '用腘绳肌对抗，尽可能缓慢地向前倾倒。',
      '双手撑地缓冲再推回，全程髋部保持伸展。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['hamstrings'],
    movementPatterns: ['isolation'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'copenhagen-plank', nameEn: 'Copenhagen Plank', nameZh: '哥本哈根侧桥',
    keyPointsEn: [
      'Side plank with the top leg resting on a bench, bottom leg underneath.',
      'Lift the hips until the body is straight; bend the top knee to make it easier.',
      'Hold without the hips sagging or rotating.',
    ],
    keyPointsZh: [
      '侧桥姿势，上侧腿搭在凳上，下侧腿悬于下方。',
      '抬髋至身体成直线；上侧腿屈膝搭凳可降低难度。',
      '保持时髋部不要下塌或转动。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['adductors'], secondaryMuscles: ['obliques'],
    movementPatterns: ['anti_rotation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['core_stability', 'knee_stability'],
  }),
  defineExercise({
    key: 'single-leg-calf-raise', nameEn: 'Single-Leg Calf Raise', nameZh: '单腿提踵',
    keyPointsEn: [
      'Stand on one foot on a step, lightly holding a support.',
      'Lower the heel below the step, then rise as high as possible.',
      'Keep the ankle from rolling outward; hold a dumbbell once bodyweight is easy.',
    ],
    keyPointsZh: [
      '单脚站在台阶上，手轻扶支撑物。',
      '脚跟下沉至低于台阶，再尽量踮高。',
      '脚踝不要向外翻；自重轻松后可手持哑铃。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['calves'],
    movementPatterns: ['isolation'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['ankle_stability'],
  }),
  defineExercise({
    key: 'kettlebell-goblet-squat', nameEn: 'Kettlebell Goblet Squat', nameZh: '壶铃高脚杯深蹲',
    keyPointsEn: [
      'Hold the kettlebell by the horns at the chest, elbows down.',
      'Squat between the knees, elbows brushing the inside of the knees.',
      'Keep the chest up and stand through the whole foot.',
    ],
    keyPointsZh: [
      '双手握住壶铃把手置于胸前，手肘朝下。',
      '向下蹲至两膝之间，手肘轻触膝盖内侧。',
      '挺胸，全脚掌发力站起。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['adductors', 'abs'],
    movementPatterns: ['squat'], performanceFeatures: ['hypertrophy', 'mobility'], injuryPreventionFeatures: ['hip_mobility', 'posture'],
  }),
  defineExercise({
    key: 'suspension-single-leg-squat', nameEn: 'Suspension Single-Leg Squat', nameZh: 'TRX单腿深蹲',
    keyPointsEn: [
      'Face the anchor holding the handles, one leg lifted in front.',
      'Sit back and down on the standing leg, using the straps only for balance.',
      'Drive up through the heel, pulling with the arms as little as possible.',
    ],
    keyPointsZh: [
      '面向固定点握住把手，一条腿向前抬起。',
      '支撑腿向后向下坐，绳带只用于保持平衡。',
      '脚跟发力站起，尽量少用手臂拉。',
    ],
    equipment: 'suspension', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['squat'], performanceFeatures: ['stability'], injuryPreventionFeatures: ['knee_stability', 'ankle_stability'],
  }),
];
