import { z } from 'zod';

export const sendSmsQuery = z.object({ mobile: z.string().trim().min(1).max(32) });

export const sendSmsResult = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

export const smsLoginBody = z.object({
  mobile: z.string().trim().min(1).max(32),
  code: z.string().trim().min(1).max(12),
});

export const loginResult = z.object({
  token: z.string(),
  registered: z.boolean(),
  areLoginFirstTime: z.boolean(),
  passwordConfirmed: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;
