interface BrandMarkProps {
  size?: number;
}

/** The Repwise mark (a barbell), drawn inline so it needs no network. */
export function BrandMark({ size = 56 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--adm-color-primary)" />
      <g fill="#fff">
        <rect x="10" y="22" width="7" height="20" rx="2" />
        <rect x="47" y="22" width="7" height="20" rx="2" />
        <rect x="18" y="17" width="6" height="30" rx="2" />
        <rect x="40" y="17" width="6" height="30" rx="2" />
        <rect x="24" y="29.5" width="16" height="5" rx="1.5" />
      </g>
    </svg>
  );
}
