import type { PlanDetail, ScheduledSession } from '@repwise/contracts';
import { expect, test, type Page } from '@playwright/test';
import { officialTemplate, openWhenHome } from './template-support.ts';
import { fillPlanBasics } from './plan-support.ts';
import { apiCall, apiGetInfo, createCoach, createTrainee, shot, shownDate, signInWithToken, tapExpectingToast } from './support.ts';

/** The strings of apps/web/src/i18n/plans/{en,zh-Hans}.json and apps/web/src/i18n/{en,zh-Hans}.json these journeys meet. */
const TEXT = {
  en: {
    template: /^Template/, official: 'Official', name: 'Training name', type: /^Training type/, strength: 'Strength', period: /^Time period/, evening: 'Evening',
    startDate: /^Start date/, confirm: 'Confirm', weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    sendTo: /^Send to/, noTeams: 'You coach no team yet. Create a team and invite trainees first.', linked: 'Your trainees by invitation code', linkedHint: 'They entered your invitation code.',
    done: 'Done', oneTrainee: '1 trainee', publish: 'Publish', published: 'Plan published', traineesOfPlan: '1 trainee', counts: (upcoming: number) => `0 done · 0 missed · ${upcoming} upcoming`,
    modify: 'Modify the plan', repeatWeeks: 'Repeat weeks', trainingDays: 'Training days', save: 'Save', saved: 'Saved',
    weekdaysRequired: 'Choose at least one training day', weeks: '2 weeks',
  },
  'zh-Hans': {
    template: /^模板/, official: '官方', name: '训练名称', type: /^训练类型/, strength: '力量训练', period: /^时间段/, evening: '晚上',
    startDate: /^开始日期/, confirm: '确定', weekdays: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
    sendTo: /^发给/, noTeams: '你还没有执教的团队。请先创建团队并邀请学员。', linked: '通过邀请码关联的学员', linkedHint: '这些学员填写了你的邀请码。',
    done: '完成', oneTrainee: '1 名学员', publish: '发布', published: '计划已发布', traineesOfPlan: '1 名学员', counts: (upcoming: number) => `已完成 0 · 未完成 0 · 待训练 ${upcoming}`,
    modify: '修改计划', repeatWeeks: '重复周数', trainingDays: '训练日', save: '保存', saved: '已保存',
    weekdaysRequired: '请至少选择一个训练日', weeks: '2 周',
  },
} as const;

const ADD_PLAN = '/#/pages/planManage/AddPlan/AddPlan';
const planPath = (id: number) => `/#/pages/planManage/planInfo/planInfo?id=${id}`;

