/**
 * The journeys' server counts this number as an operator (OPERATOR_MOBILES in
 * playwright.config.ts); uniqueMobile() never makes it ('139…').
 */
export const E2E_OPERATOR_MOBILE = '13700000001';
