import type { ExerciseMuscleGroupsTable, ExercisePatternsTable, ExercisePinsTable, ExercisesTable } from './exercises.ts';
import type { BodyMeasurementsTable } from './body-measurements.ts';
import type { CoachFeedReadsTable } from './coach-feed.ts';
import type { FeedbackTable } from './feedback.ts';
import type { IdempotencyKeysTable } from './idempotency.ts';
import type { SeedStateTable } from './seed-state.ts';
import type { PersonalRecordsTable, TrainingDayRollupsTable, TrainingMonthRollupsTable } from './progress.ts';
import type { PlanTemplatesTable } from './plan-templates.ts';
import type { SessionsTable } from './sessions.ts';
import type { SocialIdentitiesTable } from './social-identities.ts';
import type {
  TemplateBlockActionsTable, TemplateBlocksTable, TemplateSetGroupsTable, TemplateSetsTable, TemplatesTable, TemplateTextsTable,
} from './templates.ts';
import type { OrganisationVipsTable, OrganisationsTable, TeamCoachesTable, TeamCodesTable, TeamMemberTagsTable, TeamMembersTable, TeamTagsTable, TeamsTable } from './teams.ts';
import type { PlanSessionsTable, PlansTable, PlanTargetsTable, TrainingAliasesTable, TrainingSetsTable, TrainingsTable, SyncCounterTable, SyncEpochTable } from './training.ts';
import type { UserActivityTable } from './user-activity.ts';
import type { UsersTable } from './users.ts';

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_activity: UserActivityTable;
  exercises: ExercisesTable;
  exercise_pins: ExercisePinsTable;
  exercise_muscle_groups: ExerciseMuscleGroupsTable;
  exercise_patterns: ExercisePatternsTable;
  templates: TemplatesTable;
  template_blocks: TemplateBlocksTable;
  template_block_actions: TemplateBlockActionsTable;
  template_set_groups: TemplateSetGroupsTable;
  template_sets: TemplateSetsTable;
  template_texts: TemplateTextsTable;
  idempotency_keys: IdempotencyKeysTable;
  seed_state: SeedStateTable;
  organisations: OrganisationsTable;
  organisation_vips: OrganisationVipsTable;
  teams: TeamsTable;
  team_codes: TeamCodesTable;
  team_tags: TeamTagsTable;
  team_coaches: TeamCoachesTable;
  team_members: TeamMembersTable;
  team_member_tags: TeamMemberTagsTable;
  feedback: FeedbackTable;
  body_measurements: BodyMeasurementsTable;
  plans: PlansTable;
  plan_targets: PlanTargetsTable;
  plan_sessions: PlanSessionsTable;
  plan_templates: PlanTemplatesTable;
  trainings: TrainingsTable;
  training_sets: TrainingSetsTable;
  sync_epoch: SyncEpochTable;
  sync_counter: SyncCounterTable;
  training_aliases: TrainingAliasesTable;
  social_identities: SocialIdentitiesTable;
  training_day_rollups: TrainingDayRollupsTable;
  personal_records: PersonalRecordsTable;
  training_month_rollups: TrainingMonthRollupsTable;
  coach_feed_reads: CoachFeedReadsTable;
}