/** A day on the browser's calendar, `offset` days from today (the journeys run in the server's time zone). */
function day(offset = 0): string {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  at.setDate(at.getDate() + offset);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

/** 1 = Monday … 7 = Sunday. */
const dayOfWeek = (date: string) => ((new Date(`${date}T12:00:00`).getDay() + 6) % 7) + 1;

/** The plan's "Training days" row on its page: the days' names, in week order. */
function trainingDaysRow(page: Page, label: string) {
  return page.locator('.adm-list-item').filter({ has: page.getByText(label, { exact: true }) }).locator('.adm-list-item-content-extra');
}

// The recipient picker in English only: the zh-Hans screen tour checks AddPlan in Chinese.
for (const language of ['en'] as const) {
  test(`plans in ${language}: a coach without a team publishes a plan to a trainee linked by invitation code; the trainee gets today's session`, { tag: '@plans' }, async ({ page, request }) => {
    const s = TEXT[language];
    const plan = `Linked plan ${language}`;
    const coach = await createCoach(request, 'Coach Fang');
    const trainee = await createTrainee(request, 'Xiao Yu');
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', trainee.token, { body: { inviteCode: coach.myInviteCode } });
    const { id: traineeId } = await apiGetInfo(request, trainee.token);
    const linked = await apiCall<{ list: { id: number; nickName: string }[] }>(request, 'GET', '/api-training/mp/squad/linkedTrainees', coach.token);
    expect(linked.list).toEqual([expect.objectContaining({ id: traineeId, nickName: 'Xiao Yu' })]);

    await signInWithToken(page, coach.token, language);
    await openWhenHome(page, ADD_PLAN);
    await fillPlanBasics(page, s, plan, shownDate(day(), language));
    // Every day of the week, so today has a session whatever day the journey runs.
    for (const name of s.weekdays) await page.getByRole('button', { name, exact: true }).click();

    // No team, but a trainee linked by the code: the dialog lists them, without asking for a team first.
    await page.getByRole('button', { name: s.sendTo }).click();
    const recipients = page.getByRole('dialog');
    const section = recipients.getByRole('region', { name: s.linked });
    await expect(section.getByText(s.linkedHint)).toBeVisible();
    await expect(recipients.getByText(s.noTeams)).toHaveCount(0);
    const row = section.getByRole('checkbox', { name: 'Xiao Yu' });
    await expect(row).not.toBeChecked();
    await section.getByText('Xiao Yu', { exact: true }).click();
    await expect(row).toBeChecked();
    await shot(page, `plans-schedule-${language}-01-recipients-linked`, { fullPage: false });
    await recipients.getByRole('button', { name: s.done }).click();
    await expect(recipients).toBeHidden();
    await expect(page.getByRole('button', { name: s.sendTo })).toContainText(s.oneTrainee);
    await tapExpectingToast(page, page.getByRole('button', { name: s.publish, exact: true }), s.published);

    // The plan's page lists the trainee with their sessions.
    await expect(page).toHaveURL(/planManage\/planInfo\/planInfo\?id=\d+$/);
    const planId = Number(new URL(page.url().replace('/#/', '/')).searchParams.get('id'));
    await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible();
    await expect(page.getByText(s.traineesOfPlan, { exact: true })).toBeVisible();
    // One week of every day from today: today to Sunday.
    await expect(page.getByRole('link', { name: /Xiao Yu/ })).toHaveText(`Xiao Yu${s.counts(8 - dayOfWeek(day()))}`);

    // The trainee's own list of today: the plan's session, to do today.
    const todays = await apiCall<{ list: ScheduledSession[] }>(request, 'GET', '/api-training/mp/plan/list', trainee.token, { query: { from: day(), to: day() } });
    expect(todays.list).toEqual([expect.objectContaining({ kind: 'session', planId, traineeId, name: plan, date: day(), status: 'today' })]);
  });
}

// Both languages: the weekday names and the dates read differently in Chinese.
for (const language of ['en', 'zh-Hans'] as const) {
  test(`plans in ${language}: a coach moves a published plan's training day; the dropped day's sessions are cancelled, the new day's come; no day at all is refused`, { tag: '@plans' }, async ({ page, request }) => {
    const s = TEXT[language];
    const plan = `Moved plan ${language}`;
    const coach = await createCoach(request, 'Coach Fang');
    const trainee = await createTrainee(request, 'Xiao Yu');
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', trainee.token, { body: { inviteCode: coach.myInviteCode } });
    const { id: traineeId } = await apiGetInfo(request, trainee.token);
    const template = await officialTemplate(request, coach.token, 'Full Body Beginner');
    const [today, tomorrow, dayAfter] = [dayOfWeek(day(0)), dayOfWeek(day(1)), dayOfWeek(day(2))];
    const published = await apiCall<PlanDetail>(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
      body: { templateId: template.id, name: plan, type: '1', taskType: '1', startDate: day(), timePeriod: '2', repeatWeeks: 2, weekdays: [today, tomorrow], traineeIds: [traineeId] },
    });
    // The sessions on tomorrow's weekday (tomorrow, and a week later when the second week has it).
    const droppedDates = published.sessions.filter((x) => dayOfWeek(x.date) === tomorrow).map((x) => x.date);
    expect(droppedDates).toContain(day(1));

    const label = (d: number) => s.weekdays[d - 1]!;
    const inWeekOrder = (days: number[]) => [...days].sort((a, b) => a - b).map(label).join(' ');
    await signInWithToken(page, coach.token, language);
    await openWhenHome(page, planPath(published.id));
    await expect(page.getByRole('heading', { level: 1, name: plan })).toBeVisible();
    const daysRow = trainingDaysRow(page, s.trainingDays);
    await expect(daysRow).toHaveText(inWeekOrder([today, tomorrow]));

    // Modify: the schedule as published, then tomorrow's day swapped for the day after.
    await page.getByRole('button', { name: s.modify }).click();
    const sheet = page.getByRole('dialog', { name: s.modify });
    await expect(sheet.getByRole('spinbutton', { name: s.repeatWeeks })).toHaveValue('2');
    const chips = sheet.getByRole('group', { name: s.trainingDays });
    const chip = (d: number) => chips.getByRole('button', { name: label(d), exact: true });
    for (const d of [1, 2, 3, 4, 5, 6, 7]) await expect(chip(d)).toHaveAttribute('aria-pressed', String(d === today || d === tomorrow));
    await chip(tomorrow).click();
    await chip(dayAfter).click();
    await expect(chip(tomorrow)).toHaveAttribute('aria-pressed', 'false');
    await expect(chip(dayAfter)).toHaveAttribute('aria-pressed', 'true');
    await chips.scrollIntoViewIfNeeded();
    await shot(page, `plans-schedule-${language}-02-modify-schedule`, { fullPage: false });
    await tapExpectingToast(page, sheet.getByRole('button', { name: s.save, exact: true }), s.saved);
    await expect(sheet).toBeHidden();
    await expect(daysRow).toHaveText(inWeekOrder([today, dayAfter]));
    await expect(page.getByText(s.saved, { exact: true })).toBeHidden();
    await shot(page, `plans-schedule-${language}-03-plan-moved`);

    // The server: the new days; after today, sessions only on them, the dropped day's cancelled.
    const moved = await apiCall<PlanDetail>(request, 'GET', '/api-training/mp/plan/get', coach.token, { query: { id: String(published.id) } });
    expect(moved.weekdays).toEqual([today, dayAfter].sort((a, b) => a - b));
    expect(moved.repeatWeeks).toBe(2);
    const later = moved.sessions.filter((x) => x.date > day());
    expect([...new Set(later.filter((x) => x.status !== 'cancelled').map((x) => dayOfWeek(x.date)))].sort((a, b) => a - b)).toEqual(moved.weekdays);
    expect(later.filter((x) => x.status === 'cancelled').map((x) => x.date).sort()).toEqual(droppedDates);
    const added = later.filter((x) => dayOfWeek(x.date) === dayAfter);
    expect(added.map((x) => x.date)).toContain(day(2));
    expect(added.map((x) => x.status)).toEqual(added.map(() => 'upcoming'));
    // Today's session stays as it was.
    expect(moved.sessions.filter((x) => x.date === day()).map((x) => x.status)).toEqual(['today']);
    // The page counts the sessions to come on the new schedule, the cancelled ones aside.
    // (Today's counts as to come.)
    const upcoming = moved.sessions.filter((x) => x.status === 'upcoming' || x.status === 'today').length;
    expect(upcoming).toBe(published.sessions.length - droppedDates.length + added.length);
    await expect(page.getByRole('link', { name: /Xiao Yu/ })).toHaveText(`Xiao Yu${s.counts(upcoming)}`);

    // No training day at all: the sheet says so, and Save sends nothing.
    const modifies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api-training/mp/plan/modify')) modifies.push(r.url());
    });
    await page.getByRole('button', { name: s.modify }).click();
    for (const d of [today, dayAfter]) await expect(chip(d)).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByText(s.weekdaysRequired)).toBeHidden();
    await chip(today).click();
    await chip(dayAfter).click();
    const required = sheet.getByRole('alert').filter({ hasText: s.weekdaysRequired });
    await expect(required).toBeVisible();
    await required.scrollIntoViewIfNeeded();
    await expect(required).toBeInViewport();
    // The form scrolls inside the sheet: Save stays on the screen below the error.
    await expect(sheet.getByRole('button', { name: s.save, exact: true })).toBeInViewport({ ratio: 1 });
    await shot(page, `plans-schedule-${language}-04-modify-no-day`, { fullPage: false });
    await tapExpectingToast(page, sheet.getByRole('button', { name: s.save, exact: true }), s.weekdaysRequired);
    await expect(sheet).toBeVisible();
    expect(modifies).toEqual([]);
    const unchanged = await apiCall<PlanDetail>(request, 'GET', '/api-training/mp/plan/get', coach.token, { query: { id: String(published.id) } });
    expect(unchanged.weekdays).toEqual(moved.weekdays);
    expect(unchanged.sessions.map((x) => [x.date, x.status])).toEqual(moved.sessions.map((x) => [x.date, x.status]));
    await page.locator('.adm-mask').last().click({ position: { x: 10, y: 10 } });
    await expect(sheet).toBeHidden();
    await expect(daysRow).toHaveText(inWeekOrder([today, dayAfter]));
  });
}
