import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCoach, createTrainee, data, expectAccessible, expectTapTargets, shot, signInWithToken, tapExpectingToast } from './support.ts';

/**
 * Issue 24 §8, codes explain themselves: a team code typed where a coach's invitation code is
 * asked is recognised and joining that team is offered; a coach's invitation code typed where
 * a team code is asked is recognised and using it is offered. Each field says which code it
 * wants, and a code of no kind still says "Invitation code error" (spec §5).
 */
const TEXTS = {
  en: {
    coachName: 'Coach Wang', team: 'Morning Squad',
    coachField: "Coach's invitation code", coachHelp: "The invitation code on your coach's My QR code, not a team code.", joinCoach: 'Join coach',
    teamField: "Team code (not a coach's invitation code)", next: 'Next', codeError: 'Invitation code error',
    teamHint: "This is the team code of Morning Squad, not a coach's invitation code. Join the team?", joinTeam: 'Join Morning Squad', joined: 'You joined Morning Squad',
    coachHint: 'This is the invitation code of Coach Wang, not a team code. Use it to train with Coach Wang?', useCode: 'Use this invitation code',
    linked: 'You are now training with Coach Wang', myTeams: 'My teams',
    manage: 'Manage', inviteTitle: 'Invite a coach', inviteField: "Coach's invitation code", invite: 'Invite',
    teamForInvite: "This is the team code of Morning Squad, not a coach's invitation code. A coach's invitation code is on their home screen.",
  },
  'zh-Hans': {
    coachName: '王教练', team: '晨练小队',
    coachField: '教练邀请码', coachHelp: '填写教练“我的二维码”上的邀请码，不是团队码。', joinCoach: '加入教练',
    teamField: '团队码（不是教练邀请码）', next: '下一步', codeError: '邀请码错误',
    teamHint: '这是团队“晨练小队”的团队码，不是教练邀请码。要加入这个团队吗？', joinTeam: '加入“晨练小队”', joined: '你已加入“晨练小队”',
    coachHint: '这是王教练的邀请码，不是团队码。要用它跟王教练训练吗？', useCode: '使用这个邀请码',
    linked: '你现在跟王教练训练了', myTeams: '我的团队',
    manage: '管理', inviteTitle: '邀请教练', inviteField: '教练邀请码', invite: '邀请',
    teamForInvite: '这是团队“晨练小队”的团队码，不是教练邀请码。教练的邀请码在其首页上。',
  },
} as const;

async function createTeam(request: APIRequestContext, token: string, name: string): Promise<{ id: number; code: string }> {
  return data<{ id: number; code: string }>(await request.post('/api-training/mp/squad/create', { headers: { token }, data: { name, type: '1', tags: ['strength'] } }));
}

for (const language of ['en', 'zh-Hans'] as const) {
  const T = TEXTS[language];

  test(`codes explain themselves (${language}): a team code in the coach-code field offers the team, a coach's code in the team-code field offers the coach`, { tag: '@teams' }, async ({ page, request }) => {
    test.setTimeout(120_000);
    const coach = await createCoach(request, T.coachName);
    const { code: teamCode } = await createTeam(request, coach.token, T.team);
    const trainee = await createTrainee(request, 'Xiao Mei');
    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);

    // The coach-code field says which code it wants; a team code typed there is recognised.
    await page.goto('/#/pages/login/settingCoachCode');
    const coachField = page.getByLabel(T.coachField);
    await expect(coachField).toBeVisible();
    await expect(page.getByText(T.coachHelp)).toBeVisible();
    await coachField.fill(teamCode.toLowerCase());
    await tapExpectingToast(page, page.getByRole('button', { name: T.joinCoach }), T.codeError);
    await expect(page.getByRole('status').filter({ hasText: T.teamHint })).toBeVisible();
    await shot(page, `codes-1-team-code-as-coach-code-${language}`);
    await expectAccessible(page);
    await expectTapTargets(page);
    // Typing again puts the hint away: it is about the code that was refused.
    await coachField.fill('');
    await expect(page.getByText(T.teamHint)).toHaveCount(0);
    await coachField.fill(teamCode);
    await tapExpectingToast(page, page.getByRole('button', { name: T.joinCoach }), T.codeError);
    await tapExpectingToast(page, page.getByRole('button', { name: T.joinTeam }), T.joined);
    await expect(page).toHaveURL(/userGroupList\/userSquadList$/);
    await expect(page.getByRole('button', { name: new RegExp(T.team) })).toBeVisible();

    // A code of no kind still only says the spec's error.
    await page.goto('/#/pages/login/settingCoachCode');
    await page.getByLabel(T.coachField).fill('ZZZZZZ');
    await tapExpectingToast(page, page.getByRole('button', { name: T.joinCoach }), T.codeError);
    await expect(page.locator('.other-code-hint')).toHaveCount(0);

    // The reverse: the coach's invitation code typed as a team code.
    await page.goto('/#/pages/scanQr/scanTeamQr');
    const teamField = page.getByLabel(T.teamField);
    await expect(teamField).toBeVisible();
    await teamField.fill(coach.myInviteCode ?? '');
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByRole('status').filter({ hasText: T.coachHint })).toBeVisible();
    await shot(page, `codes-2-coach-code-as-team-code-${language}`);
    await expectAccessible(page);
    await expectTapTargets(page);
    await page.getByRole('button', { name: T.useCode }).click();
    await expect(page).toHaveURL(/settingCoachCode\?inviteCode=/);
    await expect(page.getByLabel(T.coachField)).toHaveValue(coach.myInviteCode ?? '');
    await tapExpectingToast(page, page.getByRole('button', { name: T.joinCoach }), T.linked);
  });

  test(`codes explain themselves (${language}): a team code typed to invite a coach says it is a team's code`, { tag: '@teams' }, async ({ page, request }) => {
    const coach = await createCoach(request, T.coachName);
    const team = await createTeam(request, coach.token, T.team);
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await page.goto(`/#/pages/TeamManage/TeamMember/TeamMember?id=${team.id}`);
    await page.getByRole('button', { name: T.manage, exact: true }).click();
    await page.getByRole('button', { name: T.inviteTitle }).click();
    const invite = page.getByRole('dialog', { name: T.inviteTitle });
    await invite.getByLabel(T.inviteField).fill(team.code);
    await invite.getByRole('button', { name: T.invite }).click();
    await expect(invite.getByRole('status')).toHaveText(T.teamForInvite);
    await shot(page, `codes-3-team-code-as-coach-invite-${language}`);
  });
}
