import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE } from '@repwise/domain';
import { AppError, badRequest, tooManyRequests } from '../errors.ts';
import type { KeyValueStore } from '../kv/index.ts';
import type { SmsSender } from './sms-sender.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SmsCodeLimits {
  dailyPerMobile: number;
  dailyPerIp: number;
  /** Between two codes to one number: SMS_CODE.resendAfterMs but in the browser journeys. */
  resendAfterMs: number;
}

export interface SmsCodeDeps {
  store: KeyValueStore;
  sender: SmsSender;
  /** Keys the code hashes: a leaked store does not give away codes. */
  secret: string;
  limits: SmsCodeLimits;
  now?: () => number;
}

const keys = {
  code: (mobile: string) => `sms:code:${mobile}`,
  tries: (mobile: string) => `sms:tries:${mobile}`,
  cooldown: (mobile: string) => `sms:cooldown:${mobile}`,
  dailyMobile: (day: string, mobile: string) => `sms:daily:mobile:${day}:${mobile}`,
  dailyIp: (day: string, ip: string) => `sms:daily:ip:${day}:${ip}`,
};

/**
 * Login codes: 6 digits, valid 5 minutes, stored only as a keyed hash, at most 5 wrong
 * tries, one send per number a minute and a daily cap per number and per IP.
 */
export function smsCodes(deps: SmsCodeDeps) {
  const now = deps.now ?? Date.now;
  const hash = (mobile: string, code: string) => createHmac('sha256', deps.secret).update(`${mobile}:${code}`).digest();

  async function send(mobile: string, ip: string): Promise<void> {
    if (!(await deps.store.setIfAbsent(keys.cooldown(mobile), '1', deps.limits.resendAfterMs))) {
      throw tooManyRequests('smsTooFrequent');
    }
    const day = new Date(now()).toISOString().slice(0, 10);
    const sentToMobile = await deps.store.increment(keys.dailyMobile(day, mobile), DAY_MS);
    const sentFromIp = await deps.store.increment(keys.dailyIp(day, ip), DAY_MS);
    if (sentToMobile > deps.limits.dailyPerMobile || sentFromIp > deps.limits.dailyPerIp) {
      throw tooManyRequests('smsDailyLimit');
    }
    const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
    await deps.store.set(keys.code(mobile), hash(mobile, code).toString('hex'), SMS_CODE.ttlMs);
    await deps.store.delete(keys.tries(mobile));
    try {
      await deps.sender.send(mobile, code);
    } catch (cause) {
      // The person never got this code: let them ask again at once.
      await deps.store.delete(keys.code(mobile));
      await deps.store.delete(keys.cooldown(mobile));
      throw Object.assign(new AppError(502, 'smsSendFailed'), { cause });
    }
  }

  /**
   * Consumes the code when it is right; a code works once, even under concurrent tries. Every
   * try is counted before the comparison, so parallel guesses cannot outrun the limit; the
   * wrong try that reaches it cancels the code, and until a new code is sent every later try
   * is told so, rather than that the code expired.
   */
  async function verify(mobile: string, code: string): Promise<void> {
    const stored = await deps.store.get(keys.code(mobile));
    if (!stored) throw badRequest(Number(await deps.store.get(keys.tries(mobile))) >= SMS_CODE.maxWrongTries ? 'codeTooManyTries' : 'codeExpired');
    const tries = await deps.store.increment(keys.tries(mobile), SMS_CODE.ttlMs);
    if (tries > SMS_CODE.maxWrongTries) {
      await deps.store.delete(keys.code(mobile));
      throw badRequest('codeTooManyTries');
    }
    const expected = Buffer.from(stored, 'hex');
    const given = hash(mobile, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      if (tries < SMS_CODE.maxWrongTries) throw badRequest('codeIncorrect');
      await deps.store.delete(keys.code(mobile));
      throw badRequest('codeTooManyTries');
    }
    if ((await deps.store.take(keys.code(mobile))) !== stored) throw badRequest('codeExpired');
    await deps.store.delete(keys.tries(mobile));
  }

  return { send, verify };
}

export type SmsCodes = ReturnType<typeof smsCodes>;
