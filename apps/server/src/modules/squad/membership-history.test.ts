import type { PlanDetail, SquadDetail, SquadMember, SquadMemberPage, SquadPreview, SquadSummary, UserQrcode } from '@repwise/contracts';
import { isoWeekday } from '@repwise/domain';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import { actorOf, call, joinTeam, makeCoach, makeTeam, makeTemplate, makeTrainee, personToday, updateInfo, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';
import { deactivateAccount } from '../user/deactivation.ts';
import { membersOnDay, membersOverPeriod } from './repo.ts';
import { disbandSquad, joinSquad, quitSquad, removeMembers } from './service.ts';

const SQUAD = '/api-training/mp/squad';
const VIEW = { language: 'en', storageBase: '/files/', publicUrl: 'http://localhost' } as const;

const get = <T>(t: TestApp, who: Made, path: string, query: Record<string, string | number>) =>
  call<T>(t, 'GET', `${SQUAD}/${path}`, { token: who.token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = <T>(t: TestApp, who: Made, path: string, body: unknown) => call<T>(t, 'POST', `${SQUAD}/${path}`, { token: who.token, body });
const quit = (t: TestApp, who: Made, teamId: number) => call(t, 'POST', `${SQUAD}/quit`, { token: who.token, query: { id: String(teamId) } });
const members = async (t: TestApp, coach: Made, teamId: number, query: Record<string, string> = {}) =>
  (await get<SquadMemberPage>(t, coach, 'members', { id: teamId, withTotal: 'true', ...query })).data;
const byUser = (spans: Map<number, unknown>) => Object.fromEntries(spans);

describe.each(ENGINES)('membership history on %s', (engine) => {
  const t = useTestApp(engine);
  const db = () => t.app.ctx.db;
  const livesIn = (who: Made, zone: string) => db().updateTable('users').set({ timezone: zone }).where('id', '=', who.id).execute();
  const join = async (team: { id: number; code: string }, who: Made, at: string) => joinSquad(db(), await actorOf(t, who), VIEW, team.code, team.id, new Date(at));
  const onDay = async (teamId: number, day: string) => (await membersOnDay(db(), teamId, day)).sort((a, b) => a - b);

  it('a member on day D is one whose membership touches D on their own calendar: joined, removed, quit and came back', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const [shanghai, newYork] = [await makeTrainee(t), await makeTrainee(t)];
    await livesIn(shanghai, 'Asia/Shanghai');
    await livesIn(newYork, 'America/New_York');
    // 17:00 UTC on 1 March is 2 March (01:00) in Shanghai and still 1 March (12:00) in New York.
    await join(team, shanghai, '2025-03-01T17:00:00.000Z');
    await join(team, newYork, '2025-03-01T17:00:00.000Z');
    // 03:00 UTC on 3 March is 2 March (22:00) in New York.
    await removeMembers(db(), await actorOf(t, coach), team.id, [newYork.id], new Date('2025-03-03T03:00:00.000Z'));
    await quitSquad(db(), await actorOf(t, shanghai), team.id, new Date('2025-03-05T02:00:00.000Z'));
    await join(team, shanghai, '2025-03-10T03:00:00.000Z');

    expect(await onDay(team.id, '2025-02-28')).toEqual([]);
    expect(await onDay(team.id, '2025-03-01')).toEqual([newYork.id]);
    expect(await onDay(team.id, '2025-03-02')).toEqual([shanghai.id, newYork.id]);
    expect(await onDay(team.id, '2025-03-03')).toEqual([shanghai.id]);
    // The day someone leaves counts; the days between leaving and coming back do not.
    expect(await onDay(team.id, '2025-03-05')).toEqual([shanghai.id]);
    expect(await onDay(team.id, '2025-03-06')).toEqual([]);
    expect(await onDay(team.id, '2025-03-09')).toEqual([]);
    expect(await onDay(team.id, '2025-03-10')).toEqual([shanghai.id]);
    expect(await onDay(team.id, '2030-01-01')).toEqual([shanghai.id]);

    expect(byUser(await membersOverPeriod(db(), team.id, '2025-03-01', '2025-03-31'))).toEqual({
      [shanghai.id]: [{ from: '2025-03-02', to: '2025-03-05' }, { from: '2025-03-10', to: '2025-03-31' }],
      [newYork.id]: [{ from: '2025-03-01', to: '2025-03-02' }],
    });
    expect(byUser(await membersOverPeriod(db(), team.id, '2025-03-04', '2025-03-12'))).toEqual({
      [shanghai.id]: [{ from: '2025-03-04', to: '2025-03-05' }, { from: '2025-03-10', to: '2025-03-12' }],
    });
    expect((await membersOverPeriod(db(), team.id, '2025-03-06', '2025-03-09')).size).toBe(0);

    // Each period is its own row, ended ones with their end; one is open.
    const rows = await db().selectFrom('team_members').select(['user_id', 'joined_at', 'left_at']).where('team_id', '=', team.id).orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: shanghai.id, joined_at: '2025-03-01T17:00:00.000Z', left_at: '2025-03-05T02:00:00.000Z' },
      { user_id: newYork.id, joined_at: '2025-03-01T17:00:00.000Z', left_at: '2025-03-03T03:00:00.000Z' },
      { user_id: shanghai.id, joined_at: '2025-03-10T03:00:00.000Z', left_at: null },
    ]);
  });

  it('a disbanded team’s members still see it, and its history ends on the disbanding; a deactivated account’s membership ends then, without its names', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const [stays, leaves] = [await makeTrainee(t), await makeTrainee(t, { nickName: 'Leaving Li' })];
    await join(team, stays, '2025-03-01T04:00:00.000Z');
    await join(team, leaves, '2025-03-01T04:00:00.000Z');
    await post(t, coach, 'updateMember', { id: team.id, userId: leaves.id, remark: 'Li Wei', tags: ['vip'], memberType: '1' });
    await deactivateAccount({ db: db(), storage: t.app.ctx.storage, verifyCode: async () => {} }, await actorOf(t, leaves), '000000', new Date('2025-03-03T04:00:00.000Z'));
    await disbandSquad(db(), await actorOf(t, coach), VIEW, team.id, new Date('2025-03-06T04:00:00.000Z'));

    // Everyone here lives in the default zone, Asia/Shanghai (UTC+8).
    expect(await onDay(team.id, '2025-03-03')).toEqual([stays.id, leaves.id]);
    expect(await onDay(team.id, '2025-03-04')).toEqual([stays.id]);
    expect(await onDay(team.id, '2025-03-06')).toEqual([stays.id]);
    expect(await onDay(team.id, '2025-03-07')).toEqual([]);
    expect(byUser(await membersOverPeriod(db(), team.id, '2025-02-01', '2025-03-31'))).toEqual({
      [stays.id]: [{ from: '2025-03-01', to: '2025-03-06' }],
      [leaves.id]: [{ from: '2025-03-01', to: '2025-03-03' }],
    });

    const ended = await db().selectFrom('team_members').selectAll().where('user_id', '=', leaves.id).executeTakeFirstOrThrow();
    expect(ended).toMatchObject({ left_at: '2025-03-03T04:00:00.000Z', remark: '', search_text: '', search_tokens: '', search_shelf: '' });
    expect(JSON.stringify(ended)).not.toContain('Li');
    // The disbanding leaves memberships open: the member's screens are as they were.
    expect(await db().selectFrom('team_members').select('left_at').where('user_id', '=', stays.id).execute()).toEqual([{ left_at: null }]);
    const seen = (await get<{ list: SquadSummary[] }>(t, stays, 'listMine', {})).data.list;
    expect(seen.map((s) => [s.id, s.disbandedAt !== null])).toEqual([[team.id, true]]);
  });

  it('current member screens show only the memberships that last; the coach adds someone who quit back as a new member', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach, { tags: ['strength'] });
    const quitter = await makeTrainee(t, { nickName: 'Quinn' });
    const stayer = await makeTrainee(t, { nickName: 'Sam' });
    await joinTeam(t, team, quitter);
    await joinTeam(t, team, stayer);
    await post(t, coach, 'updateMember', { id: team.id, userId: quitter.id, remark: 'Captain Quinn', tags: ['vip'], memberType: '2' });
    expect((await quit(t, quitter, team.id)).status).toBe(200);

    expect(await members(t, coach, team.id)).toMatchObject({ list: [{ nickName: 'Sam' }], total: 1 });
    for (const query of [{ keyword: 'quinn' }, { keyword: 'captain' }, { tag: 'vip' }] as Record<string, string>[]) expect(await members(t, coach, team.id, query)).toMatchObject({ list: [], total: 0 });
    expect((await get<SquadDetail>(t, coach, 'get', { id: team.id })).data.memberCount).toBe(1);
    expect((await get<SquadPreview>(t, await makeTrainee(t), 'preview', { code: team.code })).data.memberCount).toBe(1);
    expect((await get<{ list: SquadSummary[] }>(t, quitter, 'listMine', {})).data.list).toEqual([]);
    expect((await get(t, coach, 'member', { id: team.id, userId: quitter.id })).httpStatus).toBe(404);
    // A new nickname does not bring the ended membership back into the search.
    await updateInfo(t, quitter.token, { nickName: 'Quinn Again' });
    expect((await members(t, coach, team.id, { keyword: 'quinn' })).list).toEqual([]);

    // A plan sent to the team and the tag now does not reach them.
    const today = personToday();
    const template = await makeTemplate(t, coach);
    const plan = (await call<PlanDetail>(t, 'POST', '/api-training/mp/plan/publish', {
      token: coach.token,
      body: { templateId: template.id, name: 'Block', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [isoWeekday(today)], squadIds: [team.id], tags: ['vip'] },
    })).data;
    expect(plan.sessions.map((s) => s.traineeId)).toEqual([stayer.id]);

    // Added back: a new membership without the old remark, type and tags, and the team's plan reaches them.
    const { code } = (await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: quitter.token })).data;
    const added = await post<SquadMember>(t, coach, 'addMember', { id: team.id, memberCode: code });
    expect(added.data).toMatchObject({ userId: quitter.id, nickName: 'Quinn Again', remark: '', tags: [], memberType: '1' });
    expect((await members(t, coach, team.id)).list.map((m) => m.nickName)).toEqual(['Sam', 'Quinn Again']);
    expect((await members(t, coach, team.id, { tag: 'vip' })).total).toBe(0);
    expect((await get<SquadDetail>(t, quitter, 'get', { id: team.id })).data.role).toBe('member');
    const sessions = await db().selectFrom('plan_sessions').select('trainee_id').where('plan_id', '=', plan.id).where('cancelled_at', 'is', null).execute();
    expect(new Set(sessions.map((s) => s.trainee_id))).toEqual(new Set([stayer.id, quitter.id]));

    // Joining by code now adds nothing; the first membership stays, ended, with its type and tags.
    await joinTeam(t, team, quitter);
    const rows = await db().selectFrom('team_members').select(['id', 'left_at', 'member_type']).where('team_id', '=', team.id).where('user_id', '=', quitter.id).orderBy('id').execute();
    expect(rows.map((r) => [r.left_at === null, r.member_type])).toEqual([[false, '2'], [true, '1']]);
    expect(await db().selectFrom('team_member_tags').select('tag').where('member_id', '=', rows[0]!.id).execute()).toEqual([{ tag: 'vip' }]);
  });
});

