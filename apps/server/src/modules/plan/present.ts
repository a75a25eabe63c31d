import type { PlanDetail, PlanSummary, ScheduledSession, SessionStatus, SessionToTrain, TemplateOutput } from '@repwise/contracts';
import { blockName, localDateIn, relabel } from '@repwise/domain';
import { type ExerciseDetails, localTexts, type PresentContext, presentTemplate, withLibraryDetails } from '../series/index.ts';
import type { PlannedTraining } from './repo.ts';
import type { PlanRow, PlanSessionRow } from './repo.ts';
import { bareTemplate, type PlanTemplateData } from './template-data.ts';

/**
 * done: its training finished, or a past day's was started; today: its day is today (to start
 * or under way); otherwise cancelled, upcoming, or missed (its day passed with nothing recorded).
 */
export function statusOf(row: Pick<PlanSessionRow, 'date' | 'cancelled_at' | 'trainee_timezone'>, training: PlannedTraining | undefined, now: Date): SessionStatus {
  // The trainee's own day: at 23:30 UTC a Shanghai trainee's today is the server's tomorrow.
  const today = localDateIn(row.trainee_timezone, now);
  if (training?.finishedAt) return 'done';
  if (row.cancelled_at !== null && training === undefined) return 'cancelled';
  if (row.date === today) return 'today';
  if (row.date > today) return 'upcoming';
  return training ? 'done' : 'missed';
}

export function presentSession(row: PlanSessionRow, training: PlannedTraining | undefined, now: Date): ScheduledSession {
  return {
    kind: 'session', id: row.id, planId: row.plan_id, traineeId: row.trainee_id, nickName: row.nick_name ?? '', name: row.name, date: row.date,
    status: statusOf(row, training, now), templateId: row.template_id, trainingId: training?.id ?? null,
  };
}

export function presentSessionToTrain(row: PlanSessionRow, training: PlannedTraining | undefined, now: Date, template: TemplateOutput): SessionToTrain {
  return { ...presentSession(row, training, now), template };
}

function stateOf(plan: PlanRow, today: string): PlanSummary['state'] {
  if (plan.cancelled_at !== null) return 'cancelled';
  if (plan.start_date > today) return 'upcoming';
  return plan.end_date < today ? 'finished' : 'current';
}

export function presentPlan(plan: PlanRow, sessions: ScheduledSession[], today: string): PlanSummary {
  return {
    kind: 'plan', id: plan.id, name: plan.name, type: plan.type, taskType: plan.task_type, timePeriod: plan.time_period, templateId: plan.template_id,
    startDate: plan.start_date, endDate: plan.end_date, repeatWeeks: plan.repeat_weeks, weekdays: plan.weekdays.split(',').map(Number),
    state: stateOf(plan, today), cancelledAt: plan.cancelled_at, sessions,
  };
}

export function presentPlanDetail(plan: PlanRow, sessions: ScheduledSession[], today: string, template: TemplateOutput): PlanDetail {
  return { ...presentPlan(plan, sessions, today), template };
}

/**
 * A version of a plan's template as its reader sees it, presented as the template module
 * presents a template: the library's exercises as they are now (names, units, media) in the
 * reader's language, blocks named after them unless their author named them, labels in it.
 */
export function presentPlanTemplate(templateId: number, data: PlanTemplateData, details: ExerciseDetails, ctx: PresentContext): TemplateOutput {
  const texts = localTexts(data, data.texts ? new Map(Object.entries(data.texts)) : undefined, ctx.language);
  const named = withLibraryDetails(bareTemplate(data, templateId, texts), details, ctx.language);
  const template = relabel({
    ...named,
    actionsCons: named.actionsCons.map((block, i) => (data.actionsCons[i]?.name === undefined ? { ...block, name: blockName(block.actions) } : block)),
  }, ctx.language);
  return presentTemplate({ id: templateId, owner_id: data.ownerId, share_code: data.shareCode, updated_at: data.updatedAt }, template, details, ctx);
}
