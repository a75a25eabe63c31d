import { MAX_COMPARED_DAYS, MAX_COMPARED_TEAMS, type BodyOutput, type Data, type QueryOutput } from '@repwise/contracts';
import { addDays, localDateIn, localName, mondayOf, roundKg, trainingSeconds } from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/actor.ts';
import { activeCoachedTeams, coachedTrainees } from '../../platform/access/coached-trainees.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { decodeCursor, pageOf } from '../../platform/keyset.ts';
import type { View } from '../../platform/view.ts';
import { membersOverPeriod, presentPerson } from '../squad/index.ts';
import { complianceOver, needsAttention, rateOf, scheduledSessions, tally } from '../plan/index.ts';
import { byNewest, e1rmTrends, presentRecord, totalsByTraining, volumeByWeek } from './present.ts';
import {
  countFeed, currentMembers, dayFigures, exerciseNames, feedRows, feedTrainingIds, insertFeedReads, lastFinishedTrainings, latestBodyData, liveTeams, people, recordsReachedIn,
  workingSetsOfTrainings, type FeedKey,
} from './repo.ts';

/** The teams whose members fill the coach's feed: those they coach that still exist, in their current group. */
async function feedTeams(db: Kysely<Database>, actor: Actor): Promise<number[]> {
  const coaching = [...(await actor.teams()).coaching];
  return (await liveTeams(db, coaching, (await actor.groups()).current)).map((t) => t.id);
}

type TrainingHead = { id: string; name: string; local_date: string; started_at: string; finished_at: string | null };

function presentTraining(row: TrainingHead, totals: ReadonlyMap<string, { sets: number; volumeKg: number }>) {
  const t = totals.get(row.id) ?? { sets: 0, volumeKg: 0 };
  const finishedAt = row.finished_at ?? row.started_at;
  return { id: row.id, name: row.name, localDate: row.local_date, finishedAt, durationSeconds: trainingSeconds(row.started_at, finishedAt), sets: t.sets, volumeKg: roundKg(t.volumeKg) };
}

/** Finished trainings of the members of the coach's teams, newest first, a page at a time. */
export async function coachFeed(db: Kysely<Database>, actor: Actor, view: View, q: QueryOutput<'record.coachFeed'>): Promise<Data<'record.coachFeed'>> {
  const teamIds = await feedTeams(db, actor);
  const after = decodeCursor(q.cursor, ['string', 'string']) as FeedKey | undefined;
  if (teamIds.length === 0) return { list: [], next: null, total: q.withTotal ? 0 : null };
  const [rows, total] = await Promise.all([feedRows(db, actor.id, teamIds, after, q.size + 1), q.withTotal ? countFeed(db, teamIds) : null]);
  const totals = totalsByTraining(await workingSetsOfTrainings(db, rows.slice(0, q.size).map((r) => r.id)));
  return pageOf(rows, q.size, (r) => [r.finished_at!, r.id], (shown) => shown.map((r) => ({
    trainee: presentPerson({ id: r.owner_id, nick_name: r.nick_name, avatar: r.avatar }, view.storageBase),
    training: presentTraining(r, totals),
    rating: r.rating, comment: r.comment, coachComment: r.coach_comment, unread: r.read_at === null,
  })), total);
}

/** The coach opened these trainings of their feed; others are left alone. */
export async function markFeedRead(db: Kysely<Database>, actor: Actor, body: BodyOutput<'record.coachFeedRead'>, now = new Date()) {
  const teamIds = await feedTeams(db, actor);
  const ids = teamIds.length === 0 ? [] : await feedTrainingIds(db, teamIds, [...new Set(body.ids)]);
  await insertFeedReads(db, actor.id, ids, now.toISOString());
  return { marked: ids.length };
}

const WINDOWS = [7, 30, 90] as const;

/**
 * The coach's home: each of their teams (current group) with its compliance over the last 7, 30
 * and 90 days of each member's calendar, a member counting only on the days they were a member;
 * and the members now who need attention (statistics/member's rule, on their whole calendar).
 */
