/**
 * What the journeys' server is started with (playwright.config.ts), for the journeys that
 * depend on it.
 */

/** An operator (OPERATOR_MOBILES); uniqueMobile() never makes it ('139…'). */
export const E2E_OPERATOR_MOBILE = '13700000001';

/** TEST_SMS_RESEND_SECONDS: a second code to one number may be asked this long after the first (the spec's 60 s outside the journeys). */
export const E2E_SMS_RESEND_SECONDS = 3;
