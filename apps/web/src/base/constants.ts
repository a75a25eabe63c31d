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

export * from './colors.ts';

export const PASSWORD_MIN_LENGTH = 6;

/** Every key the app stores starts with this; a logout removes them all. */
export const STORAGE_PREFIX = 'repwise.';

/** Keys of everything the app keeps in localStorage. */
export const STORAGE_KEYS = {
  token: 'repwise.token',
  isCoach: 'repwise.isCoach',
  /** The signed-in person as last loaded, so the app opens offline on their own home. */
  userInfo: 'repwise.userInfo',
  groupInfo: 'repwise.groupInfo',
  groupId: 'repwise.groupId',
  areLoginFirstTime: 'repwise.areLoginFirstTime',
  language: 'repwise.language',
  agreementAccepted: 'repwise.agreementAccepted',
  /** The phone's time zone as last reported to the server (features/user/time-zone.ts). */
  reportedTimeZone: 'repwise.reportedTimeZone',
  onboardingPrefix: 'repwise.onboarding.',
  /** The training screen's "keep the screen on" setting ('off' when turned off). */
  keepAwake: 'repwise.training.keepAwake',
  /** The global search's recent searches on this phone (features/search/recent-searches.ts). */
  recentSearches: 'repwise.search.recent',
  /** `<user id>:<day>` of the last daily-active ping (session/daily-active.ts). */
  activeDay: 'repwise.activeDay',
  /** In sessionStorage: the page to go back to after logging in. */
  returnTo: 'repwise.returnTo',
} as const;

/** The phone's training store (IndexedDB), the channel its tabs hear changes on, and the Web Lock of the one tab that syncs. Never renamed: phones hold data under these. */
export const OFFLINE_STORE = {
  database: 'repwise-training',
  channel: 'repwise-training',
  syncLock: 'repwise-training-sync',
} as const;

/** Static legal pages served from public/legal; they open in a new window (spec §2). */
export const LEGAL_PAGES = {
  serviceAgreement: 'legal/service-agreement.html',
  privacyPolicy: 'legal/privacy-policy.html',
  membershipTerms: 'legal/membership-terms.html',
} as const;

