import { expect, test } from '@playwright/test';
import { apiCall, apiGetInfo, createCoach, createTrainee, phoneId, shot, signInWithToken } from './support.ts';
import { officialTemplate } from './template-support.ts';

/**
 * Compliance is one rule on every screen (issue 25): done of the scheduled sessions whose day has
 * come (done + missed). Cai's plan has a session on each of the last three days and today; he
 * trains today's only. So his own month report and his coach's member statistics read 1 of 4
 * (25 %) when all four days are in this month, and the team, which counts a member from the day
 * they joined (today), reads 1 of 1 (100 %).
 */

const TEXT = {
  en: { teams: 'Team compliance', days7: '7 days', compliance: 'Compliance', planCompliance: 'Plan compliance', of: (done: number, n: number) => `${done} of ${n}`, row: (done: number, n: number) => `${done} of ${n} scheduled sessions done` },
  'zh-Hans': { teams: '团队完成率', days7: '7 天', compliance: '完成率', planCompliance: '计划完成率', of: (done: number, n: number) => `${n} 次中完成 ${done} 次`, row: (done: number, n: number) => `已完成${done}次，共安排${n}次` },
} as const;

/** The local calendar day `offset` days from today (the browser and the people here share the machine's zone). */
function day(offset = 0): string {
  const at = new Date();
  at.setHours(12, 0, 0, 0);
  at.setDate(at.getDate() + offset);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

for (const language of ['en', 'zh-Hans'] as const) {
  test(`compliance reads the same for the trainee, their coach's member statistics and the team in ${language}`, { tag: '@plans' }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const s = TEXT[language];
    const coach = await createCoach(request, 'Coach Gao');
    const cai = await createTrainee(request, `Cai ${language}`);
    const { id: caiId } = await apiGetInfo(request, cai.token);
    const team = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: `Gamma ${language}`, type: '3', tags: ['Strength'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', cai.token, { body: { code: team.code } });
    const template = await officialTemplate(request, coach.token, 'Full Body Beginner');
    const dates = [day(-3), day(-2), day(-1), day(0)];
    const plan = await apiCall<{ sessions: { id: number; date: string }[] }>(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
      body: { templateId: template.id, name: `Catch-up ${language}`, type: '1', taskType: '1', timePeriod: '2', startDate: dates[0], repeatWeeks: 1, weekdays: dates.map(weekdayOf), traineeIds: [caiId] },
    });
    expect(plan.sessions.map((x) => x.date).sort()).toEqual(dates);
    const todays = plan.sessions.find((x) => x.date === day(0))!;
    const session = phoneId();
    const start = new Date(Date.now() - 40 * 60_000);
    await apiCall(request, 'POST', '/api-training/mp/training/sync/push', cai.token, { body: { deviceId: `phone-${session}`, ops: [{
      entity: 'session', id: session, rev: 1, op: 'upsert',
      fields: { name: 'Catch-up', planSessionId: todays.id, startedAt: start.toISOString(), finishedAt: new Date().toISOString(), timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, localDate: day(0) },
    }] } });

    // The coach's History tab: the team counts Cai from today, so today's done session is 1 of 1.
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await page.goto('/#/pages/Record/Coach/recordHome/recordHome');
    const teamRow = page.getByRole('region', { name: s.teams }).getByRole('row', { name: new RegExp(`Gamma ${language}`) });
    await expect(teamRow.getByRole('cell').first()).toHaveText(new RegExp(`^100%\\s*${s.of(1, 1)}$`));
    await shot(page, `coach-compliance-${language}-01-teams`, { fullPage: true });

    // Cai's statistics: three missed, today's done, over 7 days: 25 %.
    await page.goto(`/#/pages/TeamManage/teamMemberInfo/memberStatistics?userId=${caiId}`);
    const week = page.getByRole('region', { name: s.compliance, exact: true }).getByRole('row', { name: new RegExp(`^${s.days7}`) });
    await expect(week).toContainText('25%');
    await expect(week).toContainText(s.of(1, 4));

    // Cai's own month report counts the sessions of this month by the same rule.
    const inMonth = dates.filter((d) => d.slice(0, 7) === day(0).slice(0, 7)).length;
    await signInWithToken(page, cai.token, language);
    await page.goto(`/#/pages/Record/User/recordPage/monthRecord?month=${day(0).slice(0, 7)}`);
    const compliance = page.getByRole('region', { name: s.planCompliance, exact: true });
    await expect(compliance).toContainText(`${Math.round(100 / inMonth)}%`);
    await expect(compliance).toContainText(s.row(1, inMonth));
    await compliance.scrollIntoViewIfNeeded();
    await shot(page, `coach-compliance-${language}-02-month`);
  });
}
