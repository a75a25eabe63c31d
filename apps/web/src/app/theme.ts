import { BRAND_COLOR, DANGER_COLOR, MAX_LAYOUT_WIDTH, NAV_BAR_HEIGHT_PX, PAGE_BACKGROUND, WEAK_TEXT_COLOR } from '../kit/constants.ts';

/** Feeds the constants to CSS once at start-up, so the style sheets hold no copies of them. */
export function applyTheme(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--adm-color-primary', BRAND_COLOR);
  root.style.setProperty('--adm-color-weak', WEAK_TEXT_COLOR);
  root.style.setProperty('--adm-color-danger', DANGER_COLOR);
  root.style.setProperty('--page-background', PAGE_BACKGROUND);
  root.style.setProperty('--max-layout-width', `${MAX_LAYOUT_WIDTH}px`);
  root.style.setProperty('--nav-bar-height', `${NAV_BAR_HEIGHT_PX}px`);
}
