import { exerciseNameKey } from './names.ts';

/**
 * Names Strong, Hevy and FitNotes give the most logged exercises whose words differ from the
 * library's ("Squat (Barbell)" is the Barbell Back Squat), by the official exercise's key. A
 * name whose words match the library already ("Bench Press (Barbell)") needs no entry. A
 * trainee's own mapping and earlier answers come first; this only saves the first import a
 * few questions.
 */
const KNOWN: Record<string, readonly string[]> = {
  'barbell-back-squat': ['Squat (Barbell)', 'Back Squat (Barbell)', 'Barbell Squat', 'Squat'],
  'conventional-deadlift': ['Deadlift (Barbell)', 'Deadlift', 'Barbell Deadlift'],
  'sumo-deadlift': ['Sumo Deadlift (Barbell)'],
  'romanian-deadlift': ['Romanian Deadlift (Barbell)', 'Romanian Deadlift (Dumbbell)', 'Stiff-Legged Deadlift', 'Barbell Romanian Deadlift'],
  'trap-bar-deadlift': ['Deadlift (Trap bar)', 'Trap Bar Deadlift (Trap bar)'],
  'lat-pulldown': ['Lat Pulldown (Cable)', 'Lat Pulldown (Machine)', 'Lat Pulldown - Wide Grip (Cable)', 'Wide-Grip Lat Pulldown'],
  'barbell-curl': ['Bicep Curl (Barbell)', 'Biceps Curl (Barbell)', 'Barbell Bicep Curl'],
  'alternating-dumbbell-curl': ['Bicep Curl (Dumbbell)', 'Biceps Curl (Dumbbell)', 'Dumbbell Curl', 'Dumbbell Bicep Curl'],
  'cable-curl': ['Bicep Curl (Cable)', 'Biceps Curl (Cable)'],
  'hammer-curl': ['Hammer Curl (Dumbbell)', 'Dumbbell Hammer Curl'],
  'cable-triceps-pushdown': ['Triceps Pushdown (Cable - Straight Bar)', 'Triceps Pushdown', 'Triceps Rope Pushdown', 'Tricep Pushdown', 'Cable Tricep Pushdown', 'Rope Tricep Pushdown'],
  'incline-dumbbell-press': ['Incline Bench Press (Dumbbell)', 'Incline Dumbbell Bench Press'],
  'barbell-bench-press': ['Flat Barbell Bench Press', 'Bench Press'],
  'dumbbell-bench-press': ['Flat Dumbbell Bench Press'],
  'seated-cable-row': ['Seated Cable Row - V Grip (Cable)', 'Seated Row (Cable)', 'Seated Cable Row - Bar Grip'],
  'chest-dip': ['Dip', 'Chest Dip', 'Dips', 'Triceps Dip'],
  'lying-leg-curl': ['Lying Leg Curl (Machine)', 'Leg Curl (Machine)'],
  'seated-leg-curl': ['Seated Leg Curl (Machine)'],
  'leg-extension': ['Leg Extension (Machine)', 'Leg Extensions'],
  'seated-dumbbell-shoulder-press': ['Shoulder Press (Dumbbell)', 'Seated Dumbbell Press', 'Seated Shoulder Press (Dumbbell)'],
  'machine-shoulder-press': ['Shoulder Press (Machine)', 'Seated Shoulder Press (Machine)'],
  'barbell-overhead-press': ['Overhead Press', 'Overhead Press (Barbell)', 'Standing Barbell Shoulder Press (OHP)', 'Military Press'],
  'dumbbell-lateral-raise': ['Lateral Raise (Dumbbell)', 'Side Lateral Raise'],
  'cable-lateral-raise': ['Lateral Raise (Cable)'],
  'dumbbell-front-raise': ['Front Raise (Dumbbell)'],
  'standing-calf-raise': ['Calf Raise (Machine)', 'Standing Calf Raise (Machine)', 'Standing Calf Raise'],
  'seated-calf-raise': ['Seated Calf Raise (Machine)', 'Seated Calf Raise (Plate Loaded)'],
  'dumbbell-fly': ['Chest Fly (Dumbbell)', 'Flat Dumbbell Fly'],
  'pec-deck-fly': ['Chest Fly (Machine)', 'Butterfly (Pec Deck)', 'Seated Machine Fly'],
  'machine-chest-press': ['Chest Press (Machine)'],
  'face-pull': ['Face Pull (Cable)'],
  'ez-bar-skull-crusher': ['Skullcrusher (Barbell)', 'Skullcrusher (EZ Bar)', 'Lying Triceps Extension (Barbell)', 'EZ-Bar Skullcrusher'],
  'overhead-dumbbell-triceps-extension': ['Triceps Extension (Dumbbell)', 'Overhead Triceps Extension (Dumbbell)'],
  'overhead-cable-triceps-extension': ['Triceps Extension (Cable)', 'Overhead Triceps Extension (Cable)'],
  'dumbbell-walking-lunge': ['Walking Lunge (Dumbbell)', 'Lunge (Dumbbell)', 'Dumbbell Lunge'],
  'hanging-leg-raise': ['Hanging Leg Raise', 'Hanging Knee Raise'],
  'crunch': ['Crunch', 'Crunches'],
  'hack-squat': ['Hack Squat (Machine)'],
  'one-arm-dumbbell-row': ['Dumbbell Row', 'Bent Over One Arm Row (Dumbbell)', 'One Arm Dumbbell Row'],
  'close-grip-bench-press': ['Bench Press - Close Grip (Barbell)', 'Close Grip Barbell Bench Press'],
  'straight-arm-pulldown': ['Straight Arm Pulldown (Cable)'],
  'bent-over-reverse-fly': ['Reverse Fly (Dumbbell)', 'Rear Delt Fly (Dumbbell)'],
  'assisted-pull-up-machine': ['Assisted Pull Up', 'Pull Up (Assisted)'],
  't-bar-row': ['T Bar Row'],
};

/** Name key (exerciseNameKey) → official exercise key. */
export const KNOWN_IMPORT_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(KNOWN).flatMap(([officialKey, names]) => names.map((name) => [exerciseNameKey(name), officialKey] as const)),
);
