import type { ModifyPlanInput, PlanDetail, PublishPlanInput, ScheduledSession, TemplateOutput } from '@repwise/contracts';
import { POSITION, SERVER_DICTIONARY_KEYS, addDays, localDateIn, parseLocalDate, planDates, serverDictionary } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { activeCoachedTeams, coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { canManagePlan } from '../../platform/access/policies.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { View } from '../../platform/view.ts';
import { notifyPlan } from '../notification/index.ts';
import { exerciseDetails, getTemplate, templateTexts } from '../series/index.ts';
import { organisationToCreateIn } from '../squad/index.ts';
import { presentPlan, presentPlanDetail, presentPlanTemplate, presentSession } from './present.ts';
import {
  coachPlans, findPlan, insertPlan, insertPlanSessions, insertTemplateVersion, knownTags, lastSessionDate, latestTemplateVersion, planSessions, planTraineeIds, rescheduleFutureSessions,
  taggedMemberIds, teamMemberIds, templateVersions, traineeCalendars, traineeSessions, trainingsForPlanSessions, updateFutureSessions, updatePlan,
  type PlanRow, type PlanSessionRow,
} from './repo.ts';
import { planTemplateData, type PlanTemplateData } from './template-data.ts';

/** At most this many scheduled sessions (trainees × days) per publish: rows of a few dozen bytes each, the template is stored once. */
export const MAX_PLAN_SESSIONS = 10_000;
/** A list without a range shows this many days either side of today. */
const DEFAULT_RANGE_DAYS = 45;

/** The actor's calendar day at `now`, in their own time zone. */
export const todayOf = (actor: Pick<Actor, 'user'>, now: Date): string => localDateIn(actor.user.timezone, now);

const isDictValue = (parentKey: string, value: string) => serverDictionary(parentKey).some((e) => e.value === value);

function checkDictionaries(input: { type: string; taskType: string; timePeriod: string }): void {
  if (!isDictValue(SERVER_DICTIONARY_KEYS.trainingType, input.type)) throw badRequest('invalidField', { field: 'type' });
  if (!isDictValue(SERVER_DICTIONARY_KEYS.trainingTaskType, input.taskType)) throw badRequest('invalidField', { field: 'taskType' });
  if (!isDictValue(SERVER_DICTIONARY_KEYS.trainingTaskTime, input.timePeriod)) throw badRequest('invalidField', { field: 'timePeriod' });
}

/** The fields a publish cannot go without, as the form names them. */
function missingPublishFields(input: PublishPlanInput): string[] {
  const targets = input.traineeIds.length + input.squadIds.length + input.tags.length;
  return [
    ...(input.name ? [] : ['name']), ...(input.type ? [] : ['type']), ...(input.timePeriod ? [] : ['timePeriod']), ...(input.startDate ? [] : ['startDate']),
    ...(targets > 0 ? [] : ['trainees']),
  ];
}

/** The trainees the targets name; any target that is not the coach's answers "not found". */
async function resolveTrainees(db: Kysely<Database>, actor: Actor, input: PublishPlanInput): Promise<number[]> {
  const teams = await activeCoachedTeams(db, actor);
  if (input.squadIds.some((id) => !teams.has(id))) throw notFound();
  const tags = [...new Set(input.tags)];
  const known = await knownTags(db, [...teams], tags);
  if (tags.some((tag) => !known.has(tag))) throw notFound();
  const named = [...new Set(input.traineeIds)];
  const coached = await coachedTrainees(db, actor, named);
  if (named.some((id) => !coached.has(id))) throw notFound();
  const [members, tagged] = await Promise.all([teamMemberIds(db, input.squadIds), taggedMemberIds(db, [...teams], tags)]);
  return [...new Set([...named, ...members, ...tagged])].sort((a, b) => a - b);
}

/** The sessions with their status, each on its trainee's calendar. */
async function sessionsOf(db: Kysely<Database>, rows: PlanSessionRow[], now: Date): Promise<ScheduledSession[]> {
  const done = await trainingsForPlanSessions(db, rows.map((r) => r.id));
  return rows.map((r) => presentSession(r, done.get(r.id), now));
}

/**
 * Versions of plans' templates, by id, as `readerId` reads them: the stored data with the
 * library's exercises as they are now, in the reader's language (one library read for all).
 */
export async function presentedTemplates(db: Kysely<Database>, versionIds: readonly number[], view: View, readerId: number | null): Promise<Map<number, TemplateOutput>> {
  const versions = (await templateVersions(db, versionIds)).map((row) => ({ row, data: JSON.parse(row.data) as PlanTemplateData }));
  const details = await exerciseDetails(db, versions.flatMap((v) => v.data.actionsCons.flatMap((b) => b.actions.map((a) => a.id))));
  const ctx = { readerId, language: view.language, storageBase: view.storageBase };
  return new Map(versions.map((v) => [v.row.id, presentPlanTemplate(v.row.template_id, v.data, details, ctx)]));
}

async function detailOf(db: Kysely<Database>, actor: Actor, plan: PlanRow, now: Date, view: View): Promise<PlanDetail> {
  const rows = await planSessions(db, [plan.id], canManagePlan(actor, plan) ? {} : { traineeId: actor.id });
  const { id } = await latestTemplateVersion(db, plan.id);
  const template = (await presentedTemplates(db, [id], view, actor.id)).get(id)!;
  return presentPlanDetail(plan, await sessionsOf(db, rows, now), todayOf(actor, now), template);
}

/** What a plan keeps of the template its coach chose: the data, with an official template's texts in every language. */
async function templateDataOf(db: Kysely<Database>, actor: Actor, template: TemplateOutput): Promise<string> {
  const texts = template.official ? (await templateTexts(db, [template.id])).get(template.id) : undefined;
  return JSON.stringify(planTemplateData(template, template.official ? null : actor.id, texts && Object.fromEntries(texts)));
}

export async function publishPlan(db: Kysely<Database>, actor: Actor, view: View, input: PublishPlanInput, now = new Date()): Promise<PlanDetail> {
  if (actor.position !== POSITION.coach) throw badRequest('planCoachesOnly');
  const missing = missingPublishFields(input);
  // The spec's sentence is the message; `data.missing` names each empty field, for the form to mark it.
  if (missing.length > 0) throw new AppError(400, 'planFieldsRequired', {}, { missing });
  checkDictionaries(input);
  if (!parseLocalDate(input.startDate)) throw badRequest('invalidField', { field: 'startDate' });
  if (input.repeatWeeks < 1) throw badRequest('repeatWeeksMin');
  const template = await getTemplate(db, actor, view, input.templateId);
  const data = await templateDataOf(db, actor, template);
  const trainees = await resolveTrainees(db, actor, input);
  // A team or tag with nobody in it yet is a standing assignment: whoever joins gets the plan (standing.ts).
  if (trainees.length === 0 && input.squadIds.length + input.tags.length === 0) throw new AppError(400, 'planFieldsRequired', {}, { missing: ['trainees'] });
  const dates = planDates(input.startDate, input.repeatWeeks, input.weekdays);
  if (dates.length === 0) throw badRequest('planNoDates');
  if (dates.length * trainees.length > MAX_PLAN_SESSIONS) throw badRequest('planTooLarge');

  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const organisationId = await organisationToCreateIn(trx, actor, now);
    const planId = await insertPlan(trx, {
      organisation_id: organisationId, coach_id: actor.id, template_id: template.id, name: input.name, type: input.type, task_type: input.taskType,
      time_period: input.timePeriod, start_date: dates[0]!, end_date: dates.at(-1)!, repeat_weeks: input.repeatWeeks, weekdays: [...new Set(input.weekdays)].sort().join(','),
      created_at: at, updated_at: at, cancelled_at: null,
    }, [
      ...[...new Set(input.traineeIds)].map((id) => ({ kind: 'trainee' as const, ref: String(id) })),
      ...[...new Set(input.squadIds)].map((id) => ({ kind: 'squad' as const, ref: String(id) })),
      ...[...new Set(input.tags)].map((tag) => ({ kind: 'tag' as const, ref: tag })),
    ]);
    // The template once for the plan; every session refers to it.
    const versionId = await insertTemplateVersion(trx, { plan_id: planId, organisation_id: organisationId, template_id: template.id, data });
    await insertPlanSessions(trx, trainees.flatMap((traineeId) => dates.map((date) => ({
      plan_id: planId, organisation_id: organisationId, trainee_id: traineeId, date, name: input.name, template_id: template.id, template_version_id: versionId, cancelled_at: null, updated_at: at,
    }))));
    await notifyPlan(trx, 'plan_published', { planId, coachId: actor.id, traineeIds: trainees }, now);
    return detailOf(trx, actor, (await findPlan(trx, planId))!, now, view);
  });
}

