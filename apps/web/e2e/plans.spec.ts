import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sessionIdOf, trainingList } from './training-support.ts';
import { fillPlanBasics } from './plan-support.ts';
import { apiCall, createCoach, createTrainee, shot, shownDate, signInWithToken } from './support.ts';

// English only: Chinese changes nothing here but the words, and the zh-Hans screen tour
// (screen-tour.spec.ts) checks these screens in Chinese.
const language = 'en';

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
    counts: /0 done · 0 missed · \d+ upcoming/, countsDone: /1 done · 0 missed · \d+ upcoming/, member: 'Member\'s training', recorded: 'Recorded training', reply: 'Your reply', send: 'Send reply', sent: 'Reply sent',
    share: 'Share', sharedFrom: 'A training plan by Coach Fang, shared from Repwise', results: 'Results of 1 trainee', teamMember: 'Training and plans', cancelPlan: 'Cancel the plan', modify: 'Modify the plan', cancelTitle: 'Cancel this plan?', keep: 'Keep it', rating: 'Rating: 4 of 5',
    ratedShort: 'rated 4/5', statusDone: 'Done', replied: 'Replied', feedback: 'Trainee\'s feedback', weightReps: (kg: number, reps: number) => `${kg} kg × ${reps}`, strongShort: 'Strong',
  },
} as const;

/** The trainee's phone: the training screens, the summary and history (apps/web/src/i18n/training, tabs in apps/web/src/i18n). */
const PHONE = {
  en: {
    locale: 'en-US', card: 'Training', start: (plan: string) => `Start · ${plan}`, begin: 'Start training', setOf: (x: number, y: string) => `Set ${x} of ${y}`,
    planned: 'Planned 12 kg × 10', asPlanned: 'Done as planned', heavier: 'Heavier', done: 'Done', rest: 'Rest', effort: 'Strong', effortShown: 'Effort: Strong', saveSet: 'Save', noCoach: 'No coach yet',
    finishAll: 'Finish training', confirm: 'Confirm', summary: 'Summary', sets: 'Sets', volume: 'Volume', duration: 'Duration', rate: 'Rating 4 of 5', comment: 'Comment for your coach',
    save: 'Save and finish', saved: 'Training finished', history: 'History', coachReply: 'Your coach\'s reply', ownComment: 'Your comment', historyRating: 'Rating 4 of 5',
  },
} as const;

/** The coach's share screen, then its link in a fresh browser without an account: the plan and its results, read-only. */
async function openShareLink(page: Page, browser: Browser, language: 'en' | 'zh-Hans', s: (typeof TEXT)[keyof typeof TEXT]) {
  await page.getByRole('button', { name: s.share, exact: true }).click();
  await expect(page).toHaveURL(/planInfo\/sharePlan\?id=\d+$/);
  const link = page.locator('.plan-share-link');
  await expect(link).toContainText('/s/plan/');
  await shot(page, `plans-${language}-share-coach`);
  const url = ((await link.textContent()) ?? '').trim();
  const visitor = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
  const anon = await visitor.newPage();
  // The share page (link previews) opens the plan's screen.
  await anon.goto(new URL(url).pathname);
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


type Language = keyof typeof TEXT;

/**
 * The trainee's phone, a browser of its own beside the coach's: the configured phone
 * (playwright.config.ts `use`: 375×812 at 2×, touch, reduced motion, no service worker) in the
 * trainee's locale, signed in with the app in `language`. The clock is Playwright's, installed
 * before the app loads, so the rest timer runs out when the test says.
 */
async function traineePhone(browser: Browser, phone: Pick<BrowserContextOptions, 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'reducedMotion' | 'serviceWorkers'>, token: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ ...phone, viewport: { width: 375, height: 812 }, locale: PHONE[language].locale });
  const page = await context.newPage();
  await page.clock.install();
  await signInWithToken(page, token, language);
  return page;
}

/**
 * The trainee trains today's session of the plan on the phone: from the home's training card,
 * a warm-up set done as planned with an effort, the rest run out on the clock, a second set
 * 2.5 kg heavier, then the summary with a rating and a comment for the coach. Answers the
 * training's id and the duration and e1RM as the summary reads them (other screens must read the same).
 */
