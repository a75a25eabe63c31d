import { expect, test } from '@playwright/test';
import { copyOfficial, pickByName, untracked } from './template-support.ts';
import { FULL_BODY_ID, doSetsAsPlanned, openFromHome, sessionIdOf, startTemplatePath, trainingDetail, trainingList } from './training-support.ts';
import { apiGetInfo, createCoach, createTrainee, data, phoneId, shot, shownDate, signInWithToken, tapExpectingToast } from './support.ts';

test('a trainee trains an official template in English: one-tap sets, steppers, effort, the rest timer across a reload, finishing a block, the summary and a rating; it shows in history', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(300_000);
  const trainee = await createTrainee(request, 'Lena');
  await page.clock.install();
  await signInWithToken(page, trainee.token, 'en');

  // The home's training card: nothing scheduled, a way to train alone.
  const card = page.getByRole('region', { name: 'Training' });
  await expect(card.getByText('Nothing scheduled for today.')).toBeVisible();
  await shot(page, 'training-01-home');
  await card.getByRole('button', { name: 'Train on your own' }).click();
  await expect(page.getByText('Empty training').first()).toBeVisible();
  await expect(page.getByText('Full Body Beginner')).toBeVisible();
  await shot(page, 'training-02-start-choices');

  await page.getByText('Full Body Beginner').click();
  await expect(page.getByRole('heading', { name: 'Full Body Beginner' })).toBeVisible();
  await expect(page.getByText('4 exercises · 13 sets')).toBeVisible();
  await shot(page, 'training-03-start-template');
  await page.getByRole('button', { name: 'Start training' }).click();

  // The live screen: set 1 of 13, the warm-up set open with its plan.
  await expect(page.getByText('Set 1 of 13')).toBeVisible();
  const sessionId = sessionIdOf(page);
  await expect(page.getByText('Planned 12 kg × 10').first()).toBeVisible();
  await shot(page, 'training-04-live');
  // A kettlebell is not loaded with plates: no plate calculator (the quick training's barbell has one).
  await expect(page.locator('.set-row-next').getByRole('button', { name: 'Plates' })).toHaveCount(0);

  // One tap: done as planned, saved on the phone, then synced; the rest starts by itself.
  await page.getByRole('button', { name: 'Done as planned' }).click();
  await expect(page.getByText('Set 2 of 13')).toBeVisible();
  await expect(page.getByText('Synced', { exact: true })).toBeVisible();
  const rest = page.getByRole('timer', { name: 'Rest' });
  await expect(rest).toContainText(/0:5\d|1:00/);
  // The done set is one line; it opens to rate its effort by the scale's words.
  const firstDone = page.locator('.set-row-done').first();
  await firstDone.getByRole('button', { name: /^Edit set/ }).click();
  await firstDone.getByRole('radio', { name: 'Strong', exact: true }).click();
  await expect(page.getByText('Effort: Strong')).toBeVisible();
  await shot(page, 'training-05-rest');
  await firstDone.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(firstDone).toContainText('Strong');

  // From here the clock stands still but for the test's jumps, so a slow machine reads exact times.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  const clock = rest.locator('.rest-bar-clock');
  const seconds = async () => {
    const [m, s] = ((await clock.textContent()) ?? '').split(':').map(Number);
    return (m ?? 0) * 60 + (s ?? 0);
  };
  const shown = (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  const left = await seconds();
  await rest.getByRole('button', { name: '+15 s' }).click();
  await expect(clock).toHaveText(shown(left + 15));
  await rest.getByRole('button', { name: '−15 s' }).click();
  await expect(clock).toHaveText(shown(left));

  // The rest is an end time: 20 s later, and after a reload, it has 20 s less to go.
  await page.clock.fastForward(20_000);
  await expect(clock).toHaveText(shown(left - 20));
  await page.reload();
  await expect(page.getByRole('timer', { name: 'Rest' }).locator('.rest-bar-clock')).toHaveText(shown(left - 20));
  await page.clock.fastForward((left - 19) * 1000);
  await expect(page.getByRole('timer', { name: 'Rest' })).toBeHidden();
  await page.clock.resume();

  // Steppers change the next set before it is done: 2.5 kg heavier, one rep fewer.
  const next = page.locator('.set-row-next');
  await next.getByRole('button', { name: 'Heavier' }).click();
  await next.getByRole('button', { name: 'Fewer' }).click();
  await expect(next.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
  await next.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('14.5 kg × 9')).toBeVisible();
  await page.getByRole('timer', { name: 'Rest' }).getByRole('button', { name: 'Skip rest' }).click();

  // Finishing the block moves on to the next one (spec §4: the first block with an unfinished group).
  await page.getByRole('button', { name: 'Finish this block' }).click();
  await expect(page.getByRole('heading', { name: /Current Dumbbell Bench Press/ })).toBeVisible();

  // Finish everything: the summary, a rating and a comment for the coach.
  await page.getByRole('button', { name: 'Finish training' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Sets', { exact: true }).locator('..')).toContainText('2');
  await expect(summary.getByText('Volume', { exact: true }).locator('..')).toContainText(`${12 * 10 + 14.5 * 9} kg`);
  // Every exercise done is among the best sets, its e1RM (14.5 × (1 + 9/30) = 18.85) rounded as weights are and marked as estimated.
  await expect(summary.getByText('Kettlebell Goblet Squat: 14.5 kg × 9 · e1RM 18.9 kg')).toBeVisible();
  // A first session sets every kind of personal record, from working sets only (the 12 × 10 is a warm-up):
  // heaviest 14.5, e1RM 18.85, most reps 9, set volume 14.5 × 9 = 130.5.
  await expect(summary.getByRole('listitem').filter({ hasText: 'Heaviest' })).toHaveText('Kettlebell Goblet Squat: Heaviest 14.5 kg · e1RM 18.9 kg · Most reps: 9 · Set volume 130.5 kg');
  await summary.getByRole('radio', { name: 'Rating 4 of 5' }).click();
  await summary.getByLabel('Comment for your coach').fill('Squats felt good.');
  await shot(page, 'training-06-summary');
  await summary.getByRole('button', { name: 'Save and finish' }).click();
  await expect(page.getByText('Training finished')).toBeVisible();
  await expect(page).toHaveURL(/UserClient\/index$/);

  // On the server: one finished training, two sets, the rating and the comment.
  await expect.poll(async () => (await trainingList(request, trainee.token)).find((t) => t.id === sessionId)?.finishedAt ?? null).not.toBeNull();
  const [recorded] = await trainingList(request, trainee.token);
  expect(recorded).toMatchObject({ id: sessionId, sets: 2, rating: 4, comment: 'Squats felt good.' });
  const detail = await trainingDetail(request, trainee.token, sessionId);
  expect(detail.recorded.map((s) => [s.weightKg, s.reps, s.effort])).toEqual([[12, 10, 3], [14.5, 9, null]]);

  // History: the list and the recorded training with its comment.
  await page.getByText('History', { exact: true }).click();
  // The home lists the template too: the training is opened from the History tab's own list, once it is there.
  const allTrainings = page.getByRole('region', { name: 'All trainings' });
  await allTrainings.getByRole('link', { name: /Full Body Beginner/ }).click();
  await expect(page.getByText('Squats felt good.')).toBeVisible();
  await expect(page.getByText('No reply from your coach yet.')).toBeVisible();
  await shot(page, 'training-07-history-detail');
});

test('a trainee trains in Chinese: the rest timer ends by itself, the summary in Chinese', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const trainee = await createTrainee(request, 'Xiao Li');
  await page.clock.install();
  await signInWithToken(page, trainee.token, 'zh-Hans');
  await openFromHome(page, startTemplatePath(FULL_BODY_ID));
  await page.getByRole('button', { name: '开始训练' }).click();
  await expect(page.getByText('第 1 组，共 13 组')).toBeVisible();
  await page.getByRole('button', { name: '按计划完成' }).click();
  await expect(page.getByText('已同步', { exact: true })).toBeVisible();
  const rest = page.getByRole('timer', { name: '休息' });
  await expect(rest).toContainText('1:00');
  await shot(page, 'training-zh-01-rest');
  await page.clock.fastForward(61_000);
  await expect(rest).toBeHidden();
  const firstDone = page.locator('.set-row-done').first();
  await firstDone.locator('.set-row-line').click();
  await firstDone.getByRole('radio', { name: '极限' }).click();
  await firstDone.getByRole('button', { name: '保存', exact: true }).click();
  await expect(firstDone).toContainText('极限');
  await page.getByRole('button', { name: '结束训练' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '训练总结' })).toBeVisible();
  await page.getByRole('radio', { name: '评分 5/5' }).click();
  await shot(page, 'training-zh-02-summary');
  await page.getByRole('button', { name: '保存并结束' }).click();
  await expect(page.getByText('训练已结束')).toBeVisible();
  await expect.poll(async () => (await trainingList(request, trainee.token))[0]?.rating ?? null).toBe(5);
});

