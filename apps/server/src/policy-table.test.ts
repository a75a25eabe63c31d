import { qqSignCode } from '@repwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXERCISE_INPUT, addTeamCoachRow, call, joinTeam, makeCoach, makeCoachWithTrainee, makeExercise, makeTeam, makeTemplate, makeTrainee, makeUser, officialTemplateId, phoneId, sampleTemplate,
  sessionOp, setOp, smsCode, uniqueMobile, type Made,
} from './test/factories.ts';
import { ENGINES, startTestApp, useTestApp, type TestApp } from './test/harness.ts';
import { putPresigned, startS3StandIn, storageConfigOf, type S3StandIn } from './test/s3-stand-in.ts';
import type { Picture } from './test/test-databases.ts';
import { POLICY_TABLE, RESOURCES, type Resource, type Who } from './platform/access/policy-table.ts';

/**
 * Every cell of the policy table through the real routes: for each row, each caller that
 * exists for the resource tries the action. An allowed caller succeeds; any other gets
 * "not found" (401 without a token), and a refused change leaves the object as it was.
 */

const OPERATOR_MOBILE = uniqueMobile();

interface World {
  tokens: Record<Exclude<Who, 'anonymous'>, string>;
  owner: Made;
  officialExercise: number;
  customExercise: { id: number; shareCode: string };
  officialTemplate: number;
  customTemplate: { id: number; shareCode: string };
  team: { id: number; code: string };
  teamMember: Made;
  teamCoach: Made;
  /** A trainee outside the team with a member code, and a coach outside it with an invitation code. */
  recruits: { memberCode: string; coachInviteCode: string };
  /** A training recorded by the owner (linked to their coach) and one by the team member. */
  trainings: { owner: string; member: string };
  /** Plans published to the owner and to the team member: their first scheduled session. */
  planned: { owner: number; member: number };
  /** The plan published to the owner, shared by its coach: its id and share code. */
  sharedPlan: { id: number; code: string };
  /** The token of the owner's shared year in review (2026, with the owner's training in it). */
  yearShare: string;
  /** A seeded (published) article and a draft of the library: id and share code. */
  articles: Record<'published' | 'draft', { id: number; code: string }>;
  /** The console's objects: an operator granted by the one of OPERATOR_MOBILES, a template of the latter's own, the owner's feedback. */
  console: { grantedOperator: number; operatorTemplate: number; feedback: number };
  /** The owner's direct uploads (GIFs in the S3 stand-in): one PUT and waiting, one PUT never to be confirmed, one confirmed (its path). */
  directUploads: { waiting: string; unconfirmed: string; confirmedPath: string };
}

async function makeWorld(t: TestApp): Promise<World> {
  const { coach, trainee: owner } = await makeCoachWithTrainee(t);
  const stranger = await makeUser(t, { position: 1 });
  const operator = await makeUser(t, { position: 1, mobile: OPERATOR_MOBILE });
  const teamWorld = await makeTeamWorld(t);
  const official = await t.app.ctx.db.selectFrom('exercises').select(['id', 'share_code']).where('owner_id', 'is', null).orderBy('sort').executeTakeFirstOrThrow();
  const officialTemplate = await officialTemplateId(t);
  const ownerSession = await publishTo(t, coach.token, officialTemplate, { traineeIds: [owner.id] });
  return {
    console: await consoleWorld(t, operator, owner),
    directUploads: await directUploadsOf(t, owner),
    sharedPlan: await sharePlanOf(t, coach.token, ownerSession),
    yearShare: await shareYearOf(t, owner),
    articles: await articlesOf(t),
    trainings: { owner: await recordTraining(t, owner), member: await recordTraining(t, teamWorld.member) },
    planned: {
      owner: ownerSession,
      member: await publishTo(t, teamWorld.tokens['team manager'], officialTemplate, { squadIds: [teamWorld.team.id] }),
    },
    tokens: { stranger: stranger.token, owner: owner.token, operator: operator.token, 'coach-of-owner': coach.token, ...teamWorld.tokens },
    owner,
    team: teamWorld.team,
    teamMember: teamWorld.member,
    teamCoach: teamWorld.coach,
    recruits: teamWorld.recruits,
    officialExercise: official.id,
    customExercise: await makeExercise(t, owner, { nameEn: 'Owner row' }),
    officialTemplate: await officialTemplateId(t),
    customTemplate: await makeTemplate(t, owner, 'Owner plan'),
  };
}

async function recordTraining(t: TestApp, who: Made): Promise<string> {
  const id = phoneId();
  // Finished, so it is in the coach's feed too.
  const res = await call(t, 'POST', `${TRAINING}/sync/push`, { token: who.token, body: { deviceId: 'phone', ops: [sessionOp(id, 1, { finishedAt: '2026-11-20T09:00:00.000Z' }), setOp(phoneId(), id, 1)] } });
  if (res.status !== 200) throw new Error(`recording a training failed: ${res.msg}`);
  return id;
}

const today = new Date().toISOString().slice(0, 10);
const planBody = (templateId: number, targets: Record<string, unknown>) =>
  ({ templateId, name: 'Policy plan', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7], ...targets });

/** Publishes a plan; the id of its first scheduled session. */
async function publishTo(t: TestApp, token: string, templateId: number, targets: Record<string, unknown>): Promise<number> {
  const res = await call<{ id: number; sessions: { id: number }[] }>(t, 'POST', `${PLAN}/publish`, { token, body: planBody(templateId, targets) });
  if (res.status !== 200) throw new Error(`publishing a plan failed: ${res.msg}`);
  return res.data.sessions[0]!.id;
}

/** The plan of a scheduled session, shared by its coach. */
async function sharePlanOf(t: TestApp, token: string, planSessionId: number): Promise<{ id: number; code: string }> {
  const { plan_id: id } = await t.app.ctx.db.selectFrom('plan_sessions').select('plan_id').where('id', '=', planSessionId).executeTakeFirstOrThrow();
  const res = await call<{ url: string }>(t, 'GET', `${PLAN}/getQrcode`, { token, query: { id: String(id) } });
  if (res.status !== 200) throw new Error(`sharing a plan failed: ${res.msg}`);
  return { id, code: new URL(res.data.url).pathname.split('/s/plan/')[1] ?? '' };
}

/** The owner shares their year 2026: the token of its link. */
async function shareYearOf(t: TestApp, owner: Made): Promise<string> {
  const res = await call<{ url: string }>(t, 'POST', `${RECORD}/share/year`, { token: owner.token, body: { year: 2026 } });
  if (res.status !== 200) throw new Error(`sharing a year failed: ${res.msg}`);
  return new URL(res.data.url).pathname.split('/s/year/')[1] ?? '';
}

