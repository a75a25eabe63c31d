import { INPUT_MAX_LENGTH, parseLocalDate } from '@repwise/domain';
import { z } from 'zod';
import { entityId, idQuery, numeric } from './schema-kit.ts';
import { templateOutput } from './series.ts';

/**
 * Plans (issue 12; spec §3 Plan, §4 Plan states, §5 publishing rules). A coach publishes a
 * template to trainees, whole teams or tags of their teams; each trainee gets their own
 * scheduled session per date, following the plan's template as it was when published (or last
 * modified), kept once per version as data and presented to each reader in their language, so
 * a later template edit changes no session. `type`, `taskType` and
 * `timePeriod` are values of the training.type, training.task.type and
 * training.task.timeHorizon dictionaries.
 */

/** 'yyyy-MM-dd', a real calendar day. */
export const localDate = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/).refine((s) => parseLocalDate(s) !== null, 'not a calendar day (yyyy-MM-dd)');
/** A date that may be left empty: the server answers the spec's publishing message. */
const maybeDate = z.string().trim().max(10);
const dictValue = z.string().trim().max(16);

/** At least 1 ('Repeat weeks cannot be below 1 week'), at most 52. */
const repeatWeeks = numeric().pipe(z.number().int().max(52));
/** 1 = Monday … 7 = Sunday. */
const weekdays = z.array(numeric().pipe(z.number().int().min(1).max(7))).min(1).max(7);

/** Missing name, type, time period, date or trainees answer 'Publishing needs training name, type, time period, date and trainees'. */
export const publishPlanBody = z.object({
  templateId: entityId(),
  name: z.string().trim().max(INPUT_MAX_LENGTH),
  type: dictValue,
  taskType: dictValue,
  startDate: maybeDate,
  timePeriod: dictValue,
  /** At least 1 ('Repeat weeks cannot be below 1 week'), at most 52. */
  repeatWeeks,
  weekdays,
  traineeIds: z.array(entityId()).max(500).default([]),
  squadIds: z.array(entityId()).max(50).default([]),
  /** Tags of the coach's teams: their members with the tag. */
  tags: z.array(z.string().trim().min(1).max(20)).max(20).default([]),
});
export type PublishPlanInput = z.infer<typeof publishPlanBody>;

/** Changes the plan's sessions still to come (date after today, nothing recorded); done and past ones stay as they were. */
export const modifyPlanBody = z.object({
  id: entityId(),
  name: z.string().trim().max(INPUT_MAX_LENGTH),
  type: dictValue,
  taskType: dictValue,
  timePeriod: dictValue,
  /** Another template for the sessions to come; absent keeps the plan's. */
  templateId: entityId().optional(),
  /**
   * Another schedule, counted from the plan's first day like the first one: sessions to come
   * on days it drops are cancelled, days it adds get sessions. Absent keeps the schedule.
   */
  repeatWeeks: repeatWeeks.optional(),
  weekdays: weekdays.optional(),
});
export type ModifyPlanInput = z.infer<typeof modifyPlanBody>;

export const planListQuery = z.object({ from: localDate.optional(), to: localDate.optional() });
export { idQuery as planIdQuery };

/**
 * A scheduled session on its trainee's calendar: done (its training finished, or a past day's
 * training was started), today (still to do today, or under way), upcoming, missed, cancelled.
 */
export const sessionStatus = z.enum(['done', 'today', 'missed', 'upcoming', 'cancelled']);
export type SessionStatus = z.infer<typeof sessionStatus>;
export const planState = z.enum(['upcoming', 'current', 'finished', 'cancelled']);

/** One trainee's scheduled session of a plan. `trainingId` is the recorded training that did it. */
export const scheduledSession = z.object({
  kind: z.literal('session'),
  id: z.number().int(),
  planId: z.number().int(),
  traineeId: z.number().int(),
  nickName: z.string(),
  name: z.string(),
  date: z.string(),
  status: sessionStatus,
  templateId: z.number().int().nullable(),
  trainingId: z.string().nullable(),
});
export type ScheduledSession = z.infer<typeof scheduledSession>;

/** A scheduled session with the template to follow (its version of the plan's template, presented for the reader). */
export const sessionToTrain = scheduledSession.extend({ template: templateOutput });
export type SessionToTrain = z.infer<typeof sessionToTrain>;

export const planSummary = z.object({
  kind: z.literal('plan'),
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  taskType: z.string(),
  timePeriod: z.string(),
  templateId: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  repeatWeeks: z.number().int(),
  weekdays: z.array(z.number().int()),
  state: planState,
  cancelledAt: z.string().nullable(),
  /** Each trainee's sessions in the asked range, with their status. */
  sessions: z.array(scheduledSession),
});
export type PlanSummary = z.infer<typeof planSummary>;

/** A coach gets their plans, a trainee their scheduled sessions. */
export const planList = z.object({ list: z.array(z.discriminatedUnion('kind', [planSummary, scheduledSession])) });

/** One plan with all its sessions and its template (its latest version; for the coach; a trainee of it gets only their own sessions). */
export const planDetail = planSummary.extend({ template: templateOutput });
export type PlanDetail = z.infer<typeof planDetail>;

/** One trainee's results in a shared plan: their first name as they chose it, nothing private. */
export const sharedPlanResult = z.object({ nickName: z.string(), done: z.number().int(), missed: z.number().int(), upcoming: z.number().int(), cancelled: z.number().int() });

/**
 * A plan by its share code, for anyone (no token): what it is, its template, and each
 * trainee's done / missed / upcoming counts; no ids of people, no contact details.
 */
export const sharedPlan = planSummary.omit({ sessions: true, kind: true, templateId: true, cancelledAt: true }).extend({
  coachNickName: z.string(),
  template: templateOutput,
  results: z.array(sharedPlanResult),
});
export type SharedPlan = z.infer<typeof sharedPlan>;