test('a trainee records a past training with its date and times; it counts in history', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const trainee = await createTrainee(request, 'Omar');
  await signInWithToken(page, trainee.token, 'en');
  await openFromHome(page, '/#/pages/TrainingManage/startTraining/startTraining');
  await page.getByText('Record a past training').click();
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
  await page.getByLabel('Name').fill('Yesterday at the gym');
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Start time').fill('07:00');
  await page.getByLabel('End time').fill('06:00');
  await page.getByRole('button', { name: 'Choose exercises' }).click();
  await pickByName(page, untracked, ['Barbell Back Squat']);
  await shot(page, 'training-08-backfill-form');
  await page.getByRole('button', { name: 'Add the sets' }).click();
  await expect(page.getByRole('alert')).toHaveText('The end must come after the start');
  await page.getByLabel('End time').fill('08:00');
  await page.getByRole('button', { name: 'Add the sets' }).click();

  await expect(page.getByText('Recording a past training: no rest timer.')).toBeVisible();
  const next = page.locator('.set-row-next');
  for (let i = 0; i < 8; i += 1) await next.getByRole('button', { name: 'Heavier' }).click();
  for (let i = 0; i < 5; i += 1) await next.getByRole('button', { name: 'More' }).click();
  await next.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('20 kg × 5')).toBeVisible();
  await expect(page.getByRole('timer')).toBeHidden();
  await shot(page, 'training-09-backfill-sets');
  await page.getByRole('button', { name: 'Finish training' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // The hour reads as an hour in words (a clock's 1:00 is an hour in Chinese and a minute in English).
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('Duration', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('1 h');
  await page.getByRole('button', { name: 'Save and finish' }).click();

  await expect.poll(async () => (await trainingList(request, trainee.token))[0]?.finishedAt ?? null).not.toBeNull();
  const [past] = await trainingList(request, trainee.token);
  expect(past).toMatchObject({ name: 'Yesterday at the gym', localDate: day, sets: 1, volumeKg: 100 });
  expect(Date.parse(past?.finishedAt ?? '') - Date.parse(past?.startedAt ?? '')).toBe(3_600_000);
  await page.getByText('History', { exact: true }).click();
  await expect(page.getByText('Yesterday at the gym')).toBeVisible();
  await shot(page, 'training-10-history');
  // The history reads the summary's duration, the same words.
  await page.getByText('Yesterday at the gym').click();
  await expect(page.locator('.history-detail')).toContainText(`${shownDate(day, 'en')} · Duration 1 h`);
});

test('a quick training: refused without an exercise, one exercise and its sets, the plate calculator, an exercise added and moved mid-session', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const trainee = await createTrainee(request, 'Mia');
  await signInWithToken(page, trainee.token, 'en');
  await openFromHome(page, '/#/pages/TrainingManage/miniTraining/startTraining');
  await page.getByRole('button', { name: 'Start training' }).click();
  await expect(page.getByText('Training cannot start without exercises')).toBeVisible();
  await page.getByRole('button', { name: 'Choose an exercise' }).click();
  await pickByName(page, untracked, ['Barbell Back Squat']);
  await page.getByRole('group', { name: 'Sets' }).getByRole('button', { name: 'More' }).click();
  await shot(page, 'training-11-mini-start');
  await page.getByRole('button', { name: 'Start training' }).click();
  await expect(page).toHaveURL(/miniTraining\/trainingPlan\?id=/);
  await expect(page.getByText('Set 1 of 4')).toBeVisible();

  // A quick set starts at 0 kg × 0: done as it is, it would record nothing as a set.
  const next = page.locator('.set-row-next');
  await tapExpectingToast(page, next.getByRole('button', { name: 'Done as planned' }), 'Enter the reps first: a set needs at least one');
  await expect(page.getByText('Set 1 of 4')).toBeVisible();

  // 40 kg on a 20 kg bar: 10 kg each side.
  for (let i = 0; i < 16; i += 1) await next.getByRole('button', { name: 'Heavier' }).click();
  await next.getByRole('button', { name: 'Plates' }).click();
  const plates = page.getByRole('dialog', { name: /Plate calculator/ });
  await expect(plates).toContainText('Each side: 10');
  await shot(page, 'training-12-plates');
  await plates.getByRole('checkbox', { name: '10', exact: true }).click();
  await expect(plates).toContainText('Each side: 5 + 5');
  await page.locator('.adm-mask').last().click({ position: { x: 10, y: 10 } });
  await expect(plates).toBeHidden();

  // An exercise added mid-session becomes the current block; blocks move up and down.
  await page.getByRole('button', { name: 'Add exercise' }).click();
  await pickByName(page, untracked, ['Barbell Bench Press']);
  await expect(page.getByRole('heading', { name: 'Current Barbell Bench Press' })).toBeVisible();
  await expect(page.getByText('Set 1 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Move Barbell Bench Press up' }).click();
  await expect(page.locator('.training-block-name').first()).toHaveText('Barbell Bench Press');
  await shot(page, 'training-13-mini-added');
});

