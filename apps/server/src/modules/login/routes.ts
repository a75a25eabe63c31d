import { SMS_CODE } from '@repwise/domain';
import type { AppContext } from '../../app-context.ts';
import { webSignInStates } from '../../platform/oauth/index.ts';
import type { Serve } from '../../platform/serve.ts';
import { loginByPassword } from './password-login.ts';
import { loginBySmsCode, requireMobile } from './service.ts';
import { bindMobileAndLogin, carrierLogin, localAuthorize, socialLogin, verifyApple, verifyQq } from './social-login.ts';
import { socialLoginAttempts } from './social-rate-limit.ts';
import { configuredProviders, finishWebSignIn, startWebSignIn, type WebSignIn } from './social-web.ts';

export function loginRoutes(serve: Serve, { db, smsCodes, captchas, kv, social, config }: AppContext): void {
  serve('login.sendSms', async ({ query, request }) => {
    await smsCodes.send(requireMobile(query.mobile), request.ip);
    return { resendAfterSeconds: config.smsResendAfterMs / 1000, expiresInSeconds: SMS_CODE.ttlMs / 1000 };
  });
  serve('login.sms', async ({ body }) => loginBySmsCode(db, smsCodes, body.mobile, body.code));
  serve('login.captcha', async ({ request }) => captchas.issue(request.ip));
  serve('login.password', async ({ body }) => loginByPassword({ db, store: kv, captchas }, body));

  const web: WebSignIn = { db, social, states: webSignInStates(kv), publicUrl: config.publicUrl };
  const countAttempt = socialLoginAttempts(kv, config.socialLoginPerIpPerMinute);
  serve('login.providers', async () => configuredProviders(web, config.sms));
  serve('login.qq', async ({ body, request }) => {
    await countAttempt(request.ip);
    return socialLogin(db, await verifyQq(social, body));
  });
  serve('login.ios', async ({ body, request }) => {
    await countAttempt(request.ip);
    return socialLogin(db, await verifyApple(social, body));
  });
  serve('register.qq', async ({ body, request }) => {
    await countAttempt(request.ip);
    return bindMobileAndLogin(db, smsCodes, await verifyQq(social, body), body);
  });
  serve('register.ios', async ({ body, request }) => {
    await countAttempt(request.ip);
    return bindMobileAndLogin(db, smsCodes, await verifyApple(social, body), body);
  });
  // Both one-tap routes of the spec exchange a carrier token for the number, never an SMS code.
  serve('login.umeng', async ({ body, request }) => {
    await countAttempt(request.ip);
    return carrierLogin(db, social, body.token);
  });
  serve('login.univerify', async ({ body, request }) => {
    await countAttempt(request.ip);
    return carrierLogin(db, social, body.code, body.mobile);
  });
  serve('login.localAuthorize', async ({ body }) => localAuthorize(social, body));
  serve('login.webAuthorize', async ({ query, request }) => {
    await countAttempt(request.ip);
    return startWebSignIn(web, query.provider);
  });
  serve('login.webFinish', async ({ body, request }) => {
    await countAttempt(request.ip);
    return finishWebSignIn(web, body);
  });
}
