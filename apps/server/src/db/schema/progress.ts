/**
 * One trainee's day (their local_date) and exercise (migration 024): written with every write
 * of training, rebuilt by `npm run rebuild:rollups`. Sets, reps, volume, e1RM and heaviest
 * count working sets only (no warm-up or stretch set).
 */
export interface TrainingDayRollupsTable {
  owner_id: number;
  local_date: string;
  action_id: number;
  /** Distinct trainings with any set of the exercise that day. */
  sessions: number;
  sets: number;
  /** Both sides' reps. */
  reps: number;
  /** Σ weight × (reps + reps_right). */
  volume_kg: number;
  best_e1rm_kg: number | null;
  heaviest_kg: number | null;
  /** The better side's reps of the day's working set with most (migration 029); null: no working set. */
  most_reps: number | null;
  /** The largest working set's weight × (reps + reps_right) (migration 029); null: no working set. */
  best_set_volume_kg: number | null;
  /** The e1RM formula and version (domain E1RM_FORMULA, 'epley-1'). */
  e1rm_formula: string;
  updated_at: string;
}

/** A trainee's personal record of one kind on one exercise, linked to its set (migration 024). */
export interface PersonalRecordsTable {
  owner_id: number;
  action_id: number;
  /** heaviest_weight | best_e1rm | most_reps | best_set_volume (domain RECORD_KINDS). */
  kind: string;
  /** kg, or reps for most_reps. */
  value: number;
  /** The set's own weight and reps. */
  weight_kg: number;
  reps: number;
  reps_right: number | null;
  set_id: string;
  session_id: string;
  local_date: string;
  achieved_at: string;
  /** The e1RM formula of a best_e1rm row; null for the other kinds. */
  formula: string | null;
  updated_at: string;
}

/**
 * One trainee's month (yyyy-MM of their local dates; migration 028): written with every write
 * of training, rebuilt by `npm run rebuild:rollups`. What a report's month totals read.
 */
export interface TrainingMonthRollupsTable {
  owner_id: number;
  month: string;
  /** Live trainings whose local date is in the month. */
  sessions: number;
  /** Working sets (no warm-up or stretch set) whose local date is in the month. */
  sets: number;
  /** Their Σ weight × (reps + reps_right). */
  volume_kg: number;
  /** Σ of the sessions' finish − start (an unfinished one counts 0). */
  duration_seconds: number;
  /** What the row counts and how (domain MONTH_FIGURES, 'month-1'). */
  figures: string;
  updated_at: string;
}
