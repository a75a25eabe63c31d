import { defineExercise } from './define-exercise.ts';

export const BACK_EXERCISES = [
  defineExercise({
    key: 'barbell-bent-over-row', nameEn: 'Barbell Bent-Over Row', nameZh: '杠铃俯身划船',
    keyPointsEn: [
      'Hinge until the torso is about 45° or lower, back flat, knees soft.',
      'Row the bar to the lower ribs, driving the elbows back.',
      'Keep the torso angle fixed; standing up to move the bar means it is too heavy.',
    ],
    keyPointsZh: [
      '屈髋俯身至躯干约45°或更低，背部平直，膝盖微屈。',
      '手肘向后带动杠铃拉至下肋处。',
      '躯干角度保持不变；需要起身借力说明重量过大。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['lats', 'upper_back'], secondaryMuscles: ['biceps', 'rear_delts', 'lower_back'],
    movementPatterns: ['horizontal_pull', 'hinge'], performanceFeatures: ['max_strength', 'hypertrophy'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'pendlay-row', nameEn: 'Pendlay Row', nameZh: '彭德雷划船',
    keyPointsEn: [
      'Torso parallel to the floor, bar resting on the floor at the start of every rep.',
      'Pull explosively to the lower chest without lifting the torso.',
      'Return the bar to the floor and reset the back before the next rep.',
    ],
    keyPointsZh: [
      '躯干与地面平行，每次都从杠铃静置地面开始。',
      '爆发式拉至下胸，上身不要抬起。',
      '杠铃放回地面，重新绷紧背部再拉下一次。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['upper_back', 'lats'], secondaryMuscles: ['biceps', 'rear_delts', 'lower_back'],
    movementPatterns: ['horizontal_pull', 'hinge'], performanceFeatures: ['power', 'max_strength'],
  }),
  defineExercise({
    key: 't-bar-row', nameEn: 'T-Bar Row', nameZh: 'T杠划船',
    keyPointsEn: [
      'Straddle the bar with a V-handle under the plates, chest up and back flat.',
      'Row the handle to the chest while keeping the hips still.',
      'Lower until the arms are straight and the shoulder blades stretch forward.',
    ],
    keyPointsZh: [
      '跨立于杠铃两侧，V形把手卡在杠铃片下，挺胸背平。',
      '将把手拉向胸口，髋部保持不动。',
      '下放至手臂伸直，肩胛充分前伸。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['upper_back', 'lats'], secondaryMuscles: ['biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy', 'max_strength'],
  }),
  defineExercise({
    key: 'rack-pull', nameEn: 'Rack Pull', nameZh: '架上硬拉',
    keyPointsEn: [
      'Set the pins just below or above the knees.',
      'Take a deadlift stance, pull the slack out of the bar and brace.',
      'Drive the hips through to stand tall; do not lean back at lockout.',
    ],
    keyPointsZh: [
      '保护杠调至膝盖略下方或略上方。',
      '按硬拉站距站好，先把杠铃“拉紧”再发力，核心收紧。',
      '伸髋站直即可，锁定时不要后仰。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['upper_back', 'lower_back', 'traps'], secondaryMuscles: ['glutes', 'hamstrings', 'forearms'],
    movementPatterns: ['hinge'], rangeOfMotion: 'partial', performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'good-morning', nameEn: 'Good Morning', nameZh: '杠铃早安式体前屈',
    keyPointsEn: [
      'Bar on the upper back as in a squat, knees slightly bent.',
      'Push the hips back and lower the torso with a flat back until the hamstrings limit you.',
      'Drive the hips forward to stand; start light and progress slowly.',
    ],
    keyPointsZh: [
      '杠铃置于上背，同深蹲背杠，膝盖微屈。',
      '臀部向后推，背部平直地俯身，至腘绳肌拉紧为止。',
      '髋部前送站起；从轻重量开始，循序渐进。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['hamstrings', 'lower_back'], secondaryMuscles: ['glutes'],
    movementPatterns: ['hinge'], performanceFeatures: ['max_strength'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'barbell-shrug', nameEn: 'Barbell Shrug', nameZh: '杠铃耸肩',
    keyPointsEn: [
      'Stand tall with the bar at the thighs, arms straight.',
      'Lift the shoulders straight up toward the ears; do not roll them.',
      'Hold the top for a second and lower slowly.',
    ],
    keyPointsZh: [
      '身体直立，杠铃置于大腿前，手臂伸直。',
      '肩膀垂直向耳朵方向耸起，不要绕圈转动。',
      '顶端停留一秒，缓慢下放。',
    ],
    equipment: 'barbell', compound: false, primaryMuscles: ['traps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'one-arm-dumbbell-row', nameEn: 'One-Arm Dumbbell Row', nameZh: '单臂哑铃划船',
    keyPointsEn: [
      'Support one hand and knee on a bench, back flat and parallel to the floor.',
      'Row the dumbbell toward the hip, elbow close to the body.',
      'Keep the shoulders square; do not twist the torso to lift the weight.',
    ],
    keyPointsZh: [
      '单手单膝撑在凳上，背部平直与地面平行。',
      '手肘贴近身体，把哑铃向髋部方向拉起。',
      '双肩保持水平，不要转体借力。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['upper_back', 'biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'chest-supported-dumbbell-row', nameEn: 'Chest-Supported Dumbbell Row', nameZh: '俯卧上斜哑铃划船',
    keyPointsEn: [
      'Lie face down on a 30–45° incline bench, dumbbells hanging straight down.',
      'Row with the elbows at about 45° and squeeze the shoulder blades together.',
      'Keep the chest on the pad so the lower back cannot help.',
    ],
    keyPointsZh: [
      '俯卧于30–45°上斜凳，哑铃自然垂下。',
      '手肘约45°外展向上划，肩胛向中间夹紧。',
      '胸口始终贴住靠垫，避免腰部借力。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['upper_back'], secondaryMuscles: ['lats', 'rear_delts', 'biceps'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['posture', 'lower_back_health'],
  }),
  defineExercise({
    key: 'dumbbell-shrug', nameEn: 'Dumbbell Shrug', nameZh: '哑铃耸肩',
    keyPointsEn: [
      'Dumbbells at the sides, palms facing in, arms long.',
      'Shrug straight up and pause at the top.',
      'Lower fully to stretch the traps; keep the head neutral.',
    ],
    keyPointsZh: [
      '哑铃置于身体两侧，掌心相对，手臂自然伸直。',
      '垂直向上耸肩，顶端稍停。',
      '完全下放拉伸斜方肌，头部保持中立。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['traps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'pull-up', nameEn: 'Pull-Up', nameZh: '引体向上',
    keyPointsEn: [
      'Overhand grip slightly wider than the shoulders, start from a dead hang.',
      'Pull the elbows down to the ribs until the chin clears the bar.',
      'Lower all the way under control; no kipping or swinging.',
    ],
    keyPointsZh: [
      '正手握杠，略宽于肩，从完全悬垂开始。',
      '手肘向下拉向肋部，直到下巴过杠。',
      '控制下放至手臂伸直，不要摆荡借力。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['biceps', 'upper_back', 'forearms'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['max_strength', 'hypertrophy'], injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'chin-up', nameEn: 'Chin-Up', nameZh: '反手引体向上',
    keyPointsEn: [
      'Underhand grip about shoulder-width, body still.',
      'Pull until the chin is over the bar, chest toward the bar.',
      'Lower to straight arms every rep.',
    ],
    keyPointsZh: [
      '反手握杠，约与肩同宽，身体保持稳定。',
      '拉至下巴过杠，胸口迎向横杠。',
      '每次都下放至手臂完全伸直。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['lats', 'biceps'], secondaryMuscles: ['upper_back', 'forearms'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['max_strength', 'hypertrophy'],
  }),
  defineExercise({
    key: 'inverted-row', nameEn: 'Inverted Row', nameZh: '反向划船',
    keyPointsEn: [
      'Hang under a bar set at hip height, body straight, heels on the floor.',
      'Pull the chest to the bar, squeezing the shoulder blades together.',
      'Bend the knees to make it easier, elevate the feet to make it harder.',
    ],
    keyPointsZh: [
      '仰身悬挂在齐髋高的横杠下，身体挺直，脚跟着地。',
      '胸口拉向横杠，肩胛向中间夹紧。',
      '屈膝可降低难度，垫高双脚可增加难度。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['upper_back'], secondaryMuscles: ['lats', 'biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['posture', 'shoulder_health'],
  }),
  defineExercise({
    key: 'back-extension', nameEn: '45° Back Extension', nameZh: '45度山羊挺身',
    keyPointsEn: [
      'Pad just below the hip bones so you can hinge freely.',
      'Lower with a flat back, then rise until the body forms a straight line.',
      'Stop at neutral; hyperextending the lower back adds risk, not results.',
    ],
    keyPointsZh: [
      '靠垫位于髂骨稍下方，保证髋部能自由屈伸。',
      '背部平直地俯身下放，再抬起至身体成一条直线。',
      '到中立位即停，过度后仰只会增加腰部风险。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['lower_back', 'glutes'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'superman-hold', nameEn: 'Superman Hold', nameZh: '超人式',
    keyPointsEn: [
      'Lie face down with the arms overhead.',
      'Lift arms, chest and legs a few centimetres by squeezing the glutes and back.',
      'Keep the neck long and breathe while holding.',
    ],
    keyPointsZh: [
      '俯卧，双臂向头顶伸直。',
      '收紧臀部和背部，将手臂、胸部和双腿抬离地面几厘米。',
      '颈部保持延展，保持期间正常呼吸。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['lower_back'], secondaryMuscles: ['glutes', 'upper_back'],
    movementPatterns: ['isolation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['muscular_endurance', 'stability'], injuryPreventionFeatures: ['lower_back_health', 'posture'],
  }),
  defineExercise({
    key: 'four-way-neck-isometric', nameEn: 'Four-Way Neck Isometric', nameZh: '颈部四向等长抗阻',
    keyPointsEn: [
      'Sit or stand tall; place a hand on the forehead, back of the head, then each side.',
      'Push the head into the hand without letting it move, building up to a firm effort.',
      'Hold each direction for the set time and breathe steadily.',
    ],
    keyPointsZh: [
      '坐直或站直，手依次放在前额、后脑和头部两侧。',
      '头部向手用力，但保持不动，力量逐渐加大。',
      '每个方向保持规定时间，呼吸平稳。',
    ],
    equipment: 'bodyweight', compound: false, primaryMuscles: ['neck'], secondaryMuscles: ['traps'],
    movementPatterns: ['isolation'], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['stability'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'lying-neck-flexion', nameEn: 'Lying Plate Neck Flexion', nameZh: '仰卧负重颈屈',
    keyPointsEn: [
      'Lie on a bench with the head off the end and a towel-wrapped plate held on the forehead.',
      'Tuck the chin and curl the head toward the chest.',
      'Lower slowly to neutral; use light weight and high reps.',
    ],
    keyPointsZh: [
      '仰卧于凳上，头部伸出凳外，用毛巾包住杠铃片扶在前额。',
      '先收下巴，再将头部向胸口屈曲。',
      '缓慢回到中立位；采用轻重量、高次数。',
    ],
    equipment: 'other', compound: false, primaryMuscles: ['neck'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'lat-pulldown', nameEn: 'Lat Pulldown', nameZh: '高位下拉',
    keyPointsEn: [
      'Grip slightly wider than the shoulders, thighs locked under the pad.',
      'Lean back slightly and pull the bar to the upper chest, elbows driving down.',
      'Let the arms straighten fully at the top without shrugging.',
    ],
    keyPointsZh: [
      '握距略宽于肩，大腿固定在护垫下。',
      '上身略后仰，手肘向下带动横杆拉至上胸。',
      '顶端手臂完全伸直，但不要耸肩。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['biceps', 'upper_back'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'neutral-grip-lat-pulldown', nameEn: 'Neutral-Grip Lat Pulldown', nameZh: '对握窄距高位下拉',
    keyPointsEn: [
      'Use a close neutral handle, chest up.',
      'Pull the handle to the sternum, elbows close to the body.',
      'Stretch the lats at the top by letting the shoulders rise under control.',
    ],
    keyPointsZh: [
      '使用窄距对握把手，挺胸。',
      '手肘贴近身体，把手拉至胸骨处。',
      '顶端让肩部受控上提，充分拉伸背阔肌。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['biceps', 'upper_back'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'seated-cable-row', nameEn: 'Seated Cable Row', nameZh: '坐姿绳索划船',
    keyPointsEn: [
      'Sit tall, knees slightly bent, torso upright.',
      'Row the handle to the belly, squeezing the shoulder blades together.',
      'Reach forward with the arms on the return, not by rounding the lower back.',
    ],
    keyPointsZh: [
      '坐直，膝盖微屈，上身保持直立。',
      '把手拉向腹部，肩胛向中间夹紧。',
      '还原时靠手臂前伸拉伸，而不是弓腰前倾。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['upper_back', 'lats'], secondaryMuscles: ['biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'straight-arm-pulldown', nameEn: 'Straight-Arm Pulldown', nameZh: '直臂下压',
    keyPointsEn: [
      'Face a high pulley, hinge slightly, arms long with a soft elbow bend.',
      'Sweep the bar down to the thighs using the lats.',
      'Keep the elbow angle fixed so the triceps do not take over.',
    ],
    keyPointsZh: [
      '面向高位滑轮，髋部略前倾，手臂伸直、肘部微屈。',
      '用背阔肌发力将横杆向下扫至大腿前。',
      '手肘角度保持不变，避免变成三头下压。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['lats'], secondaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'seated-machine-row', nameEn: 'Seated Machine Row', nameZh: '坐姿器械划船',
    keyPointsEn: [
      'Set the chest pad so the arms are fully extended at the start.',
      'Pull the handles back until the elbows pass the torso.',
      'Keep the chest on the pad and control the return.',
    ],
    keyPointsZh: [
      '调整胸垫，使起始时手臂完全伸直。',
      '向后拉动把手，直到手肘越过躯干。',
      '胸口始终贴住胸垫，控制还原。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['upper_back', 'lats'], secondaryMuscles: ['biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'assisted-pull-up-machine', nameEn: 'Assisted Pull-Up Machine', nameZh: '器械辅助引体向上',
    keyPointsEn: [
      'Select the counterweight: more weight means more assistance.',
      'Kneel on the pad, pull until the chin clears the handles.',
      'Reduce assistance over time as strict reps get easier.',
    ],
    keyPointsZh: [
      '选择配重：配重越大，辅助越多。',
      '跪在踏板上，拉至下巴高过把手。',
      '标准动作变轻松后逐步减少辅助配重。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['biceps', 'upper_back'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['max_strength', 'hypertrophy'],
  }),
  defineExercise({
    key: 'reverse-hyperextension', nameEn: 'Reverse Hyperextension', nameZh: '反向背伸',
    keyPointsEn: [
      'Lie face down with the hips at the edge of the pad, holding the handles.',
      'Swing the legs up to hip level using the glutes, not momentum.',
      'Let the legs swing back down under control to decompress the lower back.',
    ],
    keyPointsZh: [
      '俯卧，髋部位于垫子边缘，双手握紧把手。',
      '用臀部发力将双腿抬至与髋同高，不要甩腿借力。',
      '控制双腿回落，使下背部得到放松减压。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['glutes', 'lower_back'], secondaryMuscles: ['hamstrings'],
    movementPatterns: ['hinge'], performanceFeatures: ['hypertrophy'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'trap-bar-shrug', nameEn: 'Trap Bar Shrug', nameZh: '六角杠耸肩',
    keyPointsEn: [
      'Stand inside the bar and lift it as in a trap bar deadlift.',
      'Shrug straight up with the weight in line with the body.',
      'Pause at the top, then lower to a full stretch.',
    ],
    keyPointsZh: [
      '站在六角杠中间，按六角杠硬拉的方式提起。',
      '负重与身体在同一直线上，垂直向上耸肩。',
      '顶端停顿，再下放至充分拉伸。',
    ],
    equipment: 'trap_bar', compound: false, primaryMuscles: ['traps'], secondaryMuscles: ['forearms'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy', 'max_strength'],
    injuryPreventionFeatures: ['grip_strength'],
  }),
  defineExercise({
    key: 'kettlebell-gorilla-row', nameEn: 'Kettlebell Gorilla Row', nameZh: '壶铃猩猩划船',
    keyPointsEn: [
      'Wide stance, two kettlebells between the feet, hinge with a flat back.',
      'Row one bell while pressing the other into the floor.',
      'Alternate sides without rotating the hips.',
    ],
    keyPointsZh: [
      '宽站距，两只壶铃放在双脚之间，屈髋俯身背部平直。',
      '一侧划船，另一只手压住地面的壶铃。',
      '左右交替，髋部不要旋转。',
    ],
    equipment: 'kettlebell', compound: true, primaryMuscles: ['lats', 'upper_back'], secondaryMuscles: ['biceps', 'obliques'],
    movementPatterns: ['horizontal_pull', 'anti_rotation'], performanceFeatures: ['hypertrophy', 'stability'],
    injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'suspension-row', nameEn: 'Suspension Row', nameZh: 'TRX悬挂划船',
    keyPointsEn: [
      'Lean back holding the handles, body straight, arms extended.',
      'Pull the chest to the handles, elbows close to the body.',
      'Walk the feet forward to make it harder.',
    ],
    keyPointsZh: [
      '双手握把身体后倾，身体挺直，手臂伸直。',
      '手肘贴近身体，把胸口拉向把手。',
      '双脚向前移动可以增加难度。',
    ],
    equipment: 'suspension', compound: true, primaryMuscles: ['upper_back'], secondaryMuscles: ['lats', 'biceps', 'rear_delts'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['muscular_endurance', 'stability'], injuryPreventionFeatures: ['posture'],
  }),
  defineExercise({
    key: 'band-lat-pulldown', nameEn: 'Band Lat Pulldown', nameZh: '弹力带高位下拉',
    keyPointsEn: [
      'Anchor the band high, kneel and hold it with the arms overhead.',
      'Pull the elbows down to the ribs, chest up.',
      'Return slowly against the band\'s pull.',
    ],
    keyPointsZh: [
      '弹力带固定在高处，跪姿双手上举握住。',
      '挺胸，手肘下拉至肋部两侧。',
      '对抗弹力缓慢还原。',
    ],
    equipment: 'band', compound: true, primaryMuscles: ['lats'], secondaryMuscles: ['biceps'],
    movementPatterns: ['vertical_pull'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'band-seated-row', nameEn: 'Band Seated Row', nameZh: '弹力带坐姿划船',
    keyPointsEn: [
      'Sit with the legs straight and the band looped around the feet.',
      'Sit tall and row the hands to the lower ribs.',
      'Pause with the shoulder blades squeezed, then release slowly.',
    ],
    keyPointsZh: [
      '坐姿双腿伸直，弹力带绕过脚底。',
      '上身坐直，双手划向下肋。',
      '肩胛夹紧稍停，再缓慢放回。',
    ],
    equipment: 'band', compound: true, primaryMuscles: ['upper_back'], secondaryMuscles: ['lats', 'biceps'],
    movementPatterns: ['horizontal_pull'], performanceFeatures: ['muscular_endurance'], injuryPreventionFeatures: ['posture'],
  }),
];