/** A plan its coach or one of its trainees may see; "not found" for anyone else. */
async function visiblePlan(db: Kysely<Database>, actor: Actor, id: number): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan) throw notFound();
  if (canManagePlan(actor, plan)) return plan;
  const own = await planSessions(db, [plan.id], { traineeId: actor.id });
  if (own.length === 0) throw notFound();
  return plan;
}

async function ownPlan(db: Kysely<Database>, actor: Actor, id: number): Promise<PlanRow> {
  const plan = await findPlan(db, id);
  if (!plan || !canManagePlan(actor, plan)) throw notFound();
  return plan;
}

export async function getPlan(db: Kysely<Database>, actor: Actor, view: View, id: number, now = new Date()): Promise<PlanDetail> {
  return detailOf(db, actor, await visiblePlan(db, actor, id), now, view);
}

/** A coach: their plans in the range with each trainee's sessions; a trainee: their own sessions in it. */
export async function listPlans(db: Kysely<Database>, actor: Actor, range: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const today = todayOf(actor, now);
  const from = range.from ?? addDays(today, -DEFAULT_RANGE_DAYS);
  const to = range.to ?? addDays(today, DEFAULT_RANGE_DAYS);
  if (!parseLocalDate(from) || !parseLocalDate(to)) throw badRequest('invalidField', { field: 'from' });
  if (actor.position === POSITION.coach) {
    // A coach works in their current group (spec §4).
    const plans = await coachPlans(db, actor.id, (await actor.groups()).current, from, to);
    const sessions = await sessionsOf(db, await planSessions(db, plans.map((p) => p.id), { from, to }), now);
    return { list: plans.map((p) => presentPlan(p, sessions.filter((s) => s.planId === p.id), today)) };
  }
  return { list: await sessionsOf(db, await traineeSessions(db, actor.id, from, to), now) };
}

