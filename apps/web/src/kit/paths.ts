import { safeReturnTo } from '../session/return-to.ts';

/** The spec's route paths (§2) for the screens of this slice. */
export const PATHS = {
  root: '/',
  redirect: '/pages/redirect',
  index: '/pages/index/index',
  loginByMobileCode: '/pages/login/loginByMobileCode',
  loginByAccountPassword: '/pages/login/loginByAccountPassword',
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
  privacy: '/pages/userCenter/userInfo/yinsi',
  /** The spec names a "deactivate account" screen without its path; this one sits with the other account pages. */
  unsubscribe: '/pages/userCenter/userInfo/unsubscribe',
  /** Feedback has no path in the spec either. */
  feedback: '/pages/userCenter/userInfo/feedback',
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

/** The login page, asked to come back to `returnTo` (a page of this app) afterwards. */
export function loginPath(returnTo?: string): string {
  const back = safeReturnTo(returnTo);
  return back ? withQuery(PATHS.loginByMobileCode, { returnTo: back }) : PATHS.loginByMobileCode;
}
