import { expect, test } from '@playwright/test';
import { apiCall, apiGetInfo, createCoach, createTrainee, shot, shownDate, signInWithToken } from './support.ts';
import { pickByName, untracked } from './template-support.ts';
import { trainingList } from './training-support.ts';

/** Yesterday on the browser's calendar (the journeys run in the server's time zone). */
function yesterday(): string {
  const at = new Date(Date.now() - 86_400_000);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

const TEXT = {
  en: {
    member: "Member's training", memberLink: 'Training and plans', record: 'Record a past training', name: 'Name', date: 'Date', start: 'Start time', end: 'End time', pick: 'Choose exercises',
    search: 'Search in English or Chinese', squat: 'Barbell Back Squat', endBeforeStart: 'The end must come after the start', addSet: 'Add a set', heavier: 'Heavier',
    save: 'Save the training', saved: 'Training recorded', recordedBy: 'Recorded by your coach', sets: '2 sets', volume: /400 kg/, duration: 'Duration 1 h',
  },
  'zh-Hans': {
    member: '学员训练', memberLink: '训练与计划', record: '补录训练', name: '名称', date: '日期', start: '开始时间', end: '结束时间', pick: '选择动作',
    search: '输入中文或英文名称搜索', squat: '杠铃颈后深蹲', endBeforeStart: '结束时间必须晚于开始时间', addSet: '添加一组', heavier: '加重',
    save: '保存训练', saved: '训练已补录', recordedBy: '由教练补录', sets: '2 组', volume: /400公斤/, duration: '时长 1小时',
  },
} as const;

// Both languages: the exercise picker is searched by the Chinese name in Chinese (CJK search).
for (const language of ['en', 'zh-Hans'] as const) {
  test(`a coach records a past training for a team member in ${language}; it is the trainee's, marked as recorded by the coach`, { tag: '@plans' }, async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const s = TEXT[language];
    const coach = await createCoach(request, 'Coach Lin');
    const trainee = await createTrainee(request, 'Xiao Bei');
    const { id: traineeId } = await apiGetInfo(request, trainee.token);
    const squad = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: 'Morning Squad', type: '3', tags: ['Beginner'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', trainee.token, { body: { code: squad.code } });

    // The coach opens the member's training from the member's info: nothing recorded or scheduled yet, and the screen is named after them.
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await page.goto(`/#/pages/TeamManage/teamMemberInfo/teamMemberInfo?id=${squad.id}&userId=${traineeId}`);
    await page.getByRole('button', { name: s.memberLink }).click();
    await expect(page).toHaveURL(/teamMemberInfo\/memberPlanInfo\?userId=\d+&name=/);
    await expect(page.getByRole('banner')).toContainText(s.member);
    await expect(page.getByRole('heading', { level: 1, name: 'Xiao Bei' })).toBeVisible();
    await shot(page, `coach-backfill-${language}-01-member`);
    await page.getByRole('button', { name: s.record }).click();
    await expect(page).toHaveURL(/teamMemberInfo\/recordForMember\?userId=\d+$/);

    // Yesterday, one exercise; an end before the start is refused with the trainee form's words.
    const day = yesterday();
    const name = `Squats for Xiao Bei ${language}`;
    await page.getByLabel(s.name).fill(name);
    await page.getByLabel(s.date).fill(day);
    await page.getByLabel(s.start).fill('07:00');
    await page.getByLabel(s.end).fill('06:00');
    await page.getByRole('button', { name: s.pick }).click();
    await pickByName(page, untracked, [s.squat], s.search);
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByRole('alert')).toHaveText(s.endBeforeStart);
    await shot(page, `coach-backfill-${language}-02-form`);
    await page.getByLabel(s.end).fill('08:00');
    await expect(page.getByRole('alert')).toBeHidden();

    // Two sets: the empty bar for 8, then 30 kg for 8 (the stepper goes by 2.5 kg).
    const exercise = page.getByRole('region', { name: new RegExp(s.squat) });
    await exercise.getByRole('button', { name: s.addSet }).click();
    // Labelled by the one labelling rule, as the trainee's training screen labels its sets.
    const second = exercise.getByRole('listitem').nth(1);
    await expect(second.locator('.record-set-label')).toHaveText('2');
    for (let i = 0; i < 4; i += 1) await second.getByRole('button', { name: s.heavier }).click();
    await expect(second.getByRole('textbox').first()).toHaveValue('30');
    // The weight is a field too: a typed value is checked there as on the trainee's phone.
    await second.getByRole('textbox').first().fill('-1');
    await expect(second.getByRole('alert')).toBeVisible();
    // Nothing is saved while a field holds no value.
    await expect(page.getByRole('button', { name: s.save })).toBeDisabled();
    await second.getByRole('textbox').first().fill('30');
    await expect(second.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: s.save })).toBeEnabled();
    await shot(page, `coach-backfill-${language}-03-sets`);

    // A double tap records it once; back on the member's screen it is listed.
    await page.getByRole('button', { name: s.save }).dblclick();
    await expect(page.getByText(s.saved, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/teamMemberInfo\/memberPlanInfo\?userId=\d+/);
    const listed = page.getByRole('link', { name: new RegExp(name) });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText(shownDate(day, language));
    await expect(listed).toContainText(s.sets);
    await shot(page, `coach-backfill-${language}-04-member-after`);

    // The trainee's history has it once, with its volume: 20 × 8 + 30 × 8.
    const history = await trainingList(request, trainee.token);
    const recorded = history.filter((t) => t.name === name);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ localDate: day, sets: 2, volumeKg: 400 });
    expect(Date.parse(recorded[0]!.finishedAt ?? '') - Date.parse(recorded[0]!.startedAt)).toBe(3_600_000);

    // The trainee, on their own phone, sees it marked as recorded by their coach.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const traineePage = await phone.newPage();
    await signInWithToken(traineePage, trainee.token, language);
    await expect(traineePage).toHaveURL(/UserClient\/index$/);
    await traineePage.goto(`/#/pages/Record/User/history/history?id=${recorded[0]!.id}`);
    await expect(traineePage.getByRole('heading', { name })).toBeVisible();
    await expect(traineePage.getByText(s.recordedBy)).toBeVisible();
    await expect(traineePage.getByText(s.volume)).toBeVisible();
    // The hour the coach gave reads as an hour, in words, not as a clock.
    await expect(traineePage.locator('.history-detail')).toContainText(`${shownDate(day, language)} · ${s.duration}`);
    await shot(traineePage, `coach-backfill-${language}-05-trainee-history`);
    await phone.close();
  });
}