/** Name, type, time period and (optionally) the template change for the sessions still to come only. */
export async function modifyPlan(db: Kysely<Database>, actor: Actor, view: View, input: ModifyPlanInput, now = new Date()): Promise<PlanDetail> {
  const plan = await ownPlan(db, actor, input.id);
  if (!input.name || !input.type || !input.timePeriod) throw badRequest('planFieldsRequired');
  checkDictionaries(input);
  const schedule = newSchedule(plan, input);
  const template = input.templateId === undefined ? undefined : await getTemplate(db, actor, view, input.templateId);
  const data = template && (await templateDataOf(db, actor, template));
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const latest = await latestTemplateVersion(trx, plan.id);
    // Another template, or this one changed since, is a new version for the sessions to come (done and under way ones keep theirs); the latest again is none.
    const changed = template && data !== undefined && (template.id !== latest.template_id || data !== latest.data)
      ? { template_id: template.id, template_version_id: await insertTemplateVersion(trx, { plan_id: plan.id, organisation_id: plan.organisation_id, template_id: template.id, data }) }
      : {};
    await updatePlan(trx, plan.id, { name: input.name, type: input.type, task_type: input.taskType, time_period: input.timePeriod, updated_at: at, ...(template ? { template_id: template.id } : {}) });
    if (plan.cancelled_at === null) {
      for (const calendar of await traineeCalendars(trx, await planTraineeIds(trx, plan.id), now)) {
        await updateFutureSessions(trx, plan.id, calendar, { name: input.name, updated_at: at, ...changed });
      }
      if (schedule) await reschedule(trx, actor, plan, schedule, now, { name: input.name, template_id: plan.template_id, template_version_id: latest.id, updated_at: at, ...changed });
      // Each change tells the plan's trainees again: its time is the revision, so a second change is news too.
      await notifyPlan(trx, 'plan_changed', { planId: plan.id, coachId: actor.id, traineeIds: await planTraineeIds(trx, plan.id), revision: at }, now);
    }
    return detailOf(trx, actor, (await findPlan(trx, plan.id))!, now, view);
  });
}

