import { randomInt } from 'node:crypto';
import type { UserDto } from '../modules/user/schemas.ts';
import { createSession } from '../platform/auth/sessions.ts';
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
