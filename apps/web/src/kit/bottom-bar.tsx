import type { ReactNode } from 'react';
import './bottom-bar.css';

/** Buttons fixed to the bottom of the screen, clear of the home indicator; the page leaves room for it. */
export function BottomBar({ className, children }: { className?: string; children: ReactNode }) {
  return <footer className={className ? `bottom-bar ${className}` : 'bottom-bar'}>{children}</footer>;
}
