import { SERVER_DICTIONARY_KEYS, addActions, newTemplate, sequentialIdGen, type NewAction } from '@repwise/domain';
import fc from 'fast-check';
import type { Engine } from '../../db/dialect.ts';
import { findSession } from '../../platform/auth/sessions.ts';
import { BASE_INFO, call, makeCoach, makeCoachWithTrainee, makeUser, phoneId, sessionOp, sessionStartedAgo, setOp, uniqueMobile, type Made } from '../factories.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { putPresigned, startS3StandIn, storageConfigOf, type S3StandIn } from '../s3-stand-in.ts';
import { MULTIPART_BODIES } from './bodies.ts';
import { acceptsNumber, type Hints } from './conforming.ts';
import { snapshotQuery, type Snapshot } from './db-snapshot.ts';
import type { Json } from './json.ts';
import { abbreviate } from './requests.ts';
import { ServerLog } from './server-log.ts';

// The world the fuzzer works in: three signed-in people (a coach, a trainee, an operator) and a little data with real ids.

export type TokenRole = 'coach' | 'trainee' | 'operator';

export interface World {
  engine: Engine;
  t: TestApp;
  log: ServerLog;
  people: Record<TokenRole, Made>;
  /** The code the coach's trainees enter: a real one for the code fields. */
  inviteCode: string | null;
  /** A second coach (no token of its own is fuzzed): made a coach of each fresh team, so a hand-over has someone to go to. */
  secondCoach: { id: number; inviteCode: string };
  tokens: Record<TokenRole | 'revoked', string>;
  /** The S3-compatible storage the app keeps files in, so direct uploads (ticket, PUT, confirm) are fuzzed through. */
  s3: S3StandIn;
  /** A file the coach uploaded: media paths must name one's own uploads. */
  gifPath: string | null;
  hints: Hints;
  /** Valid bodies by route key (those setup sent, and a few more): hostile mutations of them go deepest. */
  examples: Map<string, Json[]>;
  snapshot: () => Promise<Snapshot>;
  baseline: Snapshot;
}

/** The fields of the API's answers that setup reads; declared here so moving the app's schemas around does not break the fuzzer. */
interface Unit {
  key: string;
  name: string;
}
interface ActionDetail {
  id: number;
  name: string;
  gifPath: string;
  iconPath: string;
  intensityUnit: Unit;
  quantityUnit: Unit;
  shareCode: string;
}
interface TemplateOutput {
  id: number;
  shareCode: string | null;
}
interface Squad {
  id: number;
  code: string | null;
}

const ACTION = '/api-training/mp/training/action';
const SERIES = '/api-training/mp/training/actions/series';
const SQUAD = '/api-training/mp/squad';
const PLAN = '/api-training/mp/plan';
const TRAINING = '/api-training/mp/training';

export async function setUp(engine: Engine): Promise<World> {
  const log = new ServerLog();
  // Production logs every request (info, which captureLogs turns on); its serializers see the raw URL, so they are fuzzed too.
  // Code attempts are limited per account and IP (429): the fuzzer's thousands of tries must reach the handlers.
  // An operator (OPERATOR_MOBILES) reaches the console's handlers, so its bodies are really validated.
  const operatorMobile = uniqueMobile();
  const s3 = await startS3StandIn();
  const t = await startTestApp(engine, {
    captureLogs: true,
    config: { codeAttemptLimits: { perAccountPerHour: 1e9, perIpPerHour: 1e9 }, operatorMobiles: new Set([operatorMobile]), storage: storageConfigOf(s3) },
  });
  log.listen(t.app.log);
  const { coach, trainee } = await makeCoachWithTrainee(t);
  const operator = await makeUser(t, { position: 1, nickName: 'Fuzz operator', mobile: operatorMobile });
  // Its first request makes it an operator (a write): here, not in a case that must write nothing.
  await call(t, 'GET', '/api-training/mp/training/user/getInfo', { token: operator.token });
  const { my_invite_code: inviteCode } = await t.app.ctx.db.selectFrom('users').select('my_invite_code').where('id', '=', coach.id).executeTakeFirstOrThrow();
  const second = await makeCoach(t, { nickName: 'Second coach' });
  const { my_invite_code: secondCode } = await t.app.ctx.db.selectFrom('users').select('my_invite_code').where('id', '=', second.id).executeTakeFirstOrThrow();
  const revoked = await sessionStartedAgo(t, trainee.id, 0);
  await call(t, 'POST', '/api-training/mp/training/user/logout', { token: revoked });

  const gifForm = MULTIPART_BODIES[0];
  const uploaded = await t.app.inject({
    method: 'POST', url: `${ACTION}/upload?kind=gif`, headers: { token: coach.token, 'content-type': gifForm?.contentType ?? '' }, payload: gifForm?.payload(undefined),
  });
  let gifPath: string | null = null;
  try {
    gifPath = uploaded.json<{ data: { path?: string } | null }>().data?.path ?? null;
  } catch {
    // Reported below; the upload route's own property will say what is wrong with it.
  }
  if (!gifPath) setupTrouble(`uploading a GIF answered HTTP ${uploaded.statusCode} ${abbreviate(uploaded.body, 200)}`);

  const snapshot = await snapshotQuery(t, engine);
  return {
    engine, t, s3, log, people: { coach, trainee, operator }, inviteCode, secondCoach: { id: second.id, inviteCode: secondCode ?? '' },
    tokens: { coach: coach.token, trainee: trainee.token, operator: operator.token, revoked }, gifPath,
    hints: () => undefined, examples: new Map(), snapshot, baseline: await snapshot(),
  };
}

