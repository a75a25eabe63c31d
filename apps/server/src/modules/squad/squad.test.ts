import type { CodeIdentity, SquadDetail, SquadMember, SquadMemberDetail, SquadMemberPage, SquadPreview, SquadSummary, UserQrcode } from '@repwise/contracts';
import { CODE_ALPHABET, TEAM_CODE_LENGTH, isCodeShaped } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { addTeamCoachRow, call, joinTeam, makeCoach, makeTeam, makeTrainee, updateInfo, type Made } from '../../test/factories.ts';
import { ENGINES, useTestApp, type TestApp } from '../../test/harness.ts';

const SQUAD = '/api-training/mp/squad';
const ZH = 'zh-CN';

const get = <T>(t: TestApp, who: Made, path: string, query: Record<string, string | number>, lang?: string) =>
  call<T>(t, 'GET', `${SQUAD}/${path}`, { token: who.token, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), ...(lang ? { lang } : {}) });
const post = <T>(t: TestApp, who: Made, path: string, body: unknown, lang?: string) =>
  call<T>(t, 'POST', `${SQUAD}/${path}`, { token: who.token, body, ...(lang ? { lang } : {}) });
const postQuery = <T>(t: TestApp, who: Made, path: string, id: number) =>
  call<T>(t, 'POST', `${SQUAD}/${path}`, { token: who.token, query: { id: String(id) } });

