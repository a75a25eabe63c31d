import { expect, test, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { PATHS } from '../src/kit/paths.ts';
import { apiCall, apiGetInfo, apiLogin, createCoach, createTrainee, data, openLogin, phoneId, readSmsCode, shot, signInWithToken, uniqueMobile } from './support.ts';
import { operatorToken } from './operator.ts';
import { copyOfficial, officialTemplate, pickByName, untracked } from './template-support.ts';

/**
 * The zh-Hans screen tour (issue 22): every screen of the app in Chinese, with data seeded
 * through the API, each through the screenshot, axe and the 44 px tap-target check (shot()).
 * The journeys prove behaviour, most of them in English; this proves every screen reads and
 * works for a Chinese phone. A route added to the app without a stop here fails the last test.
 */

const LANGUAGE = 'zh-Hans';

/** Every route the tour opened, for the test that compares them with the app's. */
const visited = new Set<string>();

/** Requests in flight on the page, so a stop waits until the screen has its data. */
function trackRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

const pending = new WeakMap<Page, Set<Request>>();

/** What shows while a screen loads; a list's "loading more" at its end waits for a scroll, not for the screen. */
const SPINNERS = ':is(.adm-skeleton, .adm-spin-loading, .adm-dot-loading):not(.adm-infinite-scroll *)';

/** Opens the screen at `path` (a route with its query) and waits until it has settled: no request open, no spinner. */
async function open(page: Page, path: string): Promise<void> {
  if (!pending.has(page)) pending.set(page, trackRequests(page));
  await page.goto(`/#${path}`);
  await settle(page, path);
}

async function settle(page: Page, path: string): Promise<void> {
  const route = path.split('?')[0] ?? path;
  await expect(page).toHaveURL(new RegExp(`#${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`));
  const inFlight = pending.get(page) ?? new Set<Request>();
  await expect
    .poll(async () => [...[...inFlight].map((r) => r.url()), ...(await page.locator(SPINNERS).count() > 0 ? ['a spinner'] : [])], {
      message: `${path} settles: no request open, no spinner`,
      // Most screens settle within a few tenths of a second: looked at often, so no stop waits long for nothing.
      intervals: [50, 50, 100, 250],
      timeout: 15_000,
    })
    .toEqual([]);
  await expect(page.getByText('页面不存在')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE);
}

/** One stop: the screen at `path`, saved and checked. */
async function stop(page: Page, name: string, path: string): Promise<void> {
  await open(page, path);
  visited.add(path.split('?')[0] ?? path);
  await shot(page, `tour-zh-${name}`);
}

/** A stop reached by taps rather than a link: checked where it is now. */
async function stopHere(page: Page, name: string, route: string): Promise<void> {
  await settle(page, route);
  visited.add(route);
  await shot(page, `tour-zh-${name}`);
}

async function signedIn(browser: Browser, token: string, options: { firstLogin?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await signInWithToken(page, token, LANGUAGE, options);
  return page;
}

const today = () => {
  const at = new Date();
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

interface World {
  coach: { token: string; id: number };
  trainee: { token: string; id: number };
  squad: { id: number; code: string };
  exercise: { id: number; shareCode: string };
  template: { id: number; shareCode: string | null };
  plan: { id: number; code: string };
  planSessionId: number;
  trainingId: string;
  /** The token of the trainee's shared year in review. */
  yearShare: string;
  /** A seeded article and the code of its public link. */
  article: { id: number; code: string };
}

/** A coach with a team, an exercise, a template and a plan; a trainee in the team with a recorded training. */
async function seed(request: APIRequestContext): Promise<World> {
  const coach = await createCoach(request, '李教练');
  const trainee = await createTrainee(request, '小美');
  const { id: traineeId } = await apiGetInfo(request, trainee.token);
  const second = await createCoach(request, '王教练');
  const squad = await apiCall<{ id: number; code: string }>(request, 'POST', '/api-training/mp/squad/create', coach.token, { body: { name: '晨练队', type: '3', tags: ['新手'] } });
  await apiCall(request, 'POST', '/api-training/mp/squad/join', trainee.token, { body: { code: squad.code } });
  await apiCall(request, 'POST', '/api-training/mp/squad/addCoach', coach.token, { body: { id: squad.id, inviteCode: second.myInviteCode } });
  const exercise = await apiCall<{ id: number; shareCode: string }>(request, 'POST', '/api-training/mp/training/action/create', coach.token, {
    body: { nameEn: 'Tour Press', nameZh: '巡检推举', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'] },
  });
  const template = await copyOfficial(request, coach.token);
  const official = await officialTemplate(request, coach.token, 'Full Body Beginner');
  const published = await apiCall<{ id: number; sessions: { id: number; traineeId: number }[] }>(request, 'POST', '/api-training/mp/plan/publish', coach.token, {
    body: { templateId: official.id, name: '下肢力量', type: '1', taskType: '1', startDate: today(), timePeriod: '1', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], squadIds: [squad.id] },
  });
  const shared = await apiCall<{ url: string }>(request, 'GET', '/api-training/mp/plan/getQrcode', coach.token, { query: { id: String(published.id) } });
  const trainingId = await recordTraining(request, trainee.token);
  await apiCall(request, 'POST', '/api-training/mp/training/user/bodyData/record', trainee.token, { body: { measuredOn: today(), weight: 55.5, waist: 66 } });
  const yearShare = await apiCall<{ url: string }>(request, 'POST', '/api-training/mp/record/share/year', trainee.token, { body: { year: new Date().getFullYear() } });
  const articles = await apiCall<{ list: { id: number }[] }>(request, 'GET', '/api-training/mp/article/list', trainee.token);
  const article = await apiCall<{ id: number; sharePath: string }>(request, 'GET', '/api-training/mp/article/get', trainee.token, { query: { id: String(articles.list[0]!.id) } });
  return {
    coach: { token: coach.token, id: coach.id },
    trainee: { token: trainee.token, id: traineeId },
    squad,
    exercise,
    template: { id: template.id, shareCode: template.shareCode ?? null },
    plan: { id: published.id, code: new URL(shared.url).pathname.split('/s/plan/')[1] ?? '' },
    planSessionId: published.sessions.find((s) => s.traineeId === traineeId)?.id ?? published.sessions[0]!.id,
    trainingId,
    yearShare: new URL(yearShare.url).pathname.split('/s/year/')[1] ?? '',
    article: { id: article.id, code: article.sharePath.split('/s/article/')[1] ?? '' },
  };
}

/** A finished training of yesterday through sync/push: two sets of an official exercise. */
async function recordTraining(request: APIRequestContext, token: string): Promise<string> {
  const { list } = await data<{ list: { id: number }[] }>(await request.get('/api-training/mp/training/action/list', { headers: { token }, params: { size: '1', scope: 'official' } }));
  const session = phoneId();
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const set = (weightKg: number, minute: number) => ({
    entity: 'set', id: phoneId(), rev: 1, op: 'upsert',
    fields: { sessionId: session, actionId: list[0]!.id, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', weightKg, unit: 'kg', reps: 5, completedAt: `${day}T08:${minute}:00.000Z`, localDate: day },
  });
  const ops = [
    { entity: 'session', id: session, rev: 1, op: 'upsert', fields: { name: '推日', startedAt: `${day}T08:00:00.000Z`, finishedAt: `${day}T09:00:00.000Z`, timezone: 'Asia/Shanghai', localDate: day } },
    set(60, 10),
    set(62.5, 20),
  ];
  await apiCall(request, 'POST', '/api-training/mp/training/sync/push', token, { body: { deviceId: 'tour', ops } });
  return session;
}

test.describe.configure({ mode: 'serial' });

let world: World;
test.beforeAll(async ({ request }) => {
  world = await seed(request);
});

test('the zh-Hans screen tour: signed out, logging in, and the first-login steps', { tag: ['@tour', '@login'] }, async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await openLogin(page, LANGUAGE);
  await stop(page, 'login', PATHS.loginByMobileCode);
  await stop(page, 'login-password', PATHS.loginByAccountPassword);
  await stop(page, 'share-exercise', `${PATHS.shareAction}?code=${world.exercise.shareCode}`);
  if (world.template.shareCode) await stop(page, 'share-template', `${PATHS.shareTemplate}?code=${world.template.shareCode}`);
  await stop(page, 'share-plan', `${PATHS.sharePlan}?code=${world.plan.code}`);
  await stop(page, 'share-plan-data', `${PATHS.sharePlanData}?code=${world.plan.code}`);
  await stop(page, 'year-in-review', `${PATHS.yearInReview}?token=${world.yearShare}`);
  await stop(page, 'share-article', `${PATHS.shareArticle}?code=${world.article.code}`);

  // A QQ account nobody has bound yet: the local provider's sheet, then binding a phone.
  await open(page, PATHS.loginByMobileCode);
  await page.getByRole('button', { name: 'QQ', exact: true }).click();
  const sheet = page.getByRole('form', { name: '本地 QQ 登录' });
  await sheet.getByLabel('账号 ID').fill(`tour-qq-${Date.now()}`);
  await shot(page, 'tour-zh-login-qq-sheet');
  await sheet.getByRole('button', { name: '继续' }).click();
  await stopHere(page, 'bind-mobile', PATHS.bindMobile);
  await context.close();

  // The first-login steps, each for a person at that step (a first login, as after an SMS code).
  const mobile = uniqueMobile();
  const fresh = await apiLogin(request, mobile);
  const step = await signedIn(browser, fresh, { firstLogin: true });
  await stop(step, 'setting-password', PATHS.settingPassword);
  await apiCall(request, 'POST', '/api-training/mp/training/user/addPassword', fresh, { body: { mobile, password: 'e10adc3949ba59abbe56e057f20f883e' } });
  await step.reload();
  await stop(step, 'select-role', PATHS.selectRole);
  await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', fresh, { body: { position: 2 } });
  await step.reload();
  await stop(step, 'select-need', PATHS.selectNeed);
  await apiCall(request, 'POST', '/api-training/mp/training/user/updateInfo', fresh, { body: { nickName: '小新', age: 25, sex: 2, height: 160, weight: 50 } });
  await step.reload();
  await stop(step, 'setting-coach-code', PATHS.settingCoachCode);
  await step.context().close();
  expect(await readSmsCode(request, mobile)).toMatch(/^\d{6}$/);
});

test('the zh-Hans screen tour: a coach', { tag: ['@tour', '@teams', '@plans', '@templates', '@exercises'] }, async ({ browser }) => {
  const page = await signedIn(browser, world.coach.token);
  const squad = world.squad.id;
  const member = world.trainee.id;
  await stop(page, 'coach-home', PATHS.coachHome);
  await stop(page, 'notifications', PATHS.notifications);
  await stop(page, 'exercises', PATHS.actionHome);
  await stop(page, 'exercise', `${PATHS.actionInfo}?id=${world.exercise.id}`);
  await stop(page, 'exercise-new', PATHS.createNewAction);
  await stop(page, 'exercise-edit', `${PATHS.createNewAction}?id=${world.exercise.id}`);
  await stop(page, 'templates', PATHS.templateHome);
  await stop(page, 'template', `${PATHS.templateInfo}?id=${world.template.id}`);
  await stop(page, 'template-new', PATHS.templateInfo);
  await stop(page, 'template-share-owner', `${PATHS.shareTemplate}?id=${world.template.id}`);
  await stop(page, 'coach-records', PATHS.coachRecordHome);
  await stop(page, 'teams', PATHS.coachSquadList);
  await stop(page, 'team-new', PATHS.createGroup);
  await stop(page, 'team-code', `${PATHS.teamCodeShare}?id=${squad}`);
  await stop(page, 'team-members', `${PATHS.teamMember}?id=${squad}`);
  await stop(page, 'team-member', `${PATHS.teamMemberInfo}?id=${squad}&userId=${member}`);
  await stop(page, 'team-member-edit', `${PATHS.editMemberInfo}?id=${squad}&userId=${member}`);
  await stop(page, 'team-hand-over', `${PATHS.moveManageRight}?id=${squad}`);
  await stop(page, 'scan-trainee', `${PATHS.scanStudentQr}?squadId=${squad}`);
  await stop(page, 'my-qr-code', PATHS.myCoachQrCode);
  await stop(page, 'member-plans', `${PATHS.memberPlanInfo}?userId=${member}`);
  await stop(page, 'member-training', `${PATHS.viewMemberPlanInfo}?id=${world.trainingId}`);
  await stop(page, 'record-for-member', `${PATHS.recordForMember}?userId=${member}`);
  await stop(page, 'member-statistics', `${PATHS.memberStatistics}?userId=${member}`);
  await stop(page, 'plan-new', PATHS.addPlan);
  await stop(page, 'plans-calendar', PATHS.allDayPlan);
  await stop(page, 'plan', `${PATHS.planInfo}?id=${world.plan.id}`);
  await stop(page, 'plan-share-owner', `${PATHS.sharePlan}?id=${world.plan.id}`);
  await stop(page, 'my', PATHS.userCenter);
  await stop(page, 'groups', PATHS.userGroupList);
});

test('the zh-Hans screen tour: a trainee', { tag: ['@tour', '@training', '@account'] }, async ({ browser }) => {
  const page = await signedIn(browser, world.trainee.token);
  await stop(page, 'trainee-home', PATHS.userHome);
  await stop(page, 'trainee-records', PATHS.userRecordHome);
  await stop(page, 'history', `${PATHS.history}?id=${world.trainingId}`);
  await stop(page, 'month-report', PATHS.monthRecord);
  await stop(page, 'year-report', PATHS.yearRecord);
  await stop(page, 'my-teams', PATHS.userSquadList);
  await stop(page, 'scan-team', PATHS.scanTeamQr);
  await stop(page, 'join-team', `${PATHS.scanTeamQr}?code=${world.squad.code}`);
  await stop(page, 'start-choices', PATHS.startTraining);
  await stop(page, 'start-planned', `${PATHS.startTraining}?planSessionId=${world.planSessionId}`);
  await page.getByRole('button', { name: '开始训练' }).click();
  await stopHere(page, 'training', PATHS.trainingPlan);
  await stop(page, 'past-training', `${PATHS.createTraining}?past=1`);
  await stop(page, 'empty-training', PATHS.createTraining);
  await stop(page, 'quick-training', PATHS.miniStartTraining);
  await page.getByRole('button', { name: '选择一个动作' }).click();
  await pickByName(page, untracked, ['杠铃颈后深蹲'], '输入中文或英文名称搜索');
  await page.getByRole('button', { name: '开始训练' }).click();
  await stopHere(page, 'quick-training-live', PATHS.miniTrainingPlan);
  await stop(page, 'my', PATHS.userCenter);
  await stop(page, 'search', PATHS.allSearch);
  await stop(page, 'search-one-group', `${PATHS.searchAll}?type=exercise&keyword=${encodeURIComponent('深蹲')}`);
  await stop(page, 'knowledge', PATHS.webArticle);
  await stop(page, 'article', `${PATHS.articleInfo}?id=${world.article.id}`);
  // An address off the allow-list: the refusal is the app's own screen (an approved page is someone else's site, in a frame).
  await stop(page, 'webview-refused', `${PATHS.webviewArticle}?url=${encodeURIComponent('https://example.com/page')}`);
  await stop(page, 'profile', PATHS.userData);
  await stop(page, 'body-data', PATHS.bodyDataInfo);
  await stop(page, 'name-and-mobile', PATHS.userNameAndMobile);
  await stop(page, 'max-weight', PATHS.maxWeight);
  await stop(page, 'training-data', PATHS.trainingData);
  await stop(page, 'vip', PATHS.vipInfo);
  await stop(page, 'settings', PATHS.common);
  await stop(page, 'about', PATHS.about);
  await stop(page, 'privacy', PATHS.privacy);
  await stop(page, 'feedback', PATHS.feedback);
  await stop(page, 'deactivate', PATHS.unsubscribe);
  await stop(page, 'coach-code', PATHS.settingCoachCode);
});

test('the zh-Hans screen tour: an operator (the console and the developer test pages)', { tag: ['@tour', '@console'] }, async ({ browser, request }) => {
  const token = await operatorToken(request);
  const official = await officialTemplate(request, token, 'Full Body Beginner');
  const exercises = await data<{ list: { id: number }[] }>(await request.get('/api-training/mp/training/action/list', { headers: { token }, params: { scope: 'official' } }));
  const page = await signedIn(browser, token);
  await stop(page, 'console', PATHS.consoleIndex);
  await stop(page, 'console-articles', PATHS.consoleArticles);
  await stop(page, 'console-article', `${PATHS.consoleArticle}?id=${world.article.id}`);
  await stop(page, 'console-categories', PATHS.consoleCategories);
  await stop(page, 'console-exercises', PATHS.consoleExercises);
  await stop(page, 'console-exercise', `${PATHS.consoleExercise}?id=${exercises.list[0]!.id}`);
  await stop(page, 'console-templates', PATHS.consoleTemplates);
  await stop(page, 'console-template', `${PATHS.consoleTemplate}?id=${official.id}`);
  await stop(page, 'console-vip', PATHS.consoleVip);
  await stop(page, 'console-feedback', PATHS.consoleFeedback);
  await stop(page, 'console-activity', PATHS.consoleActivity);
  await stop(page, 'console-operators', PATHS.consoleOperators);
  await stop(page, 'console-audit', PATHS.consoleAudit);
  await stop(page, 'capability-tests', PATHS.capabilityTest);
  for (const name of ['youmengSDK', 'BodyCanvas', 'dragItemSort', 'orientationTest', 'echarts']) await stop(page, `capability-${name}`, `/pages/CapabilityTestPage/${name}`);
});

test('the tour stops at every route of the app', { tag: '@tour' }, () => {
  // The root, the redirect and the index only send a person on to one of the screens above.
  const screens = Object.values(PATHS).filter((path) => ![PATHS.root, PATHS.redirect, PATHS.index].includes(path as never));
  expect(screens.filter((path) => !visited.has(path)), 'routes the tour does not visit').toEqual([]);
});
