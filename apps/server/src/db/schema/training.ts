import type { ColumnType, Generated } from 'kysely';

/** A 64-bit sequence: PostgreSQL's driver reads bigint as text, so readers apply Number(). */
type Seq = ColumnType<number | string, number, number>;

export interface PlansTable {
  id: Generated<number>;
  organisation_id: number;
  coach_id: number;
  template_id: number | null;
  name: string;
  type: string;
  task_type: string;
  time_period: string;
  start_date: string;
  end_date: string;
  repeat_weeks: number;
  /** Comma-separated ISO weekdays (1 = Monday). */
  weekdays: string;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** The public share code (newShareCode), made when the coach first shares the plan. */
  share_code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlanTargetsTable {
  plan_id: number;
  kind: 'trainee' | 'squad' | 'tag';
  ref: string;
}

/** One trainee's session of a plan on one date, following one version of the plan's template. */
export interface PlanSessionsTable {
  id: Generated<number>;
  plan_id: number;
  organisation_id: number;
  trainee_id: number;
  date: string;
  name: string;
  template_id: number | null;
  /** The plan_templates row it follows (no foreign key, see migration 021; every row has one). */
  template_version_id: number;
  cancelled_at: string | null;
  updated_at: string;
}

/** A training session recorded by a phone: id and rev are the phone's. */
export interface TrainingsTable {
  id: string;
  rev: number;
  device_id: string;
  organisation_id: number;
  owner_id: number;
  plan_session_id: number | null;
  template_id: number | null;
  name: string;
  started_at: string;
  finished_at: string | null;
  timezone: string;
  local_date: string;
  rating: number | null;
  comment: string | null;
  coach_comment: string | null;
  /** The coach who recorded it for the owner (training/backfill); null: the owner recorded it. */
  recorded_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** The app its log was imported from (record/import: strong, hevy, fitnotes); null: recorded here. */
  imported_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: a tombstone (pull reports the delete). */
  deleted: number;
  server_seq: Seq;
  /** The server number of the write that stored the row exactly as its device (`device_id`) pushed it; null: another writer's (migration 037). */
  pushed_seq: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** When the server received the row's last change (UTC). */
  received_at: string;
}

export interface TrainingSetsTable {
  id: string;
  rev: number;
  device_id: string;
  organisation_id: number;
  owner_id: number;
  session_id: string;
  action_id: number;
  block_id: string;
  group_id: string;
  set_type: string;
  side: string;
  planned_weight_kg: number | null;
  planned_reps: number | null;
  weight_kg: number;
  unit: string;
  reps: number;
  reps_right: number | null;
  effort: number | null;
  completed_at: string;
  local_date: string;
  deleted: number;
  server_seq: Seq;
  /** The server number of the write that stored the row exactly as its device (`device_id`) pushed it; null: another writer's (migration 037). */
  pushed_seq: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** When the server received the row's last change (UTC). */
  received_at: string;
}

/** The database's sync epoch (one row): a new one after a restore tells phones to send their rows again. */
export interface SyncEpochTable {
  id: number;
  epoch: string;
  started_at: string;
}

/** SQLite's server sequence (one row); PostgreSQL uses the sequence sync_seq. */
export interface SyncCounterTable {
  id: number;
  value: number;
}

/**
 * A training id merged into another (issue 23): a second training of one scheduled session,
 * started under another id by an older app or before the first reached the server. Sets sent
 * into `id` are stored in `training_id`.
 */
export interface TrainingAliasesTable {
  id: string;
  training_id: string;
}

/** A trainee's answer to "which exercise is this name of an imported file?", by exerciseNameKey. */
export interface ImportNameChoicesTable {
  owner_id: number;
  name_key: string;
  action_id: number;
  updated_at: string;
}
