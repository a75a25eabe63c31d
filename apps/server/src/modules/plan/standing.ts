import { addDays, planDates, utcDate } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import { loadTeamRoles } from '../../platform/access/team-roles.ts';
import { notifyPlan } from '../notification/index.ts';
import { activeTeams, cancelFutureSessionsOf, latestTemplateVersion, runningPlansOfTeams, scheduleOn, taggedMemberIds, teamMemberIds, traineeCalendars, type PlanRow } from './repo.ts';

/**
 * Plans sent to a team or a tag are standing assignments (issue 23): whoever the plan's targets
 * name now has its sessions from their own today on, and whoever they stop naming has the
 * sessions still to come cancelled (what was recorded stays; today and earlier never change).
 * The squad module calls this in the transaction of every change of who is in a team or has one
 * of its tags (and when a team is disbanded), so a plan reaches a late joiner the moment they join.
 */
export async function followStandingPlans(trx: Kysely<Database>, change: { teamId: number; traineeIds: readonly number[] }, now: Date): Promise<void> {
  const ids = [...new Set(change.traineeIds)];
  if (ids.length === 0) return;
  // A trainee's today is at most a day from the UTC one: plans ended before that are over for everyone.
  const plans = await runningPlansOfTeams(trx, [change.teamId], addDays(utcDate(now), -1));
  for (const { plan, targets } of plans) await followPlan(trx, plan, targets, ids, now);
}

async function followPlan(trx: Kysely<Database>, plan: PlanRow, targets: readonly { kind: string; ref: string }[], ids: readonly number[], now: Date): Promise<void> {
  const active = await activeTeams(trx, [...(await loadTeamRoles(trx, plan.coach_id)).coaching]);
  const teams = targets.filter((t) => t.kind === 'squad').map((t) => Number(t.ref)).filter((id) => active.includes(id));
  const tags = targets.filter((t) => t.kind === 'tag').map((t) => t.ref);
  const named = new Set(targets.filter((t) => t.kind === 'trainee').map((t) => Number(t.ref)));
  const [members, tagged] = await Promise.all([teamMemberIds(trx, teams), taggedMemberIds(trx, active, tags)]);
  const targeted = new Set([...members, ...tagged, ...named]);
  const dates = planDates(plan.start_date, plan.repeat_weeks, plan.weekdays.split(',').map(Number));
  const version = await latestTemplateVersion(trx, plan.id);
  for (const calendar of await traineeCalendars(trx, ids, now)) {
    const joining = calendar.traineeIds.filter((id) => targeted.has(id));
    const leaving = calendar.traineeIds.filter((id) => !targeted.has(id));
    await cancelFutureSessionsOf(trx, plan.id, { today: calendar.today, traineeIds: leaving }, now.toISOString());
    const fill = { name: plan.name, template_id: plan.template_id, template_version_id: version.id, updated_at: now.toISOString() };
    const coming = dates.filter((date) => date >= calendar.today);
    await scheduleOn(trx, plan, coming, joining, fill);
    // A late joiner is told of the plan once, as if it had been published to them.
    if (coming.length > 0) await notifyPlan(trx, 'plan_published', { planId: plan.id, coachId: plan.coach_id, traineeIds: joining }, now);
  }
}
