import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { operatorToken } from './operator.ts';
import { apiCall, apiGetInfo, createCoach, createTrainee, phoneId, shot, signInWithToken } from './support.ts';
import { officialTemplate } from './template-support.ts';

/**
 * The notification centre (issue 25 §9): a coach publishes a plan, the trainee sees the bell's
 * badge and the item and opens it; the trainee finishes a training, the coach is told; the
 * coach replies, the trainee is told; an operator answers the trainee's feedback, the trainee
 * reads the answer. The changes are made through the API (their own screens
 * have journeys of their own); what is read is read on screen, in both languages.
 */

const TEXT = {
  en: {
    bell: 'Notifications', bellUnread: (n: number) => `Notifications, ${n} unread`, title: 'Notifications', empty: 'Nothing here yet.', newPrefix: /^New\. /,
    published: 'Coach Lin sent you a plan', finished: (name: string) => `${name} finished a training`, replied: 'Coach Lin replied to your training',
    markAll: 'Mark all read', markedAll: 'All marked read', feedbackReplied: 'Reply to your feedback:', reply: 'Thanks, louder beeps are coming.',
  },
  'zh-Hans': {
    bell: '通知', bellUnread: (n: number) => `通知，${n} 条未读`, title: '通知', empty: '还没有通知。', newPrefix: /^未读。 ?/,
    published: 'Coach Lin给你发布了计划', finished: (name: string) => `${name}完成了训练`, replied: 'Coach Lin回复了你的训练',
    markAll: '全部已读', markedAll: '已全部标为已读', feedbackReplied: '对你反馈的回复：', reply: '谢谢，提示音会更响。',
  },
} as const;

