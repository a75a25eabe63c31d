import { ASYNC_COMPONENT } from '@repwise/domain';
import { Outlet, ScrollRestoration, createHashRouter, type RouteObject } from 'react-router';
import type { ScreenAudience } from '../features/onboarding/onboarding-path.ts';
import { CoachClientPage } from '../pages/home/coach-client.tsx';
import { UserClientPage } from '../pages/home/user-client.tsx';
import { LoginByMobileCodePage } from '../pages/login/login-by-mobile-code.tsx';
import { loadWithin } from '../kit/load-within.ts';
import { PageLoading } from '../kit/page-loading.tsx';
import { PATHS } from '../kit/paths.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RouteError } from './route-error.tsx';
import { TabLayout } from './tab-layout.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/**
 * Every lazily loaded screen comes with the strings of the screens after the first ones
 * (i18n/screens), loaded beside its code: in place before it renders, never in the login
 * route's budget. Neither arriving within spec §9's 60 s is the route's error (reload on tap).
 */
function withScreenStrings<M>(screen: Promise<M>): Promise<M> {
  return loadWithin(Promise.all([screen, import('../i18n/screens/index.ts')]).then(([module]) => module), ASYNC_COMPONENT.timeoutMs);
}

// The screens a visit starts on (login, the two homes) come with the app's own code, so the
// first screen paints without a second round trip; every other screen is its own chunk.
const entry = () => withScreenStrings(import('../pages/entry/entry-page.tsx')).then((m) => ({ Component: m.EntryPage }));

// Who each signed-in screen is for (RequireAuth reads it); a screen without one is for everyone done with onboarding.
const COACHES: ScreenAudience = { role: 'coach' };
const TRAINEES: ScreenAudience = { role: 'trainee' };

