import { z } from 'zod';

/** No minimum length: requireMobile answers an empty number with the spec's format message. */
const mobile = z.string().trim().max(32);

export const sendSmsQuery = z.object({ mobile });

export const sendSmsResult = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export const smsLoginBody = z.object({
  mobile,
  code: z.string().trim().min(1).max(12),
});

export const loginResult = z.object({
  token: z.string(),
  registered: z.boolean(),
  areLoginFirstTime: z.boolean(),
  passwordConfirmed: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** An image code: the picture (SVG markup) and the key to send back as `<key>@<answer>`. */
export const captchaResult = z.object({
  key: z.string(),
  svg: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CaptchaResult = z.infer<typeof captchaResult>;

export const passwordLoginBody = z.object({
  mobile,
  /** md5 of the typed password, as the spec's client sends it. */
  password: z.string().regex(/^[a-fA-F0-9]{32}$/),
  /** `<captcha key>@<answer>`; absent or empty answers 'Image code required', not a field error. */
  code: z.string().trim().max(100).optional(),
  /** Accepted for the original client; the coach code is entered during onboarding. */
  inviteCode: z.string().trim().max(32).optional(),
});
