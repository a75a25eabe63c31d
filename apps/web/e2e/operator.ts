import type { APIRequestContext } from '@playwright/test';
import { E2E_OPERATOR_MOBILE } from './server-settings.ts';
import { apiLogin } from './support.ts';

let token: Promise<string> | undefined;

/** The operator's token, logged in once per worker: a second code to one number within the resend window is refused. */
export function operatorToken(request: APIRequestContext): Promise<string> {
  token ??= apiLogin(request, E2E_OPERATOR_MOBILE);
  return token;
}