const localDay = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** A finished training pushed as the trainee's phone sends it. */
async function finishTraining(request: APIRequestContext, token: string, name: string): Promise<string> {
  const id = phoneId();
  const now = new Date();
  const day = localDay(now);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ops = [
    { entity: 'session', id, rev: 1, op: 'upsert', fields: { name, startedAt: new Date(now.getTime() - 40 * 60_000).toISOString(), finishedAt: now.toISOString(), timezone: zone, localDate: day } },
    {
      entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
      fields: { sessionId: id, actionId: 1, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', weightKg: 40, unit: 'kg', reps: 8, completedAt: new Date(now.getTime() - 30 * 60_000).toISOString(), localDate: day },
    },
  ];
  await apiCall(request, 'POST', '/api-training/mp/training/sync/push', token, { body: { deviceId: `phone-${id}`, ops } });
  return id;
}

/** Opens the centre from the home's bell, whose name says how many are unread. */
async function openCentre(page: Page, bellName: string, title: string): Promise<void> {
  const bell = page.getByRole('button', { name: bellName, exact: true });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/#\/pages\/Notification\/list$/);
  await expect(page.getByRole('banner')).toContainText(title);
}

for (const language of ['en', 'zh-Hans'] as const) {
  test(`notifications in ${language}: a plan, a finished training and a reply reach the right person with a badge`, { tag: '@plans' }, async ({ page, request }) => {
    test.setTimeout(180_000);
    const s = TEXT[language];
    const traineeName = `Mia ${language}`;
    const planName = `Notify plan ${language}`;
    const trainingName = `Notify training ${language}`;
    const coach = await createCoach(request, 'Coach Lin');
    const trainee = await createTrainee(request, traineeName);
    await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', trainee.token, { body: { inviteCode: coach.myInviteCode } });
    const { id: traineeId } = await apiGetInfo(request, trainee.token);

    // Nothing yet: the coach's centre is empty.
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await openCentre(page, s.bell, s.title);
    await expect(page.getByText(s.empty, { exact: false })).toBeVisible();
    await shot(page, `notifications-${language}-01-empty`);

    // The coach publishes a plan: the trainee's bell counts it, the centre lists it unread, tapping opens it.
    const template = await officialTemplate(request, coach.token, 'Full Body Beginner');
    await apiCall(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
      body: { templateId: template.id, name: planName, type: '1', taskType: '1', startDate: localDay(new Date()), timePeriod: '2', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], traineeIds: [traineeId] },
    });
    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);
    await expect(page.getByRole('button', { name: s.bellUnread(1), exact: true })).toBeVisible();
    await expect(page.locator('.notification-bell .adm-badge-content')).toHaveText('1');
    await shot(page, `notifications-${language}-02-trainee-home-badge`, { fullPage: false });
    await openCentre(page, s.bellUnread(1), s.title);
    const rows = page.locator('.notification-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}${s.published}.*${planName}`));
    await shot(page, `notifications-${language}-03-trainee-plan`);
    await rows.nth(0).click();
    await expect(page).toHaveURL(/startTraining\/startTraining$/);
    await expect(page.getByText(planName).first()).toBeVisible();
    await page.goBack();
    await expect(page.locator('.notification-row')).toHaveCount(1);
    await expect(page.locator('.notification-row.is-unread')).toHaveCount(0);

    // The trainee finishes a training: the coach is told, and the item opens the member's training.
    await finishTraining(request, trainee.token, trainingName);
    await signInWithToken(page, coach.token, language);
    await expect(page).toHaveURL(/CoachClient\/index$/);
    await openCentre(page, s.bellUnread(1), s.title);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}${s.finished(traineeName)}.*${trainingName}`));
    await shot(page, `notifications-${language}-04-coach-finished`);
    await rows.nth(0).click();
    await expect(page).toHaveURL(/teamMemberInfo\/viewMemberPlanInfo\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trainingName);

    // The coach replies: the trainee is told; "Mark all read" clears the badge; the item opens the training.
    const trainingId = (await apiCall<{ list: { id: string }[] }>(request, 'GET', '/api-training/mp/training/list', trainee.token)).list[0]!.id;
    await apiCall(request, 'POST', '/api-training/mp/training/comment', coach.token, { body: { id: trainingId, comment: 'Great work' } });
    await signInWithToken(page, trainee.token, language);
    await expect(page).toHaveURL(/UserClient\/index$/);
    await openCentre(page, s.bellUnread(1), s.title);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}${s.replied}.*${trainingName}`));
    await expect(rows.nth(1)).toHaveAccessibleName(new RegExp(`^${s.published}`));
    await page.getByRole('button', { name: s.markAll }).click();
    await expect(page.getByText(s.markedAll, { exact: true })).toBeVisible();
    await expect(page.locator('.notification-row.is-unread')).toHaveCount(0);
    await shot(page, `notifications-${language}-05-trainee-all-read`);
    await page.locator('.notification-row').nth(0).click();
    await expect(page).toHaveURL(new RegExp(`history/history\\?id=${trainingId}$`));
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('button', { name: s.bell, exact: true })).toBeVisible();

    // An operator answers the trainee's feedback in the console: the answer is the item, which opens nothing.
    const feedback = await apiCall<{ id: number }>(request, 'POST', '/api-training/mp/feedback/submit', trainee.token, { body: { content: `The beep is too quiet (${language})` } });
    await apiCall(request, 'POST', '/api-training/mp/console/feedback/handle', await operatorToken(request), { body: { id: feedback.id, handled: true, reply: s.reply } });
    await signInWithToken(page, trainee.token, language);
    await openCentre(page, s.bellUnread(1), s.title);
    await expect(rows).toHaveCount(3);
    const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(rows.nth(0)).toHaveAccessibleName(new RegExp(`${s.newPrefix.source}${literally(s.feedbackReplied)}.*${literally(s.reply)}`));
    await shot(page, `notifications-${language}-06-trainee-feedback-reply`);
    await rows.nth(0).click();
    await expect(page.locator('.notification-row.is-unread')).toHaveCount(0);
    await expect(page).toHaveURL(/#\/pages\/Notification\/list$/);
  });
}
