import { BRAND_MARK_BARS, BRAND_MARK_CORNER } from '../kit/brand-mark-bars.ts';

/*
 * The app shell: what index.html shows from its first byte until React's first render
 * replaces it (createRoot clears #root). Without it a phone on a slow network shows a blank
 * page for the two to three seconds the first screen's JavaScript takes to arrive and run.
 * It is the login screen's top (the mark where the login page draws it, the name in both
 * languages), so someone who is not signed in sees that screen build up around it.
 * Written into index.html at build time by vite.config.ts; plain strings, no imports beyond
 * files without imports, because the build's config reads it before the app is bundled.
 */

export interface AppShellColors {
  brand: string;
  background: string;
}

function brandMarkSvg(size: number, brand: string): string {
  const bars = BRAND_MARK_BARS.map((b) => `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${b.rx}"/>`).join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="${BRAND_MARK_CORNER}" fill="${brand}"/><g fill="#fff">${bars}</g></svg>`;
}

/** The shell's markup, the content of #root. */
export function appShellMarkup({ brand }: AppShellColors): string {
  return `<div class="app-shell">${brandMarkSvg(60, brand)}<p class="app-shell-name">Repwise <span lang="zh-Hans">力练</span></p></div>`;
}

/** The shell's style: inline in the page, because the app's stylesheets style the app, not this. */
export function appShellStyle({ background }: AppShellColors): string {
  return [
    '.app-shell{min-height:100vh;min-height:100dvh;box-sizing:border-box;',
    'padding:calc(48px + env(safe-area-inset-top)) 24px 32px;',
    `background:radial-gradient(120% 60% at 100% 0%,rgba(255,106,0,.16),transparent 60%),linear-gradient(180deg,#fff4ec 0%,${background} 46%);`,
    // antd-mobile's font stack (its stylesheet, linked in the head, defines it): the app's text
    // then lays out in the fonts the shell's text already found.
    'font-family:var(--adm-font-family)}',
    '.app-shell svg{display:block}',
    '.app-shell-name{margin:20px 0 0;font-size:26px;line-height:1.25;font-weight:700;color:#111}',
    '.app-shell-name span{margin-left:6px;font-weight:400;color:#595959}',
  ].join('');
}
