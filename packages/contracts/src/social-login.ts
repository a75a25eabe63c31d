import { z } from 'zod';
import { numeric } from './schema-kit.ts';

/** Social sign-in (spec §7 `login/qq`, `login/ios`, `login/umeng`, `register/*`) and the providers the server offers. */

const mobile = z.string().trim().max(32);
/** Provider tokens: long (an Apple identity token is ~1 KB) but bounded. */
const providerToken = z.string().trim().min(1).max(4096);

/** QQ: what the QQ SDK hands the app (its auth result), the scope and the app id, and the signed code of spec §7. */
export const qqLoginBody = z.object({
  access_token: providerToken,
  openid: z.string().trim().min(1).max(128),
  expires_in: numeric().pipe(z.number().int().min(0).max(10 ** 10)),
  scope: z.string().trim().max(256).default(''),
  appid: z.string().trim().min(1).max(64),
  /** qqSignCode of the values above (packages/domain). */
  code: z.string().trim().min(1).max(64),
});

/** Apple: the user identifier and identity token of Sign in with Apple, and what the person chose to share. */
export const appleLoginBody = z.object({
  openid: z.string().trim().min(1).max(255),
  identityToken: providerToken,
  realUserStatus: numeric().pipe(z.number().int().min(0).max(2)).optional(),
  realName: z.string().trim().max(100).optional(),
  email: z.string().trim().max(255).optional(),
});

/** Binding a phone by SMS code completes a social sign-in the server did not know (bind mobile screen). */
const bindMobile = { mobile, smsCode: z.string().trim().min(1).max(12) };
export const qqRegisterBody = qqLoginBody.extend(bindMobile);
export const appleRegisterBody = appleLoginBody.extend(bindMobile);

/** Carrier one-tap (Umeng U-Verify): the token of the SDK, exchanged by the server for the phone number. */
export const umengLoginBody = z.object({ token: providerToken });

/** `login/univerify`: the carrier token in `code`; `mobile`, when sent, must be the number the carrier gives. */
export const univerifyLoginBody = z.object({ mobile: mobile.optional(), code: providerToken });

/** A social sign-in: logged in (`registered`, with a token), or not known yet (no token: bind a phone). */
export const socialLoginResult = z.object({
  token: z.string().nullable(),
  registered: z.boolean(),
  areLoginFirstTime: z.boolean(),
  passwordConfirmed: z.boolean(),
  /** What the provider says about the person, for the bind mobile screen (null once registered). */
  profile: z.object({ nickName: z.string().nullable(), avatar: z.string().nullable() }).nullable(),
});
export type SocialLoginResult = z.infer<typeof socialLoginResult>;

const providerMode = z.enum(['local', 'real']);
/**
 * `web`: a browser can use it by itself — the local provider's sheet, or the real provider's
 * web flow (`login/web/authorize`). Otherwise only a native shell can: the SDK of the mobile
 * client for QQ and Apple, the carrier's SDK for one-tap (which has no web flow at all).
 */
const web = z.boolean();
/** Which ways in are configured (hidden buttons for the others); `local` ones are the development providers. */
export const loginProviders = z.object({
  qq: z.object({ appid: z.string(), mode: providerMode, web }).nullable(),
  apple: z.object({ clientId: z.string(), mode: providerMode, web }).nullable(),
  oneTap: z.object({ mode: providerMode, web }).nullable(),
  /** How login codes reach the person: `sent` by SMS, or `printed` in the server's output (the console provider, for development). */
  smsCodes: z.enum(['sent', 'printed']),
});
export type LoginProviders = z.infer<typeof loginProviders>;

/**
 * The local providers' sign-in sheet (development and tests): the credential the real
 * provider's SDK would hand the app, for a person named here. 404 when that provider is not local.
 */
export const localAuthorizeBody = z.object({
  provider: z.enum(['qq', 'apple', 'oneTap']),
  /** The QQ openid or Apple user identifier to sign in as (letters, digits, '-', '_', '.'). */
  subject: z.string().trim().max(64).regex(/^[\w.-]*$/).optional(),
  nickName: z.string().trim().max(40).optional(),
  email: z.string().trim().max(255).optional(),
  /** One-tap: the number the carrier would give. */
  mobile: mobile.optional(),
});
export const localCredential = z.object({
  /** QQ access token, Apple identity token or carrier token. */
  token: z.string(),
  /** QQ openid or Apple user identifier; the number for one-tap. */
  subject: z.string(),
  expiresIn: z.number().int(),
  scope: z.string(),
});
export type LocalCredential = z.infer<typeof localCredential>;

/** The web flows of QQ Connect (authorisation code) and Sign in with Apple for the web. */
export const webSignInProvider = z.enum(['qq', 'apple']);
export const webAuthorizeQuery = z.object({ provider: webSignInProvider });
/** Where to send the browser: the provider's sign-in page, with the state (and Apple's nonce) the server made. */
export const webAuthorizeResult = z.object({ url: z.string() });

/** What the provider put in the return address's query: the `code` and the `state`. */
export const webFinishBody = z.object({
  state: z.string().trim().min(1).max(128),
  code: z.string().trim().min(1).max(1024),
});

/** The credential `register/qq` or `register/ios` takes with the phone, for an account new here. */
const webCredential = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('qq'),
    body: z.object({ access_token: z.string(), openid: z.string(), expires_in: z.number().int(), scope: z.string(), appid: z.string(), code: z.string() }),
  }),
  z.object({ provider: z.literal('apple'), body: z.object({ openid: z.string(), identityToken: z.string() }) }),
]);
/** A web sign-in: as `login/qq`, plus (when not registered) the credential for the bind screen. */
export const webSignInResult = socialLoginResult.extend({ credential: webCredential.nullable() });
export type WebSignInResult = z.infer<typeof webSignInResult>;