async function trainToday(page: Page, request: APIRequestContext, token: string, plan: string, language: Language): Promise<{ trainingId: string; duration: string; e1rm: string }> {
  const p = PHONE[language];
  const card = page.getByRole('region', { name: p.card });
  // A member of the coach's team is not asked for a coach's invitation code, once the home has read the teams.
  const teamsRead = page.waitForResponse((r) => r.url().includes('/squad/listMine'));
  await page.reload();
  expect((await teamsRead).status()).toBe(200);
  await expect(card.getByRole('button', { name: p.start(plan) })).toBeVisible();
  await expect(page.getByText(p.noCoach)).toHaveCount(0);
  await shot(page, `plans-${language}-09-trainee-home`);
  await card.getByRole('button', { name: p.start(plan) }).click();
  await page.getByRole('button', { name: p.begin, exact: true }).click();
  const position = page.locator('.training-position');
  await expect(position).toHaveText(p.setOf(1, '13'));
  const trainingId = sessionIdOf(page);

  // Set 1, the warm-up, in one tap; the rest starts by itself and ends on the clock.
  const next = page.locator('.set-row-next');
  await expect(next).toContainText(p.planned);
  await next.getByRole('button', { name: p.asPlanned }).click();
  await expect(position).toHaveText(p.setOf(2, '13'));
  const rest = page.getByRole('timer', { name: p.rest });
  await expect(rest.locator('.rest-bar-clock')).toHaveText(/^(0:5\d|1:00)$/);
  // A done set is one line: it opens to rate its effort, and shows the word once saved.
  const first = page.locator('.set-row-done').first();
  await first.locator('.set-row-line').click();
  await first.getByRole('radio', { name: p.effort, exact: true }).click();
  await expect(first.getByText(p.effortShown)).toBeVisible();
  await first.getByRole('button', { name: p.saveSet, exact: true }).click();
  await expect(first).toContainText(p.effort);
  await shot(page, `plans-${language}-10-trainee-rest`);
  await page.clock.fastForward(61_000);
  await expect(rest).toBeHidden();

  // Set 2, one step heavier than planned: done, not as planned.
  await next.getByRole('button', { name: p.heavier }).click();
  await next.getByRole('button', { name: p.done, exact: true }).click();
  await expect(position).toHaveText(p.setOf(3, '13'));
  await expect(page.locator('.set-row-done').nth(1)).toContainText('14.5 kg × 10');
  await page.clock.fastForward(61_000);
  await expect(rest).toBeHidden();

  // The summary: two sets, their volume, a rating of 4 and a comment for the coach.
  await page.getByRole('button', { name: p.finishAll }).click();
  await page.getByRole('dialog').getByRole('button', { name: p.confirm }).click();
  await expect(page.getByRole('heading', { name: p.summary })).toBeVisible();
  const summary = page.getByRole('region', { name: p.summary });
  await expect(summary.getByText(p.sets, { exact: true }).locator('..')).toContainText('2');
  await expect(summary.getByText(p.volume, { exact: true }).locator('..')).toContainText(`${12 * 10 + 14.5 * 10} kg`);
  // Durations read one way only (not "2:03", an hour and more in Chinese); the best set carries its estimated 1RM, rounded as weights are.
  const duration = ((await summary.getByText(p.duration, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
  expect(duration).toMatch(/^\d+ min$/);
  const e1rm = 'e1RM 19.3 kg'; // 14.5 kg × 10: 14.5 × (1 + 10/30) = 19.33…
  await expect(summary.locator('.finish-list').first()).toContainText(`14.5 kg × 10 · ${e1rm}`);
  await summary.getByRole('radio', { name: p.rate }).click();
  await expect(summary.getByRole('radio', { name: p.rate })).toHaveAttribute('aria-checked', 'true');
  await summary.getByLabel(p.comment).fill(`Felt strong today`);
  await shot(page, `plans-${language}-11-trainee-summary`);
  await summary.getByRole('button', { name: p.save }).click();
  await expect(page.getByText(p.saved)).toBeVisible();
  // The phone sends it when it can; the coach reads what reached the server.
  await expect.poll(async () => (await trainingList(request, token)).find((t) => t.id === trainingId)?.finishedAt ?? null, { timeout: 60_000 }).not.toBeNull();
  return { trainingId, duration, e1rm };
}

test(`plans in ${language}: a coach publishes a repeating plan to a team; the trainee trains today's session on the phone with the rest timer and rates it; the coach reads it and replies; the trainee reads the reply`, { tag: '@plans' }, async ({ page, request, browser, deviceScaleFactor, isMobile, hasTouch, reducedMotion, serviceWorkers }) => {
  test.setTimeout(300_000);
  const s = TEXT[language];
  const p = PHONE[language];
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
  await fillPlanBasics(page, s, plan, shownDate(today(), language));
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

  // The trainee, on their own phone: today's session of the plan, trained and rated.
  const phone = await traineePhone(browser, { deviceScaleFactor, isMobile, hasTouch, reducedMotion, serviceWorkers }, trainee.token, language);
  const { trainingId, duration, e1rm } = await trainToday(phone, request, trainee.token, plan, language);

  // The coach: from the team member's info to their training, then the record and a reply.
  const me = await apiCall<{ id: number }>(request, 'GET', '/api-training/mp/training/user/getInfo', trainee.token);
  await page.goto(`/#/pages/TeamManage/teamMemberInfo/teamMemberInfo?id=${squad.id}&userId=${me.id}`);
  await page.getByRole('button', { name: s.teamMember }).click();
  await expect(page).toHaveURL(/teamMemberInfo\/memberPlanInfo\?userId=\d+&name=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Xiao Yu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: s.recorded })).toBeVisible();
  // Today's session counts as done: the training was recorded against it.
  await expect(page.getByText(s.countsDone)).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(plan) }).first();
  await expect(row).toContainText(s.ratedShort);
  await expect(row).toContainText(s.statusDone);
  await shot(page, `plans-${language}-07-member`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`viewMemberPlanInfo\\?id=${trainingId}$`));
  // The coach reads the numbers the trainee's summary showed: the same duration, volume and e1RM.
  const facts = page.locator('.plan-card').first();
  await expect(facts).toContainText(` · ${duration} · 2 sets · 265 kg volume`);
  await expect(facts).toContainText(`Best ${e1rm}`);
  const feedback = page.locator('.plan-card').filter({ has: page.getByRole('heading', { name: s.feedback }) });
  await expect(feedback.getByText(s.rating)).toBeVisible();
  await expect(feedback.getByText(`Felt strong today`)).toBeVisible();
  // The recorded sets against the planned ones: the warm-up as planned with its effort, the next set heavier.
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row').nth(1).getByRole('cell')).toHaveText(['warm', s.weightReps(12, 10), s.weightReps(12, 10), s.strongShort]);
  await expect(page.getByRole('row').nth(2).getByRole('cell')).toHaveText(['1', s.weightReps(14.5, 10), s.weightReps(12, 10), '–']);
  const reply = `Great work, add 2.5 kg next time`;
  await page.getByLabel(s.reply).fill(reply);
  await shot(page, `plans-${language}-08-training`);
  await page.getByRole('button', { name: s.send }).click();
  await expect(page.getByText(s.sent)).toBeVisible();

  // The trainee reads the reply in History on the phone.
  await phone.getByText(p.history, { exact: true }).click();
  // A row's text is the training's name, then its date, sets and volume.
  await phone.locator('.records-history-row').filter({ hasText: plan }).click();
  await expect(phone).toHaveURL(new RegExp(`history\\?id=${trainingId}$`));
  const detail = phone.locator('.history-detail');
  await expect(detail.getByText(p.historyRating)).toBeVisible();
  await expect(detail).toContainText(`${p.duration} ${duration}`);
  await expect(detail).toContainText('265 kg');
  await expect(detail.getByRole('heading', { name: p.ownComment }).locator('xpath=following-sibling::p[1]')).toHaveText(`Felt strong today`);
  await expect(detail.getByRole('heading', { name: p.coachReply }).locator('xpath=following-sibling::p[1]')).toHaveText(reply);
  await shot(phone, `plans-${language}-12-trainee-reply`);
  await phone.context().close();

  // The coach's list of the member's training now says it has a reply.
  await page.goBack();
  await expect(page.getByRole('link', { name: new RegExp(plan) }).first()).toContainText(s.replied);

  // The plan counts the done session (a coach's plan is read afresh at every visit, though
  // the app read it when publishing); cancel asks first, and keeping it changes nothing.
  await page.goto(`/#/pages/planManage/planInfo/planInfo?id=${planId}`);
  await expect(page.getByRole('link', { name: /Xiao Yu/ })).toContainText(s.countsDone);
  await page.getByRole('button', { name: s.cancelPlan }).click();
  await expect(page.getByText(s.cancelTitle)).toBeVisible();
  await page.getByRole('button', { name: s.keep }).click();
  await expect(page.getByText(s.current, { exact: true })).toBeVisible();
});
