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
