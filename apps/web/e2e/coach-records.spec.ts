import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, apiGetInfo, createCoach, createTrainee, data, phoneId, shot, signInWithToken } from './support.ts';
import { FULL_BODY_ID } from './training-support.ts';

/**
 * The coach's record home, a member's statistics and two teams compared (issue 25 §3–5), seeded
 * through the API with figures worked out by hand:
 * - Ann: "Ann Early" 10 days ago, one squat set 50 kg × 5 (e1RM 50 × (1 + 5/30) = 58.3 kg);
 *   "Ann Squats" 2 days ago, 08:00–09:00, a warm-up 20 kg × 10 (left out) and 60 kg × 5 twice:
 *   2 sets, 600 kg, 1 h, e1RM 60 × (1 + 5/30) = 70 kg, rated 4, "Felt strong".
 * - Ben: "Ben Bench" today, 45 minutes up to a minute ago, a warm-up and 50 kg × 8 + 40 kg × 10:
 *   2 sets, 800 kg, 45 min, rated 3, "Tired".
 * The feed is newest finished first: Ben Bench, Ann Squats, Ann Early.
 * Teams: A (Ann, Ben), B (Ben), C (nobody). Members joined today, so over the last 30 days
 * only Ben's training of today counts: A 2 members, 800 kg, 400 kg a member; B 1 member, 800 kg.
 */

const TEXT = {
  en: {
    history: 'History', newPrefix: /^New\. /, rating4: 'Rating 4/5', rating3: 'Rating 3/5', sets2: '2 sets', volume600: /Volume 600\s?kg/, volume800: /Volume 800\s?kg/,
    hour: 'Duration 1 h', min45: 'Duration 45 min', reply: (name: string) => `Reply to ${name}`, send: 'Send', replySent: 'Reply sent', yourReply: 'Your reply: Great depth',
    replyText: 'Great depth', viewTitle: 'Training', compare: 'Compare', limit: 'At most two teams: clear one to choose another.',
    members: 'Members', volume: 'Volume', perMember: 'Volume per member', kg800: /800\s?kg/, kg400: /400\s?kg/,
    statistics: 'Statistics', statsTitle: 'Member statistics', trend: /From 58\.3\s?kg to 70\s?kg over 2 days; best e1RM 70\s?kg\./, trend7: /From 70\s?kg to 70\s?kg on 1 day; best e1RM 70\s?kg\./,
    e1rm: /Best e1RM: 70\s?kg/, heaviest: /Heaviest weight: 60\s?kg/, period7: '7 days', nothingScheduled: 'Nothing scheduled',
    compareChart: 'Volume and volume per member of Alpha and Bravo', colon: ': ', trendTable: /^e1RM of /, kg583: /58\.3\s?kg/, kg70: /^70\s?kg$/,
    volumePerWeek: 'Volume per week', volume600Row: /^600\s?kg, 2 sets$/, kg600: /600\s?kg/,
  },
  'zh-Hans': {
    history: '训练记录', newPrefix: /^未读。 ?/, rating4: '评分 4/5', rating3: '评分 3/5', sets2: '2 组', volume600: /训练量 600\s?公斤/, volume800: /训练量 800\s?公斤/,
    hour: '时长 1小时', min45: '时长 45分钟', reply: (name: string) => `回复${name}`, send: '发送', replySent: '回复已发送', yourReply: '你的回复：Great depth',
    replyText: 'Great depth', viewTitle: '训练', compare: '对比', limit: '最多选择两个团队：取消一个后才能选择其他团队。',
    members: '成员数', volume: '训练量', perMember: '人均训练量', kg800: /800\s?公斤/, kg400: /400\s?公斤/,
    statistics: '训练统计', statsTitle: '成员训练统计', trend: /2 天中从 58\.3\s?公斤 到 70\s?公斤；最好 估算1RM\s?70\s?公斤。/, trend7: /1 天中从 70\s?公斤 到 70\s?公斤；最好 估算1RM\s?70\s?公斤。/,
    e1rm: /最佳估算1RM：70\s?公斤/, heaviest: /最大重量：60\s?公斤/, period7: '7 天', nothingScheduled: '没有安排',
    compareChart: 'Alpha与Bravo的训练量和人均训练量', colon: '：', trendTable: /的估算1RM$/, kg583: /58\.3\s?公斤/, kg70: /^70\s?公斤$/,
    volumePerWeek: '每周训练量', volume600Row: /^600\s?公斤，2 组$/, kg600: /600\s?公斤/,
  },
} as const;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

async function firstExerciseId(request: APIRequestContext, token: string): Promise<number> {
  const template = await data<{ actionsCons: { actions: { id: number }[] }[] }>(await request.get('/api-training/mp/training/actions/series/get', { headers: { token }, params: { id: String(FULL_BODY_ID) } }));
  const id = template.actionsCons[0]?.actions[0]?.id;
  if (!id) throw new Error('Full Body Beginner has no first exercise');
  return id;
}