test('a scheduled session: today on the trainee home, a later one refused before its date, today trained and synced', { tag: '@training' }, async ({ page, request }) => {
  test.setTimeout(240_000);
  const coach = await createCoach(request, 'Coach Ray');
  const trainee = await createTrainee(request, 'Sam');
  const post = async (path: string, token: string, body: object) => {
    const answer = (await (await request.post(path, { headers: { token, 'Accept-Language': 'en' }, data: body })).json()) as { status: number; msg: string; data: unknown };
    expect(answer.status, answer.msg).toBeLessThan(300);
    return answer.data;
  };
  // Linked by the coach's invitation code, then a plan of today and tomorrow.
  await post('/api-training/mp/training/user/updateInfo', trainee.token, { inviteCode: coach.myInviteCode });
  const template = await copyOfficial(request, coach.token);
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const weekday = ((now.getDay() + 6) % 7) + 1;
  const traineeId = (await apiGetInfo(request, trainee.token)).id;
  await post('/api-training/mp/plan/publish', coach.token, {
    templateId: template.id, name: 'Coach Ray plan', type: '1', taskType: '1', startDate: today, timePeriod: '2', repeatWeeks: 2, weekdays: [weekday, (weekday % 7) + 1], traineeIds: [traineeId],
  });

  await signInWithToken(page, trainee.token, 'en');
  const card = page.getByRole('region', { name: 'Training' });
  await expect(card.getByRole('button', { name: 'Start · Coach Ray plan' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Coming up' })).toBeVisible();
  await shot(page, 'training-14-home-scheduled');

  await card.getByRole('heading', { name: 'Coming up' }).locator('xpath=following-sibling::ul[1]').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Start training' }).click();
  await expect(page.getByText('Training cannot start before its date')).toBeVisible();
  await page.goBack();

  await card.getByRole('button', { name: 'Start · Coach Ray plan' }).click();
  await page.getByRole('button', { name: 'Start training' }).click();
  await expect(page.getByText(/^Set 1 of \d+$/)).toBeVisible();
  await doSetsAsPlanned(page, 1);
  await expect(page.getByText('Everything is synced')).toBeVisible({ timeout: 60_000 });
  const [recorded] = await trainingList(request, trainee.token);
  expect(recorded).toMatchObject({ name: 'Coach Ray plan', sets: 1 });

  // Finished, today's session reads as done with its result, after a reload too; it offers no second Start.
  await page.getByRole('button', { name: 'Finish training' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('region', { name: 'Summary' }).getByRole('button', { name: 'Save and finish' }).click();
  await expect(page).toHaveURL(/UserClient\/index$/);
  await expect.poll(async () => (await trainingList(request, trainee.token))[0]?.finishedAt ?? null).not.toBeNull();
  await page.reload();
  const done = card.getByRole('listitem').filter({ hasText: 'Coach Ray plan' }).first();
  await expect(done).toContainText(/Done · 1 set · [\d.,]+ kg/);
  await expect(card.getByRole('button', { name: 'Start · Coach Ray plan' })).toHaveCount(0);
  await expect(card.getByRole('heading', { name: 'Unfinished training' })).toHaveCount(0);
  await shot(page, 'training-15-home-done');
  await card.getByRole('button', { name: 'View · Coach Ray plan' }).click();
  await expect(page.getByRole('heading', { name: 'Recorded sets' })).toBeVisible();
  expect((await trainingList(request, trainee.token)).filter((t) => t.name === 'Coach Ray plan')).toHaveLength(1);

  // The same in Chinese: done with its result, no Start.
  await page.evaluate(() => localStorage.setItem('repwise.language', 'zh-Hans'));
  await page.goto('/#/pages/Home/UserClient/index');
  await page.reload();
  const doneZh = page.getByRole('listitem').filter({ hasText: 'Coach Ray plan' }).first();
  await expect(doneZh).toContainText(/已完成 · \S+.* · [\d.,]+/);
  await expect(page.getByRole('button', { name: /^开始/ })).toHaveCount(0);
  await shot(page, 'training-15-home-done-zh');
});

test('history is whole: 25 trainings over 400 days page in as the trainee scrolls, and the coach pages through the member\'s', { tag: '@training' }, async ({ page, request }) => {
  const coach = await createCoach(request, 'Coach Ray');
  const trainee = await createTrainee(request, 'Old Hand');
  await data(await request.post('/api-training/mp/training/user/updateInfo', { headers: { token: trainee.token }, data: { inviteCode: coach.myInviteCode } }));
  // One training every 16 days back from 2026-11-20: the oldest is more than a year old.
  const day = (i: number) => new Date(Date.UTC(2026, 10, 20) - i * 16 * 86_400_000).toISOString().slice(0, 10);
  const ops = Array.from({ length: 25 }, (_, i) => ({
    entity: 'session', id: phoneId(), rev: 1, op: 'upsert',
    fields: { name: `Session ${25 - i}`, startedAt: `${day(i)}T08:00:00.000Z`, finishedAt: `${day(i)}T09:00:00.000Z`, timezone: 'UTC', localDate: day(i) },
  }));
  await data(await request.post('/api-training/mp/training/sync/push', { headers: { token: trainee.token }, data: { deviceId: 'e2e', ops } }));

  await signInWithToken(page, trainee.token, 'en');
  await page.getByText('History', { exact: true }).click();
  const row = (i: number) => page.getByText(`${shownDate(day(i), 'en')} · 0 sets · 0 kg`, { exact: true });
  await expect(row(0)).toBeVisible();
  await expect(row(24)).toHaveCount(0);
  // The first page holds 20; the rest come as the list's end scrolls into view.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(row(24)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await shot(page, 'training-16-history-whole');

  const traineeId = (await apiGetInfo(request, trainee.token)).id;
  await signInWithToken(page, coach.token, 'en');
  // On the coach's home first: the app's own start-up redirect must not overtake the deep link.
  await expect(page).toHaveURL(/CoachClient\/index$/);
  await page.goto(`/#/pages/TeamManage/teamMemberInfo/memberPlanInfo?userId=${traineeId}`);
  await expect(page.getByRole('link', { name: /Session 25/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Session 1\b/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Earlier trainings' }).click();
  await expect(page.getByRole('link', { name: /^Session 1\b/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Earlier trainings' })).toHaveCount(0);
  await shot(page, 'training-17-member-all-trainings');
});
