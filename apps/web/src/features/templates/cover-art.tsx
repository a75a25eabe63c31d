import { BLOCK_COVERS } from '@repwise/domain';
import { useId } from 'react';

export type CoverArtKind = 'one' | (typeof BLOCK_COVERS)[keyof typeof BLOCK_COVERS];

const ORANGE = '#FF6A00';
const AMBER = '#FFB347';
const CORAL = '#FF8A65';
const DEEP = '#E65100';

/**
 * The static covers of spec §9 for blocks of 2, 3 and more actions, drawn so they read at a
 * glance: two overlapping rings (a superset), three (a tri-set), a row of bars (a circuit).
 * 'one' stands in for a single exercise whose picture cannot be shown (no GIF, no access).
 */
export function CoverArt({ kind }: { kind: CoverArtKind }) {
  const gradient = useId();
  return (
    <svg className="cover-art" viewBox="0 0 64 64" aria-hidden focusable="false" data-cover={kind}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFF4EB" />
          <stop offset="1" stopColor="#FFE2CC" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" fill={`url(#${gradient})`} />
      {kind === BLOCK_COVERS.two && (
        <g style={{ mixBlendMode: 'multiply' }}>
          <circle cx="25" cy="32" r="14" fill={ORANGE} opacity="0.9" />
          <circle cx="39" cy="32" r="14" fill={AMBER} opacity="0.9" />
        </g>
      )}
      {kind === BLOCK_COVERS.three && (
        <g style={{ mixBlendMode: 'multiply' }}>
          <circle cx="32" cy="24" r="12" fill={ORANGE} opacity="0.9" />
          <circle cx="23" cy="39" r="12" fill={AMBER} opacity="0.9" />
          <circle cx="41" cy="39" r="12" fill={CORAL} opacity="0.9" />
        </g>
      )}
      {kind === BLOCK_COVERS.many && (
        <g>
          {[24, 36, 28, 42, 32].map((height, i) => (
            <rect key={i} x={10 + i * 9.2} y={52 - height} width="7" height={height} rx="3.5" fill={i % 2 === 0 ? ORANGE : AMBER} opacity={0.75 + (i % 3) * 0.1} />
          ))}
        </g>
      )}
      {kind === 'one' && (
        <g fill={DEEP} opacity="0.85">
          <rect x="12" y="24" width="6" height="16" rx="2" />
          <rect x="18" y="20" width="6" height="24" rx="2" />
          <rect x="40" y="20" width="6" height="24" rx="2" />
          <rect x="46" y="24" width="6" height="16" rx="2" />
          <rect x="24" y="30" width="16" height="4" rx="1.5" />
        </g>
      )}
    </svg>
  );
}

/** The art for a BLOCK_COVERS key, or null when the cover is an exercise's own picture. */
export function coverArtKind(cover: string): CoverArtKind | null {
  return (Object.values(BLOCK_COVERS) as string[]).includes(cover) ? (cover as CoverArtKind) : null;
}
