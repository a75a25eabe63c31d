import { LONG_PRESS } from '@repwise/domain';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { buzz } from '../use-long-press.ts';

/** How close to the top or bottom edge the pointer drags the page along, and how fast. */
const EDGE_PX = 64;
const SCROLL_STEP_PX = 10;

interface Drag {
  from: number;
  to: number;
  /** How far the dragged item has moved, page coordinates. */
  offset: number;
  /** How far the items it passes move to make room: its height and the gap after it. */
  shift: number;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
}

/** Where the item of `from` lands when its centre is at `centre`, among items measured in page coordinates. */
export function dropIndex(rects: readonly { top: number; height: number }[], from: number, centre: number): number {
  let to = 0;
  rects.forEach((rect, i) => {
    if (i !== from && centre > rect.top + rect.height / 2) to += 1;
  });
  return to;
}

/**
 * Drag to reorder a list (spec §9): a long-press of 350 ms without moving more than 10 px
 * picks the item up, then it follows the pointer; the others make room, and letting go
 * calls onMove(from, to). Moving earlier is a scroll and leaves the list alone. While an item
 * is held the page does not scroll under the finger, except near the edges, where it follows.
 */
export function useDragSort(count: number, onMove: (from: number, to: number) => void, enabled = true) {
  const container = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const pending = useRef<Pending | null>(null);
  const latestMove = useRef(onMove);
  useEffect(() => {
    latestMove.current = onMove;
  }, [onMove]);

  const items = useCallback(() => [...(container.current?.querySelectorAll<HTMLElement>(':scope > [data-drag-index]') ?? [])], []);

  const start = useCallback((event: ReactPointerEvent, index: number) => {
    if (!enabled || event.button !== 0 || count < 2) return;
    const { pointerId, clientX: x, clientY: y } = event;
    const originScrollY = window.scrollY;
    let live: Drag | null = null;
    let rects: { top: number; height: number }[] = [];
    let lastY = y;
    let frame = 0;

    const measure = () => {
      rects = items().map((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, height: r.height };
      });
      const held = rects[index];
      const neighbour = rects[index + 1] ?? rects[index - 1];
      const gap = held && neighbour ? Math.abs(neighbour.top - held.top) - (neighbour.top > held.top ? held.height : neighbour.height) : 0;
      return (held?.height ?? 0) + Math.max(0, gap);
    };
    const update = () => {
      const rect = rects[index];
      if (!live || !rect) return;
      const offset = lastY + window.scrollY - (y + originScrollY);
      const next = { ...live, to: dropIndex(rects, index, rect.top + rect.height / 2 + offset), offset };
      live = next;
      setDrag(next);
    };
    const autoScroll = () => {
      const top = lastY < EDGE_PX ? -SCROLL_STEP_PX : lastY > window.innerHeight - EDGE_PX ? SCROLL_STEP_PX : 0;
      if (top !== 0) {
        window.scrollBy(0, top);
        update();
      }
      frame = requestAnimationFrame(autoScroll);
    };
    const swallowClick = (e: MouseEvent) => {
      e.preventDefault();
      e.stopPropagation();
    };
    const blockScroll = (e: TouchEvent) => {
      if (live) e.preventDefault();
    };
    const cleanup = () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onCancel);
      document.removeEventListener('touchmove', blockScroll);
    };
    const onPointerMove = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      lastY = e.clientY;
      if (live) {
        e.preventDefault();
        update();
      } else if (Math.hypot(e.clientX - x, e.clientY - y) > LONG_PRESS.tolerancePx) cleanup();
    };
    const onPointerUp = (e: PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      const done = live;
      cleanup();
      setDrag(null);
      if (!done) return;
      // The click that follows the release belongs to the drag, not to the button under it.
      window.addEventListener('click', swallowClick, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallowClick, { capture: true }), 0);
      if (done.to !== done.from) latestMove.current(done.from, done.to);
    };
    const onCancel = () => {
      cleanup();
      setDrag(null);
    };

    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      live = { from: index, to: index, offset: 0, shift: measure() };
      setDrag(live);
      buzz();
      frame = requestAnimationFrame(autoScroll);
    }, LONG_PRESS.delayMs);
    pending.current = { timer };
    window.addEventListener('pointermove', onPointerMove, { passive: false });
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onCancel);
    document.addEventListener('touchmove', blockScroll, { passive: false });
  }, [count, enabled, items]);

  /** The transform of each item: the held one follows the pointer, those it passed make room. */
  const styleOf = useCallback((index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) return { transform: `translateY(${drag.offset}px)`, zIndex: 5, position: 'relative' };
    if (drag.from < drag.to && index > drag.from && index <= drag.to) return { transform: `translateY(${-drag.shift}px)` };
    if (drag.from > drag.to && index >= drag.to && index < drag.from) return { transform: `translateY(${drag.shift}px)` };
    return { transform: 'translateY(0)' };
  }, [drag]);

  /** `held`: the index of the item being moved, or null. */
  return { container, held: drag?.from ?? null, start, styleOf };
}
