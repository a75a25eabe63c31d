import { z } from 'zod';
import { actionDetail, actionInput, actionListQuery, actionPage, modifyInput, uploadConfirmBody, uploadQuery, uploadResult, uploadTicket, uploadTicketBody } from './action.ts';
import { dictionaryChildren, getAllChildrenBody } from './dictionary.ts';
import { feedbackListQuery, feedbackPage, feedbackSubmitBody, feedbackSubmitResult } from './feedback.ts';
import { healthResult, readyResult } from './health.ts';
import { captchaResult, loginResult, passwordLoginBody, sendSmsQuery, sendSmsResult, smsLoginBody } from './login.ts';
import {
  appleLoginBody, appleRegisterBody, localAuthorizeBody, localCredential, loginProviders, qqLoginBody, qqRegisterBody, socialLoginResult, umengLoginBody, univerifyLoginBody,
  webAuthorizeQuery, webAuthorizeResult, webFinishBody, webSignInResult,
} from './social-login.ts';
import { ROUTES, type RouteAddress, type RouteName } from './routes.ts';
import { idQuery, pageQuery, shareQuery } from './schema-kit.ts';
import { copyQuery, deletedResult, idsQuery, markUsedResult, qrcodeResult, templateInput, templateListQuery, templateOutput, templatePage } from './series.ts';
import {
  addCoachBody, addMemberBody, createSquadBody, joinSquadBody, removeMembersBody, removedMembers, squadCodeQuery, squadDetail, squadIdQuery, squadList, squadMemberDetail,
  linkedTraineePage, squadMemberPage, squadMemberQuery, squadMembersQuery, squadMember, squadPreview, identifyCodeQuery, codeIdentity, transferBody, updateMemberBody, userQrcode,
} from './squad.ts';
import { modifyPlanBody, planDetail, planIdQuery, planList, planListQuery, publishPlanBody, sharedPlan } from './plan.ts';
import { recordActiveQuery, recordActiveResult } from './statistics.ts';
import { coachFeedPage, coachFeedQuery, coachFeedReadBody, coachFeedReadResult, coachOverview, memberStatistics, memberStatisticsQuery, teamsStatistics, teamsStatisticsQuery } from './coach-statistics.ts';
import { recordHistory, recordHistoryQuery, recordMonth, recordMonthQuery, recordYear, recordYearQuery } from './record.ts';
import { personalRecordList, personalRecordsQuery } from './personal-records.ts';
import { notificationListQuery, notificationPage, notificationReadBody, notificationReadResult } from './notification.ts';
import { sharedYear, sharedYearQuery, yearShareBody, yearShareLink, yearShareRevoked } from './record-share.ts';
import { exportFile, exportQuery, importQuery, importResult } from './record-io.ts';
import { globalSearchQuery, globalSearchResult } from './global-search.ts';
import {
  consoleActivity, consoleActivityQuery, consoleArticle, consoleArticleListQuery, consoleArticlePage, consoleArticlePreview, consoleArticlePreviewBody, consoleArticlePublishBody,
  consoleArticleSaveBody, consoleAuditPage, consoleAuditQuery, consoleCapabilities, consoleCategories, consoleCategory, consoleCategorySaveBody, consoleExerciseSaveBody, consoleExerciseSaved,
  consoleFeedbackHandleBody, consoleFeedbackItem, consoleFeedbackPage, consoleFeedbackQuery, consoleOperator, consoleOperatorGrantBody, consoleOperatorRevokeBody, consoleOperatorRevoked,
  consoleOperators, consoleTemplatePromoteBody, consoleTemplatePromoted, consoleVipPage, consoleVipQuery,
} from './console.ts';
import { articleCategories, articleDetail, articleIdQuery, articleLink, articleLinkQuery, articleListQuery, articlePage, articleShareQuery } from './article.ts';
import { addPasswordBody, changeMobileBody, grantVipBody, groupVipInfo, maxWeightList, bodyDataEntry, bodyDataHistoryQuery, bodyDataPage, bodyDataRecordBody, getInfoQuery, unsubscribeBody, updateInfoBody, userSchema } from './user.ts';
import {
  backfillBody, commentBody, syncPullQuery, syncPullResult, syncPushBody, syncPushResult, todayQuery, trainingDetail, trainingIdQuery, trainingList, trainingListQuery, trainingSummary, trainingToday,
} from './training.ts';

