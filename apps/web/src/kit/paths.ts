import { safeReturnTo } from '../session/return-to.ts';

/** The spec's route paths (§2) for the screens of this slice. */
export const PATHS = {
  root: '/',
  redirect: '/pages/redirect',
  index: '/pages/index/index',
  loginByMobileCode: '/pages/login/loginByMobileCode',
  loginByAccountPassword: '/pages/login/loginByAccountPassword',
  bindMobile: '/pages/login/bindMobile',
  settingPassword: '/pages/login/settingPassword',
  settingCoachCode: '/pages/login/settingCoachCode',
  selectRole: '/pages/SelectPreference/SelectRole',
  selectNeed: '/pages/SelectPreference/SelectNeed',
  coachHome: '/pages/Home/CoachClient/index',
  userHome: '/pages/Home/UserClient/index',
  actionHome: '/pages/Action/ActionHome',
  actionInfo: '/pages/Action/actionInfo/actionInfo',
  shareAction: '/pages/Action/actionInfo/shareAction',
  createNewAction: '/pages/Action/createNewAction/createNewAction',
  templateHome: '/pages/TemplateManage/templateHome',
  templateInfo: '/pages/TemplateManage/templateInfo/templateInfo',
  shareTemplate: '/pages/TemplateManage/templateInfo/shareTemplate',
  coachRecordHome: '/pages/Record/Coach/recordHome/recordHome',
  userRecordHome: '/pages/Record/User/recordHome/recordHome',
  userCenter: '/pages/userCenter/index',
  userData: '/pages/userCenter/userInfo/userData',
  about: '/pages/userCenter/userInfo/about',
  bodyDataInfo: '/pages/userCenter/userInfo/bodyDataInfo',
  common: '/pages/userCenter/userInfo/common',
  userNameAndMobile: '/pages/userCenter/userInfo/userNameAndMobile',
  maxWeight: '/pages/userCenter/userInfo/maxWeight',
  /** Not in the spec: a trainee's import and export of their trainings (issue 26), from My. */
  trainingData: '/pages/userCenter/trainingData',
  vipInfo: '/pages/userCenter/vip/vipInfo',
  privacy: '/pages/userCenter/userInfo/yinsi',
  /** The spec names a "deactivate account" screen without its path; this one sits with the other account pages. */
  unsubscribe: '/pages/userCenter/userInfo/unsubscribe',
  /** Feedback has no path in the spec either. */
  feedback: '/pages/userCenter/userInfo/feedback',
  createGroup: '/pages/TeamManage/createGroup/createGroup',
  teamCodeShare: '/pages/TeamManage/createGroup/teamCodeShare',
  coachSquadList: '/pages/TeamManage/userGroupList/coachSquadList',
  userSquadList: '/pages/TeamManage/userGroupList/userSquadList',
  userGroupList: '/pages/TeamManage/userGroupList/userGroupList',
  teamMember: '/pages/TeamManage/TeamMember/TeamMember',
  teamMemberInfo: '/pages/TeamManage/teamMemberInfo/teamMemberInfo',
  editMemberInfo: '/pages/TeamManage/teamMemberInfo/editMemberInfo',
  moveManageRight: '/pages/TeamManage/moveManageRight/moveManageRight',
  myCoachQrCode: '/pages/scanQr/myQrCode/myCoachQrCode',
  scanStudentQr: '/pages/scanQr/scanStudentQr',
  scanTeamQr: '/pages/scanQr/scanTeamQr',
  memberPlanInfo: '/pages/TeamManage/teamMemberInfo/memberPlanInfo',
  viewMemberPlanInfo: '/pages/TeamManage/teamMemberInfo/viewMemberPlanInfo',
  /** Not in the spec: a coach records a past training for a member (issue 12 "Backfill"), from memberPlanInfo. */
  recordForMember: '/pages/TeamManage/teamMemberInfo/recordForMember',
  /** One member's statistics for their coach (issue 25 §4), from the member's screen and the coach's record home (`?userId=`). */
  memberStatistics: '/pages/TeamManage/teamMemberInfo/memberStatistics',
  addPlan: '/pages/planManage/AddPlan/AddPlan',
  allDayPlan: '/pages/planManage/allDayPlan/allDayPlan',
  planInfo: '/pages/planManage/planInfo/planInfo',
  sharePlan: '/pages/planManage/planInfo/sharePlan',
  sharePlanData: '/pages/planManage/planInfo/sharePlanData',
  startTraining: '/pages/TrainingManage/startTraining/startTraining',
  trainingPlan: '/pages/TrainingManage/trainingPlan/trainingPlan',
  createTraining: '/pages/TrainingManage/createTraining/createTraining',
  miniStartTraining: '/pages/TrainingManage/miniTraining/startTraining',
  miniTrainingPlan: '/pages/TrainingManage/miniTraining/trainingPlan',
  /** One recorded training of the person's history (`?id=`). */
  history: '/pages/Record/User/history/history',
  /** A trainee's month report (`?month=YYYY-MM`). */
  monthRecord: '/pages/Record/User/recordPage/monthRecord',
  /** A trainee's year in review (`?year=YYYY`). */
  yearRecord: '/pages/Record/User/recordPage/yearRecord',
  /** Not in the spec: the in-app notification centre (issue 25 §9), from the bell of both homes. */
  notifications: '/pages/Notification/list',
  /** Not in the spec: a shared year in review (`?token=`), open without an account (issue 25 §2). */
  yearInReview: '/pages/Record/share/yearInReview',
  /** The global search (issue 27 §2), from the search button of both homes. */
  allSearch: '/pages/Home/AllSearch/AllSearch',
  /** The same search opened on one group (`?type=exercise…`, optional `&keyword=`). */
  searchAll: '/pages/SearchAll/SearchAll',
  /** The knowledge library (issue 27 §1): categories and their articles. */
  webArticle: '/pages/webArticle/webArticle',
  /** One article (`?id=`). */
  articleInfo: '/pages/webArticle/articleInfo',
  /** Not in the spec: a shared article (`?code=`), open without an account; the server writes its links. */
  shareArticle: '/pages/webArticle/share',
  /** An outside page (`?url=`) shown in the app when the server approves its address. */
  webviewArticle: '/pages/webview/article',
  /** Not in the spec: the operators' console (issue 27 §3), from My for operators only. */
  consoleIndex: '/pages/console/index',
  consoleArticles: '/pages/console/articles',
  /** An article's editor (`?id=`; a new draft without one). */
  consoleArticle: '/pages/console/article',
  consoleCategories: '/pages/console/categories',
  consoleExercises: '/pages/console/exercises',
  /** An official exercise's form (`?id=`; a new one without). */
  consoleExercise: '/pages/console/exercise',
  consoleTemplates: '/pages/console/templates',
  /** An official template in the template editor (`?id=`). */
  consoleTemplate: '/pages/console/template',
  consoleVip: '/pages/console/vip',
  consoleFeedback: '/pages/console/feedback',
  consoleActivity: '/pages/console/activity',
  consoleOperators: '/pages/console/operators',
  consoleAudit: '/pages/console/audit',
  /** Developer test pages (spec §2, issue 27 §7), operators only: the list; each test is /pages/CapabilityTestPage/<name> (pages/capability-test). */
  capabilityTest: '/pages/CapabilityTestPage/index',
} as const;

