import type { QueryOutput, TrainingDetail } from '@repwise/contracts';
import { addDays, localName, parseLocalDate } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { canReadTraining } from '../../platform/access/policies.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { findPlanSession, type PlannedTraining, type PlanSessionRow, presentedTemplates, presentSession, presentSessionToTrain, todayOf, traineeSessions, trainingsForPlanSessions } from '../plan/index.ts';
import { findTraining, setFieldsOf, type TrainingRow, writeCoachComment } from '../sync/index.ts';
import { setE1rm, summaryOf } from './present.ts';
import {
  countTrainings, exerciseNames, trainingsByIds, setsOf, trainingsOf, unfinishedTrainings, type TrainingKey,
} from './repo.ts';

/** How far ahead training/today looks for the next sessions. */
const UPCOMING_DAYS = 14;

/** Scheduled sessions with the template version each follows, as `readerId` reads it in the view's language. */
async function sessionsToTrain(db: Kysely<Database>, rows: readonly PlanSessionRow[], trainings: ReadonlyMap<number, PlannedTraining>, now: Date, view: View, readerId: number) {
  const templates = await presentedTemplates(db, rows.map((r) => r.template_version_id), view, readerId);
  return rows.map((r) => presentSessionToTrain(r, trainings.get(r.id), now, templates.get(r.template_version_id)!));
}

export async function trainingToday(db: Kysely<Database>, actor: Actor, view: View, date: string | undefined, now = new Date()) {
  // The phone's day when it sends one, else the trainee's own today in their time zone.
  const today = date ?? todayOf(actor, now);
  if (!parseLocalDate(today)) throw badRequest('invalidField', { field: 'date' });
  const [rows, unfinished] = await Promise.all([traineeSessions(db, actor.id, today, addDays(today, UPCOMING_DAYS), 50), unfinishedTrainings(db, actor.id)]);
  const done = await trainingsForPlanSessions(db, rows.map((r) => r.id));
  const open = rows.filter((r) => r.cancelled_at === null);
  const todays = open.filter((r) => r.date === today);
  const results = await trainingResults(db, todays.flatMap((r) => done.get(r.id)?.id ?? []));
  return {
    today: (await sessionsToTrain(db, todays, done, now, view, actor.id)).map((s) => ({ ...s, result: results.get(s.trainingId ?? '') ?? null })),
    upcoming: open.filter((r) => r.date > today).slice(0, 20).map((r) => presentSession(r, done.get(r.id), now)),
    unfinished: unfinished.map((t) => ({ id: t.id, name: t.name, startedAt: t.started_at, localDate: t.local_date, planSessionId: t.plan_session_id })),
  };
}

/** The summaries (sets, volume, best e1RM) of these trainings, by id. */
async function trainingResults(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, ReturnType<typeof summaryOf>>();
  const [rows, sets] = await Promise.all([trainingsByIds(db, ids), setsOf(db, ids)]);
  return new Map(rows.map((r) => [r.id, summaryOf(r, sets.filter((s) => s.session_id === r.id))]));
}

/** A training the actor may read: their own or, for a coach, a member's; "not found" otherwise. */
async function readableTraining(db: Kysely<Database>, actor: Actor, id: string): Promise<TrainingRow> {
  const row = await findTraining(db, id);
  if (!row || row.deleted === 1) throw notFound();
  const coaches = row.owner_id !== actor.id && (await coachedTrainees(db, actor, [row.owner_id])).has(row.owner_id);
  if (!canReadTraining(actor, row, coaches)) throw notFound();
  return row;
}

/** History, whole and newest first, a page at a time: the caller's own, or (userId) a member's for their coach. */
export async function listTrainings(db: Kysely<Database>, actor: Actor, q: QueryOutput<'training.list'>) {
  const ownerId = q.userId ?? actor.id;
  if (ownerId !== actor.id && !(await coachedTrainees(db, actor, [ownerId])).has(ownerId)) throw notFound();
  const range = { from: q.from, to: q.to };
  const after = decodeCursor(q.cursor, ['string', 'string', 'string']) as TrainingKey | undefined;
  const [rows, total] = await Promise.all([trainingsOf(db, ownerId, range, after, q.size + 1), q.withTotal ? countTrainings(db, ownerId, range) : null]);
  const sets = await setsOf(db, rows.slice(0, q.size).map((r) => r.id));
  return pageOf(rows, q.size, (r) => [r.local_date, r.started_at, r.id], (shown) => shown.map((r) => summaryOf(r, sets.filter((s) => s.session_id === r.id))), total);
}

export async function getTraining(db: Kysely<Database>, actor: Actor, view: View, id: string, now = new Date()): Promise<TrainingDetail> {
  return trainingDetail(db, await readableTraining(db, actor, id), view, actor.id, now);
}

/** A training as training/get shows it: with its sets, its exercises' names and, for a planned one, the scheduled session. */
export async function trainingDetail(db: Kysely<Database>, row: TrainingRow, view: View, readerId: number, now = new Date()): Promise<TrainingDetail> {
  const sets = await setsOf(db, [row.id]);
  const planned = row.plan_session_id === null ? undefined : await findPlanSession(db, row.plan_session_id);
  const exercises = await exerciseNames(db, sets.map((s) => s.action_id));
  return {
    ...summaryOf(row, sets), timezone: row.timezone, templateId: row.template_id,
    recorded: sets.map((s) => ({ ...setFieldsOf(s), id: s.id, e1rmKg: setE1rm(s) })),
    planned: planned ? (await sessionsToTrain(db, [planned], new Map([[planned.id, { id: row.id, finishedAt: row.finished_at }]]), now, view, readerId))[0]! : null,
    exercises: exercises.map((e) => ({ id: e.id, name: localName({ nameEn: e.name_en, nameZh: e.name_zh }, view.language) })),
  };
}

/** A coach of the owner answers the trainee's comment; the trainee's next pull brings it. */
export async function commentTraining(db: Kysely<Database>, actor: Actor, id: string, comment: string, now = new Date()) {
  const row = await readableTraining(db, actor, id);
  if (row.owner_id === actor.id) throw notFound();
  await writeCoachComment(db, row, comment, now, actor.id);
  const updated = (await findTraining(db, row.id))!;
  return summaryOf(updated, await setsOf(db, [row.id]));
}
