/*
 * The web app's own colours. No imports: vite.config.ts reads this file too, to paint the
 * app shell in index.html before any script has run.
 */

/**
 * Brand colour fed to antd-mobile's --adm-color-primary (buttons, links, the mark drawn in
 * the app): the app icon's #FF6A00 darkened until white text on it, and it as text on white,
 * on the page and on its own pale tint (#FFF1E6, selected chips), reach WCAG AA (4.5:1). The
 * app icon and the cover art keep the bright orange; they are pictures, not text.
 */
export const BRAND_COLOR = '#B84600';

/** A deeper shade of the brand, for pressed states and the far end of the home greeting's gradient. */
export const BRAND_DEEP_COLOR = '#9E3A00';

/** The brand's pale tint behind brand-coloured text (chips, badges, the selected option). */
export const BRAND_TINT_COLOR = '#FFF1E6';

/** antd-mobile's --adm-color-weak (#999, 2.7:1) darkened to reach 4.5:1 on white and on the light greys behind cells. */
export const WEAK_TEXT_COLOR = '#6B6B6B';

/** antd-mobile's --adm-color-light (#ccc, 1.6:1): placeholders and arrows; darkened to 4.5:1 on white and #F5F5F5. */
export const LIGHT_TEXT_COLOR = '#707070';

/** antd-mobile's --adm-color-danger (#ff3141, 3.6:1) darkened the same way, for "Delete" in menus and errors, also on their pink tint. */
export const DANGER_COLOR = '#C41D28';
/** antd-mobile's success green (#00B578) is 2.7:1 on white; this one is 5.1:1, for text such as an active membership. */
export const SUCCESS_COLOR = '#1A7F4B';
