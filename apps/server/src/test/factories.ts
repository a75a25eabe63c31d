import { randomBytes, randomInt } from 'node:crypto';
import type { ActionInput, CreateSquadInput, UserDto } from '@repwise/contracts';
import { DEFAULT_TIME_ZONE, SERVER_DICTIONARY_KEYS, addActions, localDateIn, newTemplate, sequentialIdGen, unitRef, type NewAction, type Template } from '@repwise/domain';
import { insertExercise } from '../modules/action/repo.ts';
import { exerciseRecord } from '../modules/action/service.ts';
import { findTemplateRow } from '../modules/series/repo.ts';
import { saveTemplate } from '../modules/series/service.ts';
import { addTeamCoach } from '../modules/squad/repo.ts';
import { createSquad, joinSquad } from '../modules/squad/service.ts';
import type { Actor } from '../platform/access/actor.ts';
import { makeActor } from '../platform/access/authenticate.ts';
import { createSession } from '../platform/auth/sessions.ts';
import { newShareCode } from '../platform/share-code.ts';
import type { TestApp } from './harness.ts';

export interface Answer<T = unknown> {
  httpStatus: number;
  status: number;
  msg: string;
  data: T;
  headers: Record<string, unknown>;
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  lang?: string;
  ip?: string;
  /** The group the phone has selected (header `groupId`). */
  groupId?: number;
}

