import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createCoach, createTrainee, shot, signInWithToken } from './support.ts';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function apiCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, payload: { query?: Record<string, string>; body?: unknown } = {}): Promise<T> {
  const response = await request.fetch(path, { method, headers: { token }, params: payload.query, data: payload.body });
  const body = (await response.json()) as Envelope<T>;
  expect(body.status, `${path}: ${body.msg}`).toBeLessThan(300);
  return body.data;
}

/** A UUIDv7, as the phone makes one for each session and set. */
function phoneId(at = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(at, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Today on the browser's calendar (the journeys run in the server's time zone). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const TEXT = {
  en: {
    plansCard: 'Training plans', calendar: 'Training calendar', hasSessions: 'has training', publishNew: 'Publish a plan', publish: 'Publish', nameRequired: 'Enter the training name',
    template: /^Template/, official: 'Official', name: 'Training name', type: /^Training type/, strength: 'Strength', period: /^Time period/, evening: 'Evening',
    startDate: /^Start date/, confirm: 'Confirm', weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], more: 'More',
    sendTo: /^Send to/, wholeTeam: 'The whole team (1 member)', done: 'Done', published: 'Plan published', planTitle: 'Plan', current: 'Current',
    counts: /0 done · 0 missed · \d+ upcoming/, member: 'Member\'s training', recorded: 'Recorded training', reply: 'Your reply', send: 'Send reply', sent: 'Reply sent',
    share: 'Share', sharedFrom: 'A training plan by Coach Fang, shared from Repwise', results: 'Results of 1 trainee', teamMember: 'Training and plans', cancelPlan: 'Cancel the plan', modify: 'Modify the plan', cancelTitle: 'Cancel this plan?', keep: 'Keep it', rating: 'Rating: 4 of 5',
  },
  'zh-Hans': {
    plansCard: '训练计划', calendar: '训练日历', hasSessions: '有训练', publishNew: '发布计划', publish: '发布', nameRequired: '请输入训练名称',
    template: /^模板/, official: '官方', name: '训练名称', type: /^训练类型/, strength: '力量训练', period: /^时间段/, evening: '晚上',
    startDate: /^开始日期/, confirm: '确定', weekdays: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'], more: '增加',
    sendTo: /^发给/, wholeTeam: '整个团队（1 名成员）', done: '完成', published: '计划已发布', planTitle: '计划详情', current: '进行中',
    counts: /已完成 0 · 未完成 0 · 待训练 \d+/, member: '学员训练', recorded: '训练记录', reply: '你的回复', send: '发送回复', sent: '回复已发送',
    share: '分享', sharedFrom: 'Coach Fang 的训练计划，来自力练', results: '1 名学员的完成情况', teamMember: '训练与计划', cancelPlan: '取消计划', modify: '修改计划', cancelTitle: '取消这个计划？', keep: '保留', rating: '评分：4 / 5',
  },
} as const;

async function chooseOnWheel(page: Page, opener: ReturnType<Page['getByRole']>, value: string, confirm: string) {
  await opener.click();
  const wheel = page.locator('.adm-picker').last();
  await wheel.getByText(value, { exact: true }).dispatchEvent('click');
  await expect(wheel.locator('.adm-picker-view-column-item-active')).toHaveText(value);
  await wheel.getByText(confirm, { exact: true }).click();
  await expect(wheel).toBeHidden();
}

