import { BRAND_MARK_BARS, BRAND_MARK_CORNER } from './brand-mark-bars.ts';

interface BrandMarkProps {
  size?: number;
}

/** The Repwise mark (a barbell), drawn inline so it needs no network. */
export function BrandMark({ size = 56 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx={BRAND_MARK_CORNER} fill="var(--adm-color-primary)" />
      <g fill="#fff">
        {BRAND_MARK_BARS.map((bar) => <rect key={`${bar.x},${bar.y}`} {...bar} />)}
      </g>
    </svg>
  );
}