/**
 * Setup goes on without what it could not make: a broken create route is the fuzzer's to
 * report (its own property fails), not a reason to fuzz nothing else.
 */
function setupTrouble(what: string): void {
  console.warn(`route fuzzer setup: ${what}; fuzzing with fewer real ids`);
}

/**
 * Data with real ids, made through the API before each route: the routes fuzzed before may
 * have deleted the last batch (delete, multiDelete), and ids of deleted rows only reach "not found".
 */
export async function freshData(world: World): Promise<void> {
  const { t, people: { coach, trainee }, inviteCode, secondCoach, tokens, gifPath } = world;
  const made = async <T>(what: string, token: string, method: 'GET' | 'POST', url: string, options: { body?: Json; query?: Record<string, string> }): Promise<T | undefined> => {
    const res = await call<T>(t, method, url, { token, ...options });
    if (res.httpStatus === 200) return res.data;
    setupTrouble(`${what} answered HTTP ${res.httpStatus} "${res.msg}"`);
    return undefined;
  };
  const exerciseBody: Json = { nameEn: 'Fuzz press', nameZh: '模糊推举', type: 'strength', equipment: 'barbell', primaryMuscles: ['chest'], gifPath };
  const exercise = await made<ActionDetail>('creating an exercise', tokens.coach, 'POST', `${ACTION}/create`, { body: exerciseBody });
  // The trainee's own exercise: the coach must not be able to touch it, and vice versa.
  const theirs = await made<ActionDetail>('creating a trainee exercise', tokens.trainee, 'POST', `${ACTION}/create`, { body: { ...exerciseBody, gifPath: null, nameEn: 'Trainee squat' } });
  const official = (await made<{ list: ActionDetail[] }>('listing exercises', tokens.coach, 'GET', `${ACTION}/list`, { query: { size: '2' } }))?.list ?? [];
  const library = [...(exercise ? [exercise] : []), ...official].map((a): NewAction => ({
    id: a.id, name: a.name, gifPath: a.gifPath, iconPath: a.iconPath, intensityUnit: a.intensityUnit, quantityUnit: a.quantityUnit,
  }));
  // Not sampleTemplate (factories.ts): that one makes separate blocks and throws, while the
  // fuzzer's example is a superset that includes its own exercise, and setup goes on without it.
  const built = addActions(newTemplate({ groupId: '1', name: 'Fuzz day', type: '1', description: 'Made by the route fuzzer' }), library, { mode: 'superset', sets: 2 }, sequentialIdGen('f'), 'en');
  if (!built.ok) setupTrouble(`building a template: ${built.error}`);
  const templateBody = built.ok ? (JSON.parse(JSON.stringify(built.value)) as Json) : undefined;
  const template = templateBody === undefined ? undefined : await made<TemplateOutput>('saving a template', tokens.coach, 'POST', `${SERIES}/modify`, { body: templateBody });
  const officialTemplates = (await made<{ list: { id: number }[] }>('listing templates', tokens.coach, 'GET', `${SERIES}/listZt`, { query: { size: '1' } }))?.list ?? [];

  // A team of the coach with the trainee in it: the earlier routes may have disbanded or emptied the last one.
  const squadBody: Json = { name: 'Fuzz team', type: '1', tags: ['strength', '力量'] };
  const squad = await made<Squad>('creating a team', tokens.coach, 'POST', `${SQUAD}/create`, { body: squadBody });
  if (squad?.code) await made('joining the team', tokens.trainee, 'POST', `${SQUAD}/join`, { body: { code: squad.code } });
  if (squad) await made('adding a coach to the team', tokens.coach, 'POST', `${SQUAD}/addCoach`, { body: { id: squad.id, inviteCode: secondCoach.inviteCode } });
  const memberCode = (await made<{ code: string }>('the trainee\'s QR code', tokens.trainee, 'GET', '/api-training/mp/training/user/getQrcode', {}))?.code;

  // A plan of the coach for the trainee, and a training the trainee recorded: real ids for plan and training routes.
  const today = new Date().toISOString().slice(0, 10);
  const planBody: Json = {
    templateId: template?.id ?? 1, name: 'Fuzz plan', type: '1', taskType: '1', startDate: today, timePeriod: '1', repeatWeeks: 1, weekdays: [1, 2, 3, 4, 5, 6, 7],
    traineeIds: [trainee.id], squadIds: squad ? [squad.id] : [], tags: ['strength'],
  };
  const plan = await made<{ id: number }>('publishing a plan', tokens.coach, 'POST', `${PLAN}/publish`, { body: planBody });
  const trainingId = phoneId();
  const pushBody = { deviceId: 'fuzz-phone', ops: [sessionOp(trainingId, 1, { localDate: today }), setOp(phoneId(), trainingId, 1, { localDate: today })] } as unknown as Json;
  await made('recording a training', tokens.trainee, 'POST', `${TRAINING}/sync/push`, { body: pushBody });
  // Feedback of the trainee and a category of the library: real ids for the console's inbox and articles.
  const feedback = await made<{ id: number }>('submitting feedback', tokens.trainee, 'POST', '/api-training/mp/feedback/submit', { body: { content: 'Fuzz 反馈 for the console' } });
  const category = await t.app.ctx.db.selectFrom('article_categories').select('id').orderBy('id').executeTakeFirst();
  // The people's notifications (the plan above told the trainee): real ids to mark read.
  const notificationIds = (await t.app.ctx.db.selectFrom('notifications').select('id').execute()).map((r) => r.id);
  // The trainee's shared year: a live link's token for record/shared/year (a route fuzzed before may have stopped the last one).
  const yearShare = await made<{ url: string }>('sharing the year', tokens.trainee, 'POST', '/api-training/mp/record/share/year', { body: { year: Number(today.slice(0, 4)) } });
  const shareToken = yearShare ? new URL(yearShare.url).pathname.split('/s/year/')[1] : null;
  // A past training the coach records for the trainee (a retry of it records nothing more).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const backfillBody: Json = {
    userId: trainee.id,
    session: { id: phoneId(), name: 'Fuzz 补录', localDate: yesterday, startedAt: `${yesterday}T07:00:00Z`, finishedAt: `${yesterday}T08:00:00Z`, timezone: 'UTC' },
    sets: official.slice(0, 1).map((a) => ({ id: phoneId(), actionId: a.id, weightKg: 60, unit: 'kg', reps: 5 })),
  };

  // A GIF the coach PUT to the storage through a ticket, waiting to be confirmed (a route fuzzed before may have confirmed the last one).
  const gifBytes = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
  const ticket = await made<{ key: string; url: string; headers: Record<string, string> }>('asking for a direct upload ticket', tokens.coach, 'POST', `${ACTION}/upload/ticket`, {
    body: { kind: 'gif', contentType: 'image/gif', size: gifBytes.length },
  });
  const directPut = ticket ? await putPresigned(ticket.url, ticket.headers, gifBytes) : undefined;
  if (directPut && directPut.status !== 200) setupTrouble(`the PUT of a direct upload answered HTTP ${directPut.status} ${abbreviate(directPut.text, 200)}`);

  const ids = [...new Set([
    coach.id, trainee.id, secondCoach.id, ...[exercise, theirs, template, squad, plan, feedback, category, ...official, ...officialTemplates].flatMap((row) => (row ? [row.id] : [])),
  ])];
  const codes = [exercise?.shareCode, theirs?.shareCode, template?.shareCode, inviteCode, squad?.code, memberCode].filter((c): c is string => typeof c === 'string' && c.length > 0);
  world.hints = (name, schema) => {
    if ((name === 'id' || name === 'sessionId') && !acceptsNumber(schema) && schema.type === 'string') return fc.constantFrom(trainingId, trainingId.toUpperCase());
    if (/^(id|\w+Id)$/.test(name) && acceptsNumber(schema)) return fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...ids).map(String));
    // The notifications to mark read (notification/read): numeric ids, real ones among them.
    if (name === 'ids' && schema.type === 'array' && schema.items !== undefined && !Array.isArray(schema.items) && acceptsNumber(schema.items)) {
      return fc.subarray([...notificationIds, ...ids], { minLength: 1 });
    }
    // The trainings to mark read in the coach's feed (record/coach/feedRead).
    if (name === 'ids' && schema.type === 'array') return fc.subarray([trainingId, phoneId()], { minLength: 1 });
    if (name === 'ids') return fc.subarray(ids, { minLength: 1 }).map((list) => list.join(','));
    // Teams to compare: one, two, or a third that is refused.
    if (name === 'squadIds' && !acceptsNumber(schema) && schema.type === 'string') return fc.subarray(ids, { minLength: 1, maxLength: 3 }).map((list) => list.join(','));
    if (name === 'userIds') return fc.subarray(ids, { minLength: 1 });
    if (name === 'tags') return fc.subarray(['strength', '力量', 'new tag']);
    if (name === 'tag') return fc.constantFrom('strength', '力量');
    if (name === 'memberType' || (name === 'type' && !acceptsNumber(schema) && !schema.enum)) return fc.constantFrom('1', '2');
    if (name === 'parentId') return fc.constantFrom(...Object.values(SERVER_DICTIONARY_KEYS));
    if ((name === 'code' || name === 'inviteCode' || name === 'memberCode') && codes.length > 0) return fc.constantFrom(...codes);
    if (name === 'token' && shareToken) return fc.constantFrom(shareToken, shareToken.slice(1));
    if (name === 'mobile') return fc.constantFrom(coach.mobile, trainee.mobile);
    if (/Path$/.test(name) && !acceptsNumber(schema) && gifPath) return fc.constantFrom(gifPath);
    return undefined;
  };
  const USER = '/api-training/mp/training/user';
  world.examples = new Map<string, Json[]>([
    [`POST ${USER}/updateInfo`, [{ ...BASE_INFO }, { nickName: 'Fuzz 模糊', chest: 95.5, waist: null, email: 'fuzz@example.com' }]],
    [`POST ${USER}/addPassword`, [{ mobile: coach.mobile, password: 'e10adc3949ba59abbe56e057f20f883e' }]],
    [`POST ${ACTION}/create`, [exerciseBody]],
    ['POST /api-training/mp/feedback/submit', [{ content: 'Fuzz 反馈', contact: 'fuzz@example.com', ...(gifPath ? { images: [gifPath] } : {}) }]],
    [`POST ${ACTION}/modify`, exercise ? [{ ...exerciseBody, id: exercise.id }] : []],
    [`POST ${SQUAD}/create`, [squadBody]],
    [`POST ${PLAN}/publish`, [planBody]],
    [`POST ${PLAN}/modify`, plan ? [{ id: plan.id, name: 'Fuzz renamed', type: '2', taskType: '1', timePeriod: '3' }] : []],
    [`POST ${TRAINING}/sync/push`, [pushBody]],
    [`POST ${TRAINING}/comment`, [{ id: trainingId, comment: 'Fuzz 评论' }]],
    ['POST /api-training/mp/notification/read', [{ all: true }, ...(notificationIds.length > 0 ? [{ ids: notificationIds }] : [])]],
    ['POST /api-training/mp/record/share/year', [{ year: Number(today.slice(0, 4)) }]],
    [`POST ${TRAINING}/backfill`, official.length > 0 ? [backfillBody] : []],
    [`POST ${SQUAD}/updateMember`, squad ? [{ id: squad.id, userId: trainee.id, remark: 'Fuzz 备注', tags: ['strength'], memberType: '2' }] : []],
    [`POST ${SQUAD}/join`, squad?.code ? [{ code: squad.code, squadId: squad.id }] : []],
    ['POST /api-training/mp/console/article/save', category ? [{ categoryId: category.id, coverPath: '/articles/sleep.svg', texts: [{ language: 'zh-Hans', title: 'Fuzz 文章', summary: 'Fuzz', bodyMd: '# Fuzz\n\n<b>x</b>' }] }] : []],
    ['POST /api-training/mp/console/exercise/save', [{ ...(exerciseBody as Record<string, Json>), gifPath: null }]],
    ['POST /api-training/mp/console/feedback/handle', feedback ? [{ id: feedback.id, handled: true, reply: 'Fuzz 回复' }] : []],
    ['POST /api-training/mp/console/article/category/save', [{ nameEn: 'Fuzz shelf', nameZh: '模糊书架', sort: 3 }]],
    [`POST ${ACTION}/upload/ticket`, [{ kind: 'gif', contentType: 'image/gif', size: gifBytes.length }, { kind: 'image', contentType: 'image/webp', size: 2048 }]],
    [`POST ${ACTION}/upload/confirm`, ticket ? [{ key: ticket.key, kind: 'gif' }, { key: ticket.key, kind: 'image' }] : []],
    [`POST ${SERIES}/modify`, templateBody !== undefined ? [templateBody, ...(template ? [{ ...(templateBody as Record<string, Json>), id: template.id }] : [])] : []],
  ]);
  world.baseline = await world.snapshot();
}

/** A 2xx may have ended a session (logout): sign the person in again so later cases still reach the handlers. */
export async function keepSessionsAlive(world: World): Promise<boolean> {
  let renewed = false;
  for (const role of ['coach', 'trainee', 'operator'] as const) {
    if (await findSession(world.t.app.ctx.db, world.tokens[role])) continue;
    world.tokens[role] = await sessionStartedAgo(world.t, world.people[role].id, 0);
    renewed = true;
  }
  return renewed;
}