const guardedScreens: RouteObject[] = [
  { path: PATHS.settingPassword, handle: { step: 'password' } satisfies ScreenAudience, lazy: () => withScreenStrings(import('../pages/login/setting-password.tsx')).then((m) => ({ Component: m.SettingPasswordPage })) },
  { path: PATHS.settingCoachCode, handle: { step: 'coachCode', reopen: 'trainee' } satisfies ScreenAudience, lazy: () => withScreenStrings(import('../pages/login/setting-coach-code.tsx')).then((m) => ({ Component: m.SettingCoachCodePage })) },
  { path: PATHS.selectRole, handle: { step: 'role' } satisfies ScreenAudience, lazy: () => withScreenStrings(import('../pages/select-preference/select-role.tsx')).then((m) => ({ Component: m.SelectRolePage })) },
  { path: PATHS.selectNeed, handle: { step: 'baseInfo' } satisfies ScreenAudience, lazy: () => withScreenStrings(import('../pages/select-preference/select-need.tsx')).then((m) => ({ Component: m.SelectNeedPage })) },
  { path: PATHS.userData, lazy: () => withScreenStrings(import('../pages/user-center/user-data.tsx')).then((m) => ({ Component: m.UserDataPage })) },
  { path: PATHS.about, lazy: () => withScreenStrings(import('../pages/user-center/about.tsx')).then((m) => ({ Component: m.AboutPage })) },
  { path: PATHS.bodyDataInfo, lazy: () => withScreenStrings(import('../pages/user-center/body-data-info.tsx')).then((m) => ({ Component: m.BodyDataInfoPage })) },
  { path: PATHS.userNameAndMobile, lazy: () => withScreenStrings(import('../pages/user-center/user-name-and-mobile.tsx')).then((m) => ({ Component: m.UserNameAndMobilePage })) },
  // Only trainees train (spec §6), so a coach's bests could never fill: the URL takes a coach home.
  { path: PATHS.maxWeight, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/user-center/max-weight.tsx')).then((m) => ({ Component: m.MaxWeightPage })) },
  { path: PATHS.trainingData, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/user-center/training-data.tsx')).then((m) => ({ Component: m.TrainingDataPage })) },
  { path: PATHS.vipInfo, lazy: () => withScreenStrings(import('../pages/user-center/vip-info.tsx')).then((m) => ({ Component: m.VipInfoPage })) },
  { path: PATHS.common, lazy: () => withScreenStrings(import('../pages/user-center/common.tsx')).then((m) => ({ Component: m.CommonPage })) },
  { path: PATHS.feedback, lazy: () => withScreenStrings(import('../pages/user-center/feedback.tsx')).then((m) => ({ Component: m.FeedbackPage })) },
  { path: PATHS.unsubscribe, lazy: () => withScreenStrings(import('../pages/user-center/unsubscribe.tsx')).then((m) => ({ Component: m.UnsubscribePage })) },
  { path: PATHS.privacy, lazy: () => withScreenStrings(import('../pages/user-center/yinsi.tsx')).then((m) => ({ Component: m.YinsiPage })) },
  { path: PATHS.actionInfo, lazy: () => withScreenStrings(import('../pages/action/action-info.tsx')).then((m) => ({ Component: m.ActionInfoPage })) },
  { path: PATHS.createNewAction, lazy: () => withScreenStrings(import('../pages/action/create-new-action.tsx')).then((m) => ({ Component: m.CreateNewActionPage })) },
  { path: PATHS.templateHome, lazy: () => withScreenStrings(import('../pages/template/template-home.tsx')).then((m) => ({ Component: m.TemplateHomePage })) },
  { path: PATHS.templateInfo, lazy: () => withScreenStrings(import('../pages/template/template-info.tsx')).then((m) => ({ Component: m.TemplateInfoPage })) },
  { path: PATHS.createGroup, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/create-group.tsx')).then((m) => ({ Component: m.CreateGroupPage })) },
  { path: PATHS.teamCodeShare, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/team-code-share.tsx')).then((m) => ({ Component: m.TeamCodeSharePage })) },
  { path: PATHS.coachSquadList, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/coach-squad-list.tsx')).then((m) => ({ Component: m.CoachSquadListPage })) },
  { path: PATHS.teamMember, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/team-member.tsx')).then((m) => ({ Component: m.TeamMemberPage })) },
  { path: PATHS.teamMemberInfo, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/team-member-info.tsx')).then((m) => ({ Component: m.TeamMemberInfoPage })) },
  { path: PATHS.editMemberInfo, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/edit-member-info.tsx')).then((m) => ({ Component: m.EditMemberInfoPage })) },
  { path: PATHS.moveManageRight, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/move-manage-right.tsx')).then((m) => ({ Component: m.MoveManageRightPage })) },
  { path: PATHS.scanStudentQr, handle: COACHES, lazy: () => withScreenStrings(import('../pages/scan-qr/scan-student-qr.tsx')).then((m) => ({ Component: m.ScanStudentQrPage })) },
  { path: PATHS.memberPlanInfo, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/member-plan-info.tsx')).then((m) => ({ Component: m.MemberPlanInfoPage })) },
  { path: PATHS.recordForMember, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/record-for-member.tsx')).then((m) => ({ Component: m.RecordForMemberPage })) },
  { path: PATHS.memberStatistics, handle: COACHES, lazy: () => withScreenStrings(import('../pages/team/member-statistics.tsx')).then((m) => ({ Component: m.MemberStatisticsPage })) },
  { path: PATHS.viewMemberPlanInfo, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/view-member-plan-info.tsx')).then((m) => ({ Component: m.ViewMemberPlanInfoPage })) },
  { path: PATHS.addPlan, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/add-plan.tsx')).then((m) => ({ Component: m.AddPlanPage })) },
  { path: PATHS.allDayPlan, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/all-day-plan.tsx')).then((m) => ({ Component: m.AllDayPlanPage })) },
  { path: PATHS.planInfo, handle: COACHES, lazy: () => withScreenStrings(import('../pages/plan/plan-info.tsx')).then((m) => ({ Component: m.PlanInfoPage })) },
  { path: PATHS.startTraining, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/start-training.tsx')).then((m) => ({ Component: m.StartTrainingPage })) },
  { path: PATHS.trainingPlan, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/training-plan.tsx')).then((m) => ({ Component: m.TrainingPlanPage })) },
  { path: PATHS.createTraining, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/create-training.tsx')).then((m) => ({ Component: m.CreateTrainingPage })) },
  { path: PATHS.miniStartTraining, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/mini-start-training.tsx')).then((m) => ({ Component: m.MiniStartTrainingPage })) },
  { path: PATHS.miniTrainingPlan, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/training-plan.tsx')).then((m) => ({ Component: m.MiniTrainingPlanPage })) },
  { path: PATHS.history, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/training/history.tsx')).then((m) => ({ Component: m.HistoryPage })) },
  { path: PATHS.monthRecord, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/record/month-record.tsx')).then((m) => ({ Component: m.MonthRecordPage })) },
  { path: PATHS.yearRecord, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/record/year-record.tsx')).then((m) => ({ Component: m.YearRecordPage })) },
  { path: PATHS.userSquadList, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/team/user-squad-list.tsx')).then((m) => ({ Component: m.UserSquadListPage })) },
  { path: PATHS.userGroupList, lazy: () => withScreenStrings(import('../pages/team/user-group-list.tsx')).then((m) => ({ Component: m.UserGroupListPage })) },
  // A coach's own invitation QR code, or a trainee's member QR code: the server knows which.
  { path: PATHS.myCoachQrCode, lazy: () => withScreenStrings(import('../pages/scan-qr/my-coach-qr-code.tsx')).then((m) => ({ Component: m.MyCoachQrCodePage })) },
  // What a team's QR code opens: signed out, the login and onboarding come first, then back here.
  { path: PATHS.scanTeamQr, lazy: () => withScreenStrings(import('../pages/scan-qr/scan-team-qr.tsx')).then((m) => ({ Component: m.ScanTeamQrPage })) },
  // The notification centre (issue 25 §9), from the bell of both homes.
  { path: PATHS.notifications, lazy: () => withScreenStrings(import('../pages/notification/notification-list.tsx')).then((m) => ({ Component: m.NotificationListPage })) },
  // The global search (issue 27 §2), from the search button of both homes; the second path opens it on one group.
  { path: PATHS.allSearch, lazy: () => withScreenStrings(import('../pages/search/global-search.tsx')).then((m) => ({ Component: m.GlobalSearchPage })) },
  { path: PATHS.searchAll, lazy: () => withScreenStrings(import('../pages/search/global-search.tsx')).then((m) => ({ Component: m.GlobalSearchPage })) },
  // The knowledge library (issue 27 §1), for coaches and trainees alike, from My.
  { path: PATHS.webArticle, lazy: () => withScreenStrings(import('../pages/web-article/web-article.tsx')).then((m) => ({ Component: m.WebArticlePage })) },
  { path: PATHS.articleInfo, lazy: () => withScreenStrings(import('../pages/web-article/article-info.tsx')).then((m) => ({ Component: m.ArticleInfoPage })) },
  { path: PATHS.webviewArticle, lazy: () => withScreenStrings(import('../pages/web-article/webview-article.tsx')).then((m) => ({ Component: m.WebviewArticlePage })) },
  // The operators' console (issue 27 §3), from My: each screen answers "not found" to anyone who is not an operator.
  { path: PATHS.consoleIndex, lazy: () => withScreenStrings(import('../pages/console/console-index.tsx')).then((m) => ({ Component: m.ConsoleIndexPage })) },
  { path: PATHS.consoleArticles, lazy: () => withScreenStrings(import('../pages/console/articles.tsx')).then((m) => ({ Component: m.ConsoleArticlesPage })) },
  { path: PATHS.consoleArticle, lazy: () => withScreenStrings(import('../pages/console/article.tsx')).then((m) => ({ Component: m.ConsoleArticlePage })) },
  { path: PATHS.consoleCategories, lazy: () => withScreenStrings(import('../pages/console/categories.tsx')).then((m) => ({ Component: m.ConsoleCategoriesPage })) },
  { path: PATHS.consoleExercises, lazy: () => withScreenStrings(import('../pages/console/exercises.tsx')).then((m) => ({ Component: m.ConsoleExercisesPage })) },
  { path: PATHS.consoleExercise, lazy: () => withScreenStrings(import('../pages/console/exercise.tsx')).then((m) => ({ Component: m.ConsoleExercisePage })) },
  { path: PATHS.consoleTemplates, lazy: () => withScreenStrings(import('../pages/console/templates.tsx')).then((m) => ({ Component: m.ConsoleTemplatesPage })) },
  { path: PATHS.consoleTemplate, lazy: () => withScreenStrings(import('../pages/console/template.tsx')).then((m) => ({ Component: m.ConsoleTemplatePage })) },
  { path: PATHS.consoleVip, lazy: () => withScreenStrings(import('../pages/console/vip.tsx')).then((m) => ({ Component: m.ConsoleVipPage })) },
  { path: PATHS.consoleFeedback, lazy: () => withScreenStrings(import('../pages/console/feedback.tsx')).then((m) => ({ Component: m.ConsoleFeedbackPage })) },
  { path: PATHS.consoleActivity, lazy: () => withScreenStrings(import('../pages/console/activity.tsx')).then((m) => ({ Component: m.ConsoleActivityPage })) },
  { path: PATHS.consoleOperators, lazy: () => withScreenStrings(import('../pages/console/operators.tsx')).then((m) => ({ Component: m.ConsoleOperatorsPage })) },
  { path: PATHS.consoleAudit, lazy: () => withScreenStrings(import('../pages/console/audit.tsx')).then((m) => ({ Component: m.ConsoleAuditPage })) },
  // Developer test pages (issue 27 §7), one route for all six (the login route's budget): each answers "not found" to anyone who is not an operator.
  { path: '/pages/CapabilityTestPage/:test', lazy: () => withScreenStrings(import('../pages/capability-test/capability-test-page.tsx')).then((m) => ({ Component: m.CapabilityTestPage })) },
];

const tabScreens: RouteObject[] = [
  { path: PATHS.coachHome, handle: COACHES, Component: CoachClientPage },
  { path: PATHS.userHome, handle: TRAINEES, Component: UserClientPage },
  { path: PATHS.actionHome, lazy: () => withScreenStrings(import('../pages/action/action-home.tsx')).then((m) => ({ Component: m.ActionHomePage })) },
  { path: PATHS.coachRecordHome, handle: COACHES, lazy: () => withScreenStrings(import('../pages/record/coach-record-home.tsx')).then((m) => ({ Component: m.CoachRecordHomePage })) },
  { path: PATHS.userRecordHome, handle: TRAINEES, lazy: () => withScreenStrings(import('../pages/record/user-record-home.tsx')).then((m) => ({ Component: m.UserRecordHomePage })) },
  { path: PATHS.userCenter, lazy: () => withScreenStrings(import('../pages/user-center/user-center.tsx')).then((m) => ({ Component: m.UserCenterPage })) },
];

/**
 * Every screen, plus the scroll position kept per history entry (a long list is found as it
 * was left), the offline notice above it and the offer of a newer build.
 */
function Root() {
  return (
    <>
      <OfflineNotice />
      <Outlet />
      <ScrollRestoration />
      <UpdatePrompt />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    path: PATHS.root,
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, lazy: entry },
      { path: PATHS.redirect, lazy: entry },
      { path: PATHS.index, lazy: entry },
      { path: PATHS.loginByMobileCode, Component: LoginByMobileCodePage },
      // The password way in is its own chunk: the login route's budget carries only the SMS one.
      { path: PATHS.loginByAccountPassword, lazy: () => withScreenStrings(import('../pages/login/login-by-account-password.tsx')).then((m) => ({ Component: m.LoginByAccountPasswordPage })) },
      // A QQ or Apple account new to the server binds a phone here, before it has a token.
      { path: PATHS.bindMobile, lazy: () => withScreenStrings(import('../pages/login/bind-mobile.tsx')).then((m) => ({ Component: m.BindMobilePage })) },
      // A shared exercise opens for anyone with the link, signed in or not.
      { path: PATHS.shareAction, lazy: () => withScreenStrings(import('../pages/action/share-action.tsx')).then((m) => ({ Component: m.ShareActionPage })) },
      // A shared template (?code=) opens without an account; the owner's ?id= view checks the token itself.
      { path: PATHS.shareTemplate, lazy: () => withScreenStrings(import('../pages/template/share-template.tsx')).then((m) => ({ Component: m.ShareTemplatePage })) },
      // A shared plan and its results (?code=) open without an account; the coach's ?id= view checks the token itself.
      { path: PATHS.sharePlan, lazy: () => withScreenStrings(import('../pages/plan/share-plan.tsx')).then((m) => ({ Component: m.SharePlanPage })) },
      // A shared year in review (?token=) opens without an account.
      { path: PATHS.yearInReview, lazy: () => withScreenStrings(import('../pages/record/year-share-public.tsx')).then((m) => ({ Component: m.YearSharePublicPage })) },
      // A shared article (?code=) opens without an account.
      { path: PATHS.shareArticle, lazy: () => withScreenStrings(import('../pages/web-article/share-article.tsx')).then((m) => ({ Component: m.ShareArticlePage })) },
      { path: PATHS.sharePlanData, lazy: () => withScreenStrings(import('../pages/plan/share-plan-data.tsx')).then((m) => ({ Component: m.SharePlanDataPage })) },
      {
        element: <RequireAuth />,
        children: [...guardedScreens, { element: <TabLayout />, children: tabScreens }],
      },
      { path: '*', lazy: () => withScreenStrings(import('../pages/not-found.tsx')).then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export type AppRouter = ReturnType<typeof createHashRouter>;

/** The app's router; made once at start (main.tsx), after the modules have loaded, not as they load. */
export function createAppRouter(): AppRouter {
  return createHashRouter(routes);
}