export async function coachOverview(db: Kysely<Database>, actor: Actor, view: View, now = new Date()): Promise<Data<'record.coachOverview'>> {
  const teams = await liveTeams(db, [...(await actor.teams()).coaching], (await actor.groups()).current);
  const coachToday = localDateIn(actor.user.timezone, now);
  // A person's day is at most a day from the coach's: these bounds hold every member's 90 days.
  const [from, to] = [addDays(coachToday, -91), addDays(coachToday, 1)];
  const memberships = await Promise.all(teams.map((t) => membersOverPeriod(db, t.id, from, to)));
  const current = await currentMembers(db, teams.map((t) => t.id));
  const ids = [...new Set([...memberships.flatMap((m) => [...m.keys()]), ...current.map((c) => c.user_id)])];
  const [persons, sessions] = await Promise.all([people(db, ids), scheduledSessions(db, ids, from, to)]);
  const todayOf = new Map(persons.map((p) => [p.id, localDateIn(p.timezone, now)]));
  const byTrainee = groupBy(sessions, (s) => s.trainee_id);
  const sessionsOf = (id: number) => byTrainee.get(id) ?? [];
  return {
    teams: teams.map((team, i) => ({
      id: team.id, name: team.name, members: current.filter((c) => c.team_id === team.id).length,
      compliance: WINDOWS.map((days) => {
        const all = { scheduled: 0, done: 0 };
        for (const [id, periods] of memberships[i]!) {
          const today = todayOf.get(id)!;
          const counted = tally(sessionsOf(id).filter((s) => within(periods, s.date)), addDays(today, 1 - days), today, now);
          all.scheduled += counted.scheduled;
          all.done += counted.done;
        }
        return { days, ...all, rate: rateOf(all) };
      }),
    })),
    needsAttention: persons.filter((p) => current.some((c) => c.user_id === p.id)).flatMap((p) => {
      const today = todayOf.get(p.id)!;
      const attention = needsAttention(sessionsOf(p.id).filter((s) => s.date >= addDays(today, -89) && s.date <= today), today, now);
      if (!attention.value) return [];
      return [{ member: presentPerson(p, view.storageBase), teamIds: current.filter((c) => c.user_id === p.id).map((c) => c.team_id), missedTwoInARow: attention.missedTwoInARow, complianceDrop: attention.complianceDrop }];
    }),
  };
}

const WEEKS = 12;
const TRENDS = 3;

/** One member's statistics, for a coach of theirs only ("not found" for anyone else, the member too). */
export async function memberStatistics(db: Kysely<Database>, actor: Actor, view: View, q: QueryOutput<'statistics.member'>, now = new Date()): Promise<Data<'statistics.member'>> {
  if (!(await coachedTrainees(db, actor, [q.userId])).has(q.userId)) throw notFound();
  const [member] = await people(db, [q.userId]);
  if (!member) throw notFound();
  const today = localDateIn(member.timezone, now);
  const periodFrom = addDays(today, 1 - q.days);
  const firstWeek = addDays(mondayOf(today), -7 * (WEEKS - 1));
  const [sessions, days, records, body, last] = await Promise.all([
    scheduledSessions(db, [member.id], addDays(today, -89), today),
    dayFigures(db, [member.id], periodFrom < firstWeek ? periodFrom : firstWeek, today),
    recordsReachedIn(db, [member.id], periodFrom, today),
    // A member who keeps their body data private shows their coaches none.
    member.body_data_hidden === 1 ? [] : latestBodyData(db, member.id, 5),
    lastFinishedTrainings(db, member.id, 5),
  ]);
  const trends = e1rmTrends(days.filter((d) => d.localDate >= periodFrom), TRENDS);
  const prs = records.sort(byNewest);
  const names = new Map((await exerciseNames(db, [...trends.map((t) => t.actionId), ...prs.map((r) => r.actionId)]))
    .map((e) => [e.id, localName({ nameEn: e.name_en, nameZh: e.name_zh }, view.language)]));
  const lastTotals = totalsByTraining(await workingSetsOfTrainings(db, last.map((t) => t.id)));
  return {
    member: presentPerson(member, view.storageBase),
    today,
    days: q.days,
    compliance: WINDOWS.map((days) => complianceOver(sessions, today, days, now)),
    volumeByWeek: volumeByWeek(days, today, WEEKS),
    e1rmTrends: trends.map((t) => ({ ...t, name: names.get(t.actionId) ?? '' })),
    prs: prs.map((r) => presentRecord(r, names.get(r.actionId) ?? '')),
    bodyData: body.map((b) => ({ measuredOn: b.measured_on, chest: b.chest, waist: b.waist, hip: b.hip, height: b.height, weight: b.weight })),
    bodyDataHidden: member.body_data_hidden === 1,
    lastTrainings: last.map((t) => presentTraining(t, lastTotals)),
    needsAttention: needsAttention(sessions, today, now),
  };
}

