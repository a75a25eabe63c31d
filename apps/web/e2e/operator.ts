import type { APIRequestContext } from '@playwright/test';
import { apiLogin } from './support.ts';

/**
 * The journeys' server counts this number as an operator (OPERATOR_MOBILES in
 * playwright.config.ts); uniqueMobile() never makes it ('139…').
 */
export const E2E_OPERATOR_MOBILE = '13700000001';

let token: Promise<string> | undefined;

/** The operator's token, logged in once per worker: a second code to one number within a minute is refused. */
export function operatorToken(request: APIRequestContext): Promise<string> {
  token ??= apiLogin(request, E2E_OPERATOR_MOBILE);
  return token;
}
