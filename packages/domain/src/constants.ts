/** Business constants of spec §9, shared by the server and the web app. */

export const APP_VERSION = '1.0.8';
export const APP_VERSION_CODE = 142;

export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_GROUP_ID = '1';
export const SUCCESS_STATUSES: readonly number[] = [200, 201];

export const DEFAULT_REST_SECONDS = 60;
export const DEFAULT_INTERVAL_SECONDS = 60;
export const DEFAULT_BLOCK_TYPE = 20;

export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_TEAMS_FOR_ANALYSIS = 2;
export const MIN_REPEAT_WEEKS = 1;
export const EFFORT_LEVELS = 5;

export const DATE_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const RESIZE_THROTTLE_MS = 50;
export const LONG_PRESS = { delayMs: 350, tolerancePx: 10 } as const;
export const REM_BASE_WIDTH = 375;
export const MAX_LAYOUT_WIDTH = 960;
export const TOAST_MS = 1500;
export const VIBRATE_MS = { short: 15, long: 400 } as const;
export const PULL_TO_REFRESH = { threshold: 45, height: 70, range: 150 } as const;
export const SWIPER = { autoplayMs: 5000, durationMs: 500 } as const;
export const VIDEO_CONTROLS_HIDE_MS = 3000;
export const IMAGE_PREVIEW_MAX_ZOOM = 4;
export const DRAG_TOLERANCE_PX = 20;
export const SCROLL_THRESHOLD_PX = 50;
export const PICKER_ITEM_HEIGHT_PX = 34;
export const NAV_BAR_HEIGHT_PX = 44;
export const ASYNC_COMPONENT = { delayMs: 200, timeoutMs: 60_000 } as const;
export const INPUT_MAX_LENGTH = 140;

/** At most this many pictures go with one feedback. */
export const FEEDBACK_MAX_IMAGES = 9;
export const PAGE_BACKGROUND = '#F8F8F8';
export const DATE_PICKER_YEARS_EITHER_SIDE = 150;

/** SMS login codes (issue: walking skeleton, acceptance 5). */
export const SMS_CODE = {
  length: 6,
  ttlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
} as const;