/** One API call through app.inject, answered as the envelope plus the HTTP status. */
export async function call<T = unknown>(t: TestApp, method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    query: options.query,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
      ...(options.groupId !== undefined ? { groupid: String(options.groupId) } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const body = res.json() as { status: number; msg: string; data: T };
  return { httpStatus: res.statusCode, status: body.status, msg: body.msg, data: body.data, headers: res.headers };
}

export function uniqueMobile(): string {
  return `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

export interface LoggedIn {
  token: string;
  mobile: string;
  areLoginFirstTime: boolean;
}

/** Logs in by SMS code the way the app does: send, read the code, log in. */
export async function login(t: TestApp, mobile = uniqueMobile()): Promise<LoggedIn> {
  const sent = await call(t, 'GET', '/api-training/login/sendSms', { query: { mobile }, ip: `10.0.${randomInt(0, 255)}.${randomInt(1, 255)}` });
  if (sent.status !== 200) throw new Error(`sendSms failed: ${sent.msg}`);
  const code = t.sms.lastCodeFor(mobile);
  const res = await call<{ token: string; areLoginFirstTime: boolean }>(t, 'POST', '/api-training/login/sms', { body: { mobile, code } });
  if (res.status !== 200) throw new Error(`login failed: ${res.msg}`);
  return { token: res.data.token, mobile, areLoginFirstTime: res.data.areLoginFirstTime };
}

export const BASE_INFO = { nickName: 'Li Lei', age: 28, sex: 1, height: 175, weight: 70 };

export interface Person extends LoggedIn {
  id: number;
  myInviteCode: string | null;
}

/** A person who finished onboarding in the given role. */
export async function onboarded(t: TestApp, position: 1 | 2, extra: Record<string, unknown> = {}): Promise<Person> {
  const who = await login(t);
  const res = await call<{ id: number; myInviteCode: string | null }>(t, 'POST', '/api-training/mp/training/user/updateInfo', {
    token: who.token,
    body: { position, ...BASE_INFO, ...extra },
  });
  if (res.status !== 200) throw new Error(`updateInfo failed: ${res.msg}`);
  return { ...who, id: res.data.id, myInviteCode: res.data.myInviteCode };
}

/** A clock for MemoryStore moved by hand: past the SMS cooldown or a code's expiry without waiting. */
export class FakeClock {
  private at = Date.now();
  readonly now = (): number => this.at;
  advance(ms: number): void {
    this.at += ms;
  }
}

export const SMS_COOLDOWN_MS = 60_000;

/** Asks for a code and returns what the console sender delivered to the (normalized) number. */
export async function smsCode(t: TestApp, mobile: string, options: { ip?: string; deliveredTo?: string } = {}): Promise<string> {
  const sent = await call(t, 'GET', '/api-training/login/sendSms', { query: { mobile }, ip: options.ip ?? '10.9.9.9' });
  if (sent.status !== 200) throw new Error(`sendSms failed: ${sent.msg}`);
  const code = t.sms.lastCodeFor(options.deliveredTo ?? mobile);
  if (!code) throw new Error(`no code in the outbox for ${options.deliveredTo ?? mobile}`);
  return code;
}

export function getInfo(t: TestApp, token: string, id?: number | string, lang?: string): Promise<Answer<UserDto | null>> {
  return call<UserDto | null>(t, 'GET', '/api-training/mp/training/user/getInfo', {
    token,
    ...(id !== undefined ? { query: { id: String(id) } } : {}),
    ...(lang ? { lang } : {}),
  });
}

export function updateInfo(t: TestApp, token: string, body: Record<string, unknown>, lang?: string): Promise<Answer<UserDto | null>> {
  return call<UserDto | null>(t, 'POST', '/api-training/mp/training/user/updateInfo', { token, body, ...(lang ? { lang } : {}) });
}

/** Another session of the user that began `ageMs` ago, as if its SMS login were that old. */
export function sessionStartedAgo(t: TestApp, userId: number, ageMs: number): Promise<string> {
  return createSession(t.app.ctx.db, userId, new Date(Date.now() - ageMs));
}

/**
 * Factories: rows written straight through the repositories and services, no HTTP and no
 * SMS round trip, so a test sets up its world in milliseconds and spends its requests on
 * what it tests.
 */

export interface Made {
  id: number;
  token: string;
  mobile: string;
}

export interface UserFields {
  position?: 1 | 2 | null;
  nickName?: string;
  coachId?: number | null;
  mobile?: string;
}

let inviteCounter = 0;

/** A person with a live session; onboarded (role and base info) unless position is null. */
export async function makeUser(t: TestApp, fields: UserFields = {}): Promise<Made> {
  const db = t.app.ctx.db;
  const at = new Date().toISOString();
  const position = fields.position === undefined ? 2 : fields.position;
  const onboarded = position !== null;
  const coach = fields.coachId ? await db.selectFrom('users').select('my_invite_code').where('id', '=', fields.coachId).executeTakeFirstOrThrow() : undefined;
  const { id } = await db
    .insertInto('users')
    .values({
      mobile: fields.mobile ?? uniqueMobile(),
      position,
      nick_name: onboarded ? fields.nickName ?? BASE_INFO.nickName : null,
      age: onboarded ? BASE_INFO.age : null,
      sex: onboarded ? BASE_INFO.sex : null,
      height: onboarded ? BASE_INFO.height : null,
      weight: onboarded ? BASE_INFO.weight : null,
      base_info_at: onboarded ? at : null,
      my_invite_code: position === 1 ? `T${String(process.pid % 1000).padStart(3, '0')}${String(++inviteCounter).padStart(5, '0')}` : null,
      coach_id: fields.coachId ?? null,
      invite_code: coach?.my_invite_code ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'mobile'])
    .executeTakeFirstOrThrow();
  const { mobile } = await db.selectFrom('users').select('mobile').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, token: await createSession(db, id), mobile };
}

export const makeCoach = (t: TestApp, fields: Omit<UserFields, 'position'> = {}) => makeUser(t, { ...fields, position: 1 });
export const makeTrainee = (t: TestApp, fields: Omit<UserFields, 'position'> = {}) => makeUser(t, { ...fields, position: 2 });

/** A coach and a trainee who entered the coach's invitation code. */
export async function makeCoachWithTrainee(t: TestApp): Promise<{ coach: Made; trainee: Made }> {
  const coach = await makeCoach(t, { nickName: 'Coach Wang' });
  const trainee = await makeTrainee(t, { coachId: coach.id });
  return { coach, trainee };
}

/** The Actor a request of `person` would have. */
export async function actorOf(t: TestApp, person: Pick<Made, 'id'>, isOperator = false): Promise<Actor> {
  const user = await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirstOrThrow();
  return makeActor(t.app.ctx.db, user, isOperator, new Date().toISOString());
}

export const EXERCISE_INPUT: ActionInput = {
  nameEn: 'Tempo Goblet Squat', nameZh: '节奏高脚杯深蹲', keyPointsEn: [], keyPointsZh: [], type: 'strength', equipment: 'kettlebell', rangeOfMotion: 'full',
  compound: true, primaryMuscles: ['quads'], secondaryMuscles: ['glutes'], movementPatterns: ['squat'], performanceFeatures: [], injuryPreventionFeatures: [],
  videoPath: null, gifPath: null, iconPath: null, intensityUnit: 'kg', quantityUnit: 'reps',
};

/** A custom exercise of `owner`. */
export async function makeExercise(t: TestApp, owner: Pick<Made, 'id'>, input: Partial<ActionInput> = {}): Promise<{ id: number; shareCode: string }> {
  const now = new Date();
  const { columns, facets } = exerciseRecord({ ...EXERCISE_INPUT, ...input }, now, owner.id);
  const shareCode = newShareCode();
  const id = await t.app.ctx.db.transaction().execute((trx) =>
    insertExercise(trx, { ...columns, owner_id: owner.id, official_key: null, share_code: shareCode, sort: 0, created_at: now.toISOString() }, facets));
  return { id, shareCode };
}

/** Official exercises to build templates from, as the editor's picker gives them. */
export async function officialActionsOf(t: TestApp, count: number): Promise<NewAction[]> {
  const rows = await t.app.ctx.db.selectFrom('exercises').selectAll().where('owner_id', 'is', null).orderBy('sort').limit(count).execute();
  return rows.map((r) => ({
    id: r.id, name: r.name_en, iconPath: r.icon_path ?? '', gifPath: r.gif_path ?? '',
    intensityUnit: unitRef(SERVER_DICTIONARY_KEYS.intensityUnit, r.intensity_unit, 'en'),
    quantityUnit: unitRef(SERVER_DICTIONARY_KEYS.quantityUnit, r.quantity_unit, 'en'),
  }));
}

/** A template made with the editor's own rules: one block per action, `sets` sets each. */
export function sampleTemplate(name: string, actions: readonly NewAction[], sets: number): Template {
  const ids = sequentialIdGen(`t${randomInt(0, 1e9)}-`);
  const added = addActions(newTemplate({ groupId: '1', name, type: '1', description: `${name}, made by a test` }), actions, { mode: 'separate', sets }, ids, 'en');
  if (!added.ok) throw new Error(added.error);
  return added.value;
}

/** A template of `owner` with two blocks of three sets of official exercises. */
export async function makeTemplate(t: TestApp, owner: Pick<Made, 'id'>, name = 'Upper A'): Promise<{ id: number; shareCode: string }> {
  const template = sampleTemplate(name, await officialActionsOf(t, 2), 3);
  const saved = await saveTemplate(t.app.ctx.db, await actorOf(t, owner), { language: 'en', storageBase: '/files/' }, { ...template, id: undefined });
  const row = await findTemplateRow(t.app.ctx.db, saved.id);
  return { id: saved.id, shareCode: row!.share_code };
}

/** The id of an official template. */
export async function officialTemplateId(t: TestApp): Promise<number> {
  return (await t.app.ctx.db.selectFrom('templates').select('id').where('owner_id', 'is', null).orderBy('sort').executeTakeFirstOrThrow()).id;
}

const TEST_SQUAD_VIEW = { language: 'en', storageBase: '/files/', publicUrl: 'http://localhost' } as const;

/** A team managed by `manager` (a coach), with its tags; `code` is its current code. */
export async function makeTeam(t: TestApp, manager: Pick<Made, 'id'>, input: Partial<CreateSquadInput> = {}): Promise<{ id: number; code: string }> {
  const team = await createSquad(t.app.ctx.db, await actorOf(t, manager), TEST_SQUAD_VIEW, { name: 'Morning Squad', type: '1', tags: ['strength'], ...input });
  return { id: team.id, code: team.code! };
}

/** `trainee` joins the team by its code, as the join route does. */
export async function joinTeam(t: TestApp, team: { id: number; code: string }, trainee: Pick<Made, 'id'>): Promise<void> {
  await joinSquad(t.app.ctx.db, await actorOf(t, trainee), TEST_SQUAD_VIEW, team.code, team.id);
}

/** `coach` becomes a further coach of the team. */
export async function addTeamCoachRow(t: TestApp, team: { id: number }, coach: Pick<Made, 'id'>): Promise<void> {
  await addTeamCoach(t.app.ctx.db, team.id, coach.id, new Date().toISOString());
}

/** A UUIDv7 as a phone makes one: 48 bits of milliseconds, version 7, variant 10, random rest. */
export function phoneId(at = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(at, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A training session's push op of `id` (fields as a phone sends them). */
export function sessionOp(id: string, rev: number, fields: Record<string, unknown> = {}, op: 'upsert' | 'delete' = 'upsert') {
  return {
    entity: 'session' as const, id, rev, op,
    fields: { name: 'Upper A', startedAt: '2026-11-20T08:00:00.000Z', timezone: 'Asia/Shanghai', localDate: '2026-11-20', ...fields },
  };
}

/** A set's push op of `id` in session `sessionId`. */
export function setOp(id: string, sessionId: string, rev: number, fields: Record<string, unknown> = {}, op: 'upsert' | 'delete' = 'upsert') {
  return {
    entity: 'set' as const, id, rev, op,
    fields: {
      sessionId, actionId: 1, blockId: 'b1', groupId: 'g1', setType: 'normal', side: 'both', weightKg: 60, unit: 'kg', reps: 8,
      completedAt: '2026-11-20T08:05:00.000Z', localDate: '2026-11-20', ...fields,
    },
  };
}

/** Today on the calendar of a person made here: everyone starts in the default time zone (Asia/Shanghai). */
export function personToday(now = new Date()): string {
  return localDateIn(DEFAULT_TIME_ZONE, now);
}
