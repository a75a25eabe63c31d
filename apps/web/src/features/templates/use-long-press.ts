import { LONG_PRESS, VIBRATE_MS } from '@repwise/domain';
import { useCallback, useEffect, useMemo, useRef, type PointerEvent } from 'react';

/** A short buzz where the device has one: the press has been recognised. */
export function buzz(): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATE_MS.short);
}

/**
 * Long-press of spec §9: held 350 ms without moving more than 10 px (a move is a scroll).
 * The click that ends a long-press is swallowed, so a row does not also open.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  useEffect(() => {
    latest.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  return useMemo(
    () => ({
      onPointerDown: (event: PointerEvent) => {
        if (event.button !== 0) return;
        fired.current = false;
        start.current = { x: event.clientX, y: event.clientY };
        timer.current = setTimeout(() => {
          fired.current = true;
          buzz();
          latest.current();
        }, LONG_PRESS.delayMs);
      },
      onPointerMove: (event: PointerEvent) => {
        const from = start.current;
        if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS.tolerancePx) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      onPointerLeave: cancel,
      onContextMenu: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClickCapture: (event: { preventDefault: () => void; stopPropagation: () => void }) => {
        if (!fired.current) return;
        fired.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    }),
    [cancel],
  );
}