/** Redirect helper of spec §2: the coach home for a coach, the user home otherwise. */
export function homePath(isCoach: boolean): string {
  return isCoach ? PATHS.coachHome : PATHS.userHome;
}

/** Redirect helper of spec §2: the coach record home for a coach, the user one otherwise. */
export function recordPath(isCoach: boolean): string {
  return isCoach ? PATHS.coachRecordHome : PATHS.userRecordHome;
}

/** Every route takes its query parameters as page inputs (spec §2). */
function withQuery(path: string, query: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;
}

export function actionInfoPath(id: number): string {
  return withQuery(PATHS.actionInfo, { id });
}

export function shareActionPath(code: string): string {
  return withQuery(PATHS.shareAction, { code });
}

/** Creates an exercise, or edits the one with this id. */
export function createNewActionPath(id?: number): string {
  return id === undefined ? PATHS.createNewAction : withQuery(PATHS.createNewAction, { id });
}

/** Opens a template (view or edit), or the editor of a new one without an id. */
export function templateInfoPath(id?: number): string {
  return id === undefined ? PATHS.templateInfo : withQuery(PATHS.templateInfo, { id });
}

/** The owner's share screen (`id`) or the public page of a shared template (`code`). */
export function shareTemplatePath(query: { id: number } | { code: string }): string {
  return withQuery(PATHS.shareTemplate, query);
}

/** A team's screens that take the team's id. */
export function squadPath(path: typeof PATHS.teamCodeShare | typeof PATHS.teamMember | typeof PATHS.moveManageRight, id: number): string {
  return withQuery(path, { id });
}