/** What a route takes and gives, besides its address: the envelope's `data` is `data`. */
export interface RouteSchemas {
  summary: string;
  tags: readonly string[];
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** Content types of the body when it is not JSON. */
  consumes?: readonly string[];
  /**
   * The route answers a file, not the envelope: `data` is the file (`exportFile`), sent as the
   * body with its content type and as an attachment. Errors still answer the envelope.
   */
  file?: true;
}

const SCHEMAS = {
  'health': { tags: ['ops'], summary: 'Answers when the database does', data: healthResult },
  'ready': { tags: ['ops'], summary: 'Readiness for a load balancer: 503 from SIGTERM on (draining), or while the database does not answer; Redis not answering is reported, not a 503', data: readyResult },

  'login.sendSms': { tags: ['login'], summary: 'Send a 6-digit login code to a phone number', query: sendSmsQuery, data: sendSmsResult },
  'login.sms': { tags: ['login'], summary: 'Log in with a phone number and its SMS code', body: smsLoginBody, data: loginResult },
  'login.univerify': { tags: ['login'], summary: 'One-tap login: the carrier token (`code`) gives the phone number; `mobile`, when sent, must be that number', body: univerifyLoginBody, data: loginResult },
  'login.captcha': { tags: ['login'], summary: 'A new image code (SVG) for the password login: one use, valid 5 minutes', data: captchaResult },
  'login.password': { tags: ['login'], summary: 'Log in with a phone number, the md5 of the password and an image code (`<key>@<answer>`)', body: passwordLoginBody, data: loginResult },
  'login.providers': { tags: ['login'], summary: 'Which social and one-tap sign-ins are configured (null: not offered)', data: loginProviders },
  'login.qq': { tags: ['login'], summary: 'QQ sign-in: the QQ auth result, scope, appid and the signed code; unknown QQ accounts answer registered: false (bind a phone)', body: qqLoginBody, data: socialLoginResult },
  'login.ios': { tags: ['login'], summary: 'Sign in with Apple: the identity token (RS256 JWT of Apple) and user identifier; unknown ones answer registered: false', body: appleLoginBody, data: socialLoginResult },
  'login.umeng': { tags: ['login'], summary: 'One-tap login (Umeng U-Verify): the carrier token gives the phone number', body: umengLoginBody, data: loginResult },
  'register.qq': { tags: ['login'], summary: 'Complete a QQ sign-in by binding a phone (SMS code): a number that has an account is linked to it', body: qqRegisterBody, data: socialLoginResult },
  'register.ios': { tags: ['login'], summary: 'Complete a Sign in with Apple by binding a phone (SMS code): a number that has an account is linked to it', body: appleRegisterBody, data: socialLoginResult },
  'login.localAuthorize': { tags: ['login'], summary: 'Development providers only: the credential a local QQ, Apple or one-tap provider issues (404 when that provider is not local)', body: localAuthorizeBody, data: localCredential },
  'login.webAuthorize': { tags: ['login'], summary: 'QQ or Apple from the web app: the provider\'s sign-in address with a one-use state (and nonce) the server made; 404 when that web flow is not configured', query: webAuthorizeQuery, data: webAuthorizeResult },
  'login.webFinish': { tags: ['login'], summary: 'The web sign-in\'s return: the state (one use, 10 minutes) and the code, exchanged on the server (QQ: an access token; Apple: an identity token, nonce checked); unknown accounts answer registered: false and the credential for register/qq or register/ios', body: webFinishBody, data: webSignInResult },

  'dictionary.getAllChildren': { tags: ['dictionary'], summary: 'Entries of server dictionaries by parent key (name Chinese, aliasName English)', body: getAllChildrenBody, data: dictionaryChildren },

  'user.getInfo': { tags: ['user'], summary: 'A user: oneself, or a trainee of the calling coach', query: getInfoQuery, data: userSchema },
  'user.updateInfo': { tags: ['user'], summary: 'Set the role, the coach invitation code or base info', body: updateInfoBody, data: userSchema },
  'user.addPassword': { tags: ['user'], summary: 'Set a password (md5 from the client)', body: addPasswordBody, data: userSchema },
  'user.logout': { tags: ['user'], summary: 'End this session: the token stops working', data: z.null() },
  'user.getQrcode': { tags: ['user'], summary: "My own QR code: a coach's invitation code or a trainee's member code, with the URL it carries", data: userQrcode },
  'user.bodyData.record': { tags: ['user'], summary: 'Record one day of own body data (chest, waist, hip, height, weight); the latest day is also the profile', body: bodyDataRecordBody, data: bodyDataEntry },
  'user.bodyData.history': { tags: ['user'], summary: 'Own body data by day, newest first', query: bodyDataHistoryQuery, data: bodyDataPage },
  'user.changeMobile': { tags: ['user'], summary: 'Move the account to a new mobile number, proven by an SMS code sent to it', body: changeMobileBody, data: userSchema },
  'user.maxWeight': { tags: ['user'], summary: "Own heaviest set and best e1RM per exercise, from recorded training", data: maxWeightList },
  'user.grantVip': { tags: ['user'], summary: "Operators only: grant, extend or (expiresOn null) end a person's VIP membership of an organisation", body: grantVipBody, data: groupVipInfo },
  'user.unsubscribe': { tags: ['user'], summary: 'Deactivate the account (SMS code of its number): every session ends, personal data are deleted, the number is free again', body: unsubscribeBody, data: z.null() },

  'feedback.submit': { tags: ['feedback'], summary: 'Send feedback: content (at most 140 characters), contact, own uploaded pictures', body: feedbackSubmitBody, data: feedbackSubmitResult },
  'feedback.list': { tags: ['feedback'], summary: 'Feedback received, newest first (operators only)', query: feedbackListQuery, data: feedbackPage },

  'statistics.recordActive': { tags: ['statistics'], summary: 'Record that the person was active today (sent after login)', query: recordActiveQuery, data: recordActiveResult },

  'action.list': { tags: ['action'], summary: 'Official or own exercises: search, filters, pinned first, paged', query: actionListQuery, data: actionPage },
  'action.get': { tags: ['action'], summary: 'One exercise (official or own)', query: idQuery, data: actionDetail },
  'action.create': { tags: ['action'], summary: 'Create a custom exercise (Idempotency-Key)', body: actionInput, data: actionDetail },
  'action.modify': { tags: ['action'], summary: 'Change an own exercise', body: modifyInput, data: actionDetail },
  'action.delete': { tags: ['action'], summary: 'Delete (archive) an own exercise', query: idQuery, data: z.null() },
  'action.pin': { tags: ['action'], summary: 'Pin an exercise to the top of the lists', query: idQuery, data: actionDetail },
  'action.unpin': { tags: ['action'], summary: 'Unpin an exercise', query: idQuery, data: actionDetail },
  'action.upload': {
    tags: ['action'], summary: 'Upload a video (MP4, 10 MB), a GIF or an image (multipart, one file)', query: uploadQuery, data: uploadResult, consumes: ['multipart/form-data'],
  },
  'action.uploadTicket': {
    tags: ['action'], summary: 'Ask to upload straight to object storage: a presigned PUT for this size and type, or direct: false (use action/upload)', body: uploadTicketBody, data: uploadTicket,
  },
  'action.uploadConfirm': {
    tags: ['action'], summary: "Confirm a direct upload: its content is checked and it becomes usable as an upload's path", body: uploadConfirmBody, data: uploadResult,
  },
  'action.share': { tags: ['action'], summary: 'A shared exercise, by its share code (no token needed)', query: shareQuery, data: actionDetail },

  'series.get': { tags: ['template'], summary: 'One template: official or own', query: idQuery, data: templateOutput },
  'series.listZt': { tags: ['template'], summary: 'Official templates', query: templateListQuery, data: templatePage },
  'series.listSelf': { tags: ['template'], summary: 'My templates, last edited first', query: templateListQuery, data: templatePage },
  'series.listSelfHistory': { tags: ['template'], summary: 'My templates, last opened or edited first', query: templateListQuery, data: templatePage },
  'series.getQrcode': { tags: ['template'], summary: 'Share link and QR code (SVG) of a template', query: idQuery, data: qrcodeResult },
  'series.markUsed': { tags: ['template'], summary: 'Put an own template at the top of the recent history (the editor opened it)', query: idQuery, data: markUsedResult },
  'series.delete': { tags: ['template'], summary: 'Delete an own template', query: idQuery, data: deletedResult },
  'series.multiDelete': { tags: ['template'], summary: 'Delete several own templates; ids of others are left alone', query: idsQuery, data: deletedResult },
  'series.modify': { tags: ['template'], summary: 'Create (no id) or replace (own id) a whole template (Idempotency-Key)', body: templateInput, data: templateOutput },
  'series.copy': { tags: ['template'], summary: 'Copy an official, own or shared (code) template into mine (Idempotency-Key)', query: copyQuery, data: templateOutput },
  'series.share': { tags: ['template'], summary: 'A shared template, by its share code (no token needed)', query: shareQuery, data: templateOutput },

  'squad.create': { tags: ['team'], summary: 'Create a team (name, type, at least one tag); I manage it (Idempotency-Key)', body: createSquadBody, data: squadDetail },
  'squad.listMine': { tags: ['team'], summary: 'Teams I coach and teams I belong to, with my role in each (disbanded ones marked)', data: squadList },
  'squad.get': { tags: ['team'], summary: 'One of my teams; its coaches also get its code and QR URL', query: squadIdQuery, data: squadDetail },
  'squad.preview': { tags: ['team'], summary: 'The team of a code, before joining (rate-limited; a wrong code: Invitation code error)', query: squadCodeQuery, data: squadPreview },
  'squad.identifyCode': { tags: ['team'], summary: "What a code is: a team's code (with its preview), a coach's invitation code (with the coach's name) or a trainee's member code (rate-limited; none of these: Invitation code error)", query: identifyCodeQuery, data: codeIdentity },
  'squad.join': { tags: ['team'], summary: 'Join a team by its code (rate-limited; joining twice adds nothing)', body: joinSquadBody, data: squadDetail },
  'squad.members': { tags: ['team'], summary: "A team's members, by keyword and tag, paged (its coaches only)", query: squadMembersQuery, data: squadMemberPage },
  'squad.linkedTrainees': { tags: ['team'], summary: 'Trainees linked to me by my invitation code, paged (plans can go to them as to members)', query: pageQuery, data: linkedTraineePage },
  'squad.member': { tags: ['team'], summary: 'One member of a team (its coaches only)', query: squadMemberQuery, data: squadMemberDetail },
  'squad.updateMember': { tags: ['team'], summary: "Set a member's remark name, tags and member type (its coaches only)", body: updateMemberBody, data: squadMember },
  'squad.removeMembers': { tags: ['team'], summary: 'Remove members from a team; they lose access at once (its coaches only)', body: removeMembersBody, data: removedMembers },
  'squad.addMember': { tags: ['team'], summary: "Add a trainee by their personal member code (scanned QR; its coaches only)", body: addMemberBody, data: squadMember },
  'squad.quit': { tags: ['team'], summary: 'Leave a team I am a member of', query: squadIdQuery, data: z.null() },
  'squad.transfer': { tags: ['team'], summary: 'Hand management to another coach of the team (managing coach only)', body: transferBody, data: squadDetail },
  'squad.disband': { tags: ['team'], summary: 'Disband a team, irreversibly; no training history is lost (managing coach only)', query: squadIdQuery, data: squadDetail },
  'squad.regenerateCode': { tags: ['team'], summary: 'A new team code; the old one and its QR codes stop working (managing coach only)', query: squadIdQuery, data: squadDetail },
  'squad.addCoach': { tags: ['team'], summary: "Add another coach by their personal invitation code (managing coach only)", body: addCoachBody, data: squadDetail },

  'plan.publish': { tags: ['plan'], summary: "Publish a template to trainees, teams or tags of the coach's teams: each trainee gets their own scheduled sessions (Idempotency-Key)", body: publishPlanBody, data: planDetail },
  'plan.list': { tags: ['plan'], summary: 'A coach: the plans they published, each trainee\'s sessions with status; a trainee: their scheduled sessions', query: planListQuery, data: planList },
  'plan.get': { tags: ['plan'], summary: 'One plan: its coach sees every session, a trainee of it their own', query: planIdQuery, data: planDetail },
  'plan.modify': { tags: ['plan'], summary: 'Change a plan: only its sessions still to come change, recorded training never', body: modifyPlanBody, data: planDetail },
  'plan.cancel': { tags: ['plan'], summary: 'Cancel a plan: its sessions still to come are cancelled, done ones stay', query: planIdQuery, data: planDetail },
  'plan.getQrcode': { tags: ['plan'], summary: 'Share link and QR code (SVG) of a plan, for its coach; the share code is made on first use', query: planIdQuery, data: qrcodeResult },
  'plan.share': { tags: ['plan'], summary: "A shared plan by its share code (no token needed): the plan, its template and each trainee's done / missed / upcoming counts", query: shareQuery, data: sharedPlan },

  'training.today': { tags: ['training'], summary: "The trainee's sessions of the day (with the template to follow), the next ones, and unfinished training to resume", query: todayQuery, data: trainingToday },
  'training.syncPush': { tags: ['training'], summary: 'Record sessions and sets made on the phone (≤ 200 ops): upserts by (id, rev), repeats and older revisions change nothing', body: syncPushBody, data: syncPushResult },
  'training.syncPull': { tags: ['training'], summary: "The caller's sessions and sets changed since a cursor, deletions included, and the next cursor", query: syncPullQuery, data: syncPullResult },
  'training.list': { tags: ['training'], summary: 'Training history: my own, or a member\'s for their coach', query: trainingListQuery, data: trainingList },
  'training.get': { tags: ['training'], summary: 'One recorded training with its sets against the plan (owner, or a coach of theirs)', query: trainingIdQuery, data: trainingDetail },
  'training.comment': { tags: ['training'], summary: "A coach's reply to a member's training; the trainee sees it", body: commentBody, data: trainingSummary },
  'training.backfill': {
    tags: ['training'], summary: "A coach records a past training (≤ 200 sets) for a member: it is the trainee's, like any other; a retry with the same ids records nothing twice", body: backfillBody, data: trainingDetail,
  },

  'record.coachFeed': { tags: ['coaching'], summary: "A coach's feed: finished trainings of the members of their teams (current group), newest first, each with rating, comment, reply and unread", query: coachFeedQuery, data: coachFeedPage },
  'record.coachFeedRead': { tags: ['coaching'], summary: 'Mark trainings of my feed read (ids outside it are left alone)', body: coachFeedReadBody, data: coachFeedReadResult },
  'record.coachOverview': { tags: ['coaching'], summary: "A coach's home: each team's compliance over 7, 30 and 90 days (members over their membership days) and the members who need attention", data: coachOverview },
  'statistics.member': { tags: ['coaching'], summary: "A member's statistics for their coach: compliance 7/30/90, weekly volume, e1RM trends, records, body data, last trainings, needs attention (working sets only)", query: memberStatisticsQuery, data: memberStatistics },
  'statistics.teams': { tags: ['coaching'], summary: 'Two of my teams side by side over a period (at most two): compliance, volume per member, records; members count on the days they were members', query: teamsStatisticsQuery, data: teamsStatistics },

  'record.userMonth': { tags: ['record'], summary: "A month's report (working sets only: warm-up and stretch left out): totals against the month before, days, weeks, muscles (primary 1, secondary ½), top exercises, e1RM trend, PRs, plan compliance, body data — my own, or a member's for their coach", query: recordMonthQuery, data: recordMonth },
  'record.userYear': { tags: ['record'], summary: "A year's report (working sets only): totals against the year before, months, days, muscles, top exercises, PRs, plan compliance, body data — my own, or a member's for their coach", query: recordYearQuery, data: recordYear },
  'record.prs': { tags: ['record'], summary: "An exercise's personal records (heaviest weight, best e1RM with its formula, most reps, best set volume), each with its set — my own, or a member's for their coach", query: personalRecordsQuery, data: personalRecordList },
  'record.history': { tags: ['record'], summary: "The whole training history, newest first, by keyset: search by an exercise's name (either language), a plan's, template's or training's name, and a date range — my own, or a member's for their coach", query: recordHistoryQuery, data: recordHistory },

  'notification.list': { tags: ['notification'], summary: "My notifications, newest first (keyset pages), with my unread count: a coach's reply, a plan published, changed or cancelled, a member's finished training", query: notificationListQuery, data: notificationPage },
  'notification.read': { tags: ['notification'], summary: 'Mark my notifications read, by ids or all; ids of others are left alone, repeating changes nothing', body: notificationReadBody, data: notificationReadResult },
  'record.shareYear': { tags: ['record'], summary: "Share my year in review: a new link that opens without an account (Idempotency-Key); the year's earlier link stops working, only the token's hash is kept", body: yearShareBody, data: yearShareLink },
  'record.shareRevoke': { tags: ['record'], summary: 'Stop sharing my year in review: its link answers not found from now on', body: yearShareBody, data: yearShareRevoked },
  'record.sharedYear': { tags: ['record'], summary: "A shared year in review by its link's token (no token header needed): nickname, avatar, totals against the year before, months, top exercises, muscles, PRs — no body data, comments or compliance", query: sharedYearQuery, data: sharedYear },
  'article.categories': { tags: ['article'], summary: 'Categories of the knowledge library, in the reader\'s language, with their published articles counted', data: articleCategories },
  'article.list': { tags: ['article'], summary: 'Published articles, newest first, of one category or all (keyset pages), each in the reader\'s language when it has it', query: articleListQuery, data: articlePage },
  'article.get': { tags: ['article'], summary: 'One published article: its body rendered from Markdown (raw HTML escaped), the language shown and the languages it has, its share link', query: articleIdQuery, data: articleDetail },
  'article.link': { tags: ['article'], summary: 'Whether an outside address may open in the app (webview/article): approved hosts only, anything else refused with a message', query: articleLinkQuery, data: articleLink },
  'article.share': { tags: ['article'], summary: 'A published article by its share code (no token needed)', query: articleShareQuery, data: articleDetail },
  'record.export': {
    tags: ['record'], summary: 'Download all my own trainings: CSV (one row per set, Strong\'s columns then Repwise\'s, safe in a spreadsheet) or JSON; the body is the file', query: exportQuery, data: exportFile, file: true,
  },
  'record.import': {
    tags: ['record'], summary: 'Import a Strong, Hevy or FitNotes CSV (multipart: file, optional mapping JSON and weightUnit): dryRun=true previews, false imports all or nothing; a re-import adds nothing', query: importQuery, data: importResult, consumes: ['multipart/form-data'],
  },
  'global.search': {
    tags: ['search'], summary: 'Search everything by one keyword, grouped by type (exercise, template, article, plan, team, member), each group a page with its own next: a cursor pages the one group `types` names. Only what the caller may read: official and own exercises and templates, published articles; plans, teams and members for coaches, their own only',
    query: globalSearchQuery, data: globalSearchResult,
  },
  'console.capabilities': { tags: ['console'], summary: 'Operators only: what this installation is configured with (database, key-value store, storage, SMS and sign-in providers), names and states, never a secret', data: consoleCapabilities },
  'console.operators': { tags: ['console'], summary: 'Operators only: every operator, who granted it and whether it comes from OPERATOR_MOBILES', data: consoleOperators },
  'console.operatorGrant': { tags: ['console'], summary: 'Operators only: make the person with this mobile an operator (audited)', body: consoleOperatorGrantBody, data: consoleOperator },
  'console.operatorRevoke': { tags: ['console'], summary: "Operators only: end a person's operator role; not one's own, not one from OPERATOR_MOBILES (audited)", body: consoleOperatorRevokeBody, data: consoleOperatorRevoked },
  'console.categories': { tags: ['console'], summary: 'Operators only: every article category with both names and its articles counted, drafts included', data: consoleCategories },
  'console.categorySave': { tags: ['console'], summary: 'Operators only: create a category (no id) or rename and reorder one (audited)', body: consoleCategorySaveBody, data: consoleCategory },
  'console.articles': { tags: ['console'], summary: 'Operators only: every article, drafts included, newest change first (keyset pages), by category and status', query: consoleArticleListQuery, data: consoleArticlePage },
  'console.articleGet': { tags: ['console'], summary: 'Operators only: one article with its Markdown in each language, as stored', query: idQuery, data: consoleArticle },
  'console.articleSave': { tags: ['console'], summary: "Operators only: create an article as a draft (no id) or replace one's category, cover and texts (audited, before and after)", body: consoleArticleSaveBody, data: consoleArticle },
  'console.articlePublish': { tags: ['console'], summary: 'Operators only: publish or unpublish an article (audited)', body: consoleArticlePublishBody, data: consoleArticle },
  'console.articlePreview': { tags: ['console'], summary: 'Operators only: Markdown rendered as readers get it, with its reading time; writes nothing', body: consoleArticlePreviewBody, data: consoleArticlePreview },
  'console.exerciseSave': { tags: ['console'], summary: 'Operators only: create an official exercise (no id) or change one (audited); a later seed leaves it as the operator left it', body: consoleExerciseSaveBody, data: consoleExerciseSaved },
  'console.templatePromote': { tags: ['console'], summary: "Operators only: copy one of the operator's own templates to the official shelf (audited)", body: consoleTemplatePromoteBody, data: consoleTemplatePromoted },
  'console.vips': { tags: ['console'], summary: 'Operators only: VIP memberships, latest change first (keyset pages), active or lapsed', query: consoleVipQuery, data: consoleVipPage },
  'console.feedback': { tags: ['console'], summary: 'Operators only: the feedback inbox, unhandled, handled or all, newest first (keyset pages), with the sender', query: consoleFeedbackQuery, data: consoleFeedbackPage },
  'console.feedbackHandle': { tags: ['console'], summary: 'Operators only: mark feedback handled or not, with an optional reply that reaches the sender as a notification (audited)', body: consoleFeedbackHandleBody, data: consoleFeedbackItem },
  'console.activity': { tags: ['console'], summary: 'Operators only: active coaches, trainees and people without a role per day, from recordActive (at most 92 days)', query: consoleActivityQuery, data: consoleActivity },
  'console.audit': { tags: ['console'], summary: 'Operators only: the audit log, newest first (keyset pages): who did what, when, before and after; no route changes it', query: consoleAuditQuery, data: consoleAuditPage },
} as const satisfies Record<RouteName, RouteSchemas>;

type Contract = { [N in RouteName]: (typeof ROUTES)[N] & (typeof SCHEMAS)[N] };

/** Every route: its address (routes.ts) and its schemas. The server registers from this. */
export const CONTRACT = Object.fromEntries(
  (Object.keys(ROUTES) as RouteName[]).map((name) => [name, { ...ROUTES[name], ...SCHEMAS[name] }]),
  // Through unknown: with this many routes TypeScript gives up comparing the union with the mapped type.
) as unknown as Contract;

export type RouteContract = RouteAddress & RouteSchemas;

type Def<N extends RouteName> = Contract[N];

/** What a client sends in the query string, before the server's coercions and defaults. */
export type QueryInput<N extends RouteName> = Def<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** What a client sends as the JSON body. */
export type BodyInput<N extends RouteName> = Def<N> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The query string as the server's handler receives it (parsed, defaults applied). */
export type QueryOutput<N extends RouteName> = Def<N> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type BodyOutput<N extends RouteName> = Def<N> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
/** The envelope's `data` of a successful answer. */
export type Data<N extends RouteName> = z.output<Def<N>['data']>;
/** Whether the route needs the login token. */
export type AuthOf<N extends RouteName> = Def<N>['auth'];
