import type { GroupVipInfoDto } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { BASE_INFO, call, getInfo, personToday, joinTeam, makeCoach, makeTeam, makeTrainee, makeUser, uniqueMobile } from '../../test/factories.ts';
import { ENGINES, useTestApp } from '../../test/harness.ts';
import { groupVipInfos } from './vip.ts';

const GRANT = '/api-training/mp/operator/vip/grant';
const OPERATOR_MOBILE = uniqueMobile();
/** The person's today: an expiry day counts on their own calendar. */
const today = () => personToday();

describe.each(ENGINES)('groups and VIP memberships on %s', (engine) => {
  const t = useTestApp(engine, { config: { operatorMobiles: new Set([OPERATOR_MOBILE]) } });
  const grant = (token: string, body: Record<string, unknown>, lang?: string) => call<GroupVipInfoDto | null>(t, 'POST', GRANT, { token, body, ...(lang ? { lang } : {}) });
  const groupsOf = async (token: string) => (await getInfo(t, token)).data!.vipInfo.groupVipInfos;

  it('lists the organisations of a person\'s teams, and the VIP status an operator grants, extends, lets lapse and ends', async () => {
    const operator = await makeUser(t, { mobile: OPERATOR_MOBILE });
    const coach = await makeCoach(t);
    const trainee = await makeTrainee(t);
    const loner = await makeTrainee(t);
    const team = await makeTeam(t, coach);
    await joinTeam(t, team, trainee);
    const orgId = (await t.app.ctx.db.selectFrom('teams').select('organisation_id').where('id', '=', team.id).executeTakeFirstOrThrow()).organisation_id;
    // The coach's first team made the coach's own organisation, named after them.
    const inOrg = { groupId: String(orgId), name: BASE_INFO.nickName };

    expect(await groupsOf(coach.token)).toEqual([{ ...inOrg, vip: false, vipExpiresOn: null }]);
    expect(await groupsOf(trainee.token)).toEqual([{ ...inOrg, vip: false, vipExpiresOn: null }]);
    expect(await groupsOf(loner.token)).toEqual([]);

    expect(await grant(operator.token, { mobile: trainee.mobile, groupId: orgId, expiresOn: '2099-12-31' })).toMatchObject({ status: 200, data: { ...inOrg, vip: true, vipExpiresOn: '2099-12-31' } });
    expect(await groupsOf(trainee.token)).toEqual([{ ...inOrg, vip: true, vipExpiresOn: '2099-12-31' }]);
    // The last day counts; the day before today has lapsed.
    await grant(operator.token, { mobile: trainee.mobile, groupId: orgId, expiresOn: today() });
    expect((await groupsOf(trainee.token))[0]!.vip).toBe(true);
    await grant(operator.token, { mobile: trainee.mobile, groupId: orgId, expiresOn: '2020-01-01' });
    expect(await groupsOf(trainee.token)).toEqual([{ ...inOrg, vip: false, vipExpiresOn: '2020-01-01' }]);

    // A membership alone puts a person without teams in the group; ending it takes them out.
    await grant(operator.token, { mobile: loner.mobile, groupId: orgId, expiresOn: '2099-01-01' });
    expect(await groupsOf(loner.token)).toEqual([{ ...inOrg, vip: true, vipExpiresOn: '2099-01-01' }]);
    expect(await grant(operator.token, { mobile: loner.mobile, groupId: orgId, expiresOn: null })).toMatchObject({ status: 200, data: { vip: false, vipExpiresOn: null } });
    expect(await groupsOf(loner.token)).toEqual([]);
    // Someone else's profile never carries their groups.
    expect((await getInfo(t, coach.token, trainee.id)).data?.vipInfo.groupVipInfos ?? []).toEqual([]);
  });

  it("counts an expiry day on the person's own calendar", async () => {
    const operator = await makeUser(t, { mobile: OPERATOR_MOBILE });
    const [shanghai, losAngeles] = [await makeTrainee(t), await makeTrainee(t)];
    await t.app.ctx.db.updateTable('users').set({ timezone: 'America/Los_Angeles' }).where('id', '=', losAngeles.id).execute();
    const { id: orgId } = await t.app.ctx.db.selectFrom('organisations').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const who of [shanghai, losAngeles]) await grant(operator.token, { mobile: who.mobile, groupId: orgId, expiresOn: '2026-11-25' });
    // 20:00 UTC: the 26th in Shanghai (lapsed), still the 25th in Los Angeles (its last day).
    const at = new Date('2026-11-25T20:00:00.000Z');
    expect((await groupVipInfos(t.app.ctx.db, { id: shanghai.id, timezone: 'Asia/Shanghai' }, at))[0]).toMatchObject({ vip: false, vipExpiresOn: '2026-11-25' });
    expect((await groupVipInfos(t.app.ctx.db, { id: losAngeles.id, timezone: 'America/Los_Angeles' }, at))[0]).toMatchObject({ vip: true, vipExpiresOn: '2026-11-25' });
  });

  it('answers anyone but an operator, an unknown person or organisation "not found", and a bad day 400, granting nothing', async () => {
    const operator = await makeUser(t, { mobile: OPERATOR_MOBILE });
    const coach = await makeCoach(t);
    const trainee = await makeTrainee(t);
    expect(await grant(coach.token, { mobile: trainee.mobile, groupId: 1, expiresOn: '2099-01-01' })).toMatchObject({ httpStatus: 404, msg: 'data not found' });
    expect(await grant(trainee.token, { mobile: trainee.mobile, groupId: 1, expiresOn: '2099-01-01' }, 'zh-CN')).toMatchObject({ httpStatus: 404, msg: '数据不存在' });
    expect((await grant(operator.token, { mobile: uniqueMobile(), groupId: 1, expiresOn: '2099-01-01' })).httpStatus).toBe(404);
    expect((await grant(operator.token, { mobile: trainee.mobile, groupId: 999_999, expiresOn: '2099-01-01' })).httpStatus).toBe(404);
    expect(await grant(operator.token, { mobile: trainee.mobile, groupId: 1, expiresOn: '2099-02-30' })).toMatchObject({ httpStatus: 400, msg: 'Invalid value for expiresOn' });
    expect((await call(t, 'POST', GRANT, { body: { mobile: trainee.mobile, groupId: 1, expiresOn: null } })).httpStatus).toBe(401);
    expect(await t.app.ctx.db.selectFrom('organisation_vips').selectAll().execute()).toEqual([]);
  });
});
