import type { SharedPlan } from '@repwise/contracts';
import { DEFAULT_TIME_ZONE, localDateIn } from '@repwise/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { canManagePlan } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/errors.ts';
import { newShareCode } from '../../platform/share-code.ts';
import type { View } from '../../platform/view.ts';
import { presentPlanDetail, statusOf } from './present.ts';
import { findPlan, latestTemplateVersion, planSessions, trainingsForPlanSessions, type PlanRow } from './repo.ts';
import { presentedTemplates } from './service.ts';

/** The public page of a shared plan (modules/share-page: a preview for chat apps, then the app's share screen). */
const SHARE_PAGE = '/s/plan/';

/** The plan's share code, made on first use; two coaches' tabs asking at once get the same one. */
async function shareCodeOf(db: Kysely<Database>, plan: PlanRow): Promise<string> {
  if (plan.share_code) return plan.share_code;
  await db.updateTable('plans').set({ share_code: newShareCode() }).where('id', '=', plan.id).where('share_code', 'is', null).execute();
  const { share_code } = await db.selectFrom('plans').select('share_code').where('id', '=', plan.id).executeTakeFirstOrThrow();
  return share_code!;
}

/** The share link of a plan and its QR code (SVG), for the plan's coach only. */
export async function planQrcode(db: Kysely<Database>, actor: Actor, id: number, publicUrl: string) {
  const plan = await findPlan(db, id);
  if (!plan || !canManagePlan(actor, plan)) throw notFound();
  const url = `${publicUrl.replace(/\/$/, '')}${SHARE_PAGE}${await shareCodeOf(db, plan)}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, svg };
}

/** A shared plan for anyone with its code: the plan and each trainee's counts, by nickname only; its template in the reader's language. */
export async function sharedPlan(db: Kysely<Database>, view: View, code: string, now = new Date()): Promise<SharedPlan> {
  const plan = await db.selectFrom('plans').selectAll().where('share_code', '=', code).executeTakeFirst();
  if (!plan) throw notFound();
  const [rows, coach, version] = await Promise.all([
    planSessions(db, [plan.id]),
    db.selectFrom('users').select(['nick_name', 'timezone']).where('id', '=', plan.coach_id).executeTakeFirst(),
    latestTemplateVersion(db, plan.id),
  ]);
  // The plan's own state on its coach's calendar; each trainee's sessions on their own.
  const today = localDateIn(coach?.timezone ?? DEFAULT_TIME_ZONE, now);
  const done = await trainingsForPlanSessions(db, rows.map((r) => r.id));
  const results = new Map<number, SharedPlan['results'][number]>();
  for (const row of rows) {
    const counts = results.get(row.trainee_id) ?? { nickName: row.nick_name ?? '', done: 0, missed: 0, upcoming: 0, cancelled: 0 };
    const status = statusOf(row, done.get(row.id), now);
    // Today's session is still to do: shared results count it as upcoming.
    counts[status === 'today' ? 'upcoming' : status] += 1;
    results.set(row.trainee_id, counts);
  }
  const shown = (await presentedTemplates(db, [version.id], view, null)).get(version.id)!;
  const { name, type, taskType, timePeriod, startDate, endDate, repeatWeeks, weekdays, state, template } = presentPlanDetail(plan, [], today, shown);
  return { id: plan.id, name, type, taskType, timePeriod, startDate, endDate, repeatWeeks, weekdays, state, template, coachNickName: coach?.nick_name ?? '', results: [...results.values()] };
}
