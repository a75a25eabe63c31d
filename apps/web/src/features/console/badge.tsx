import type { ReactNode } from 'react';

/**
 * A small state label (Draft, Published, Chinese missing, Handled). antd-mobile's Tag draws its
 * warning and success colours too light to read on white (axe: 2.1:1); these meet 4.5:1.
 */
export function Badge({ tone, children }: { tone: 'success' | 'warning' | 'neutral'; children: ReactNode }) {
  return <span className={`console-badge is-${tone}`}>{children}</span>;
}
