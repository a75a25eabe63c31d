import { defineExercise } from './define-exercise.ts';

/**
 * Cardio, stretches and mobility drills: mostly timed or measured rather than counted in reps, and
 * often with no movement pattern, since cycling or holding a stretch is none of the lifting patterns.
 */
export const CONDITIONING_EXERCISES = [
  defineExercise({
    key: 'treadmill-run', nameEn: 'Treadmill Run', nameZh: '跑步机跑步',
    keyPointsEn: [
      'Start with a few minutes of easy walking before raising the speed.',
      'Land under the hips with short, quick steps rather than reaching forward.',
      'Stay near the front of the belt without holding the rails.',
    ],
    keyPointsZh: [
      '先慢走几分钟热身，再逐步提速。',
      '步幅小、步频快，脚落在髋部正下方，不要跨大步。',
      '靠近跑带前部，不要扶着扶手跑。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['quads', 'calves'], secondaryMuscles: ['hamstrings', 'glutes'],
    movementPatterns: [], intensityUnit: 'kmh', quantityUnit: 'minutes', performanceFeatures: ['conditioning'],
  }),
  defineExercise({
    key: 'incline-treadmill-walk', nameEn: 'Incline Treadmill Walk', nameZh: '跑步机坡度快走',
    keyPointsEn: [
      'Set an incline of 8–15% at a brisk walking pace.',
      'Stand tall and let the arms swing; do not hang on the handrails.',
      'Push through the whole foot so the glutes and calves share the work.',
    ],
    keyPointsZh: [
      '坡度设为8–15%，以快走速度行走。',
      '身体挺直，自然摆臂，不要抓着扶手。',
      '全脚掌发力，让臀部和小腿共同参与。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['glutes', 'calves'], secondaryMuscles: ['hamstrings', 'quads'],
    movementPatterns: [], intensityUnit: 'kmh', quantityUnit: 'minutes', performanceFeatures: ['conditioning'],
  }),
  defineExercise({
    key: 'rowing-machine', nameEn: 'Rowing Machine', nameZh: '划船机',
    keyPointsEn: [
      'Sequence the drive: legs, then hips, then arms.',
      'Recover in reverse: arms, hips, then bend the knees.',
      'Keep the back long and the handle path level.',
    ],
    keyPointsZh: [
      '发力顺序：先蹬腿，再打开髋，最后拉手臂。',
      '回桨顺序相反：先伸手臂，再前倾，最后屈膝。',
      '背部保持伸展，拉杆轨迹保持水平。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['quads', 'upper_back'],
    secondaryMuscles: ['glutes', 'lats', 'biceps', 'hamstrings'], movementPatterns: ['horizontal_pull'],
    intensityUnit: 'level', quantityUnit: 'meters', performanceFeatures: ['conditioning', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'stationary-bike', nameEn: 'Stationary Bike', nameZh: '动感单车',
    keyPointsEn: [
      'Seat at hip height so the knee is slightly bent at the bottom of the stroke.',
      'Keep a steady cadence and a relaxed upper body.',
      'Raise the resistance level rather than bouncing in the saddle.',
    ],
    keyPointsZh: [
      '座椅与髋同高，踏板在最低点时膝盖微屈。',
      '保持稳定踏频，上身放松。',
      '通过加大阻力提高强度，不要在座椅上颠簸。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['quads'], secondaryMuscles: ['glutes', 'calves', 'hamstrings'],
    movementPatterns: [], intensityUnit: 'level', quantityUnit: 'minutes', performanceFeatures: ['conditioning'],
    injuryPreventionFeatures: ['knee_stability'],
  }),
  defineExercise({
    key: 'air-bike-sprint', nameEn: 'Air Bike Sprint', nameZh: '风阻单车冲刺',
    keyPointsEn: [
      'Push and pull the handles while driving the pedals.',
      'Go all-out for the work interval, then recover at an easy pace.',
      'Stay seated and keep the trunk braced.',
    ],
    keyPointsZh: [
      '双脚踩踏的同时，双手推拉把手。',
      '冲刺阶段全力以赴，恢复阶段轻松骑行。',
      '保持坐姿，躯干收紧。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['quads'], secondaryMuscles: ['glutes', 'front_delts', 'lats'],
    movementPatterns: [], intensityUnit: 'level', quantityUnit: 'seconds', performanceFeatures: ['conditioning', 'power'],
  }),
  defineExercise({
    key: 'elliptical-trainer', nameEn: 'Elliptical Trainer', nameZh: '椭圆机',
    keyPointsEn: [
      'Stand tall with the whole foot on the pedals.',
      'Push and pull the handles to involve the upper body.',
      'Adjust the resistance so you can keep a steady rhythm for the whole session.',
    ],
    keyPointsZh: [
      '身体挺直，全脚掌踩在踏板上。',
      '双手推拉把手，让上肢一起参与。',
      '调整阻力，以能保持稳定节奏完成全程为宜。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['quads', 'glutes'], secondaryMuscles: ['hamstrings', 'calves'],
    movementPatterns: [], intensityUnit: 'level', quantityUnit: 'minutes', performanceFeatures: ['conditioning'],
  }),
  defineExercise({
    key: 'stair-climber', nameEn: 'Stair Climber', nameZh: '爬楼机',
    keyPointsEn: [
      'Step with the whole foot on each stair.',
      'Stand upright; leaning on the rails takes the work away from the legs.',
      'Choose a level you can sustain with steady breathing.',
    ],
    keyPointsZh: [
      '每一步都让整只脚踩上台阶。',
      '上身直立；趴在扶手上会减轻腿部负荷。',
      '选择能以平稳呼吸持续的档位。',
    ],
    type: 'cardio', equipment: 'machine', compound: true, primaryMuscles: ['glutes', 'quads'], secondaryMuscles: ['calves', 'hamstrings'],
    movementPatterns: ['lunge'], intensityUnit: 'level', quantityUnit: 'minutes', performanceFeatures: ['conditioning', 'muscular_endurance'],
  }),
  defineExercise({
    key: 'jump-rope', nameEn: 'Jump Rope', nameZh: '跳绳',
    keyPointsEn: [
      'Turn the rope from the wrists, elbows close to the sides.',
      'Jump just high enough to clear the rope, landing on the balls of the feet.',
      'Keep a relaxed, steady rhythm.',
    ],
    keyPointsZh: [
      '用手腕摇绳，手肘靠近体侧。',
      '跳起高度刚好过绳即可，前脚掌着地。',
      '保持放松、稳定的节奏。',
    ],
    type: 'cardio', equipment: 'other', compound: true, primaryMuscles: ['calves'], secondaryMuscles: ['quads', 'forearms', 'side_delts'],
    movementPatterns: ['plyometric'], intensityUnit: 'bodyweight', quantityUnit: 'minutes', performanceFeatures: ['conditioning'],
    injuryPreventionFeatures: ['ankle_stability'],
  }),
  defineExercise({
    key: 'couch-stretch', nameEn: 'Couch Stretch', nameZh: '沙发式屈髋拉伸',
    keyPointsEn: [
      'Kneel with the back shin up against a wall or bench, front foot planted.',
      'Squeeze the glute of the back leg and tuck the pelvis under.',
      'Lift the torso upright only as far as the hip allows.',
    ],
    keyPointsZh: [
      '跪姿，后侧小腿贴靠墙面或凳子，前脚踩地。',
      '收紧后腿臀部，骨盆后倾。',
      '上身在髋部允许的范围内逐步立直。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['hip_flexors', 'quads'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['hip_mobility', 'lower_back_health'],
  }),
  defineExercise({
    key: 'standing-hamstring-stretch', nameEn: 'Standing Hamstring Stretch', nameZh: '站姿腘绳肌拉伸',
    keyPointsEn: [
      'Place one heel on a low step, leg straight and toes up.',
      'Hinge forward from the hips with a long spine.',
      'Stop at a strong but comfortable stretch and breathe.',
    ],
    keyPointsZh: [
      '一只脚跟放在矮台阶上，腿伸直，脚尖朝上。',
      '脊柱伸展，从髋部向前屈。',
      '拉伸到明显但舒适的程度，保持呼吸。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['hamstrings'], secondaryMuscles: ['calves'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'doorway-chest-stretch', nameEn: 'Doorway Chest Stretch', nameZh: '门框胸肌拉伸',
    keyPointsEn: [
      'Forearm on the door frame, elbow at shoulder height.',
      'Step through gently until the front of the chest stretches.',
      'Keep the shoulder down and the ribs in.',
    ],
    keyPointsZh: [
      '小臂贴住门框，手肘与肩同高。',
      '身体缓慢向前迈出，直到胸前有拉伸感。',
      '肩膀下沉，肋骨内收。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['chest'], secondaryMuscles: ['front_delts'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['posture', 'shoulder_health'],
  }),
  defineExercise({
    key: 'cross-body-shoulder-stretch', nameEn: 'Cross-Body Shoulder Stretch', nameZh: '手臂交叉肩部拉伸',
    keyPointsEn: [
      'Bring one arm across the chest at shoulder height.',
      'Pull it gently closer with the other hand above the elbow.',
      'Keep the shoulder blade down; do not twist the torso.',
    ],
    keyPointsZh: [
      '一侧手臂在肩高处横过胸前。',
      '另一只手扶在肘关节上方，轻轻拉近。',
      '肩胛下沉，躯干不要扭转。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['rear_delts'], secondaryMuscles: ['upper_back'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['shoulder_health'],
  }),
  defineExercise({
    key: 'wall-calf-stretch', nameEn: 'Wall Calf Stretch', nameZh: '靠墙小腿拉伸',
    keyPointsEn: [
      'Hands on a wall, one leg back with the heel down and the toes forward.',
      'Lean into the wall until the calf of the back leg stretches.',
      'Bend the back knee slightly to move the stretch lower into the soleus.',
    ],
    keyPointsZh: [
      '双手扶墙，一条腿向后，脚跟踩实、脚尖朝前。',
      '身体向墙倾，直到后腿小腿有拉伸感。',
      '后膝微屈，可把拉伸移到更深层的比目鱼肌。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['calves'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['ankle_stability'],
  }),
  defineExercise({
    key: 'pigeon-stretch', nameEn: 'Pigeon Stretch', nameZh: '鸽子式拉伸',
    keyPointsEn: [
      'Front shin across the body on the floor, back leg extended behind.',
      'Square the hips and walk the hands forward.',
      'Support the front hip with a cushion if it does not reach the floor.',
    ],
    keyPointsZh: [
      '前腿小腿横放在身前地面，后腿向后伸直。',
      '髋部摆正，双手逐渐向前移动。',
      '前侧髋部触不到地面时，可垫一个垫子支撑。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['abductors', 'hip_flexors'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['hip_mobility'],
  }),
  defineExercise({
    key: 'childs-pose', nameEn: 'Child\'s Pose', nameZh: '婴儿式',
    keyPointsEn: [
      'Kneel, sit the hips back toward the heels and reach the arms forward.',
      'Let the chest sink toward the floor and the forehead rest.',
      'Breathe slowly into the back of the ribs.',
    ],
    keyPointsZh: [
      '跪姿，臀部向后坐向脚跟，双臂向前伸。',
      '胸口下沉贴近地面，额头放松落地。',
      '缓慢呼吸，感受气息进入背部肋骨。',
    ],
    type: 'stretch', equipment: 'bodyweight', compound: false, primaryMuscles: ['lats', 'lower_back'], secondaryMuscles: ['glutes'],
    movementPatterns: [], rangeOfMotion: 'isometric', quantityUnit: 'seconds',
    performanceFeatures: ['mobility'], injuryPreventionFeatures: ['lower_back_health'],
  }),
  defineExercise({
    key: 'cat-cow', nameEn: 'Cat-Cow', nameZh: '猫牛式',
    keyPointsEn: [
      'On all fours, hands under the shoulders and knees under the hips.',
      'Round the spine up as you exhale, then let it sag and lift the chest as you inhale.',
      'Move one segment at a time through a comfortable range.',
    ],
    keyPointsZh: [
      '四点跪姿，双手在肩下，双膝在髋下。',
      '呼气时脊柱向上拱起，吸气时塌腰、抬起胸口。',
      '在舒适范围内逐节活动脊柱。',
    ],
    type: 'mobility', equipment: 'bodyweight', compound: false, primaryMuscles: ['lower_back'], secondaryMuscles: ['abs', 'upper_back'],
    movementPatterns: [], performanceFeatures: ['mobility'], injuryPreventionFeatures: ['lower_back_health', 'posture'],
  }),
  defineExercise({
    key: 'worlds-greatest-stretch', nameEn: 'World\'s Greatest Stretch', nameZh: '世界上最伟大的拉伸',
    keyPointsEn: [
      'Step into a deep lunge and place the opposite hand on the floor.',
      'Drop the same-side elbow toward the instep, then rotate that arm up to the ceiling.',
      'Keep the back knee off the floor and the back leg straight.',
    ],
    keyPointsZh: [
      '向前迈成深弓步，对侧手撑地。',
      '同侧手肘向前脚内侧下沉，再将这只手臂转向天花板。',
      '后膝离地，后腿伸直。',
    ],
    type: 'mobility', equipment: 'bodyweight', compound: true, primaryMuscles: ['hip_flexors', 'hamstrings'],
    secondaryMuscles: ['upper_back', 'glutes', 'adductors'], movementPatterns: ['lunge', 'rotation'], performanceFeatures: ['mobility'],
    injuryPreventionFeatures: ['hip_mobility', 'posture'],
  }),
  defineExercise({
    key: 'hip-90-90-switch', nameEn: '90/90 Hip Switch', nameZh: '90/90髋关节转换',
    keyPointsEn: [
      'Sit with both knees bent at 90°, one leg in front and one to the side.',
      'Rotate both knees to the other side, keeping the chest tall.',
      'Use the hands behind for support until you can do it hands-free.',
    ],
    keyPointsZh: [
      '坐姿，双膝各屈90°，一条腿在前、一条腿在侧。',
      '保持挺胸，双膝同时转向另一侧。',
      '可先用双手在身后支撑，熟练后再脱手完成。',
    ],
    type: 'mobility', equipment: 'bodyweight', compound: false, primaryMuscles: ['glutes'], secondaryMuscles: ['adductors', 'hip_flexors'],
    movementPatterns: ['rotation'], performanceFeatures: ['mobility'], injuryPreventionFeatures: ['hip_mobility'],
  }),
  defineExercise({
    key: 'open-book-rotation', nameEn: 'Open Book Thoracic Rotation', nameZh: '侧卧开书式胸椎旋转',
    keyPointsEn: [
      'Lie on your side, knees bent to 90°, arms straight in front together.',
      'Open the top arm across to the other side, following the hand with your eyes.',
      'Keep the knees stacked so the rotation comes from the upper back.',
    ],
    keyPointsZh: [
      '侧卧，屈髋屈膝90°，双臂在体前并拢伸直。',
      '上侧手臂向另一侧打开，眼睛跟随手。',
      '双膝保持叠放，让旋转来自胸椎。',
    ],
    type: 'mobility', equipment: 'bodyweight', compound: false, primaryMuscles: ['upper_back'], secondaryMuscles: ['chest', 'obliques'],
    movementPatterns: ['rotation'], performanceFeatures: ['mobility'], injuryPreventionFeatures: ['posture', 'shoulder_health'],
  }),
  defineExercise({
    key: 'knee-to-wall-ankle-mobilization', nameEn: 'Knee-to-Wall Ankle Mobilization', nameZh: '膝触墙踝关节灵活性练习',
    keyPointsEn: [
      'Half-kneel facing a wall with the front toes a few centimetres from it.',
      'Drive the knee forward over the toes to touch the wall, heel down.',
      'Move the foot back as the ankle loosens.',
    ],
    keyPointsZh: [
      '面向墙半跪，前脚脚尖离墙几厘米。',
      '脚跟不离地，膝盖越过脚尖向前触墙。',
      '踝关节活动度改善后逐渐把脚后移。',
    ],
    type: 'mobility', equipment: 'bodyweight', compound: false, primaryMuscles: ['calves'],
    movementPatterns: [], performanceFeatures: ['mobility'], injuryPreventionFeatures: ['ankle_stability', 'knee_stability'],
  }),
  defineExercise({
    key: 'band-shoulder-pass-through', nameEn: 'Band Shoulder Pass-Through', nameZh: '弹力带转肩',
    keyPointsEn: [
      'Hold a light band with a wide grip in front of the hips.',
      'Raise it overhead and behind the body with straight arms.',
      'Keep the ribs down; widen the grip if the elbows bend.',
    ],
    keyPointsZh: [
      '宽握一条轻弹力带，置于髋前。',
      '手臂伸直，把弹力带经头顶绕到身后。',
      '肋骨下沉；手肘弯曲说明握距需要再放宽。',
    ],
    type: 'mobility', equipment: 'band', compound: false, primaryMuscles: ['front_delts', 'rear_delts'], secondaryMuscles: ['chest', 'upper_back'],
    movementPatterns: [], performanceFeatures: ['mobility'], injuryPreventionFeatures: ['shoulder_health', 'posture'],
  }),
  defineExercise({
    key: 'foam-roller-thoracic-extension', nameEn: 'Foam Roller Thoracic Extension', nameZh: '泡沫轴胸椎伸展',
    keyPointsEn: [
      'Roller across the upper back, hands supporting the head, hips on the floor.',
      'Extend back over the roller while keeping the ribs down.',
      'Move the roller one segment at a time; avoid the lower back.',
    ],
    keyPointsZh: [
      '泡沫轴横放在上背下方，双手托住头部，臀部着地。',
      '保持肋骨下沉，上背向后伸展越过泡沫轴。',
      '每次移动一个节段，不要滚到腰部。',
    ],
    type: 'mobility', equipment: 'other', compound: false, primaryMuscles: ['upper_back'],
    movementPatterns: [], intensityUnit: 'bodyweight', performanceFeatures: ['mobility'],
    injuryPreventionFeatures: ['posture', 'shoulder_health'],
  }),
];