interface Schedule {
  repeatWeeks: number;
  weekdays: number[];
  dates: string[];
}

/** The schedule a modification asks for, counted from the plan's first day; undefined when it keeps the plan's. */
function newSchedule(plan: PlanRow, input: ModifyPlanInput): Schedule | undefined {
  if (input.repeatWeeks === undefined && input.weekdays === undefined) return undefined;
  const repeatWeeks = input.repeatWeeks ?? plan.repeat_weeks;
  if (repeatWeeks < 1) throw badRequest('repeatWeeksMin');
  const weekdays = [...new Set(input.weekdays ?? plan.weekdays.split(',').map(Number))].sort((a, b) => a - b);
  const dates = planDates(plan.start_date, repeatWeeks, weekdays);
  if (dates.length === 0) throw badRequest('planNoDates');
  return { repeatWeeks, weekdays, dates };
}

/**
 * Puts the sessions to come on the new schedule's days: the plan's trainees its coach still
 * coaches get the days it adds; the days it drops are cancelled; past and recorded ones stay.
 */
async function reschedule(trx: Kysely<Database>, actor: Actor, plan: PlanRow, schedule: Schedule, now: Date, fill: Parameters<typeof rescheduleFutureSessions>[5]): Promise<void> {
  const trainees = await planTraineeIds(trx, plan.id);
  const coached = await coachedTrainees(trx, actor, trainees);
  const calendars = await traineeCalendars(trx, trainees, now);
  // Each trainee's days to come, counted from their own today.
  const added = calendars.reduce((sum, c) => sum + schedule.dates.filter((date) => date > c.today).length * c.traineeIds.filter((id) => coached.has(id)).length, 0);
  if (added > MAX_PLAN_SESSIONS) throw badRequest('planTooLarge');
  for (const calendar of calendars) {
    const future = schedule.dates.filter((date) => date > calendar.today);
    await rescheduleFutureSessions(trx, plan, calendar, future, calendar.traineeIds.filter((id) => coached.has(id)), fill);
  }
  const last = (await lastSessionDate(trx, plan.id)) ?? schedule.dates.at(-1)!;
  await updatePlan(trx, plan.id, { repeat_weeks: schedule.repeatWeeks, weekdays: schedule.weekdays.join(','), end_date: last < plan.start_date ? plan.start_date : last });
}

/** Cancels the sessions still to come (after today, nothing recorded); done ones stay done. Cancelling again changes nothing. */
export async function cancelPlan(db: Kysely<Database>, actor: Actor, view: View, id: number, now = new Date()): Promise<PlanDetail> {
  const plan = await ownPlan(db, actor, id);
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    if (plan.cancelled_at === null) {
      await updatePlan(trx, plan.id, { cancelled_at: at, updated_at: at });
      for (const calendar of await traineeCalendars(trx, await planTraineeIds(trx, plan.id), now)) {
        await updateFutureSessions(trx, plan.id, calendar, { cancelled_at: at, updated_at: at });
      }
      await notifyPlan(trx, 'plan_cancelled', { planId: plan.id, coachId: actor.id, traineeIds: await planTraineeIds(trx, plan.id) }, now);
    }
    return detailOf(trx, actor, (await findPlan(trx, plan.id))!, now, view);
  });
}