/** A finished training pushed as the trainee's phone would (UTC), sets in order. */
async function pushTraining(request: APIRequestContext, token: string, t: { name: string; startedAt: Date; finishedAt: Date; rating: number; comment: string; actionId: number; sets: [number, number, 'normal' | 'warmup'][] }) {
  const session = phoneId();
  const day = dayOf(t.startedAt);
  const ops = [
    { entity: 'session', id: session, rev: 1, op: 'upsert', fields: { name: t.name, startedAt: t.startedAt.toISOString(), finishedAt: t.finishedAt.toISOString(), timezone: 'UTC', localDate: day, rating: t.rating, comment: t.comment } },
    ...t.sets.map(([weightKg, reps, setType], i) => ({
      entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
      fields: { sessionId: session, actionId: t.actionId, blockId: 'b1', groupId: 'g1', setType, side: 'both', weightKg, unit: 'kg', reps, completedAt: new Date(t.startedAt.getTime() + (i + 1) * 60_000).toISOString(), localDate: day },
    })),
  ];
  await data(await request.post('/api-training/mp/training/sync/push', { headers: { token }, data: { deviceId: `phone-${session}`, ops } }));
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`a coach reads the feed, replies, opens a training, reads a member's statistics and compares two teams in ${language}`, { tag: '@plans' }, async ({ page, request }) => {
    test.setTimeout(240_000);
    const s = TEXT[language];
    const now = Date.now();
    // Ben's training must be today on the UTC calendar: skip the first 50 minutes of a UTC day.
    test.skip(now % 86_400_000 < 50 * 60_000, 'too close to UTC midnight for a training of today');
    const coach = await createCoach(request, 'Coach Mei');
    const ann = await createTrainee(request, `Ann ${language}`);
    const ben = await createTrainee(request, `Ben ${language}`);
    const { id: annId } = await apiGetInfo(request, ann.token);
    const teamA = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: 'Alpha', type: '3', tags: ['Strength'] } });
    const teamB = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: 'Bravo', type: '3', tags: ['Strength'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: 'Charlie', type: '3', tags: ['Strength'] } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', ann.token, { body: { code: teamA.code } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', ben.token, { body: { code: teamA.code } });
    await apiCall(request, 'POST', '/api-training/mp/squad/join', ben.token, { body: { code: teamB.code } });

    const actionId = await firstExerciseId(request, ann.token);
    const at = (daysAgo: number, hh: number, mm: number) => new Date(`${dayOf(new Date(now - daysAgo * 86_400_000))}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00.000Z`);
    await pushTraining(request, ann.token, { name: 'Ann Early', startedAt: at(10, 8, 0), finishedAt: at(10, 8, 30), rating: 5, comment: 'First day', actionId, sets: [[50, 5, 'normal']] });
    await pushTraining(request, ann.token, { name: 'Ann Squats', startedAt: at(2, 8, 0), finishedAt: at(2, 9, 0), rating: 4, comment: 'Felt strong', actionId, sets: [[20, 10, 'warmup'], [60, 5, 'normal'], [60, 5, 'normal']] });
    await pushTraining(request, ben.token, { name: 'Ben Bench', startedAt: new Date(now - 46 * 60_000), finishedAt: new Date(now - 60_000), rating: 3, comment: 'Tired', actionId, sets: [[20, 10, 'warmup'], [50, 8, 'normal'], [40, 10, 'normal']] });

    // The feed: newest finished first, all unread.
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await page.goto('/#/pages/Record/Coach/recordHome/recordHome');
    const items = page.locator('.coach-feed-item');
    await expect(items).toHaveCount(3);
    const opener = (i: number) => items.nth(i).locator('.coach-feed-open');
    await expect(opener(0)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}Ben ${language}.*Ben Bench`));
    await expect(opener(1)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}Ann ${language}.*Ann Squats`));
    await expect(opener(2)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}Ann ${language}.*Ann Early`));
    await expect(items.nth(0)).toContainText(s.min45);
    await expect(items.nth(0)).toContainText(s.sets2);
    await expect(items.nth(0)).toContainText(s.volume800);
    await expect(items.nth(0)).toContainText(s.rating3);
    await expect(items.nth(0)).toContainText('Tired');
    await expect(items.nth(1)).toContainText(s.hour);
    await expect(items.nth(1)).toContainText(s.sets2);
    await expect(items.nth(1)).toContainText(s.volume600);
    await expect(items.nth(1)).toContainText(s.rating4);
    await expect(items.nth(1)).toContainText('Felt strong');
    await shot(page, `coach-records-${language}-01-home`, { fullPage: true });

    // A quick reply to Ann's squats is saved, shown, and still there after a reload.
    await items.nth(1).getByRole('button', { name: s.reply(`Ann ${language}`) }).click();
    await items.nth(1).getByRole('textbox').fill(s.replyText);
    await shot(page, `coach-records-${language}-02-reply`);
    await items.nth(1).getByRole('button', { name: s.send }).click();
    await expect(page.getByText(s.replySent, { exact: true })).toBeVisible();
    await expect(items.nth(1)).toContainText(s.yourReply);
    await page.reload();
    await expect(page.locator('.coach-feed-item').nth(1)).toContainText(s.yourReply);

    // Opening Ben's training shows it and marks it read.
    await opener(0).click();
    await expect(page).toHaveURL(/teamMemberInfo\/viewMemberPlanInfo\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ben Bench');
    await page.goBack();
    await expect(opener(0)).toHaveAccessibleName(new RegExp(`^Ben ${language}.*Ben Bench`));
    await expect(opener(1)).toHaveAccessibleName(s.newPrefix);
    await expect(items.nth(0).locator('.coach-unread')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.coach-feed-item').nth(0).locator('.coach-unread')).toHaveCount(0);
    await expect(page.locator('.coach-feed-item').nth(1).locator('.coach-unread')).toHaveCount(1);

    // Two teams compared; a third cannot be ticked.
    await page.getByRole('checkbox', { name: 'Alpha' }).check();
    await page.getByRole('checkbox', { name: 'Bravo' }).check();
    await expect(page.getByRole('checkbox', { name: 'Charlie' })).toBeDisabled();
    await expect(page.getByText(s.limit)).toBeVisible();
    await page.getByRole('button', { name: s.compare, exact: true }).click();
    const table = page.getByRole('table', { name: language === 'en' ? 'Compare two teams' : '对比两个团队' });
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    await expect(row(s.members).getByRole('cell')).toHaveText(['2', '1']);
    await expect(row(s.volume).getByRole('cell').nth(0)).toHaveText(s.kg800);
    await expect(row(s.volume).getByRole('cell').nth(1)).toHaveText(s.kg800);
    await expect(row(s.perMember).getByRole('cell').nth(0)).toHaveText(s.kg400);
    await expect(row(s.perMember).getByRole('cell').nth(1)).toHaveText(s.kg800);
    // The same figures as bars (each naming its team) and in the chart's table.
    const chart = page.getByRole('img', { name: s.compareChart });
    await expect(chart.locator('svg')).toBeVisible();
    await expect(chart.locator('svg text', { hasText: new RegExp(`^Alpha${s.colon}${s.kg400.source}$`) })).toBeVisible();
    const chartTable = page.getByRole('table', { name: s.compareChart });
    await expect(chartTable.getByRole('row', { name: new RegExp(`^Alpha ${s.kg800.source} ${s.kg400.source}$`) })).toBeAttached();
    await expect(chartTable.getByRole('row', { name: new RegExp(`^Bravo ${s.kg800.source} ${s.kg800.source}$`) })).toBeAttached();
    await chart.scrollIntoViewIfNeeded();
    await shot(page, `coach-records-${language}-03-compare`);

    // Ann's statistics, from her screen in team Alpha.
    await page.goto(`/#/pages/TeamManage/teamMemberInfo/teamMemberInfo?id=${teamA.id}&userId=${annId}`);
    await page.getByRole('button', { name: s.statistics, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`teamMemberInfo/memberStatistics\\?userId=${annId}$`));
    await expect(page.getByRole('banner')).toContainText(s.statsTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ann ${language}`);
    // Her e1RM trend is a line chart named by its summary; its table holds both days' e1RM.
    await expect(page.getByRole('img', { name: s.trend }).locator('svg')).toBeVisible();
    const trendTable = page.getByRole('table', { name: s.trendTable });
    await expect(trendTable.locator('tbody tr')).toHaveCount(2);
    await expect(trendTable.locator('tbody tr').nth(0).getByRole('cell')).toHaveText(s.kg583);
    await expect(trendTable.locator('tbody tr').nth(1).getByRole('cell')).toHaveText(s.kg70);
    // Volume per week: the week of her squats reads 600 kg and 2 sets on its bar and in the table.
    const volume = page.getByRole('img', { name: s.volumePerWeek });
    await expect(volume.locator('svg text', { hasText: s.volume600Row })).toBeVisible();
    await expect(page.getByRole('table', { name: s.volumePerWeek }).getByRole('row').filter({ hasText: s.kg600 }).getByRole('cell')).toHaveText([s.kg600, '2']);
    await expect(page.getByText(s.e1rm)).toBeVisible();
    await expect(page.getByText(s.heaviest)).toBeVisible();
    await expect(page.getByText(s.nothingScheduled).first()).toBeVisible();
    const last = page.getByRole('link', { name: /Ann Squats/ });
    await expect(last).toContainText(s.volume600);
    await expect(last).toContainText(s.sets2);
    await shot(page, `coach-records-${language}-04-statistics`, { fullPage: true });
    // The last 7 days leave the training of 10 days ago out of the trend.
    await page.getByRole('button', { name: s.period7, exact: true }).click();
    await expect(page.getByRole('img', { name: s.trend7 }).locator('svg')).toBeVisible();
    await last.click();
    await expect(page).toHaveURL(/teamMemberInfo\/viewMemberPlanInfo\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ann Squats');
  });
}