/** A published article of the seeded library, and a draft made beside it. */
async function articlesOf(t: TestApp): Promise<World['articles']> {
  const db = t.app.ctx.db;
  const published = await db.selectFrom('articles').select(['id', 'category_id', 'share_code']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const draft = await db.insertInto('articles').values({
    category_id: published.category_id, key: null, cover_path: null, status: 'draft', published_at: null, share_code: 'policy-draft-article', created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('article_texts').values({ article_id: draft.id, language: 'en', title: 'Policy draft', summary: 'Not yet', body_md: 'Not yet.', reading_minutes: 1 }).execute();
  return { published: { id: published.id, code: published.share_code }, draft: { id: draft.id, code: 'policy-draft-article' } };
}

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]);

/** A GIF of the owner's PUT to the storage through a ticket: its key. */
async function directUpload(t: TestApp, owner: Made): Promise<string> {
  const ticket = await call<{ key: string; url: string; headers: Record<string, string> }>(t, 'POST', `${ACTION_ROUTES}/upload/ticket`, {
    token: owner.token, body: { kind: 'gif', contentType: 'image/gif', size: GIF.length },
  });
  if (ticket.status !== 200) throw new Error(`a direct upload ticket failed: ${ticket.msg}`);
  const stored = await putPresigned(ticket.data.url, ticket.data.headers, GIF);
  if (stored.status !== 200) throw new Error(`the PUT of a direct upload answered ${stored.status} ${stored.text}`);
  return ticket.data.key;
}

async function directUploadsOf(t: TestApp, owner: Made): Promise<World['directUploads']> {
  const [waiting, unconfirmed, toConfirm] = [await directUpload(t, owner), await directUpload(t, owner), await directUpload(t, owner)];
  const confirmed = await call<{ path: string }>(t, 'POST', `${ACTION_ROUTES}/upload/confirm`, { token: owner.token, body: { key: toConfirm, kind: 'gif' } });
  if (confirmed.status !== 200) throw new Error(`confirming a direct upload failed: ${confirmed.msg}`);
  return { waiting, unconfirmed, confirmedPath: confirmed.data.path };
}

/** An exercise made with the GIF at `gifPath`: allowed, or refused (a path that is not the caller's upload: 400, as not found). */
async function usedAsGif(t: TestApp, token: string | undefined, gifPath: string): Promise<Outcome> {
  const res = await call(t, 'POST', `${ACTION_ROUTES}/create`, { ...(token ? { token } : {}), body: { ...EXERCISE_INPUT, nameEn: 'Direct GIF', gifPath } });
  if (res.httpStatus === 400) return 'not found';
  return outcomeOf(t, 'POST', `${ACTION_ROUTES}/create`, token, { body: { ...EXERCISE_INPUT, nameEn: 'Direct GIF', gifPath } });
}

const ARTICLE = '/api-training/mp/article';
const CONSOLE = '/api-training/mp/console';

/** The console's objects; the operator's first request (made here) makes them one, so no cell's first call changes the role table. */
async function consoleWorld(t: TestApp, operator: Made, owner: Made): Promise<World['console']> {
  const granted = await makeUser(t, { position: 1 });
  const res = await call<{ userId: number }>(t, 'POST', `${CONSOLE}/operators/grant`, { token: operator.token, body: { mobile: granted.mobile } });
  if (res.status !== 200) throw new Error(`granting the operator role failed: ${res.msg}`);
  const feedback = await call<{ id: number }>(t, 'POST', '/api-training/mp/feedback/submit', { token: owner.token, body: { content: 'For the console' } });
  return { grantedOperator: granted.id, operatorTemplate: (await makeTemplate(t, operator, 'Operator own')).id, feedback: feedback.data.id };
}

/** A console list shows the object to this caller (refused: not found). */
async function consoleListed(t: TestApp, token: string | undefined, path: string, id: number): Promise<Outcome> {
  const res = await call<{ list: { id: number }[] }>(t, 'GET', `${CONSOLE}${path}`, { ...(token ? { token } : {}), query: { size: '50' } });
  if (res.httpStatus !== 200) return outcomeOf(t, 'GET', `${CONSOLE}${path}`, token, { query: { size: '50' } });
  return res.data.list.some((row) => row.id === id) ? 'allowed' : 'not listed';
}

/** A console change by this caller: allowed when `took` says the change is there afterwards. */
async function consoleChange(t: TestApp, token: string | undefined, path: string, body: unknown, took: () => Promise<boolean>): Promise<Outcome> {
  const outcome = await outcomeOf(t, 'POST', `${CONSOLE}${path}`, token, { body });
  return outcome === 'allowed' && !(await took()) ? 'not listed' : outcome;
}

/** The shared year reads (without a token header) the owner's training of 2026: allowed. */
async function sharedYearRead(t: TestApp, token: string | undefined, shareToken: string): Promise<Outcome> {
  const res = await call<{ sessions: number }>(t, 'GET', '/api-training/open/record/shared/year', { ...(token ? { token } : {}), query: { token: shareToken } });
  if (res.httpStatus === 200) return res.data.sessions >= 1 ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', '/api-training/open/record/shared/year', token, { query: { token: shareToken } });
}

/** Publishing: allowed, or refused ("not found" for a stranger's trainee; a trainee is told only coaches publish). */
async function published(t: TestApp, token: string | undefined, targets: Record<string, unknown>, officialTemplate: number): Promise<Outcome> {
  const res = await call(t, 'POST', `${PLAN}/publish`, { ...(token ? { token } : {}), body: planBody(officialTemplate, targets) });
  if (res.httpStatus === 400 && res.msg === 'Only coaches can publish plans') return 'not found';
  if (res.httpStatus === 200) return 'allowed';
  return outcomeOf(t, 'POST', `${PLAN}/publish`, token, { body: planBody(officialTemplate, targets) });
}

/** Whether the scheduled session is in the caller's view: the plan of it, through plan/get. */
async function sessionSeen(t: TestApp, token: string | undefined, planSessionId: number): Promise<Outcome> {
  const { plan_id } = await t.app.ctx.db.selectFrom('plan_sessions').select('plan_id').where('id', '=', planSessionId).executeTakeFirstOrThrow();
  const res = await call<{ sessions: { id: number }[] }>(t, 'GET', `${PLAN}/get`, { ...(token ? { token } : {}), query: { id: String(plan_id) } });
  if (res.httpStatus === 200) return res.data.sessions.some((s) => s.id === planSessionId) ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', `${PLAN}/get`, token, { query: { id: String(plan_id) } });
}

async function historyLists(t: TestApp, token: string | undefined, owner: Made, trainingId: string): Promise<Outcome> {
  const query = { userId: String(owner.id), from: '2026-01-01' };
  const res = await call<{ list: { id: string }[] }>(t, 'GET', `${TRAINING}/list`, { ...(token ? { token } : {}), query });
  if (res.httpStatus === 200) return res.data.list.some((s) => s.id === trainingId) ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', `${TRAINING}/list`, token, { query });
}

/** The month and year reports of the month of the owner's training (recordTraining: 20 November 2026): allowed when both count it. */
async function reported(t: TestApp, token: string | undefined, owner: Made): Promise<Outcome> {
  const outcomes = await Promise.all([
    ['month', { month: '2026-11', userId: String(owner.id) }] as const,
    ['year', { year: '2026', userId: String(owner.id) }] as const,
  ].map(async ([kind, query]) => {
    const res = await call<{ sessions: number }>(t, 'GET', `${RECORD}/user/${kind}`, { ...(token ? { token } : {}), query });
    if (res.httpStatus === 200) return res.data.sessions >= 1 ? 'allowed' : 'not listed';
    return outcomeOf(t, 'GET', `${RECORD}/user/${kind}`, token, { query });
  }));
  if (outcomes[0] !== outcomes[1]) throw new Error(`the month report was ${outcomes[0]}, the year report ${outcomes[1]}`);
  return outcomes[0]!;
}

/** The history search finds the owner's training by its name (sessionOp: Upper A). */
async function searched(t: TestApp, token: string | undefined, owner: Made, trainingId: string): Promise<Outcome> {
  const query = { userId: String(owner.id), keyword: 'upper a' };
  const res = await call<{ list: { id: string }[] }>(t, 'GET', `${RECORD}/history`, { ...(token ? { token } : {}), query });
  if (res.httpStatus === 200) return res.data.list.some((s) => s.id === trainingId) ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', `${RECORD}/history`, token, { query });
}

/** The owner's personal records of the exercise the test's training used (setOp: action 1) are read (record/prs). */
async function recordsRead(t: TestApp, token: string | undefined, owner: Made): Promise<Outcome> {
  const query = { userId: String(owner.id), actionId: '1' };
  const res = await call<{ list: unknown[] }>(t, 'GET', `${RECORD}/prs`, { ...(token ? { token } : {}), query });
  if (res.httpStatus === 200) return res.data.list.length === 4 ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', `${RECORD}/prs`, token, { query });
}

/** The coach's feed lists the training (record/coach/feed). */
async function inFeed(t: TestApp, token: string | undefined, trainingId: string): Promise<Outcome> {
  const res = await call<{ list: { training: { id: string } }[] }>(t, 'GET', '/api-training/mp/record/coach/feed', { ...(token ? { token } : {}), query: { size: '50' } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.list.some((i) => i.training.id === trainingId) ? 'allowed' : 'not listed';
}

/** Marking the training read in the coach's feed takes (record/coach/feedRead). */
async function markedRead(t: TestApp, token: string | undefined, trainingId: string): Promise<Outcome> {
  const res = await call<{ marked: number }>(t, 'POST', '/api-training/mp/record/coach/feedRead', { ...(token ? { token } : {}), body: { ids: [trainingId] } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.marked === 1 ? 'allowed' : 'not listed';
}

/** The owner's notification of the plan their coach published to them (makeWorld). */
async function ownerNotification(t: TestApp, w: World): Promise<number> {
  const row = await t.app.ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', w.owner.id).where('kind', '=', 'plan_published').executeTakeFirstOrThrow();
  return row.id;
}

/** The notification is in the caller's list and counted unread for their badge (notification/list). */
async function notificationListed(t: TestApp, w: World, token: string | undefined): Promise<Outcome> {
  const id = await ownerNotification(t, w);
  const res = await call<{ list: { id: number }[]; unread: number }>(t, 'GET', '/api-training/mp/notification/list', { ...(token ? { token } : {}), query: { size: '50' } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.list.some((n) => n.id === id) && res.data.unread > 0 ? 'allowed' : 'not listed';
}

/** Marking the notification read takes (notification/read): the recipient's row changes. */
async function notificationMarked(t: TestApp, w: World, token: string | undefined): Promise<Outcome> {
  const id = await ownerNotification(t, w);
  const res = await call<{ marked: number }>(t, 'POST', '/api-training/mp/notification/read', { ...(token ? { token } : {}), body: { ids: [id] } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  const row = await t.app.ctx.db.selectFrom('notifications').select('read_at').where('id', '=', id).executeTakeFirstOrThrow();
  return res.data.marked === 1 && row.read_at !== null ? 'allowed' : 'not listed';
}

const memberStatistics = (t: TestApp, token: string | undefined, member: Made) =>
  outcomeOf(t, 'GET', '/api-training/mp/statistics/member', token, { query: { userId: String(member.id) } });

/** A coach's record of a past training for the trainee: allowed when it is stored as the trainee's. */
async function recordedFor(t: TestApp, token: string | undefined, trainee: Made): Promise<Outcome> {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const session = { id: phoneId(), name: 'Recorded for', localDate: day, startedAt: `${day}T07:00:00Z`, finishedAt: `${day}T08:00:00Z`, timezone: 'UTC' };
  const body = { userId: trainee.id, session, sets: [{ id: phoneId(), actionId: 1, weightKg: 0, unit: 'kg', reps: 5 }] };
  const outcome = await outcomeOf(t, 'POST', `${TRAINING}/backfill`, token, { body });
  const row = await t.app.ctx.db.selectFrom('trainings').select('owner_id').where('id', '=', session.id).executeTakeFirst();
  return outcome === 'allowed' && row?.owner_id !== trainee.id ? 'not listed' : outcome;
}

async function recordedInto(t: TestApp, token: string | undefined, trainingId: string): Promise<Outcome> {
  const res = await call<{ results: { status: string }[] }>(t, 'POST', `${TRAINING}/sync/push`, { ...(token ? { token } : {}), body: { deviceId: 'policy', ops: [setOp(phoneId(), trainingId, 1)] } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.results[0]?.status === 'applied' ? 'allowed' : 'not found';
}

/** Whether the caller's JSON export holds the training. */
async function exported(t: TestApp, token: string | undefined, trainingId: string): Promise<Outcome> {
  const res = await t.app.inject({ method: 'GET', url: `${RECORD}/export`, query: { format: 'json' }, headers: { ...(token ? { token } : {}) } });
  if (res.statusCode === 401 && !token) return 'needs login';
  const document = JSON.parse(res.body) as { trainings: { id: string }[] };
  return document.trainings.some((tr) => tr.id === trainingId) ? 'allowed' : 'not listed';
}

/** Whether the caller's member statistics of the owner show the owner's body data of 3 January. */
async function latestBodyDataRead(t: TestApp, w: World, token: string | undefined): Promise<Outcome> {
  await t.app.ctx.db.insertInto('body_measurements').values({ user_id: w.owner.id, measured_on: '2026-01-03', weight: 72.5, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'measured_on']).doNothing()).execute();
  const res = await call<{ bodyData: { measuredOn: string; weight: number | null }[] }>(t, 'GET', '/api-training/mp/statistics/member', { ...(token ? { token } : {}), query: { userId: String(w.owner.id) } });
  if (res.httpStatus === 200) return res.data.bodyData.some((e) => e.measuredOn === '2026-01-03' && e.weight === 72.5) ? 'allowed' : 'not listed';
  return outcomeOf(t, 'GET', '/api-training/mp/statistics/member', token, { query: { userId: String(w.owner.id) } });
}

async function pulled(t: TestApp, token: string | undefined, trainingId: string): Promise<Outcome> {
  const res = await call<{ changes: { id: string }[] }>(t, 'GET', `${TRAINING}/sync/pull`, { ...(token ? { token } : {}) });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.changes.some((c) => c.id === trainingId) ? 'allowed' : 'not listed';
}

/** A team with its managing coach, a further coach, a member and a removed member; another coach's team beside it. */
async function makeTeamWorld(t: TestApp) {
  const manager = await makeCoach(t);
  const coach = await makeCoach(t);
  const member = await makeTrainee(t);
  const removed = await makeTrainee(t);
  const otherCoach = await makeCoach(t);
  const team = await makeTeam(t, manager);
  await addTeamCoachRow(t, team, coach);
  await joinTeam(t, team, member);
  await joinTeam(t, team, removed);
  const removal = await call(t, 'POST', `${SQUAD}/removeMembers`, { token: manager.token, body: { id: team.id, userIds: [removed.id] } });
  if (removal.status !== 200) throw new Error(`removing a member failed: ${removal.msg}`);
  const otherTeam = await makeTeam(t, otherCoach, { name: 'Team B' });
  await joinTeam(t, otherTeam, await makeTrainee(t));
  const qrOf = async (who: Made) => (await call<{ code: string }>(t, 'GET', '/api-training/mp/training/user/getQrcode', { token: who.token })).data.code;
  return {
    team, member, coach,
    tokens: { 'team manager': manager.token, 'team coach': coach.token, 'team member': member.token, 'removed member': removed.token, 'other team coach': otherCoach.token },
    recruits: { memberCode: await qrOf(await makeTrainee(t)), coachInviteCode: await qrOf(await makeCoach(t)) },
  };
}

/** What an attempt ended in: allowed, or refused in one of the ways a refusal may look. */
type Outcome = 'allowed' | 'not found' | 'needs login' | 'not listed';

const ACTION_ROUTES = '/api-training/mp/training/action';
const SERIES = '/api-training/mp/training/actions/series';
const SQUAD = '/api-training/mp/squad';
const PLAN = '/api-training/mp/plan';
const TRAINING = '/api-training/mp/training';
const RECORD = '/api-training/mp/record';

async function outcomeOf(t: TestApp, method: 'GET' | 'POST', url: string, token: string | undefined, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<Outcome> {
  const res = await call(t, method, url, { ...(token ? { token } : {}), ...options });
  if (res.httpStatus === 200) return 'allowed';
  if (res.httpStatus === 401 && !token) return 'needs login';
  if (res.httpStatus === 404 && res.msg === 'data not found') return 'not found';
  throw new Error(`${method} ${url} answered ${res.httpStatus} ${res.msg}: neither allowed nor a refusal`);
}

/** A share page (/s/<kind>/<code>, outside the contract: HTML and a PNG, no envelope) and its image: both answer or both are "not found". */
async function sharePageRead(t: TestApp, token: string | undefined, kind: string, code: string): Promise<Outcome> {
  const headers = token ? { token } : {};
  const page = await t.app.inject({ method: 'GET', url: `/s/${kind}/${code}`, headers });
  const image = await t.app.inject({ method: 'GET', url: `/s/${kind}/${code}/image.png`, headers });
  if (page.statusCode === 200 && image.statusCode === 200 && image.headers['content-type'] === 'image/png') return 'allowed';
  if (page.statusCode === 404 && image.statusCode === 404) return 'not found';
  throw new Error(`/s/${kind}/${code} answered ${page.statusCode}, its image ${image.statusCode}: neither allowed nor a refusal`);
}

async function listed(t: TestApp, url: string, token: string | undefined, id: number): Promise<Outcome> {
  const res = await call<{ list: { id: number }[] }>(t, 'GET', url, { ...(token ? { token } : {}), query: { size: '50' } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  return res.data.list.some((row) => row.id === id) ? 'allowed' : 'not listed';
}

/** The template as its editor would send it back, renamed. */
async function renamed(t: TestApp, w: World, id: number) {
  const got = await call<Record<string, unknown>>(t, 'GET', `${SERIES}/get`, { token: w.tokens.owner, query: { id: String(id) } });
  return { ...got.data, name: 'Renamed by the test' };
}

type Attempt = (t: TestApp, w: World, token: string | undefined) => Promise<Outcome>;

const ATTEMPTS: Record<string, Attempt> = {
  'official exercise/read': (t, w, token) => outcomeOf(t, 'GET', `${ACTION_ROUTES}/get`, token, { query: { id: String(w.officialExercise) } }),
  'official exercise/pin': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/pin`, token, { query: { id: String(w.officialExercise) } }),
  'official exercise/edit': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/modify`, token, { body: { ...EXERCISE_INPUT, id: w.officialExercise } }),
  'official exercise/delete': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/delete`, token, { query: { id: String(w.officialExercise) } }),
  'official exercise/read by share link': async (t, w, token) => {
    const { share_code } = await t.app.ctx.db.selectFrom('exercises').select('share_code').where('id', '=', w.officialExercise).executeTakeFirstOrThrow();
    return outcomeOf(t, 'GET', '/api-training/open/action/share', token, { query: { code: share_code } });
  },
  'custom exercise/read': (t, w, token) => outcomeOf(t, 'GET', `${ACTION_ROUTES}/get`, token, { query: { id: String(w.customExercise.id) } }),
  'custom exercise/list among mine': (t, w, token) => listed(t, `${ACTION_ROUTES}/list?scope=mine`, token, w.customExercise.id),
  'custom exercise/pin': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/pin`, token, { query: { id: String(w.customExercise.id) } }),
  'custom exercise/edit': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/modify`, token, { body: { ...EXERCISE_INPUT, nameEn: 'Renamed by the test', id: w.customExercise.id } }),
  'custom exercise/delete': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/delete`, token, { query: { id: String(w.customExercise.id) } }),
  'custom exercise/read by share link': (t, w, token) => outcomeOf(t, 'GET', '/api-training/open/action/share', token, { query: { code: w.customExercise.shareCode } }),
  'custom exercise/use in a template': async (t, w, token) => {
    const template = sampleTemplate('Uses the exercise', [{ id: w.customExercise.id, name: 'Owner row', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' } }], 1);
    const res = await call(t, 'POST', `${SERIES}/modify`, { ...(token ? { token } : {}), body: template });
    if (res.httpStatus === 400 && res.msg === 'The template uses an exercise that does not exist or is not yours') return 'not found';
    return res.httpStatus === 401 && !token ? 'needs login' : res.httpStatus === 200 ? 'allowed' : Promise.reject(new Error(`${res.httpStatus} ${res.msg}`));
  },
  'official template/read': (t, w, token) => outcomeOf(t, 'GET', `${SERIES}/get`, token, { query: { id: String(w.officialTemplate) } }),
  'official template/copy': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/copy`, token, { query: { id: String(w.officialTemplate) } }),
  'official template/edit': async (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/modify`, token, { body: await renamed(t, w, w.officialTemplate) }),
  'official template/delete': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/delete`, token, { query: { id: String(w.officialTemplate) } }),
  'official template/mark used': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/markUsed`, token, { query: { id: String(w.officialTemplate) } }),
  'custom template/read': (t, w, token) => outcomeOf(t, 'GET', `${SERIES}/get`, token, { query: { id: String(w.customTemplate.id) } }),
  'custom template/list among mine': (t, w, token) => listed(t, `${SERIES}/listSelf`, token, w.customTemplate.id),
  'custom template/share (QR code)': (t, w, token) => outcomeOf(t, 'GET', `${SERIES}/getQrcode`, token, { query: { id: String(w.customTemplate.id) } }),
  'custom template/copy': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/copy`, token, { query: { id: String(w.customTemplate.id) } }),
  'custom template/edit': async (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/modify`, token, { body: await renamed(t, w, w.customTemplate.id) }),
  'custom template/delete': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/delete`, token, { query: { id: String(w.customTemplate.id) } }),
  'custom template/mark used': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/markUsed`, token, { query: { id: String(w.customTemplate.id) } }),
  'custom template/read by share link': (t, w, token) => outcomeOf(t, 'GET', '/api-training/open/series/share', token, { query: { code: w.customTemplate.shareCode } }),
  'custom template/copy by share link': (t, w, token) => outcomeOf(t, 'POST', `${SERIES}/copy`, token, { query: { code: w.customTemplate.shareCode } }),
  'profile/read': (t, w, token) => outcomeOf(t, 'GET', '/api-training/mp/training/user/getInfo', token, { query: { id: String(w.owner.id) } }),
  'team/identify by its code': async (t, w, token) => {
    const res = await call<{ kind: string; team?: { id: number } }>(t, 'GET', `${SQUAD}/identifyCode`, { ...(token ? { token } : {}), query: { code: w.team.code } });
    if (res.httpStatus === 200) return res.data.kind === 'team' && res.data.team?.id === w.team.id ? 'allowed' : 'not listed';
    return outcomeOf(t, 'GET', `${SQUAD}/identifyCode`, token, { query: { code: w.team.code } });
  },
  'team/read': (t, w, token) => outcomeOf(t, 'GET', `${SQUAD}/get`, token, { query: { id: String(w.team.id) } }),
  'team/list among mine': (t, w, token) => listed(t, `${SQUAD}/listMine`, token, w.team.id),
  'team/see its code': async (t, w, token) => {
    const res = await call<{ code: string | null } | null>(t, 'GET', `${SQUAD}/get`, { ...(token ? { token } : {}), query: { id: String(w.team.id) } });
    if (res.httpStatus === 200) return res.data?.code === w.team.code ? 'allowed' : 'not listed';
    return outcomeOf(t, 'GET', `${SQUAD}/get`, token, { query: { id: String(w.team.id) } });
  },
  'team/list members': (t, w, token) => outcomeOf(t, 'GET', `${SQUAD}/members`, token, { query: { id: String(w.team.id) } }),
  'team/read a member': (t, w, token) => outcomeOf(t, 'GET', `${SQUAD}/member`, token, { query: { id: String(w.team.id), userId: String(w.teamMember.id) } }),
  'team/change a member': (t, w, token) =>
    outcomeOf(t, 'POST', `${SQUAD}/updateMember`, token, { body: { id: w.team.id, userId: w.teamMember.id, remark: 'Set by the test', tags: ['tested'], memberType: '2' } }),
  'team/add a trainee by member code': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/addMember`, token, { body: { id: w.team.id, memberCode: w.recruits.memberCode } }),
  'team/remove members': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/removeMembers`, token, { body: { id: w.team.id, userIds: [w.teamMember.id] } }),
  'team/quit': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/quit`, token, { query: { id: String(w.team.id) } }),
  'team/hand over management': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/transfer`, token, { body: { id: w.team.id, userId: w.teamCoach.id } }),
  'team/regenerate its code': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/regenerateCode`, token, { query: { id: String(w.team.id) } }),
  'team/add a coach': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/addCoach`, token, { body: { id: w.team.id, inviteCode: w.recruits.coachInviteCode } }),
  'team/disband': (t, w, token) => outcomeOf(t, 'POST', `${SQUAD}/disband`, token, { query: { id: String(w.team.id) } }),
  // Each caller sends the owner's own SMS code: allowed means the owner's account ended.
  'account/deactivate': async (t, w, token) => {
    let code = ownerCodes.get(w);
    if (!code) ownerCodes.set(w, (code = await smsCode(t, w.owner.mobile)));
    const res = await call(t, 'POST', '/api-training/mp/training/user/unsubscribe', { ...(token ? { token } : {}), body: { code } });
    if (res.httpStatus === 401 && !token) return 'needs login';
    const { deactivated_at } = await t.app.ctx.db.selectFrom('users').select('deactivated_at').where('id', '=', w.owner.id).executeTakeFirstOrThrow();
    return deactivated_at === null ? 'not found' : 'allowed';
  },
  // Each caller proves a new number of their own: allowed means the owner's account moved to it.
  'account/change its mobile number': async (t, w, token) => {
    const mobile = uniqueMobile();
    const res = await call(t, 'POST', '/api-training/mp/training/user/changeMobile', { ...(token ? { token } : {}), body: { mobile, code: await smsCode(t, mobile) } });
    if (res.httpStatus === 401 && !token) return 'needs login';
    const { mobile: now } = await t.app.ctx.db.selectFrom('users').select('mobile').where('id', '=', w.owner.id).executeTakeFirstOrThrow();
    return now === mobile ? 'allowed' : 'not found';
  },
  'account/grant VIP membership to': async (t, w, token) => {
    const res = await call(t, 'POST', '/api-training/mp/operator/vip/grant', { ...(token ? { token } : {}), body: { mobile: w.owner.mobile, groupId: 1, expiresOn: '2099-01-01' } });
    if (res.httpStatus === 401 && !token) return 'needs login';
    const rows = await t.app.ctx.db.selectFrom('organisation_vips').select('user_id').where('user_id', '=', w.owner.id).execute();
    return rows.length === 1 ? 'allowed' : 'not found';
  },
  // The route needs no token: each caller proves a number with the code they can receive (the owner's, or their own).
  'account/link a QQ account to': async (t, w, token) => {
    const me = token ? await call<{ mobile: string } | null>(t, 'GET', '/api-training/mp/training/user/getInfo', { token }) : undefined;
    const theirNumber = me?.data?.mobile ?? uniqueMobile();
    const code = theirNumber === w.owner.mobile ? await smsCode(t, w.owner.mobile) : await smsCode(t, theirNumber);
    const openid = `policy-${theirNumber}`;
    const qq = (await call<{ token: string; expiresIn: number; scope: string }>(t, 'POST', '/api-training/login/local/authorize', { body: { provider: 'qq', subject: openid } })).data;
    const values = { accessToken: qq.token, scope: qq.scope, expiresIn: qq.expiresIn, openid, appid: 'repwise-local' };
    const body = { access_token: qq.token, openid, expires_in: qq.expiresIn, scope: qq.scope, appid: 'repwise-local', code: qqSignCode(values), mobile: w.owner.mobile, smsCode: code };
    await call(t, 'POST', '/api-training/register/qq', { body });
    const linked = await t.app.ctx.db.selectFrom('social_identities').select('user_id').where('subject', '=', openid).executeTakeFirst();
    return linked?.user_id === w.owner.id ? 'allowed' : 'not found';
  },
  'body data/read history': async (t, w, token) => {
    await t.app.ctx.db.insertInto('body_measurements').values({ user_id: w.owner.id, measured_on: '2026-01-02', weight: 71.5, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'measured_on']).doNothing()).execute();
    const res = await call<{ list: { measuredOn: string; weight: number | null }[] }>(t, 'GET', '/api-training/mp/training/user/bodyData/history', { ...(token ? { token } : {}) });
    if (res.httpStatus === 401 && !token) return 'needs login';
    return res.data.list.some((e) => e.measuredOn === '2026-01-02' && e.weight === 71.5) ? 'allowed' : 'not listed';
  },
  'feedback/submit': (t, _w, token) => outcomeOf(t, 'POST', '/api-training/mp/feedback/submit', token, { body: { content: 'From the policy table' } }),
  'feedback/read in the inbox': async (t, w, token) => {
    await t.app.ctx.db.insertInto('feedback').values({ user_id: w.owner.id, content: 'The owner wrote this', contact: null, images: '[]', created_at: new Date().toISOString() }).execute();
    const res = await call<{ list: { userId: number }[] }>(t, 'GET', '/api-training/mp/feedback/list', { ...(token ? { token } : {}) });
    if (res.httpStatus === 401 && !token) return 'needs login';
    if (res.httpStatus === 404) return 'not found';
    return res.data.list.some((f) => f.userId === w.owner.id) ? 'allowed' : 'not listed';
  },
  'linked trainee/publish a plan to': (t, w, token) => published(t, token, { traineeIds: [w.owner.id] }, w.officialTemplate),
  'linked trainee/list among my trainees': (t, w, token) => listed(t, `${SQUAD}/linkedTrainees`, token, w.owner.id),
  "linked trainee/read the plan's sessions": (t, w, token) => sessionSeen(t, token, w.planned.owner),
  'team trainee/publish a plan to': (t, w, token) => published(t, token, { traineeIds: [w.teamMember.id] }, w.officialTemplate),
  "team trainee/read the plan's sessions": (t, w, token) => sessionSeen(t, token, w.planned.member),
  'linked trainee/share the plan (QR code)': (t, w, token) => outcomeOf(t, 'GET', `${PLAN}/getQrcode`, token, { query: { id: String(w.sharedPlan.id) } }),
  'linked trainee/read the plan by share link': (t, w, token) => outcomeOf(t, 'GET', '/api-training/open/plan/share', token, { query: { code: w.sharedPlan.code } }),
  'linked trainee/record a past training for': (t, w, token) => recordedFor(t, token, w.owner),
  'team trainee/record a past training for': (t, w, token) => recordedFor(t, token, w.teamMember),
  'team trainee/share the plan (QR code)': async (t, w, token) => {
    const { plan_id: id } = await t.app.ctx.db.selectFrom('plan_sessions').select('plan_id').where('id', '=', w.planned.member).executeTakeFirstOrThrow();
    return outcomeOf(t, 'GET', `${PLAN}/getQrcode`, token, { query: { id: String(id) } });
  },
  'linked trainee training/read': (t, w, token) => outcomeOf(t, 'GET', `${TRAINING}/get`, token, { query: { id: w.trainings.owner } }),
  'linked trainee training/list in history': (t, w, token) => historyLists(t, token, w.owner, w.trainings.owner),
  'linked trainee training/pull': (t, w, token) => pulled(t, token, w.trainings.owner),
  'linked trainee training/count in max weights': async (t, _w, token) => {
    const res = await call<{ list: { actionId: number; maxWeightKg: number }[] }>(t, 'GET', '/api-training/mp/training/user/maxWeight', { ...(token ? { token } : {}) });
    if (res.httpStatus === 401 && !token) return 'needs login';
    // The owner's recorded set (setOp: exercise 1, 60 kg) is the only one in the world.
    return res.data.list.some((b) => b.actionId === 1 && b.maxWeightKg === 60) ? 'allowed' : 'not listed';
  },
  'linked trainee training/record a set into': (t, w, token) => recordedInto(t, token, w.trainings.owner),
  'linked trainee training/comment as coach': (t, w, token) => outcomeOf(t, 'POST', `${TRAINING}/comment`, token, { body: { id: w.trainings.owner, comment: 'Set by the test' } }),
  'team member training/read': (t, w, token) => outcomeOf(t, 'GET', `${TRAINING}/get`, token, { query: { id: w.trainings.member } }),
  'team member training/list in history': (t, w, token) => historyLists(t, token, w.teamMember, w.trainings.member),
  'team member training/record a set into': (t, w, token) => recordedInto(t, token, w.trainings.member),
  'linked trainee training/export': (t, w, token) => exported(t, token, w.trainings.owner),
  'team member training/export': (t, w, token) => exported(t, token, w.trainings.member),
  // Each caller imports a one-training log: allowed means it landed in the owner's account.
  'account/import a training log into': async (t, w, token) => {
    const boundary = 'policyboundary';
    const log = 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-01-05 07:00:00,Policy import,30m,Bench Press (Barbell),1,50,5,,,,,\n';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.csv"\r\nContent-Type: text/csv\r\n\r\n${log}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST', url: `${RECORD}/import`, query: { source: 'strong', dryRun: 'false' }, payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
    });
    if (res.statusCode === 401 && !token) return 'needs login';
    const landed = await t.app.ctx.db.selectFrom('trainings').select('id').where('owner_id', '=', w.owner.id).where('name', '=', 'Policy import').executeTakeFirst();
    return landed ? 'allowed' : 'not found';
  },
  'team member training/comment as coach': (t, w, token) => outcomeOf(t, 'POST', `${TRAINING}/comment`, token, { body: { id: w.trainings.member, comment: 'Set by the test' } }),
  'team member training/list in the coach feed': (t, w, token) => inFeed(t, token, w.trainings.member),
  'team member training/mark read in the coach feed': (t, w, token) => markedRead(t, token, w.trainings.member),
  'linked trainee training/list in the coach feed': (t, w, token) => inFeed(t, token, w.trainings.owner),
  'team trainee/read member statistics': (t, w, token) => memberStatistics(t, token, w.teamMember),
  'linked trainee/read member statistics': (t, w, token) => memberStatistics(t, token, w.owner),
  'team/compare (team statistics)': (t, w, token) => outcomeOf(t, 'GET', '/api-training/mp/statistics/teams', token, { query: { squadIds: String(w.team.id) } }),
  "team/show in the coach's overview": async (t, w, token) => {
    const res = await call<{ teams: { id: number }[] }>(t, 'GET', '/api-training/mp/record/coach/overview', { ...(token ? { token } : {}) });
    if (res.httpStatus === 401 && !token) return 'needs login';
    return res.data.teams.some((team) => team.id === w.team.id) ? 'allowed' : 'not listed';
  },
  'body data/read the latest in member statistics': (t, w, token) => latestBodyDataRead(t, w, token),
  'private body data/read the latest in member statistics': async (t, w, token) => {
    const hidden = await call(t, 'POST', '/api-training/mp/training/user/updateInfo', { token: w.tokens.owner, body: { bodyDataHidden: true } });
    if (hidden.httpStatus !== 200) throw new Error(`updateInfo answered ${hidden.httpStatus}`);
    return latestBodyDataRead(t, w, token);
  },
  'linked trainee training/count in month and year reports': (t, w, token) => reported(t, token, w.owner),
  'linked trainee training/find in history search': (t, w, token) => searched(t, token, w.owner, w.trainings.owner),
  'team member training/count in month and year reports': (t, w, token) => reported(t, token, w.teamMember),
  'team member training/find in history search': (t, w, token) => searched(t, token, w.teamMember, w.trainings.member),
  'linked trainee training/count in personal records': (t, w, token) => recordsRead(t, token, w.owner),
  'team member training/count in personal records': (t, w, token) => recordsRead(t, token, w.teamMember),
  'notification/list with the unread count': (t, w, token) => notificationListed(t, w, token),
  'notification/mark read': (t, w, token) => notificationMarked(t, w, token),
  // Allowed: a link that reads the owner's year (userId: the owner; anyone else's answers not found).
  'year share/create a link to': async (t, w, token) => {
    const body = { year: 2026, userId: w.owner.id };
    const res = await call<{ url: string }>(t, 'POST', `${RECORD}/share/year`, { ...(token ? { token } : {}), body });
    if (res.httpStatus !== 200) return outcomeOf(t, 'POST', `${RECORD}/share/year`, token, { body });
    return sharedYearRead(t, undefined, new URL(res.data.url).pathname.split('/s/year/')[1] ?? '');
  },
  // Allowed: the owner's link stops reading.
  'year share/stop sharing': async (t, w, token) => {
    const outcome = await outcomeOf(t, 'POST', `${RECORD}/share/revoke`, token, { body: { year: 2026, userId: w.owner.id } });
    const still = await sharedYearRead(t, undefined, w.yearShare);
    return outcome === 'allowed' && still === 'allowed' ? 'not listed' : outcome;
  },
  'year share/read by its link': (t, w, token) => sharedYearRead(t, token, w.yearShare),
  'published article/read': (t, w, token) => outcomeOf(t, 'GET', `${ARTICLE}/get`, token, { query: { id: String(w.articles.published.id) } }),
  'published article/list': (t, w, token) => listed(t, `${ARTICLE}/list`, token, w.articles.published.id),
  'published article/read by share link': (t, w, token) => outcomeOf(t, 'GET', '/api-training/open/article/share', token, { query: { code: w.articles.published.code } }),
  'draft article/read': (t, w, token) => outcomeOf(t, 'GET', `${ARTICLE}/get`, token, { query: { id: String(w.articles.draft.id) } }),
  'draft article/list': (t, w, token) => listed(t, `${ARTICLE}/list`, token, w.articles.draft.id),
  'draft article/read by share link': (t, w, token) => outcomeOf(t, 'GET', '/api-training/open/article/share', token, { query: { code: w.articles.draft.code } }),
  'custom exercise/read the share page and image': (t, w, token) => sharePageRead(t, token, 'action', w.customExercise.shareCode),
  'custom template/read the share page and image': (t, w, token) => sharePageRead(t, token, 'template', w.customTemplate.shareCode),
  'linked trainee/read the plan share page and image': (t, w, token) => sharePageRead(t, token, 'plan', w.sharedPlan.code),
  'year share/read the share page and image': (t, w, token) => sharePageRead(t, token, 'year', w.yearShare),
  'published article/read the share page and image': (t, w, token) => sharePageRead(t, token, 'article', w.articles.published.code),
  'draft article/read the share page and image': (t, w, token) => sharePageRead(t, token, 'article', w.articles.draft.code),
  'official exercise/find in global search': async (t, w, token) => {
    const { name_en } = await t.app.ctx.db.selectFrom('exercises').select('name_en').where('id', '=', w.officialExercise).executeTakeFirstOrThrow();
    return foundInSearch(t, token, name_en, 'exercise', w.officialExercise);
  },
  'custom exercise/find in global search': (t, w, token) => foundInSearch(t, token, 'Owner row', 'exercise', w.customExercise.id),
  'custom template/find in global search': (t, w, token) => foundInSearch(t, token, 'Owner plan', 'template', w.customTemplate.id),
  'linked trainee/find the plan in global search': async (t, w, token) => foundInSearch(t, token, 'Policy plan', 'plan', await planOf(t, w.planned.owner)),
  'team trainee/find the plan in global search': async (t, w, token) => foundInSearch(t, token, 'Policy plan', 'plan', await planOf(t, w.planned.member)),
  'team/find in global search': (t, w, token) => foundInSearch(t, token, 'Morning Squad', 'team', w.team.id),
  'team trainee/find in global search': (t, w, token) => foundInSearch(t, token, 'Li Lei', 'member', w.teamMember.id, w.team.id),
  'linked trainee/find in global search': (t, w, token) => foundInSearch(t, token, 'Li Lei', 'member', w.owner.id),
  'published article/find in global search': async (t, w, token) => {
    const { title } = await t.app.ctx.db.selectFrom('article_texts').select('title').where('article_id', '=', w.articles.published.id).where('language', '=', 'en').executeTakeFirstOrThrow();
    return foundInSearch(t, token, title, 'article', w.articles.published.id);
  },
  'draft article/find in global search': (t, w, token) => foundInSearch(t, token, 'Policy draft', 'article', w.articles.draft.id),
  'console/read the capabilities': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/capabilities`, token),
  'console/list operators': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/operators`, token),
  'console/grant the operator role': (t, w, token) => consoleChange(t, token, '/operators/grant', { mobile: w.owner.mobile }, async () =>
    (await t.app.ctx.db.selectFrom('users').select('operator_since').where('id', '=', w.owner.id).executeTakeFirstOrThrow()).operator_since !== null),
  'console/revoke the operator role': (t, w, token) => consoleChange(t, token, '/operators/revoke', { userId: w.console.grantedOperator }, async () =>
    (await t.app.ctx.db.selectFrom('users').select('operator_since').where('id', '=', w.console.grantedOperator).executeTakeFirstOrThrow()).operator_since === null),
  'console/list categories': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/article/categories`, token),
  'console/save a category': (t, _w, token) => consoleChange(t, token, '/article/category/save', { nameEn: 'Policy shelf', nameZh: '策略书架' }, async () =>
    (await t.app.ctx.db.selectFrom('article_categories').select('id').where('key', '=', 'policy-shelf').executeTakeFirst()) !== undefined),
  'console/list articles with drafts': (t, w, token) => consoleListed(t, token, '/article/list', w.articles.draft.id),
  "console/read a draft's Markdown": (t, w, token) => outcomeOf(t, 'GET', `${CONSOLE}/article/get`, token, { query: { id: String(w.articles.draft.id) } }),
  'console/save an article': async (t, w, token) => {
    const { category_id } = await t.app.ctx.db.selectFrom('articles').select('category_id').where('id', '=', w.articles.draft.id).executeTakeFirstOrThrow();
    const texts = [{ language: 'en', title: 'Policy draft, edited', summary: 'Edited', bodyMd: 'Edited.' }];
    return consoleChange(t, token, '/article/save', { id: w.articles.draft.id, categoryId: category_id, coverPath: null, texts }, async () =>
      (await t.app.ctx.db.selectFrom('article_texts').select('title').where('article_id', '=', w.articles.draft.id).executeTakeFirstOrThrow()).title === 'Policy draft, edited');
  },
  'console/publish an article': (t, w, token) => consoleChange(t, token, '/article/publish', { id: w.articles.draft.id, published: true }, async () =>
    (await t.app.ctx.db.selectFrom('articles').select('status').where('id', '=', w.articles.draft.id).executeTakeFirstOrThrow()).status === 'published'),
  'console/preview Markdown': (t, _w, token) => outcomeOf(t, 'POST', `${CONSOLE}/article/preview`, token, { body: { bodyMd: '# Policy' } }),
  'console/change an official exercise': (t, w, token) => consoleChange(t, token, '/exercise/save', { ...EXERCISE_INPUT, id: w.officialExercise, nameEn: 'Policy official' }, async () =>
    (await t.app.ctx.db.selectFrom('exercises').select('name_en').where('id', '=', w.officialExercise).executeTakeFirstOrThrow()).name_en === 'Policy official'),
  'console/promote a template': (t, w, token) => consoleChange(t, token, '/template/promote', { templateId: w.console.operatorTemplate }, async () =>
    (await t.app.ctx.db.selectFrom('templates').select('id').where('copied_from_id', '=', w.console.operatorTemplate).where('owner_id', 'is', null).executeTakeFirst()) !== undefined),
  'console/list VIP memberships': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/vip/list`, token),
  'console/read the feedback inbox': (t, w, token) => consoleListed(t, token, '/feedback/list', w.console.feedback),
  'console/handle and answer feedback': (t, w, token) => consoleChange(t, token, '/feedback/handle', { id: w.console.feedback, handled: true, reply: 'Thanks' }, async () =>
    (await t.app.ctx.db.selectFrom('notifications').select('id').where('recipient_id', '=', w.owner.id).where('kind', '=', 'feedback_replied').executeTakeFirst()) !== undefined),
  'console/read activity': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/activity`, token, { query: { from: '2026-11-01', to: '2026-11-30' } }),
  'console/read the audit log': (t, _w, token) => outcomeOf(t, 'GET', `${CONSOLE}/audit`, token),
  'direct upload/ask for a ticket': async (t, _w, token) => {
    const body = { kind: 'image', contentType: 'image/png', size: 1000 };
    const res = await call<{ direct: boolean }>(t, 'POST', `${ACTION_ROUTES}/upload/ticket`, { ...(token ? { token } : {}), body });
    if (res.httpStatus === 200) return res.data.direct ? 'allowed' : 'not listed';
    return outcomeOf(t, 'POST', `${ACTION_ROUTES}/upload/ticket`, token, { body });
  },
  'direct upload/confirm': (t, w, token) => outcomeOf(t, 'POST', `${ACTION_ROUTES}/upload/confirm`, token, { body: { key: w.directUploads.waiting, kind: 'gif' } }),
  'direct upload/use as an exercise GIF before it is confirmed': (t, w, token) => usedAsGif(t, token, w.directUploads.unconfirmed),
  'direct upload/use as an exercise GIF once confirmed': (t, w, token) => usedAsGif(t, token, w.directUploads.confirmedPath),
};

/** Whether the global search finds the object (of `type`; a member in `teamId` when given) for this caller. */
async function foundInSearch(t: TestApp, token: string | undefined, keyword: string, type: string, id: number, teamId?: number): Promise<Outcome> {
  const res = await call<{ groups: { type: string; list: { id: number; teamId: number | null }[] }[] }>(t, 'GET', '/api-training/mp/global/search', { ...(token ? { token } : {}), query: { keyword, types: type, size: '30' } });
  if (res.httpStatus === 401 && !token) return 'needs login';
  if (res.httpStatus !== 200) throw new Error(`global search answered ${res.httpStatus} ${res.msg}`);
  const found = res.data.groups.some((g) => g.type === type && g.list.some((item) => item.id === id && (teamId === undefined || item.teamId === teamId)));
  return found ? 'allowed' : 'not listed';
}

/** The plan of a scheduled session. */
async function planOf(t: TestApp, planSessionId: number): Promise<number> {
  return (await t.app.ctx.db.selectFrom('plan_sessions').select('plan_id').where('id', '=', planSessionId).executeTakeFirstOrThrow()).plan_id;
}

/** The SMS code of each world's owner, sent once (a second send within a minute is refused). */
const ownerCodes = new WeakMap<World, string>();

/** What a refused change must have left as it was. */
async function snapshot(t: TestApp, w: World) {
  const db = t.app.ctx.db;
  return {
    exercises: await db.selectFrom('exercises').select(['id', 'name_en', 'archived_at']).where('id', 'in', [w.officialExercise, w.customExercise.id]).orderBy('id').execute(),
    templates: await db.selectFrom('templates').select(['id', 'name', 'updated_at']).where('id', 'in', [w.officialTemplate, w.customTemplate.id]).orderBy('id').execute(),
    texts: await db.selectFrom('template_texts').selectAll().where('template_id', '=', w.officialTemplate).orderBy('language').execute(),
    team: await db.selectFrom('teams').selectAll().where('id', '=', w.team.id).execute(),
    teamCodes: await db.selectFrom('team_codes').selectAll().where('team_id', '=', w.team.id).orderBy('code').execute(),
    teamCoaches: await db.selectFrom('team_coaches').select('user_id').where('team_id', '=', w.team.id).orderBy('user_id').execute(),
    teamMembers: await db.selectFrom('team_members').select(['user_id', 'remark', 'member_type', 'search_shelf']).where('team_id', '=', w.team.id).orderBy('user_id').execute(),
    teamTags: await db.selectFrom('team_tags').select('tag').where('team_id', '=', w.team.id).orderBy('tag').execute(),
    trainings: await db.selectFrom('trainings').select(['id', 'rev', 'name', 'coach_comment']).where('owner_id', 'in', [w.owner.id, w.teamMember.id]).orderBy('id').execute(),
    sets: await db.selectFrom('training_sets').select('id').where('owner_id', 'in', [w.owner.id, w.teamMember.id]).orderBy('id').execute(),
    notifications: await db.selectFrom('notifications').select(['id', 'read_at']).orderBy('id').execute(),
    yearShares: await db.selectFrom('year_shares').selectAll().where('owner_id', '=', w.owner.id).execute(),
    plans: await db.selectFrom('plan_sessions').select(['trainee_id', 'plan_id']).where('trainee_id', 'in', [w.owner.id, w.teamMember.id]).orderBy('plan_id').orderBy('trainee_id').execute(),
    operators: await db.selectFrom('users').select(['id', 'operator_since']).where('operator_since', 'is not', null).orderBy('id').execute(),
    auditLog: await db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
    articles: await db.selectFrom('articles').select(['id', 'status', 'updated_at']).orderBy('id').execute(),
    categories: await db.selectFrom('article_categories').select(['id', 'key', 'name_en']).orderBy('id').execute(),
    answeredFeedback: await db.selectFrom('feedback').select(['id', 'handled_at', 'reply']).where((eb) => eb.or([eb('handled_at', 'is not', null), eb('reply', 'is not', null)])).orderBy('id').execute(),
  };
}

describe('the policy table', () => {
  it('has an attempt through the routes for every row, and a row for every attempt', () => {
    const rows = POLICY_TABLE.map((r) => `${r.resource}/${r.action}`);
    expect(Object.keys(ATTEMPTS).sort()).toEqual([...rows].sort());
    expect(new Set(rows).size).toBe(rows.length);
  });
});

/** Direct uploads need S3-compatible storage: every cell's app keeps its files in the stand-in (test/s3-stand-in.ts). */
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(() => s3.close());

describe.each(ENGINES)('every cell of the policy table on %s', (engine) => {
  const options = () => ({ config: { operatorMobiles: new Set([OPERATOR_MOBILE]), storage: storageConfigOf(s3) } });
  // The world is built once; each cell starts a new app on its picture, which is copied back
  // only after a cell that wrote (test/test-databases.ts).
  let world: World;
  let picture: Picture;
  beforeAll(async () => {
    const builder = await startTestApp(engine, options());
    try {
      world = await makeWorld(builder);
      picture = await builder.picture();
    } finally {
      await builder.close();
    }
  });
  const t = useTestApp(engine, () => ({ ...options(), from: picture }));

  it.each(POLICY_TABLE.map((row) => [`${row.resource}: ${row.action}`, row] as const))('%s', async (_, row) => {
    const callers = RESOURCES[row.resource as Resource] as readonly Who[];
    const allowed = new Set<Who>(row.allowed);
    const before = await snapshot(t, world);
    // Refused callers first, so each finds the object intact; then the allowed ones.
    for (const who of callers.filter((w) => !allowed.has(w))) {
      const outcome = await ATTEMPTS[`${row.resource}/${row.action}`]!(t, world, who === 'anonymous' ? undefined : world.tokens[who]);
      expect(outcome, `${who} must be refused`).not.toBe('allowed');
    }
    expect(await snapshot(t, world), 'a refused caller changed something').toEqual(before);
    for (const who of callers.filter((w) => allowed.has(w))) {
      const outcome = await ATTEMPTS[`${row.resource}/${row.action}`]!(t, world, who === 'anonymous' ? undefined : world.tokens[who]);
      expect(outcome, `${who} must be allowed`).toBe('allowed');
    }
  });
});
