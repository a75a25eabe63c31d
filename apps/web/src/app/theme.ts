import {
  BRAND_COLOR, BRAND_DEEP_COLOR, BRAND_TINT_COLOR, DANGER_COLOR, SUCCESS_COLOR, LIGHT_TEXT_COLOR, MAX_LAYOUT_WIDTH, NAV_BAR_HEIGHT_PX, PAGE_BACKGROUND, WEAK_TEXT_COLOR,
} from '../base/constants.ts';

/**
 * The one theme of the app: feeds the constants to antd-mobile's CSS variables and to our
 * own style sheets once at start-up, so the style sheets hold no copies of them. Every text
 * colour here reaches WCAG 2.1 AA (4.5:1) on the backgrounds it is used on.
 */
export function applyTheme(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--adm-color-primary', BRAND_COLOR);
  root.style.setProperty('--adm-color-weak', WEAK_TEXT_COLOR);
  root.style.setProperty('--adm-color-light', LIGHT_TEXT_COLOR);
  root.style.setProperty('--adm-color-danger', DANGER_COLOR);
  root.style.setProperty('--adm-color-success', SUCCESS_COLOR);
  root.style.setProperty('--brand-deep', BRAND_DEEP_COLOR);
  root.style.setProperty('--brand-tint', BRAND_TINT_COLOR);
  root.style.setProperty('--page-background', PAGE_BACKGROUND);
  root.style.setProperty('--max-layout-width', `${MAX_LAYOUT_WIDTH}px`);
  root.style.setProperty('--nav-bar-height', `${NAV_BAR_HEIGHT_PX}px`);
}
