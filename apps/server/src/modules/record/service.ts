import type { QueryOutput, RecordMonth, RecordYear } from '@repwise/contracts';
import { roundKg, type Language } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { canReadTraining } from '../../platform/access/policies.ts';
import { scheduledSessions, tally } from '../plan/index.ts';
import { notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import { setsOf, summaryOf } from '../training/index.ts';
import { daysOf, e1rmTrendOf, exerciseInfo, musclesOf, periodRecords, sessionsPerWeekOf, topExercisesOf, totalsOf, type ExerciseInfo } from './figures.ts';
import {
  bodyData, countHistory, earlierBests, exercisesOf, historyOf, monthTotals, recordsIn, trainingsIn, workingSets, type HistoryKey, type Period,
} from './repo.ts';

/**
 * Whose records the actor reads: their own, or (userId) a trainee they coach — the rule of
 * reading a training (canReadTraining, coachedTrainees); "not found" for anyone else.
 */
async function subjectOf(db: Kysely<Database>, actor: Actor, userId: number | undefined): Promise<number> {
  const ownerId = userId ?? actor.id;
  const coaches = ownerId !== actor.id && (await coachedTrainees(db, actor, [ownerId])).has(ownerId);
  if (!canReadTraining(actor, { owner_id: ownerId }, coaches)) throw notFound();
  return ownerId;
}

/** The last day of a month (yyyy-MM), 9999-12 included. */
function lastDayOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}
function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
const monthPeriod = (month: string): Period => ({ from: `${month}-01`, to: lastDayOfMonth(month) });
const yearPeriod = (year: number): Period => ({ from: `${String(year).padStart(4, '0')}-01-01`, to: `${String(year).padStart(4, '0')}-12-31` });

/** Sessions, working sets, volume and time of a period of whole months (the previous period of a report), from the month rollups. */
async function totalsIn(db: Kysely<Database>, ownerId: number, period: Period) {
  const months = await monthTotals(db, ownerId, period.from.slice(0, 7), period.to.slice(0, 7));
  const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((total, m) => total + Number(pick(m)), 0);
  return { sessions: sum((m) => m.sessions), sets: sum((m) => m.sets), volumeKg: roundKg(sum((m) => m.volume_kg)), durationSeconds: sum((m) => m.duration_seconds) };
}

/** The personal records of the period: personal_records rows (kept by modules/progress with every write of training) set in it. */
async function recordsOf(db: Kysely<Database>, ownerId: number, period: Period, exercises: ReadonlyMap<number, ExerciseInfo>, language: Language) {
  const records = await recordsIn(db, ownerId, period);
  const ids = records.map((r) => r.action_id);
  const [earlier, missing] = await Promise.all([
    earlierBests(db, ownerId, ids, period.from),
    // A record's exercise with no working set in the period cannot be (its set is in it), but name it anyway.
    exercisesOf(db, ids.filter((id) => !exercises.has(id))),
  ]);
  return periodRecords(records, earlier, new Map([...exercises, ...exerciseInfo(missing, language)]));
}

/** Compliance with the coach's plan over the period, by the one rule of every report (plan's tally). */
async function complianceIn(db: Kysely<Database>, ownerId: number, period: Period, now: Date) {
  return tally(await scheduledSessions(db, [ownerId], period.from, period.to), period.from, period.to, now);
}

/** What a month and a year report share: the period's figures. */
async function report(db: Kysely<Database>, actor: Pick<Actor, 'id'> | null, ownerId: number, period: Period, previous: Period, language: Language, now: Date) {
  const [trainings, sets, previousTotals, done, body] = await Promise.all([
    trainingsIn(db, ownerId, period), workingSets(db, ownerId, period), totalsIn(db, ownerId, previous), complianceIn(db, ownerId, period, now),
    // Body data are their owner's alone (policy table: body data), not even their coach's.
    ownerId === actor?.id ? bodyData(db, ownerId, period) : null,
  ]);
  const exercises = exerciseInfo(await exercisesOf(db, sets.map((s) => s.action_id)), language);
  const days = daysOf(trainings, sets);
  return {
    trainings, sets, exercises,
    figures: {
      ...totalsOf(trainings, sets),
      previous: previousTotals,
      trainingDays: days.filter((d) => d.sessions > 0).length,
      days,
      muscles: musclesOf(sets, exercises, language),
      topExercises: topExercisesOf(sets, exercises),
      prs: await recordsOf(db, ownerId, period, exercises, language),
      compliance: done,
      body: body?.map((b) => ({ measuredOn: b.measured_on, chest: b.chest, waist: b.waist, hip: b.hip, height: b.height, weight: b.weight })) ?? null,
    },
  };
}

export async function monthReport(db: Kysely<Database>, actor: Actor, q: QueryOutput<'record.userMonth'>, language: Language, now = new Date()): Promise<RecordMonth> {
  const ownerId = await subjectOf(db, actor, q.userId);
  const period = monthPeriod(q.month);
  const { trainings, sets, exercises, figures } = await report(db, actor, ownerId, period, monthPeriod(previousMonth(q.month)), language, now);
  return { month: q.month, ...figures, sessionsPerWeek: sessionsPerWeekOf(period.from, period.to, trainings), e1rmTrend: e1rmTrendOf(sets, exercises) };
}

export async function yearReport(db: Kysely<Database>, actor: Actor, q: QueryOutput<'record.userYear'>, language: Language, now = new Date()): Promise<RecordYear> {
  return yearFigures(db, actor, await subjectOf(db, actor, q.userId), q.year, language, now);
}

/** A year's figures, for a reader already allowed to see them (the year report, a shared year in review: reader null); body data only for their owner. */
export async function yearFigures(db: Kysely<Database>, reader: Pick<Actor, 'id'> | null, ownerId: number, year: number, language: Language, now = new Date()): Promise<RecordYear> {
  const yyyy = String(year).padStart(4, '0');
  // The months' totals are the month rollups (modules/progress); a month without one had nothing.
  const [{ figures }, rollups] = await Promise.all([report(db, reader, ownerId, yearPeriod(year), yearPeriod(year - 1), language, now), monthTotals(db, ownerId, `${yyyy}-01`, `${yyyy}-12`)]);
  const months = Array.from({ length: 12 }, (_, i) => `${yyyy}-${String(i + 1).padStart(2, '0')}`).map((month) => {
    const m = rollups.find((r) => r.month === month);
    return { month, sessions: Number(m?.sessions ?? 0), sets: Number(m?.sets ?? 0), volumeKg: roundKg(Number(m?.volume_kg ?? 0)) };
  });
  return { year, ...figures, months };
}

/** The whole history, newest first, with search and a date range: training/list's page and cursor. */
export async function history(db: Kysely<Database>, actor: Actor, q: QueryOutput<'record.history'>) {
  const ownerId = await subjectOf(db, actor, q.userId);
  const filter = { from: q.from, to: q.to, keyword: q.keyword };
  const after = decodeCursor(q.cursor, ['string', 'string', 'string']) as HistoryKey | undefined;
  const [rows, total] = await Promise.all([historyOf(db, ownerId, filter, after, q.size + 1), q.withTotal ? countHistory(db, ownerId, filter) : null]);
  const sets = await setsOf(db, rows.slice(0, q.size).map((r) => r.id));
  return pageOf(rows, q.size, (r) => [r.local_date, r.started_at, r.id], (shown) => shown.map((r) => summaryOf(r, sets.filter((s) => s.session_id === r.id))), total);
}
