/**
 * Every constant the web app uses, in one place: the domain's spec §9 constants plus the
 * few that only the browser needs.
 */
export {
  APP_VERSION,
  APP_VERSION_CODE,
  BASE_INFO_RANGES,
  DEFAULT_GROUP_ID,
  INPUT_MAX_LENGTH,
  MAX_LAYOUT_WIDTH,
  NAV_BAR_HEIGHT_PX,
  PAGE_BACKGROUND,
  PICKER_ITEM_HEIGHT_PX,
  PULL_TO_REFRESH,
  REQUEST_TIMEOUT_MS,
  SMS_CODE,
  SUCCESS_STATUSES,
  TOAST_MS,
} from '@repwise/domain';

/** Brand colour fed to antd-mobile's --adm-color-primary. */
export const BRAND_COLOR = '#FF6A00';

export const PASSWORD_MIN_LENGTH = 6;

/** Keys of everything the app keeps in localStorage. */
export const STORAGE_KEYS = {
  token: 'repwise.token',
  isCoach: 'repwise.isCoach',
  groupInfo: 'repwise.groupInfo',
  groupId: 'repwise.groupId',
  areLoginFirstTime: 'repwise.areLoginFirstTime',
  language: 'repwise.language',
  agreementAccepted: 'repwise.agreementAccepted',
  onboardingPrefix: 'repwise.onboarding.',
} as const;

/** Static legal pages served from public/legal; they open in a new window (spec §2). */
export const LEGAL_PAGES = {
  serviceAgreement: 'legal/service-agreement.html',
  privacyPolicy: 'legal/privacy-policy.html',
  membershipTerms: 'legal/membership-terms.html',
} as const;

