import { SMS_CODE } from '@repwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { Serve } from '../../platform/serve.ts';
import { loginByPassword } from './password-login.ts';
import { loginBySmsCode, requireMobile } from './service.ts';

export function loginRoutes(serve: Serve, { db, smsCodes, captchas, kv }: AppContext): void {
  serve('login.sendSms', async ({ query, request }) => {
    await smsCodes.send(requireMobile(query.mobile), request.ip);
    return { resendAfterSeconds: SMS_CODE.resendAfterMs / 1000, expiresInSeconds: SMS_CODE.ttlMs / 1000 };
  });
  serve('login.sms', async ({ body }) => loginBySmsCode(db, smsCodes, body.mobile, body.code));
  // One-tap login of the original client posts the same pair; it is verified the same way.
  serve('login.univerify', async ({ body }) => loginBySmsCode(db, smsCodes, body.mobile, body.code));
  serve('login.captcha', async ({ request }) => captchas.issue(request.ip));
  serve('login.password', async ({ body }) => loginByPassword({ db, store: kv, captchas }, body));
}
