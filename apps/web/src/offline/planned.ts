import type { SetFields } from '@repwise/contracts';

/**
 * What a session follows: the template's blocks, set groups and sets, copied when the session
 * starts (a later template edit changes nothing here) and edited as the person goes (an
 * exercise added or moved). Recorded sets are matched to it by block, group and action.
 * A session stores it on the phone (`LocalSession.plan`), so its shape is the store's; the
 * functions that make and read it are the training feature's (`features/training/plan.ts`).
 */
export type SetType = SetFields['setType'];

export interface PlannedSet {
  readonly actionId: number;
  readonly actionName: string;
  readonly setType: SetType;
  /** Recorded with left and right reps. */
  readonly unilateral: boolean;
  /** Loads in kg; false for bodyweight and other intensities that are not weights. */
  readonly weighted: boolean;
  /** A bar exercise loaded with plates: the plate calculator is offered (absent in sessions stored before it existed). */
  readonly barbell?: boolean;
  readonly plannedWeightKg: number | null;
  readonly plannedReps: number | null;
  readonly intervalSeconds: number;
}

export interface PlannedGroup {
  readonly key: string;
  readonly restSeconds: number;
  readonly sets: readonly PlannedSet[];
}

export interface PlannedBlock {
  readonly key: string;
  readonly name: string;
  readonly groups: readonly PlannedGroup[];
}
