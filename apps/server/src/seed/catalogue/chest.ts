import { defineExercise } from './define-exercise.ts';

export const CHEST_EXERCISES = [
  defineExercise({
    key: 'barbell-bench-press', nameEn: 'Barbell Bench Press', nameZh: '杠铃卧推',
    keyPointsEn: [
      'Eyes under the bar, shoulder blades pulled back and down, feet planted.',
      'Lower under control to the lower chest with elbows about 45° from the torso.',
      'Press up and slightly back over the shoulders; hips stay on the bench.',
    ],
    keyPointsZh: [
      '眼睛位于杠铃正下方，肩胛后缩下沉，双脚踩实地面。',
      '控制下放至胸部下沿，大臂与躯干约成45°。',
      '向上并略向后推回肩部上方，臀部全程不离开凳面。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['max_strength', 'hypertrophy'],
  }),
  defineExercise({
    key: 'incline-barbell-bench-press', nameEn: 'Incline Barbell Bench Press', nameZh: '上斜杠铃卧推',
    keyPointsEn: [
      'Set the bench to 30–45°; a steeper angle turns it into a shoulder press.',
      'Touch the bar just below the collarbones, forearms vertical at the bottom.',
      'Keep the shoulder blades set against the bench as you press.',
    ],
    keyPointsZh: [
      '凳面调至30–45°，角度过大会变成推肩。',
      '杠铃落点在锁骨稍下方，底部时小臂垂直地面。',
      '推起过程中肩胛始终贴紧凳面、保持收紧。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['max_strength', 'hypertrophy'],
  }),
  defineExercise({
    key: 'decline-barbell-bench-press', nameEn: 'Decline Barbell Bench Press', nameZh: '下斜杠铃卧推',
    keyPointsEn: [
      'Hook the legs securely and have a spotter hand off the bar.',
      'Lower to the bottom of the chest, elbows tucked slightly.',
      'Press straight up over the lower chest without bouncing.',
    ],
    keyPointsZh: [
      '双腿勾牢脚垫，最好由保护者协助出杠。',
      '下放至胸部最下沿，手肘略微内收。',
      '沿下胸正上方推起，不要借胸部反弹。',
    ],
    equipment: 'barbell', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy', 'max_strength'],
  }),
  defineExercise({
    key: 'dumbbell-bench-press', nameEn: 'Dumbbell Bench Press', nameZh: '哑铃卧推',
    keyPointsEn: [
      'Kick the dumbbells up from the knees and set the shoulder blades before the first rep.',
      'Lower until the elbows are just below the bench, wrists stacked over elbows.',
      'Press up and slightly in, without clanging the dumbbells together.',
    ],
    keyPointsZh: [
      '借膝盖把哑铃送到胸前，先收紧肩胛再开始第一次。',
      '下放至手肘略低于凳面，手腕始终在手肘正上方。',
      '向上并略向内推起，顶端不要让哑铃相撞。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy', 'stability'],
    injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'incline-dumbbell-press', nameEn: 'Incline Dumbbell Press', nameZh: '上斜哑铃卧推',
    keyPointsEn: [
      'Bench at 30–45°, chest up and shoulder blades tucked.',
      'Lower the dumbbells to the sides of the upper chest with a deep, controlled stretch.',
      'Drive up in a slight arc so the dumbbells finish over the shoulders.',
    ],
    keyPointsZh: [
      '凳面30–45°，挺胸，肩胛后缩下沉。',
      '哑铃下放到上胸两侧，控制节奏充分拉伸。',
      '沿轻微弧线推起，顶端哑铃位于肩部正上方。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-floor-press', nameEn: 'Dumbbell Floor Press', nameZh: '哑铃地板卧推',
    keyPointsEn: [
      'Lie on the floor with knees bent and feet flat.',
      'Lower until the upper arms rest briefly on the floor, elbows about 45° out.',
      'Press from a dead stop without bouncing the elbows off the floor.',
    ],
    keyPointsZh: [
      '仰卧于地面，屈膝，双脚踩实。',
      '下放至大臂轻触地面，手肘外展约45°。',
      '在底部稍作停顿后发力推起，不要让手肘砸地借力。',
    ],
    equipment: 'dumbbell', compound: true, primaryMuscles: ['chest', 'triceps'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['horizontal_push'], rangeOfMotion: 'partial', performanceFeatures: ['max_strength'],
    injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'dumbbell-fly', nameEn: 'Dumbbell Fly', nameZh: '哑铃飞鸟',
    keyPointsEn: [
      'Keep a soft, fixed bend in the elbows throughout.',
      'Open the arms wide until you feel a stretch across the chest, not in the shoulders.',
      'Bring the dumbbells together as if hugging a barrel; do not turn it into a press.',
    ],
    keyPointsZh: [
      '手肘保持固定的微屈角度。',
      '双臂向两侧打开，感到胸部拉伸即可，不要牵扯肩关节。',
      '像抱大树一样合拢，避免变成推的动作。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'incline-dumbbell-fly', nameEn: 'Incline Dumbbell Fly', nameZh: '上斜哑铃飞鸟',
    keyPointsEn: [
      'Bench at about 30°, palms facing each other, elbows slightly bent.',
      'Lower in a wide arc to chest level and stop before the shoulders roll forward.',
      'Squeeze the upper chest to bring the dumbbells back over the face.',
    ],
    keyPointsZh: [
      '凳面约30°，掌心相对，手肘微屈。',
      '沿大弧线下放至与胸同高，在肩膀前扣之前停止。',
      '用上胸发力将哑铃合拢到面部上方。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'dumbbell-pullover', nameEn: 'Dumbbell Pullover', nameZh: '哑铃仰卧上拉',
    keyPointsEn: [
      'Hold one dumbbell over the chest with both hands, elbows slightly bent.',
      'Lower it behind the head while keeping the ribs down and the lower back neutral.',
      'Pull it back over the chest using the chest and lats, not the elbows.',
    ],
    keyPointsZh: [
      '双手托住一只哑铃于胸部上方，手肘微屈。',
      '向头后方下放，肋骨下沉，腰背保持中立。',
      '用胸和背阔肌把哑铃拉回胸前，而不是靠屈伸手肘。',
    ],
    equipment: 'dumbbell', compound: false, primaryMuscles: ['chest', 'lats'], secondaryMuscles: ['triceps'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy', 'mobility'],
  }),
  defineExercise({
    key: 'machine-chest-press', nameEn: 'Machine Chest Press', nameZh: '坐姿器械推胸',
    keyPointsEn: [
      'Set the seat so the handles line up with the middle of the chest.',
      'Keep the shoulder blades against the pad and press without locking out hard.',
      'Return slowly until you feel a stretch in the chest.',
    ],
    keyPointsZh: [
      '调整座椅高度，使把手对准胸部中段。',
      '肩胛贴紧靠垫，推出时手肘不要猛力锁死。',
      '缓慢还原，直到胸部有拉伸感。',
    ],
    equipment: 'machine', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'pec-deck-fly', nameEn: 'Pec Deck Fly', nameZh: '蝴蝶机夹胸',
    keyPointsEn: [
      'Seat height so the arms are level with the chest; back flat against the pad.',
      'Bring the handles together by squeezing the chest, not by pulling with the hands.',
      'Control the return and stop before the shoulders are pulled forward.',
    ],
    keyPointsZh: [
      '调整座椅使手臂与胸同高，背部紧贴靠垫。',
      '用胸肌收缩带动把手合拢，而不是用手去拉。',
      '控制还原，避免肩膀被拉得向前。',
    ],
    equipment: 'machine', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'cable-crossover', nameEn: 'Cable Crossover', nameZh: '龙门架绳索夹胸',
    keyPointsEn: [
      'Pulleys set high, staggered stance, slight forward lean from the hips.',
      'Sweep the handles down and together in an arc, elbows softly bent.',
      'Squeeze for a moment at the bottom, then let the arms open under control.',
    ],
    keyPointsZh: [
      '滑轮调至高位，前后分腿站立，上身从髋部略微前倾。',
      '手肘微屈，沿弧线向前下方合拢。',
      '底部顶峰收缩片刻，再控制着打开双臂。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'low-to-high-cable-fly', nameEn: 'Low-to-High Cable Fly', nameZh: '低位绳索上斜夹胸',
    keyPointsEn: [
      'Pulleys at the lowest setting, palms facing forward and up.',
      'Raise the handles up and in to about chin height to bias the upper chest.',
      'Keep the ribs down; do not shrug or arch to finish the rep.',
    ],
    keyPointsZh: [
      '滑轮调至最低位，掌心朝前上方。',
      '把手向上、向内合拢至约下巴高度，重点刺激上胸。',
      '肋骨下沉，不要耸肩或挺腰来完成动作。',
    ],
    equipment: 'cable', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: ['isolation'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'standing-cable-chest-press', nameEn: 'Standing Cable Chest Press', nameZh: '站姿绳索推胸',
    keyPointsEn: [
      'Pulleys at chest height, split stance, brace the trunk.',
      'Press the handles forward and slightly together without leaning into the rep.',
      'Let the elbows travel back only as far as the shoulders stay down.',
    ],
    keyPointsZh: [
      '滑轮与胸同高，前后分腿站立，核心收紧。',
      '把手向前并略向内推出，身体不要前扑借力。',
      '还原时手肘后移幅度以肩膀不前耸为限。',
    ],
    equipment: 'cable', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps', 'abs'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy', 'stability'],
    injuryPreventionFeatures: ['core_stability'],
  }),
  defineExercise({
    key: 'smith-machine-bench-press', nameEn: 'Smith Machine Bench Press', nameZh: '史密斯卧推',
    keyPointsEn: [
      'Position the bench so the bar lands on the lower chest.',
      'Unrack by rotating the hooks, then set the shoulder blades.',
      'Lower under control and press to just short of lockout; rack the bar before getting up.',
    ],
    keyPointsZh: [
      '调整卧推凳位置，使杠铃落点在胸部下沿。',
      '转动挂钩出杠，然后收紧肩胛。',
      '控制下放，推至接近伸直；起身前务必先挂杠。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'smith-machine-incline-press', nameEn: 'Smith Machine Incline Press', nameZh: '史密斯上斜卧推',
    keyPointsEn: [
      'Bench at 30°, placed so the bar touches just below the collarbones.',
      'Keep the elbows slightly in front of the bar throughout.',
      'Pause lightly at the chest, then press without losing the upper-back arch.',
    ],
    keyPointsZh: [
      '凳面30°，位置以杠铃触及锁骨稍下方为准。',
      '全程手肘略位于杠铃前方。',
      '触胸轻停后推起，保持上背部的支撑姿势。',
    ],
    equipment: 'smith_machine', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy'],
  }),
  defineExercise({
    key: 'push-up', nameEn: 'Push-Up', nameZh: '俯卧撑',
    keyPointsEn: [
      'Hands slightly wider than the shoulders, body in one straight line from head to heels.',
      'Lower until the chest nearly touches the floor, elbows about 45° from the body.',
      'Brace the glutes and abs so the hips neither sag nor pike.',
    ],
    keyPointsZh: [
      '双手略宽于肩，从头到脚跟成一条直线。',
      '下放至胸部接近地面，手肘与身体约成45°。',
      '收紧臀部和腹部，不塌腰也不撅臀。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts', 'abs'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['muscular_endurance', 'hypertrophy'],
    injuryPreventionFeatures: ['core_stability', 'shoulder_health'],
  }),
  defineExercise({
    key: 'incline-push-up', nameEn: 'Incline Push-Up', nameZh: '上斜俯卧撑',
    keyPointsEn: [
      'Hands on a bench or box; the higher the surface, the easier the rep.',
      'Keep a rigid plank and bring the chest to the edge.',
      'Progress by lowering the surface until you can do floor push-ups.',
    ],
    keyPointsZh: [
      '双手撑在凳子或箱子上，支撑面越高越容易。',
      '身体保持平板姿势，胸口贴近边缘。',
      '逐步降低支撑高度，过渡到标准俯卧撑。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['muscular_endurance'],
  }),
  defineExercise({
    key: 'decline-push-up', nameEn: 'Decline Push-Up', nameZh: '下斜俯卧撑',
    keyPointsEn: [
      'Feet on a bench, hands on the floor slightly wider than the shoulders.',
      'Lower the upper chest toward the floor without letting the hips sag.',
      'Push the floor away until the arms are straight and the shoulder blades spread.',
    ],
    keyPointsZh: [
      '双脚放在凳上，双手撑地略宽于肩。',
      '上胸向地面下放，腰部不要下塌。',
      '推地至手臂伸直，肩胛自然前伸。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts', 'triceps'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'plyometric-push-up', nameEn: 'Plyometric Push-Up', nameZh: '爆发式俯卧撑',
    keyPointsEn: [
      'From a solid push-up position, lower under control.',
      'Push explosively so the hands leave the floor.',
      'Land with soft elbows and go straight into the next rep; stop when the speed drops.',
    ],
    keyPointsZh: [
      '从标准俯卧撑姿势控制下放。',
      '全力快速推地，使双手离开地面。',
      '落地时手肘缓冲并衔接下一次；速度明显下降就停止。',
    ],
    type: 'plyometric', equipment: 'bodyweight', compound: true, primaryMuscles: ['chest'],
    secondaryMuscles: ['triceps', 'front_delts'], movementPatterns: ['horizontal_push', 'plyometric'], performanceFeatures: ['power'],
  }),
  defineExercise({
    key: 'chest-dip', nameEn: 'Chest Dip', nameZh: '双杠臂屈伸',
    keyPointsEn: [
      'Lean the torso forward and let the elbows flare slightly to bias the chest.',
      'Lower until the shoulders are just below the elbows, no deeper than is comfortable.',
      'Press up without shrugging; add weight only once bodyweight reps are smooth.',
    ],
    keyPointsZh: [
      '上身前倾、手肘略外展，以胸部发力为主。',
      '下放至肩略低于肘即可，不要超过舒适幅度。',
      '撑起时不要耸肩；自重动作流畅后再考虑负重。',
    ],
    equipment: 'bodyweight', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts'],
    movementPatterns: ['vertical_push'], performanceFeatures: ['hypertrophy', 'max_strength'],
  }),
  defineExercise({
    key: 'banded-push-up', nameEn: 'Banded Push-Up', nameZh: '弹力带俯卧撑',
    keyPointsEn: [
      'Loop the band across the upper back and pin the ends under the hands.',
      'Perform a strict push-up; the band adds most resistance at the top.',
      'Finish each rep with the arms straight against the band\'s pull.',
    ],
    keyPointsZh: [
      '弹力带绕过上背，两端压在双手下。',
      '按标准俯卧撑完成动作，越接近顶端阻力越大。',
      '每次都要对抗弹力带推至手臂伸直。',
    ],
    equipment: 'band', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['hypertrophy', 'power'],
  }),
  defineExercise({
    key: 'suspension-push-up', nameEn: 'Suspension Push-Up', nameZh: 'TRX悬挂俯卧撑',
    keyPointsEn: [
      'Handles hanging just above the floor, body in a plank.',
      'Lower with control, keeping the handles from drifting apart.',
      'Press back up; walk the feet back or lower the straps to make it harder.',
    ],
    keyPointsZh: [
      '把手离地不远，身体保持平板支撑姿势。',
      '控制下放，避免把手向两侧晃开。',
      '推回起始位；脚向后移或降低把手可增加难度。',
    ],
    equipment: 'suspension', compound: true, primaryMuscles: ['chest'], secondaryMuscles: ['triceps', 'front_delts', 'abs'],
    movementPatterns: ['horizontal_push'], performanceFeatures: ['stability', 'muscular_endurance'],
    injuryPreventionFeatures: ['shoulder_health', 'core_stability'],
  }),
  defineExercise({
    key: 'medicine-ball-chest-pass', nameEn: 'Medicine Ball Chest Pass', nameZh: '药球胸前推抛',
    keyPointsEn: [
      'Stand tall facing a wall, ball at the chest, elbows under the ball.',
      'Step and throw the ball straight out as hard as you can.',
      'Catch on the rebound with soft arms and reset before the next throw.',
    ],
    keyPointsZh: [
      '面对墙壁站立，药球置于胸前，手肘在球下方。',
      '上步的同时全力将球水平推出。',
      '手臂缓冲接住反弹球，调整好姿势再进行下一次。',
    ],
    type: 'plyometric', equipment: 'medicine_ball', compound: true, primaryMuscles: ['chest'],
    secondaryMuscles: ['triceps', 'front_delts'], movementPatterns: ['horizontal_push', 'plyometric'], performanceFeatures: ['power'],
  }),
];