/** Rows by a key, in their order: each member's rows read once, not the team's for every member. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Whether `day` falls in one of these membership periods. */
const within = (periods: readonly { from: string; to: string }[], day: string) => periods.some((p) => day >= p.from && day <= p.to);

/**
 * Up to two of the coach's teams side by side over [from, to]: each member counts only on the
 * days they were a member (membersOverPeriod). A third team is refused; a team the caller does
 * not coach is "not found".
 */
export async function teamsStatistics(db: Kysely<Database>, actor: Actor, view: View, q: QueryOutput<'statistics.teams'>, now = new Date()): Promise<Data<'statistics.teams'>> {
  if (q.squadIds.length > MAX_COMPARED_TEAMS) throw badRequest('teamsCompareAtMostTwo');
  const to = q.to ?? localDateIn(actor.user.timezone, now);
  const from = q.from ?? addDays(to, -29);
  if (from > to) throw badRequest('invalidField', { field: 'from' });
  if (addDays(from, MAX_COMPARED_DAYS) <= to) throw badRequest('invalidField', { field: 'to' });
  const coached = await activeCoachedTeams(db, actor);
  if (!q.squadIds.every((id) => coached.has(id))) throw notFound();
  const teams = await liveTeams(db, q.squadIds, null);
  const result = [];
  for (const id of q.squadIds) {
    const team = teams.find((t) => t.id === id)!;
    const memberships = await membersOverPeriod(db, id, from, to);
    const ids = [...memberships.keys()];
    const [persons, sessions, days, records] = await Promise.all([people(db, ids), scheduledSessions(db, ids, from, to), dayFigures(db, ids, from, to), recordsReachedIn(db, ids, from, to)]);
    const [sessionsBy, daysBy, recordsBy] = [groupBy(sessions, (s) => s.trainee_id), groupBy(days, (d) => d.ownerId), groupBy(records, (r) => r.ownerId)];
    const perMember = persons.map((p) => {
      const periods = memberships.get(p.id)!;
      const mine = (sessionsBy.get(p.id) ?? []).filter((s) => within(periods, s.date));
      const counted = tally(mine, from, to, now);
      const worked = (daysBy.get(p.id) ?? []).filter((d) => within(periods, d.localDate));
      return {
        ...presentPerson(p, view.storageBase), ...counted, sets: worked.reduce((n, d) => n + d.sets, 0), volumeKg: roundKg(worked.reduce((sum, d) => sum + d.volumeKg, 0)),
        prs: (recordsBy.get(p.id) ?? []).filter((r) => within(periods, r.localDate)).length,
      };
    });
    const all = { scheduled: perMember.reduce((n, m) => n + m.scheduled, 0), done: perMember.reduce((n, m) => n + m.done, 0) };
    const volumeKg = roundKg(perMember.reduce((sum, m) => sum + m.volumeKg, 0));
    result.push({
      id, name: team.name, members: perMember.length, compliance: { ...all, rate: rateOf(all) }, volumeKg,
      volumePerMemberKg: perMember.length === 0 ? 0 : roundKg(volumeKg / perMember.length), prs: perMember.reduce((n, m) => n + m.prs, 0), perMember,
    });
  }
  return { from, to, teams: result };
}