describe.each(ENGINES)('migration 020 on %s', (engine) => {
  const t = useTestApp(engine, { ownDatabase: true });
  const names = Object.keys(migrations);
  const before = names[names.indexOf('020-membership-history') - 1]!;

  it('keeps the memberships there are, with their ids, tags and search; from then on one open membership per team and person', async () => {
    const db = t.app.ctx.db;
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const [ping, qiu, ren] = [await makeTrainee(t, { nickName: 'Ping' }), await makeTrainee(t, { nickName: 'Qiu' }), await makeTrainee(t, { nickName: 'Ren' })];
    for (const person of [ping, qiu, ren]) await joinTeam(t, team, person);
    await post(t, coach, 'updateMember', { id: team.id, userId: qiu.id, remark: 'Captain Qiu', tags: ['vip'], memberType: '2' });
    await quit(t, ren, team.id);
    const rensId = (await db.selectFrom('team_members').select('id').where('user_id', '=', ren.id).executeTakeFirstOrThrow()).id;

    // Down: an ended membership has no place before 020; the others stay as they are, one row per team and person.
    await migrateTo(db as Kysely<unknown>, before);
    const kept = await db.selectFrom('team_members').select(['id', 'user_id', 'member_type', 'remark', 'joined_at']).orderBy('id').execute();
    expect(kept.map((r) => r.user_id)).toEqual([ping.id, qiu.id]);
    const tags = await db.selectFrom('team_member_tags').selectAll().execute();
    expect(tags).toEqual([{ member_id: kept[1]!.id, team_id: team.id, tag: 'vip' }]);
    const another = (userId: number, leftAt?: string) => {
      const columns = { team_id: team.id, user_id: userId, member_type: '1', remark: '', joined_at: '2025-01-01T00:00:00.000Z', search_text: '', search_tokens: '', search_shelf: '' };
      return db.insertInto('team_members').values(leftAt ? { ...columns, left_at: leftAt } : columns).execute();
    };
    await expect(another(ping.id)).rejects.toThrow();

    await migrateToLatest(db as Kysely<unknown>);
    expect(await db.selectFrom('team_members').select(['id', 'user_id', 'member_type', 'remark', 'joined_at', 'left_at']).orderBy('id').execute())
      .toEqual(kept.map((r) => ({ ...r, left_at: null })));
    expect(await db.selectFrom('team_member_tags').selectAll().execute()).toEqual(tags);
    expect(await members(t, coach, team.id, { keyword: 'captain' })).toMatchObject({ list: [{ nickName: 'Qiu' }], total: 1 });
    expect(await members(t, coach, team.id, { tag: 'vip' })).toMatchObject({ list: [{ nickName: 'Qiu' }], total: 1 });

    // Coming back makes a new row after every id there was; a second open one of a person is refused, an ended one is not.
    await joinTeam(t, team, ren);
    const back = await db.selectFrom('team_members').select('id').where('user_id', '=', ren.id).executeTakeFirstOrThrow();
    expect(back.id).toBeGreaterThan(rensId);
    await expect(another(ping.id)).rejects.toThrow();
    await another(ping.id, '2025-02-01T00:00:00.000Z');
    expect((await members(t, coach, team.id)).list.map((m) => m.nickName)).toEqual(['Ping', 'Qiu', 'Ren']);
  });
});
