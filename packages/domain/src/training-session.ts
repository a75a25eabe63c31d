/**
 * Rules of a live training session (issue 12; spec §4 "Finishing", §9): which block is the
 * current one, how the rest after a set is chosen, and the plates to load on a barbell.
 * Pure, so the training screen and its tests share them.
 */
import { DEFAULT_INTERVAL_SECONDS, DEFAULT_REST_SECONDS } from './constants.ts';

/**
 * The current block (spec §4): the chosen one, otherwise the first block with an unfinished
 * set group; -1 when every group of every block is finished.
 */
export function currentBlockIndex<G>(blocks: readonly { groups: readonly G[] }[], groupFinished: (group: G) => boolean, chosen: number | null = null): number {
  if (chosen !== null && chosen >= 0 && chosen < blocks.length) return chosen;
  return blocks.findIndex((block) => block.groups.some((group) => !groupFinished(group)));
}

/**
 * The rest after completing a set (spec §3; issue 12: "supersets alternating between their
 * actions with the set interval between them and the group rest after a round"): the group's
 * rest after its last set and, in a group of several actions (a superset or circuit, kept as
 * rounds of one set of each action: A B A B …), after the last set of each round; otherwise the
 * set's own interval before the next set. Missing values give the default 60 s.
 */
export function restAfterSet(
  group: { restSeconds?: number | null; sets: readonly { intervalSeconds?: number | null; actionId?: number }[] },
  setIndex: number,
): number {
  const endsGroup = setIndex >= group.sets.length - 1;
  const seconds = endsGroup || endsRound(group.sets, setIndex) ? group.restSeconds : group.sets[setIndex]?.intervalSeconds;
  if (typeof seconds === 'number' && seconds >= 0) return seconds;
  return endsGroup ? DEFAULT_REST_SECONDS : DEFAULT_INTERVAL_SECONDS;
}

/**
 * Whether the set ends a round of a group of several actions: the next set's action was
 * already done in the round this set belongs to. A group of one action has no rounds: its
 * sets follow one another after their interval.
 */
function endsRound(sets: readonly { actionId?: number }[], setIndex: number): boolean {
  const actions = new Set(sets.map((s) => s.actionId));
  if (actions.size < 2 || actions.has(undefined)) return false;
  let round = new Set<number | undefined>();
  for (let i = 0; i <= setIndex; i += 1) {
    const action = sets[i]?.actionId;
    if (round.has(action)) round = new Set();
    round.add(action);
  }
  return round.has(sets[setIndex + 1]?.actionId);
}

export interface PlateLoad {
  /** The plates on each side of the bar, heaviest first. */
  perSide: number[];
  /** What the plates could not make up on the bar in total (0 when the load is exact). */
  missing: number;
}

/**
 * The plates for each side of a barbell to reach `total`, in one unit (kg or lbs, the same
 * for bar and plates): heaviest plates first, as many of each as fit. A total at or under the
 * bar needs no plates.
 */
export function platesPerSide(total: number, bar: number, plates: readonly number[]): PlateLoad {
  // Hundredths keep 1.25 kg and 2.5 lb plates exact.
  const cents = (value: number) => Math.round(value * 100);
  let side = Math.max(0, cents(total) - cents(bar)) / 2;
  const perSide: number[] = [];
  for (const plate of [...new Set(plates)].filter((p) => p > 0).sort((a, b) => b - a)) {
    while (cents(plate) <= side + 1e-9) {
      perSide.push(plate);
      side -= cents(plate);
    }
  }
  return { perSide, missing: Math.round(side * 2) / 100 };
}

/** Equipment loaded with plates on a bar: the sets the plate calculator is offered for. */
const PLATE_LOADED_EQUIPMENT: ReadonlySet<string> = new Set(['barbell', 'ez_bar', 'trap_bar', 'smith_machine']);

/** Whether an exercise done with `equipment` (an EQUIPMENT value) is loaded with plates. */
export function takesPlates(equipment: string | undefined): boolean {
  return equipment !== undefined && PLATE_LOADED_EQUIPMENT.has(equipment);
}

/** Common plate sets, heaviest first. */
export const DEFAULT_PLATES = { kg: [25, 20, 15, 10, 5, 2.5, 1.25], lbs: [45, 35, 25, 10, 5, 2.5] } as const;
export const DEFAULT_BAR = { kg: 20, lbs: 45 } as const;

/**
 * A set is something done: at least one rep on a side. A quick training's planned sets start
 * at 0 kg × 0, and "Done as planned" must not record nothing as a set (issue 23).
 */
export function isEmptySet(set: { reps: number; repsRight?: number | null }): boolean {
  return set.reps <= 0 && (set.repsRight ?? 0) <= 0;
}