describe.each(ENGINES)('teams on %s', (engine) => {
  const t = useTestApp(engine, { config: { codeAttemptLimits: { perAccountPerHour: 8, perIpPerHour: 12 }, publicUrl: 'https://repwise.example' } });

  it('a coach lists the trainees linked by their invitation code, paged, without team members or deactivated accounts', async () => {
    const coach = await makeCoach(t, { nickName: 'Coach Lin' });
    const linked = [];
    for (const nickName of ['Ann', 'Bo', 'Cai']) linked.push(await makeTrainee(t, { nickName, coachId: coach.id }));
    const gone = await makeTrainee(t, { nickName: 'Gone', coachId: coach.id });
    await t.app.ctx.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    const team = await makeTeam(t, coach);
    await joinTeam(t, team, await makeTrainee(t, { nickName: 'Member only' }));

    const first = await get<{ list: { id: number; nickName: string }[]; next: string | null; total: number | null }>(t, coach, 'linkedTrainees', { size: 2, withTotal: 'true' });
    expect(first.status).toBe(200);
    expect(first.data.list.map((p) => p.nickName)).toEqual(['Ann', 'Bo']);
    expect(first.data.total).toBe(3);
    const second = await get<{ list: { id: number; nickName: string }[]; next: string | null }>(t, coach, 'linkedTrainees', { size: 2, cursor: first.data.next ?? '' });
    expect(second.data.list.map((p) => p.id)).toEqual([linked[2]!.id]);
    expect(second.data.next).toBeNull();
    // Someone else's trainees are not listed to another coach or to the trainee.
    expect((await get<{ list: unknown[] }>(t, await makeCoach(t), 'linkedTrainees', {})).data.list).toEqual([]);
    expect((await get<{ list: unknown[] }>(t, linked[0]!, 'linkedTrainees', {})).data.list).toEqual([]);
  });

  it('a coach creates a team with a short unambiguous code and its QR URL; a trainee joins it by code, twice adding nothing', async () => {
    const coach = await makeCoach(t, { nickName: 'Coach Wang' });
    const created = await call<SquadDetail>(t, 'POST', `${SQUAD}/create`, { token: coach.token, body: { name: ' Morning Squad ', type: '2', tags: ['strength', 'strength', 'beginners'] } });
    expect(created.status).toBe(200);
    const team = created.data;
    expect(team).toMatchObject({ name: 'Morning Squad', type: '2', role: 'manager', memberCount: 0, tags: ['strength', 'beginners'], disbandedAt: null });
    // The coach's first team makes the coach's own organisation (docs/ARCHITECTURE.md "Organisations").
    const own = await t.app.ctx.db.selectFrom('organisations').select('id').where('owner_id', '=', coach.id).executeTakeFirstOrThrow();
    expect(team.organisation).toMatchObject({ id: own.id, name: 'Coach Wang' });
    expect(team.coaches).toEqual([expect.objectContaining({ id: coach.id, nickName: 'Coach Wang', manager: true })]);
    expect(isCodeShaped(team.code!, TEAM_CODE_LENGTH)).toBe(true);
    expect([...team.code!].every((c) => CODE_ALPHABET.includes(c) && !'0O1IL'.includes(c))).toBe(true);
    expect(team.qrUrl).toBe(`https://repwise.example/#/pages/scanQr/scanTeamQr?squadId=${team.id}&code=${team.code}`);

    const trainee = await makeTrainee(t, { nickName: 'Xiao Ming' });
    const preview = await get<SquadPreview>(t, trainee, 'preview', { code: team.code!.toLowerCase() });
    expect(preview.data).toEqual({ id: team.id, name: 'Morning Squad', type: '2', managerNickName: 'Coach Wang', memberCount: 0, joined: false });
    const joined = await post<SquadDetail>(t, trainee, 'join', { code: team.code, squadId: team.id });
    expect(joined.data).toMatchObject({ id: team.id, role: 'member', memberCount: 1, code: null, qrUrl: null, tags: [] });
    expect((await post<SquadDetail>(t, trainee, 'join', { code: team.code })).data.memberCount).toBe(1);
    expect((await get<SquadPreview>(t, trainee, 'preview', { code: team.code! })).data.joined).toBe(true);

    const mine = await get<{ list: SquadSummary[] }>(t, trainee, 'listMine', {});
    expect(mine.data.list.map((s) => [s.id, s.role])).toEqual([[team.id, 'member']]);
    expect((await get<{ list: SquadSummary[] }>(t, coach, 'listMine', {})).data.list.map((s) => [s.id, s.role, s.memberCount])).toEqual([[team.id, 'manager', 1]]);
  });

  it('refuses a team without name, type or tag and a type outside the dictionary, in both languages, creating nothing', async () => {
    const coach = await makeCoach(t);
    for (const body of [{ name: '', type: '1', tags: ['a'] }, { name: 'A', type: '', tags: ['a'] }, { name: 'A', type: '1', tags: [] }]) {
      const res = await post(t, coach, 'create', body);
      expect([res.httpStatus, res.msg]).toEqual([400, 'A group needs name, type, tag']);
    }
    expect((await post(t, coach, 'create', { name: '', type: '1', tags: [] }, ZH)).msg).toBe('团队需要填写名称、类型和标签');
    expect((await post(t, coach, 'create', { name: 'A', type: '99', tags: ['a'] })).msg).toBe('Invalid value for type');
    expect((await post(t, coach, 'create', { name: 'A', type: '1', tags: 'a' })).httpStatus).toBe(400);
    const trainee = await makeTrainee(t);
    expect((await post(t, trainee, 'create', { name: 'A', type: '1', tags: ['a'] })).msg).toBe('Only coaches can create teams and add people to them');
    expect(await t.app.ctx.db.selectFrom('teams').select('id').execute()).toEqual([]);
  });

  it('creates once per Idempotency-Key', async () => {
    const coach = await makeCoach(t);
    const send = () => t.app.inject({ method: 'POST', url: `${SQUAD}/create`, headers: { token: coach.token, 'idempotency-key': 'team-create-0001' }, payload: { name: 'Once', type: '1', tags: ['x'] } });
    const [a, b] = [await send(), await send()];
    expect(b.json()).toEqual(a.json());
    expect(await t.app.ctx.db.selectFrom('teams').select('id').execute()).toHaveLength(1);
  });

  it('answers a wrong, retired or other team\'s code with Invitation code error in both languages', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const other = await makeTeam(t, coach, { name: 'Other' });
    const trainee = await makeTrainee(t);
    expect((await post(t, trainee, 'join', { code: 'ZZZZZZ' })).msg).toBe('Invitation code error');
    expect((await post(t, trainee, 'join', { code: 'ZZZZZZ' }, ZH)).msg).toBe('邀请码错误');
    expect((await post(t, trainee, 'join', { code: team.code, squadId: other.id })).msg).toBe('Invitation code error');

    const renewed = await postQuery<SquadDetail>(t, coach, 'regenerateCode', team.id);
    expect(renewed.data.code).not.toBe(team.code);
    expect(renewed.data.qrUrl).toContain(`code=${renewed.data.code}`);
    const old = await post(t, trainee, 'join', { code: team.code });
    expect([old.httpStatus, old.msg]).toEqual([400, 'Invitation code error']);
    expect((await get(t, trainee, 'preview', { code: team.code })).msg).toBe('Invitation code error');
    expect((await post<SquadDetail>(t, trainee, 'join', { code: renewed.data.code })).data.id).toBe(team.id);
    // A retired code is never given to another team.
    expect(await t.app.ctx.db.selectFrom('team_codes').select('code').where('code', '=', team.code).execute()).toHaveLength(1);
  });

  it('tells what a code is: a team code with its preview, a coach\'s invitation code with their name, a member code without the trainee; anything else is Invitation code error in both languages', async () => {
    const coach = await makeCoach(t, { nickName: 'Coach Wang' });
    const team = await makeTeam(t, coach, { name: 'Morning Squad' });
    const trainee = await makeTrainee(t, { nickName: 'Xiao Ming' });
    const inviteCode = (await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: coach.token })).data.code;
    const memberCode = (await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: trainee.token })).data.code;

    const asTeam = await get<CodeIdentity>(t, trainee, 'identifyCode', { code: ` ${team.code!.toLowerCase()} ` });
    expect(asTeam.data).toEqual({ kind: 'team', team: { id: team.id, name: 'Morning Squad', type: expect.any(String), managerNickName: 'Coach Wang', memberCount: 0, joined: false } });
    expect((await get<CodeIdentity>(t, coach, 'identifyCode', { code: team.code! })).data).toMatchObject({ kind: 'team', team: { joined: true } });
    expect((await get<CodeIdentity>(t, trainee, 'identifyCode', { code: inviteCode })).data).toEqual({ kind: 'coach', coachNickName: 'Coach Wang' });
    expect((await get<CodeIdentity>(t, coach, 'identifyCode', { code: memberCode })).data).toEqual({ kind: 'member' });
    // Identifying links nothing and joins nothing.
    expect((await get<{ list: unknown[] }>(t, trainee, 'listMine', {})).data.list).toEqual([]);
    const { coach_id } = await t.app.ctx.db.selectFrom('users').select('coach_id').where('id', '=', trainee.id).executeTakeFirstOrThrow();
    expect(coach_id).toBeNull();

    const wrong = await get(t, trainee, 'identifyCode', { code: 'ZZZZZZ' });
    expect([wrong.httpStatus, wrong.msg]).toEqual([400, 'Invitation code error']);
    expect((await get(t, trainee, 'identifyCode', { code: 'ZZZZZZ' }, ZH)).msg).toBe('邀请码错误');
    // A disbanded team's code is nobody's any more.
    await postQuery(t, coach, 'disband', team.id);
    expect((await get(t, trainee, 'identifyCode', { code: team.code! })).msg).toBe('Invitation code error');
  });

  it('limits code attempts per account and per IP with a clear message', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const guesser = await makeTrainee(t);
    const statuses = [];
    for (let i = 0; i < 9; i++) statuses.push((await call(t, 'POST', `${SQUAD}/join`, { token: guesser.token, body: { code: `WRONG${i}` }, ip: '10.1.0.1' })).httpStatus);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    const limited = await call(t, 'GET', `${SQUAD}/preview`, { token: guesser.token, query: { code: team.code }, ip: '10.1.0.2', lang: ZH });
    expect([limited.httpStatus, limited.msg]).toEqual([429, '邀请码尝试次数过多，请一小时后再试']);
    // Other accounts from one address: the address limit (12) is reached.
    const fromIp = [];
    for (let i = 0; i < 5; i++) {
      const someone = await makeTrainee(t);
      fromIp.push((await call(t, 'GET', `${SQUAD}/preview`, { token: someone.token, query: { code: team.code }, ip: '10.1.0.1' })).httpStatus);
    }
    expect(fromIp).toEqual([200, 200, 200, 429, 429]);
    const res = await call(t, 'POST', `${SQUAD}/join`, { token: (await makeTrainee(t)).token, body: { code: team.code }, ip: '10.1.0.1' });
    expect([res.httpStatus, res.msg]).toEqual([429, 'Too many code attempts, please try again in an hour']);
  });

  it('lists members by keyword and tag, paged by cursor; coaches set remark, tags and member type', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach, { tags: ['strength'] });
    const names = ['Zhang Wei', 'Li Na', '王小明', 'Wang Fang', 'Zhang San'];
    const people: Made[] = [];
    for (const nickName of names) {
      const p = await makeTrainee(t, { nickName });
      await joinTeam(t, team, p);
      people.push(p);
    }
    const updated = await post<SquadMember>(t, coach, 'updateMember', { id: team.id, userId: people[1]!.id, remark: 'Captain Na', tags: ['vip', 'strength'], memberType: '2' });
    expect(updated.data).toMatchObject({ userId: people[1]!.id, remark: 'Captain Na', tags: ['vip', 'strength'], memberType: '2', nickName: 'Li Na' });
    await post(t, coach, 'updateMember', { id: team.id, userId: people[2]!.id, remark: '', tags: ['vip'], memberType: '1' });
    expect((await get<SquadDetail>(t, coach, 'get', { id: team.id })).data.tags).toEqual(['strength', 'vip']);

    const names_ = (page: SquadMemberPage) => page.list.map((m) => m.nickName);
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, keyword: 'zhang' })).data)).toEqual(['Zhang Wei', 'Zhang San']);
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, keyword: '小明' })).data)).toEqual(['王小明']);
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, keyword: 'captain' })).data)).toEqual(['Li Na']);
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, tag: 'vip' })).data)).toEqual(['Li Na', '王小明']);
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, tag: 'vip', keyword: 'li' })).data)).toEqual(['Li Na']);
    expect((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, tag: 'nobody' })).data.list).toEqual([]);

    const first = (await get<SquadMemberPage>(t, coach, 'members', { id: team.id, size: 2, withTotal: 'true' })).data;
    expect([names_(first), first.total]).toEqual([['Zhang Wei', 'Li Na'], 5]);
    const second = (await get<SquadMemberPage>(t, coach, 'members', { id: team.id, size: 2, cursor: first.next! })).data;
    const third = (await get<SquadMemberPage>(t, coach, 'members', { id: team.id, size: 2, cursor: second.next! })).data;
    expect([...names_(second), ...names_(third), third.next]).toEqual(['王小明', 'Wang Fang', 'Zhang San', null]);
    expect((await get(t, coach, 'members', { id: team.id, cursor: 'not-a-cursor' })).msg).toBe('Invalid value for cursor');

    // A new nickname is found at once.
    await updateInfo(t, people[3]!.token, { nickName: 'Fang Fang' });
    expect(names_((await get<SquadMemberPage>(t, coach, 'members', { id: team.id, keyword: 'fang fang' })).data)).toEqual(['Fang Fang']);

    const one = await get<SquadMemberDetail>(t, coach, 'member', { id: team.id, userId: people[1]!.id });
    expect(one.data).toMatchObject({ nickName: 'Li Na', remark: 'Captain Na', height: 175, mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) });
    expect((await post(t, coach, 'updateMember', { id: team.id, userId: people[1]!.id, remark: '', tags: [], memberType: '7' })).msg).toBe('Invalid value for memberType');
    expect((await post(t, coach, 'updateMember', { id: team.id, userId: people[1]!.id, remark: 'x', tags: [''], memberType: '1' })).httpStatus).toBe(400);
  });

  it('a removed member and one who quit lose access at once; others stay', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const [a, b, c] = [await makeTrainee(t), await makeTrainee(t), await makeTrainee(t)];
    for (const p of [a, b, c]) await joinTeam(t, team, p);
    expect((await get<SquadDetail>(t, a, 'get', { id: team.id })).status).toBe(200);
    const removed = await post<{ removed: number[] }>(t, coach, 'removeMembers', { id: team.id, userIds: [a.id, 999_999] });
    expect(removed.data.removed).toEqual([a.id]);
    expect((await get(t, a, 'get', { id: team.id })).httpStatus).toBe(404);
    expect((await get<{ list: SquadSummary[] }>(t, a, 'listMine', {})).data.list).toEqual([]);
    expect((await postQuery(t, b, 'quit', team.id)).status).toBe(200);
    expect((await get(t, b, 'get', { id: team.id })).httpStatus).toBe(404);
    expect((await postQuery(t, b, 'quit', team.id)).httpStatus).toBe(404);
    expect((await get<SquadDetail>(t, coach, 'get', { id: team.id })).data.memberCount).toBe(1);
  });

  it('the managing coach adds a coach by invitation code and hands over management; only then may the new one manage', async () => {
    const manager = await makeCoach(t, { nickName: 'First' });
    const second = await makeCoach(t, { nickName: 'Second' });
    const team = await makeTeam(t, manager);
    const inviteCode = (await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: second.token })).data;
    expect(inviteCode.kind).toBe('coach');
    expect((await post(t, manager, 'addCoach', { id: team.id, inviteCode: 'NOPE22' })).msg).toBe('Invitation code error');
    expect((await post(t, manager, 'transfer', { id: team.id, userId: second.id })).msg).toBe('Management can only be handed to another coach of the team');
    const added = await post<SquadDetail>(t, manager, 'addCoach', { id: team.id, inviteCode: inviteCode.code.toLowerCase() });
    expect(added.data.coaches.map((c) => [c.nickName, c.manager])).toEqual([['First', true], ['Second', false]]);
    expect((await get<SquadDetail>(t, second, 'get', { id: team.id })).data).toMatchObject({ role: 'coach', code: team.code });
    expect((await postQuery(t, second, 'regenerateCode', team.id)).httpStatus).toBe(404);

    const moved = await post<SquadDetail>(t, manager, 'transfer', { id: team.id, userId: second.id });
    expect(moved.data).toMatchObject({ role: 'coach', manager: { id: second.id } });
    expect((await postQuery(t, manager, 'regenerateCode', team.id)).httpStatus).toBe(404);
    expect((await postQuery<SquadDetail>(t, second, 'regenerateCode', team.id)).data.role).toBe('manager');
  });

  it('a coach adds a trainee by the member code of their QR code', async () => {
    const coach = await makeCoach(t);
    const team = await makeTeam(t, coach);
    const trainee = await makeTrainee(t, { nickName: 'Scanned' });
    const qr = (await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: trainee.token })).data;
    expect(qr.kind).toBe('member');
    expect(qr.url).toBe(`https://repwise.example/#/pages/scanQr/scanStudentQr?memberCode=${qr.code}`);
    expect(qr.svg).toContain('<svg');
    expect((await call<UserQrcode>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: trainee.token })).data.code).toBe(qr.code);
    expect((await post(t, coach, 'addMember', { id: team.id, memberCode: 'ABCDEFGH' })).msg).toBe('Invitation code error');
    const added = await post<SquadMember>(t, coach, 'addMember', { id: team.id, memberCode: qr.code });
    expect(added.data).toMatchObject({ userId: trainee.id, nickName: 'Scanned', memberType: '1' });
    expect((await post(t, coach, 'addMember', { id: team.id, memberCode: qr.code })).status).toBe(200);
    expect((await get<SquadDetail>(t, trainee, 'get', { id: team.id })).data).toMatchObject({ role: 'member', memberCount: 1 });
  });

  it('disbanding is irreversible: members see the team is gone, its code stops working, nothing changes it any more', async () => {
    const coach = await makeCoach(t);
    const other = await makeCoach(t);
    const team = await makeTeam(t, coach);
    await addTeamCoachRow(t, team, other);
    const trainee = await makeTrainee(t);
    await joinTeam(t, team, trainee);
    expect((await postQuery(t, other, 'disband', team.id)).httpStatus).toBe(404);
    const gone = await postQuery<SquadDetail>(t, coach, 'disband', team.id);
    expect(gone.data.disbandedAt).not.toBeNull();
    expect(gone.data.code).toBeNull();
    const seen = (await get<{ list: SquadSummary[] }>(t, trainee, 'listMine', {})).data.list;
    expect(seen.map((s) => [s.id, s.disbandedAt !== null])).toEqual([[team.id, true]]);
    expect((await post(t, await makeTrainee(t), 'join', { code: team.code })).msg).toBe('Invitation code error');
    for (const attempt of [
      () => postQuery(t, coach, 'disband', team.id), () => postQuery(t, coach, 'regenerateCode', team.id), () => postQuery(t, trainee, 'quit', team.id),
      () => get(t, coach, 'members', { id: team.id }), () => post(t, coach, 'removeMembers', { id: team.id, userIds: [trainee.id] }),
    ]) expect((await attempt()).httpStatus).toBe(404);
    expect(await t.app.ctx.db.selectFrom('team_members').select('user_id').where('team_id', '=', team.id).execute()).toEqual([{ user_id: trainee.id }]);
  });

  it('a coach of team A cannot read team B or its members, and learns nothing of it', async () => {
    const coachA = await makeCoach(t);
    const coachB = await makeCoach(t);
    await makeTeam(t, coachA);
    const teamB = await makeTeam(t, coachB);
    const trainee = await makeTrainee(t);
    await joinTeam(t, teamB, trainee);
    const missing = await get(t, coachA, 'members', { id: 999_999 });
    for (const res of [
      await get(t, coachA, 'members', { id: teamB.id }), await get(t, coachA, 'get', { id: teamB.id }), await get(t, coachA, 'member', { id: teamB.id, userId: trainee.id }),
    ]) expect([res.httpStatus, res.msg]).toEqual([missing.httpStatus, missing.msg]);
    expect(missing.httpStatus).toBe(404);
    expect((await get(t, trainee, 'members', { id: teamB.id })).httpStatus).toBe(404);
  });

  it('a person without a role has no QR code yet', async () => {
    const nobody = await makeTrainee(t);
    await t.app.ctx.db.updateTable('users').set({ position: null }).where('id', '=', nobody.id).execute();
    const res = await call(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: nobody.token, lang: ZH });
    expect([res.httpStatus, res.msg]).toEqual([400, '请先选择身份']);
  });
});
