import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { badRequest, tooManyRequests } from '../errors.ts';
import type { KeyValueStore } from '../kv/index.ts';
import type { CaptchaImages } from './captcha-images.ts';

export const CAPTCHA = {
  ttlMs: 5 * 60_000,
  /** Image codes one address may ask for a minute. */
  perIpPerMinute: 30,
} as const;

/** The last answers drawn, by key: the test outbox (TEST_OUTBOX) and the API tests read them. */
export class CaptchaOutbox {
  private readonly answers = new Map<string, string>();
  record(key: string, text: string): void {
    this.answers.set(key, text);
    // A bounded record: only a test reads it, right after asking.
    if (this.answers.size > 1000) this.answers.delete(this.answers.keys().next().value!);
  }
  answerOf(key: string): string | undefined {
    return this.answers.get(key);
  }
}

export interface CaptchaDeps {
  store: KeyValueStore;
  images: CaptchaImages;
  /** Keys the stored answers: a leaked store does not give them away. */
  secret: string;
  perIpPerMinute?: number;
  outbox?: CaptchaOutbox;
}

const keys = {
  answer: (key: string) => `captcha:${key}`,
  perIp: (ip: string) => `captcha:ip:${ip}`,
};

/**
 * Image codes for the password login: each works once, right or wrong, for 5 minutes, and
 * is compared without regard to case. Only a keyed hash of the answer is stored.
 */
export function captchas(deps: CaptchaDeps) {
  const hash = (key: string, answer: string) => createHmac('sha256', deps.secret).update(`${key}:${answer.toLowerCase()}`).digest();

  async function issue(ip: string): Promise<{ key: string; svg: string; expiresInSeconds: number }> {
    if ((await deps.store.increment(keys.perIp(ip), 60_000)) > (deps.perIpPerMinute ?? CAPTCHA.perIpPerMinute)) throw tooManyRequests();
    const { text, svg } = deps.images.make();
    const key = randomBytes(16).toString('base64url');
    await deps.store.set(keys.answer(key), hash(key, text).toString('hex'), CAPTCHA.ttlMs);
    deps.outbox?.record(key, text);
    return { key, svg, expiresInSeconds: CAPTCHA.ttlMs / 1000 };
  }

  /**
   * Checks `<key>@<answer>` and uses the code up. Nothing given: 'Image code required'; a code
   * that is unknown, used or expired, or a wrong answer, is refused with its own message.
   */
  async function verify(code: string | undefined): Promise<void> {
    const at = code?.indexOf('@') ?? -1;
    const key = at > 0 ? code!.slice(0, at) : '';
    const answer = at > 0 ? code!.slice(at + 1).trim() : '';
    if (!key || !answer) throw badRequest('captchaRequired');
    const stored = await deps.store.take(keys.answer(key));
    if (!stored) throw badRequest('captchaExpired');
    const expected = Buffer.from(stored, 'hex');
    const given = hash(key, answer);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest('captchaIncorrect');
  }

  return { issue, verify };
}

export type Captchas = ReturnType<typeof captchas>;
