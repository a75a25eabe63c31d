import { SMS_CODE } from '@repwise/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegisterRoutes } from '../../app-context.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { loginResult, sendSmsQuery, sendSmsResult, smsLoginBody } from './schemas.ts';
import { loginBySmsCode, requireMobile } from './service.ts';

export const loginRoutes: RegisterRoutes = (app, { db, smsCodes }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['login'];

  r.get('/api-training/login/sendSms', {
    schema: { tags, summary: 'Send a 6-digit login code to a phone number', querystring: sendSmsQuery, response: { 200: envelopeOf(sendSmsResult) } },
  }, async (req) => {
    await smsCodes.send(requireMobile(req.query.mobile), req.ip);
    return ok({ resendAfterSeconds: SMS_CODE.resendAfterMs / 1000, expiresInSeconds: SMS_CODE.ttlMs / 1000 });
  });

  const login = { tags, body: smsLoginBody, response: { 200: envelopeOf(loginResult) } };
  r.post('/api-training/login/sms', { schema: { ...login, summary: 'Log in with a phone number and its SMS code' } },
    async (req) => ok(await loginBySmsCode(db, smsCodes, req.body.mobile, req.body.code)));

  // One-tap login of the original client posts the same pair; it is verified the same way.
  r.post('/api-training/login/univerify', { schema: { ...login, summary: 'Log in with a phone number and its SMS code (one-tap form)' } },
    async (req) => ok(await loginBySmsCode(db, smsCodes, req.body.mobile, req.body.code)));
};