/** The coach's share screen, then its link in a fresh browser without an account: the plan and its results, read-only. */
async function openShareLink(page: Page, browser: Browser, language: 'en' | 'zh-Hans', s: (typeof TEXT)[keyof typeof TEXT]) {
  await page.getByRole('button', { name: s.share, exact: true }).click();
  await expect(page).toHaveURL(/planInfo\/sharePlan\?id=\d+$/);
  const link = page.locator('.plan-share-link');
  await expect(link).toContainText('sharePlan?code=');
  await shot(page, `plans-${language}-share-coach`);
  const url = ((await link.textContent()) ?? '').trim();
  const visitor = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
  const anon = await visitor.newPage();
  await anon.goto(`/${new URL(url).hash}`);
  await expect(anon.getByText(s.sharedFrom)).toBeVisible();
  await expect(anon.getByRole('heading', { level: 1, name: /^Lower body/ })).toBeVisible();
  await shot(anon, `plans-${language}-share-public`);
  await anon.getByRole('button', { name: s.results }).click();
  await expect(anon).toHaveURL(/planInfo\/sharePlanData\?code=/);
  await expect(anon.getByText('Xiao Yu')).toBeVisible();
  await expect(anon.getByText(s.counts)).toBeVisible();
  await shot(anon, `plans-${language}-share-results`);
  await visitor.close();
  await page.goBack();
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`plans in ${language}: a coach publishes a repeating plan to a team, sees it in the calendar and the plan, reads a member's training and replies`, async ({ page, request, browser }) => {
    test.setTimeout(300_000);
    const s = TEXT[language];
    const plan = `Lower body ${language}`;
    const coach = await createCoach(request, 'Coach Fang');
    const trainee = await createTrainee(request, 'Xiao Yu');
    const squad = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: 'Evening Squad', type: '3', tags: ['Beginner'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', trainee.token, { body: { code: squad.code } });

    // From the coach home to the calendar, then to a new plan.
    await signInWithToken(page, coach.token, language);
    await page.getByRole('link', { name: new RegExp(s.plansCard) }).click();
    await expect(page).toHaveURL(/allDayPlan\/allDayPlan$/);
    await expect(page.getByRole('banner')).toContainText(s.calendar);
    await page.getByRole('button', { name: s.publishNew }).click();
    await expect(page).toHaveURL(/planManage\/AddPlan\/AddPlan$/);

    // Spec §5: what is missing is named.
    await page.getByRole('button', { name: s.publish, exact: true }).click();
    await expect(page.getByText(s.nameRequired)).toBeVisible();
    await shot(page, `plans-${language}-01-add-missing`);

    // An official template; its name and type fill the form.
    await page.getByRole('button', { name: s.template }).click();
    const templates = page.getByRole('dialog');
    await templates.getByRole('button', { name: s.official }).click();
    await templates.locator('label.template-row[data-template-id]').first().click();
    await expect(templates).toBeHidden();
    await page.getByLabel(s.name).fill(plan);
    await chooseOnWheel(page, page.getByRole('button', { name: s.type }), s.strength, s.confirm);
    await chooseOnWheel(page, page.getByRole('button', { name: s.period }), s.evening, s.confirm);
    await page.getByRole('button', { name: s.startDate }).click();
    await page.locator('.adm-picker').last().getByText(s.confirm, { exact: true }).click();
    await expect(page.getByRole('button', { name: s.startDate })).toContainText(today());
    await page.getByRole('button', { name: s.more }).click();
    // Every day of the week, so today has a session whatever day the journey runs.
    for (const day of s.weekdays) await page.getByRole('button', { name: day, exact: true }).click();
    await page.getByRole('button', { name: s.sendTo }).click();
    const recipients = page.getByRole('dialog');
    await recipients.getByText(s.wholeTeam).click();
    await shot(page, `plans-${language}-02-recipients`);
    await recipients.getByRole('button', { name: s.done }).click();
    await shot(page, `plans-${language}-03-add-filled`);
    await page.getByRole('button', { name: s.publish, exact: true }).click();

    // The plan: current, two weeks for the one trainee.
    await expect(page).toHaveURL(/planManage\/planInfo\/planInfo\?id=\d+$/);
    const planId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
    await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible();
    await expect(page.getByText(s.current, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Xiao Yu/ })).toContainText(s.counts);
    await shot(page, `plans-${language}-04-plan-info`);
    await openShareLink(page, browser, language, s);
    await page.getByRole('button', { name: s.modify }).click();
    await shot(page, `plans-${language}-05-modify`);
    await page.locator('.adm-mask').last().click({ position: { x: 10, y: 10 } });
    await expect(page.getByRole('dialog')).toBeHidden();

    // The calendar: today has a dot and lists the plan.
    // Publishing replaced the form in the history: back is the calendar.
    await page.goBack();
    await expect(page).toHaveURL(/allDayPlan\/allDayPlan$/);
    // Today is the chosen day when the calendar opens.
    const todayButton = page.locator('.plan-day[aria-pressed="true"]');
    await expect(todayButton).toHaveText(String(Number(today().slice(8))));
    await expect(todayButton).toHaveAccessibleName(new RegExp(`, ${s.hasSessions}$`));
    await expect(todayButton.locator('.plan-dot')).toBeAttached();
    await expect(page.getByRole('link', { name: new RegExp(plan) })).toBeVisible();
    await shot(page, `plans-${language}-06-calendar`);

    // The trainee trains today's session (recorded through the sync API, as the phone does).
    const mine = await apiCall<{ list: { id: number; planId: number; date: string }[] }>(request, 'GET', '/api-training/mp/plan/list', trainee.token, { query: { from: today(), to: today() } });
    const session = mine.list.find((x) => x.planId === planId && x.date === today());
    expect(session).toBeDefined();
    const detail = await apiCall<{ template: { actionsCons: { actions: { id: number }[] }[] } }>(request, 'GET', '/api-training/mp/plan/get', coach.token, { query: { id: String(planId) } });
    const actionId = detail.template.actionsCons[0]!.actions[0]!.id;
    const trainingId = phoneId();
    const startedAt = new Date(Date.now() - 40 * 60_000).toISOString();
    const fields = { name: plan, startedAt, timezone: 'UTC', localDate: today(), planSessionId: session!.id };
    const sets = [1, 2].map((n) => ({
      entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
      fields: { sessionId: trainingId, actionId, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', plannedWeightKg: 60, plannedReps: 8, weightKg: 60 + n * 2.5, unit: 'kg', reps: 8, effort: 3, completedAt: new Date(Date.now() - (30 - n) * 60_000).toISOString(), localDate: today() },
    }));
    const pushed = await apiCall<{ results: { status: string }[] }>(request, 'POST', '/api-training/mp/training/sync/push', trainee.token, {
      body: { deviceId: 'phone-e2e', ops: [{ entity: 'session', id: trainingId, rev: 1, op: 'upsert', fields }, ...sets, { entity: 'session', id: trainingId, rev: 2, op: 'upsert', fields: { ...fields, finishedAt: new Date().toISOString(), rating: 4, comment: 'Felt strong today' } }] },
    });
    expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);

    // The coach: from the team member's info to their training, then the record and a reply.
    const me = await apiCall<{ id: number }>(request, 'GET', '/api-training/mp/training/user/getInfo', trainee.token);
    await page.goto(`/#/pages/TeamManage/teamMemberInfo/teamMemberInfo?id=${squad.id}&userId=${me.id}`);
    await page.getByRole('button', { name: s.teamMember }).click();
    await expect(page).toHaveURL(/teamMemberInfo\/memberPlanInfo\?userId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Xiao Yu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: s.recorded })).toBeVisible();
    await shot(page, `plans-${language}-07-member`);
    await page.getByRole('link', { name: new RegExp(plan) }).first().click();
    await expect(page).toHaveURL(/viewMemberPlanInfo\?id=/);
    await expect(page.getByText(s.rating)).toBeVisible();
    await expect(page.getByText('Felt strong today')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByLabel(s.reply).fill('Great work, add 2.5 kg next time');
    await shot(page, `plans-${language}-08-training`);
    await page.getByRole('button', { name: s.send }).click();
    await expect(page.getByText(s.sent)).toBeVisible();

    // The trainee reads the reply.
    const read = await apiCall<{ coachComment: string | null }>(request, 'GET', '/api-training/mp/training/get', trainee.token, { query: { id: trainingId } });
    expect(read.coachComment).toBe('Great work, add 2.5 kg next time');

    // Cancel asks first; keeping it changes nothing.
    await page.goto(`/#/pages/planManage/planInfo/planInfo?id=${planId}`);
    await page.getByRole('button', { name: s.cancelPlan }).click();
    await expect(page.getByText(s.cancelTitle)).toBeVisible();
    await page.getByRole('button', { name: s.keep }).click();
    await expect(page.getByText(s.current, { exact: true })).toBeVisible();
  });
}
