/**
 * The Repwise mark (a barbell seen from the side) on a 64×64 grid: the plates and the bar as
 * white rounded bars on a brand-coloured square. Drawn by BrandMark in the app and by the app
 * shell in index.html, so both show the same mark. No imports: vite.config.ts reads it.
 */
export const BRAND_MARK_CORNER = 16;

export const BRAND_MARK_BARS = [
  { x: 10, y: 22, width: 7, height: 20, rx: 2 },
  { x: 47, y: 22, width: 7, height: 20, rx: 2 },
  { x: 18, y: 17, width: 6, height: 30, rx: 2 },
  { x: 40, y: 17, width: 6, height: 30, rx: 2 },
  { x: 24, y: 29.5, width: 16, height: 5, rx: 1.5 },
] as const;
