/**
 * Every route of the API: its method, path and whether it needs the login token. Plain
 * data, no schemas, so the web app can import it without bringing zod into its bundle; the
 * schemas of each route are in contract.ts under the same name.
 */
export const ROUTES = {
  'health': { method: 'GET', path: '/healthz', auth: 'public' },
  'ready': { method: 'GET', path: '/readyz', auth: 'public' },

  'login.sendSms': { method: 'GET', path: '/api-training/login/sendSms', auth: 'public' },
  'login.sms': { method: 'POST', path: '/api-training/login/sms', auth: 'public' },
  'login.univerify': { method: 'POST', path: '/api-training/login/univerify', auth: 'public' },
  'login.captcha': { method: 'GET', path: '/api-training/login/captcha', auth: 'public' },
  'login.password': { method: 'POST', path: '/api-training/login/password', auth: 'public' },
  'login.providers': { method: 'GET', path: '/api-training/login/providers', auth: 'public' },
  'login.qq': { method: 'POST', path: '/api-training/login/qq', auth: 'public' },
  'login.ios': { method: 'POST', path: '/api-training/login/ios', auth: 'public' },
  'login.umeng': { method: 'POST', path: '/api-training/login/umeng', auth: 'public' },
  'register.qq': { method: 'POST', path: '/api-training/register/qq', auth: 'public' },
  'register.ios': { method: 'POST', path: '/api-training/register/ios', auth: 'public' },
  'login.localAuthorize': { method: 'POST', path: '/api-training/login/local/authorize', auth: 'public' },
  'login.webAuthorize': { method: 'GET', path: '/api-training/login/web/authorize', auth: 'public' },
  'login.webFinish': { method: 'POST', path: '/api-training/login/web/finish', auth: 'public' },

  'dictionary.getAllChildren': { method: 'POST', path: '/api-user-acl/open/dictionary/getAllChildren', auth: 'public' },

  'user.getInfo': { method: 'GET', path: '/api-training/mp/training/user/getInfo', auth: 'token' },
  'user.updateInfo': { method: 'POST', path: '/api-training/mp/training/user/updateInfo', auth: 'token' },
  'user.addPassword': { method: 'POST', path: '/api-training/mp/training/user/addPassword', auth: 'token' },
  'user.logout': { method: 'POST', path: '/api-training/mp/training/user/logout', auth: 'token' },
  'user.getQrcode': { method: 'GET', path: '/api-training/mp/training/user/getQrcode', auth: 'token' },
  'user.bodyData.record': { method: 'POST', path: '/api-training/mp/training/user/bodyData/record', auth: 'token' },
  'user.bodyData.history': { method: 'GET', path: '/api-training/mp/training/user/bodyData/history', auth: 'token' },
  'user.changeMobile': { method: 'POST', path: '/api-training/mp/training/user/changeMobile', auth: 'token' },
  'user.maxWeight': { method: 'GET', path: '/api-training/mp/training/user/maxWeight', auth: 'token' },
  'user.grantVip': { method: 'POST', path: '/api-training/mp/operator/vip/grant', auth: 'token' },
  'user.unsubscribe': { method: 'POST', path: '/api-training/mp/training/user/unsubscribe', auth: 'token' },

  'feedback.submit': { method: 'POST', path: '/api-training/mp/feedback/submit', auth: 'token' },
  'feedback.list': { method: 'GET', path: '/api-training/mp/feedback/list', auth: 'token' },

  'statistics.recordActive': { method: 'GET', path: '/api-training/mp/statistics/user/active/recordActive', auth: 'token' },

  'action.list': { method: 'GET', path: '/api-training/mp/training/action/list', auth: 'token' },
  'action.get': { method: 'GET', path: '/api-training/mp/training/action/get', auth: 'token' },
  'action.create': { method: 'POST', path: '/api-training/mp/training/action/create', auth: 'token' },
  'action.modify': { method: 'POST', path: '/api-training/mp/training/action/modify', auth: 'token' },
  'action.delete': { method: 'POST', path: '/api-training/mp/training/action/delete', auth: 'token' },
  'action.pin': { method: 'POST', path: '/api-training/mp/training/action/pin', auth: 'token' },
  'action.unpin': { method: 'POST', path: '/api-training/mp/training/action/unpin', auth: 'token' },
  'action.upload': { method: 'POST', path: '/api-training/mp/training/action/upload', auth: 'token' },
  'action.uploadTicket': { method: 'POST', path: '/api-training/mp/training/action/upload/ticket', auth: 'token' },
  'action.uploadConfirm': { method: 'POST', path: '/api-training/mp/training/action/upload/confirm', auth: 'token' },
  'action.share': { method: 'GET', path: '/api-training/open/action/share', auth: 'public' },

  'series.get': { method: 'GET', path: '/api-training/mp/training/actions/series/get', auth: 'token' },
  'series.listZt': { method: 'GET', path: '/api-training/mp/training/actions/series/listZt', auth: 'token' },
  'series.listSelf': { method: 'GET', path: '/api-training/mp/training/actions/series/listSelf', auth: 'token' },
  'series.listSelfHistory': { method: 'GET', path: '/api-training/mp/training/actions/series/listSelfHistory', auth: 'token' },
  'series.getQrcode': { method: 'GET', path: '/api-training/mp/training/actions/series/getQrcode', auth: 'token' },
  'series.markUsed': { method: 'POST', path: '/api-training/mp/training/actions/series/markUsed', auth: 'token' },
  'series.delete': { method: 'POST', path: '/api-training/mp/training/actions/series/delete', auth: 'token' },
  'series.multiDelete': { method: 'POST', path: '/api-training/mp/training/actions/series/multiDelete', auth: 'token' },
  'series.modify': { method: 'POST', path: '/api-training/mp/training/actions/series/modify', auth: 'token' },
  'series.copy': { method: 'POST', path: '/api-training/mp/training/actions/series/copy', auth: 'token' },
  'series.share': { method: 'GET', path: '/api-training/open/series/share', auth: 'public' },

  'squad.create': { method: 'POST', path: '/api-training/mp/squad/create', auth: 'token' },
  'squad.listMine': { method: 'GET', path: '/api-training/mp/squad/listMine', auth: 'token' },
  'squad.get': { method: 'GET', path: '/api-training/mp/squad/get', auth: 'token' },
  'squad.preview': { method: 'GET', path: '/api-training/mp/squad/preview', auth: 'token' },
  'squad.identifyCode': { method: 'GET', path: '/api-training/mp/squad/identifyCode', auth: 'token' },
  'squad.join': { method: 'POST', path: '/api-training/mp/squad/join', auth: 'token' },
  'squad.members': { method: 'GET', path: '/api-training/mp/squad/members', auth: 'token' },
  'squad.linkedTrainees': { method: 'GET', path: '/api-training/mp/squad/linkedTrainees', auth: 'token' },
  'squad.member': { method: 'GET', path: '/api-training/mp/squad/member', auth: 'token' },
  'squad.updateMember': { method: 'POST', path: '/api-training/mp/squad/updateMember', auth: 'token' },
  'squad.removeMembers': { method: 'POST', path: '/api-training/mp/squad/removeMembers', auth: 'token' },
  'squad.addMember': { method: 'POST', path: '/api-training/mp/squad/addMember', auth: 'token' },
  'squad.quit': { method: 'POST', path: '/api-training/mp/squad/quit', auth: 'token' },
  'squad.transfer': { method: 'POST', path: '/api-training/mp/squad/transfer', auth: 'token' },
  'squad.disband': { method: 'POST', path: '/api-training/mp/squad/disband', auth: 'token' },
  'squad.regenerateCode': { method: 'POST', path: '/api-training/mp/squad/regenerateCode', auth: 'token' },
  'squad.addCoach': { method: 'POST', path: '/api-training/mp/squad/addCoach', auth: 'token' },

  'plan.publish': { method: 'POST', path: '/api-training/mp/plan/publish', auth: 'token' },
  'plan.list': { method: 'GET', path: '/api-training/mp/plan/list', auth: 'token' },
  'plan.get': { method: 'GET', path: '/api-training/mp/plan/get', auth: 'token' },
  'plan.modify': { method: 'POST', path: '/api-training/mp/plan/modify', auth: 'token' },
  'plan.cancel': { method: 'POST', path: '/api-training/mp/plan/cancel', auth: 'token' },
  'plan.getQrcode': { method: 'GET', path: '/api-training/mp/plan/getQrcode', auth: 'token' },
  'plan.share': { method: 'GET', path: '/api-training/open/plan/share', auth: 'public' },

  'training.today': { method: 'GET', path: '/api-training/mp/training/today', auth: 'token' },
  'training.syncPush': { method: 'POST', path: '/api-training/mp/training/sync/push', auth: 'token' },
  'training.syncPull': { method: 'GET', path: '/api-training/mp/training/sync/pull', auth: 'token' },
  'training.list': { method: 'GET', path: '/api-training/mp/training/list', auth: 'token' },
  'training.get': { method: 'GET', path: '/api-training/mp/training/get', auth: 'token' },
  'training.comment': { method: 'POST', path: '/api-training/mp/training/comment', auth: 'token' },
  'training.backfill': { method: 'POST', path: '/api-training/mp/training/backfill', auth: 'token' },

  'record.coachFeed': { method: 'GET', path: '/api-training/mp/record/coach/feed', auth: 'token' },
  'record.coachFeedRead': { method: 'POST', path: '/api-training/mp/record/coach/feedRead', auth: 'token' },
  'record.coachOverview': { method: 'GET', path: '/api-training/mp/record/coach/overview', auth: 'token' },
  'statistics.member': { method: 'GET', path: '/api-training/mp/statistics/member', auth: 'token' },
  'statistics.teams': { method: 'GET', path: '/api-training/mp/statistics/teams', auth: 'token' },

  'record.userMonth': { method: 'GET', path: '/api-training/mp/record/user/month', auth: 'token' },
  'record.userYear': { method: 'GET', path: '/api-training/mp/record/user/year', auth: 'token' },
  'record.history': { method: 'GET', path: '/api-training/mp/record/history', auth: 'token' },
  'record.prs': { method: 'GET', path: '/api-training/mp/record/prs', auth: 'token' },

  'notification.list': { method: 'GET', path: '/api-training/mp/notification/list', auth: 'token' },
  'notification.read': { method: 'POST', path: '/api-training/mp/notification/read', auth: 'token' },
  'record.shareYear': { method: 'POST', path: '/api-training/mp/record/share/year', auth: 'token' },
  'record.shareRevoke': { method: 'POST', path: '/api-training/mp/record/share/revoke', auth: 'token' },
  'record.sharedYear': { method: 'GET', path: '/api-training/open/record/shared/year', auth: 'public' },
  'article.categories': { method: 'GET', path: '/api-training/mp/article/categories', auth: 'token' },
  'article.list': { method: 'GET', path: '/api-training/mp/article/list', auth: 'token' },
  'article.get': { method: 'GET', path: '/api-training/mp/article/get', auth: 'token' },
  'article.link': { method: 'GET', path: '/api-training/mp/article/link', auth: 'token' },
  'article.share': { method: 'GET', path: '/api-training/open/article/share', auth: 'public' },
  'record.export': { method: 'GET', path: '/api-training/mp/record/export', auth: 'token' },
  'record.import': { method: 'POST', path: '/api-training/mp/record/import', auth: 'token' },

  'global.search': { method: 'GET', path: '/api-training/mp/global/search', auth: 'token' },

  // The operators' console (issue 27 §3): every route answers not found to anyone but an operator.
  'console.capabilities': { method: 'GET', path: '/api-training/mp/console/capabilities', auth: 'token' },
  'console.operators': { method: 'GET', path: '/api-training/mp/console/operators', auth: 'token' },
  'console.operatorGrant': { method: 'POST', path: '/api-training/mp/console/operators/grant', auth: 'token' },
  'console.operatorRevoke': { method: 'POST', path: '/api-training/mp/console/operators/revoke', auth: 'token' },
  'console.categories': { method: 'GET', path: '/api-training/mp/console/article/categories', auth: 'token' },
  'console.categorySave': { method: 'POST', path: '/api-training/mp/console/article/category/save', auth: 'token' },
  'console.articles': { method: 'GET', path: '/api-training/mp/console/article/list', auth: 'token' },
  'console.articleGet': { method: 'GET', path: '/api-training/mp/console/article/get', auth: 'token' },
  'console.articleSave': { method: 'POST', path: '/api-training/mp/console/article/save', auth: 'token' },
  'console.articlePublish': { method: 'POST', path: '/api-training/mp/console/article/publish', auth: 'token' },
  'console.articlePreview': { method: 'POST', path: '/api-training/mp/console/article/preview', auth: 'token' },
  'console.exerciseSave': { method: 'POST', path: '/api-training/mp/console/exercise/save', auth: 'token' },
  'console.templatePromote': { method: 'POST', path: '/api-training/mp/console/template/promote', auth: 'token' },
  'console.vips': { method: 'GET', path: '/api-training/mp/console/vip/list', auth: 'token' },
  'console.feedback': { method: 'GET', path: '/api-training/mp/console/feedback/list', auth: 'token' },
  'console.feedbackHandle': { method: 'POST', path: '/api-training/mp/console/feedback/handle', auth: 'token' },
  'console.activity': { method: 'GET', path: '/api-training/mp/console/activity', auth: 'token' },
  'console.audit': { method: 'GET', path: '/api-training/mp/console/audit', auth: 'token' },
} as const satisfies Record<string, RouteAddress>;

export interface RouteAddress {
  method: 'GET' | 'POST';
  path: string;
  /** 'token': the login token is required (HTTP 401 without a live one). */
  auth: 'token' | 'public';
}

export type RouteName = keyof typeof ROUTES;