/** One member of a team: their info, or the coach's edit of it. */
export function memberPath(path: typeof PATHS.teamMemberInfo | typeof PATHS.editMemberInfo, id: number, userId: number): string {
  return withQuery(path, { id, userId });
}

/** The join screen of a team code (what a team's QR code opens), or the scanner without one. */
export function scanTeamQrPath(join?: { code: string; squadId?: number | null }): string {
  if (!join) return PATHS.scanTeamQr;
  return withQuery(PATHS.scanTeamQr, join.squadId ? { squadId: join.squadId, code: join.code } : { code: join.code });
}

/** The coach's screen adding a trainee to a team by their member code (the scanner without one), into `squadId` when given. */
export function scanStudentQrPath(query: { memberCode?: string; squadId?: number } = {}): string {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return Object.keys(given).length > 0 ? withQuery(PATHS.scanStudentQr, given) : PATHS.scanStudentQr;
}

/** What to start: a scheduled session, a template, or (without either) the choices. */
export function startTrainingPath(query: { planSessionId: number } | { templateId: number } | null = null): string {
  return query ? withQuery(PATHS.startTraining, query) : PATHS.startTraining;
}

/** The live training of a session on this phone (its UUID); the mini one for a quick training. */
export function trainingPlanPath(id: string, mini = false): string {
  return withQuery(mini ? PATHS.miniTrainingPlan : PATHS.trainingPlan, { id });
}

/** An empty training, or (past) the record of a past one with its date and times. */
export function createTrainingPath(past = false): string {
  return past ? withQuery(PATHS.createTraining, { past: 1 }) : PATHS.createTraining;
}

export function memberStatisticsPath(userId: number): string {
  return withQuery(PATHS.memberStatistics, { userId });
}

export function historyPath(id: string): string {
  return withQuery(PATHS.history, { id });
}

export function monthRecordPath(month: string): string {
  return withQuery(PATHS.monthRecord, { month });
}

export function yearRecordPath(year: number): string {
  return withQuery(PATHS.yearRecord, { year });
}

/** The public page of a shared year in review. */
export function yearInReviewPath(token: string): string {
  return withQuery(PATHS.yearInReview, { token });
}

export function articleInfoPath(id: number): string {
  return withQuery(PATHS.articleInfo, { id });
}

export function webviewArticlePath(url: string): string {
  return withQuery(PATHS.webviewArticle, { url });
}

/** The login page, asked to come back to `returnTo` (a page of this app) afterwards. */
export function loginPath(returnTo?: string): string {
  const back = safeReturnTo(returnTo);
  return back ? withQuery(PATHS.loginByMobileCode, { returnTo: back }) : PATHS.loginByMobileCode;
}

/** Publishing a plan, from this template when given. */
export function addPlanPath(templateId?: number): string {
  return templateId === undefined ? PATHS.addPlan : withQuery(PATHS.addPlan, { templateId });
}

export function planInfoPath(id: number): string {
  return withQuery(PATHS.planInfo, { id });
}

/** A member's sessions and recorded training, for their coach; `name` (their remark or nickname) names the screen while they have no session. */
export function memberPlanInfoPath(userId: number, name?: string): string {
  return withQuery(PATHS.memberPlanInfo, name ? { userId, name } : { userId });
}

/** A coach records a past training for this member. */
export function recordForMemberPath(userId: number): string {
  return withQuery(PATHS.recordForMember, { userId });
}

/** One recorded training of a member (its UUID). */
export function viewMemberPlanInfoPath(trainingId: string): string {
  return withQuery(PATHS.viewMemberPlanInfo, { id: trainingId });
}

/** The coach's share screen of a plan (`id`) or the public page of a shared one (`code`). */
export function sharePlanPath(query: { id: number } | { code: string }): string {
  return withQuery(PATHS.sharePlan, query);
}

/** The public results of a shared plan: each trainee's done / missed / upcoming. */
export function sharePlanDataPath(code: string): string {
  return withQuery(PATHS.sharePlanData, { code });
}

/** The console's editor of an article, or of a new draft without an id. */
export function consoleArticlePath(id?: number): string {
  return id === undefined ? PATHS.consoleArticle : withQuery(PATHS.consoleArticle, { id });
}

/** The console's form of an official exercise, or of a new one without an id. */
export function consoleExercisePath(id?: number): string {
  return id === undefined ? PATHS.consoleExercise : withQuery(PATHS.consoleExercise, { id });
}

/** An official template in the console's template editor. */
export function consoleTemplatePath(id: number): string {
  return withQuery(PATHS.consoleTemplate, { id });
}
