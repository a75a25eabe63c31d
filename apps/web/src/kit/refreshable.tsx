import { ASYNC_COMPONENT } from '@repwise/domain';
import { SpinLoading } from 'antd-mobile';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PULL_TO_REFRESH } from '../base/constants.ts';
import { useI18n } from '../i18n/index.ts';
import { showToast } from './notify.ts';
import { pullDistance, pullRunner, type PullOutcome } from './pull-refresh.ts';
import './refreshable.css';

interface RefreshableProps {
  /**
   * Reads the screen's data again. The signal aborts when the pull is abandoned: pulled again,
   * the screen left, or still running after spec §9's async timeout.
   */
  onRefresh: (signal: AbortSignal) => Promise<unknown>;
  children: ReactNode;
}

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'done';

/** How long "Up to date" stays before the head folds away. */
const DONE_MS = 500;
/** A mouse that moved further than this was dragging: its click is not a tap. */
const CLICK_TOLERANCE_PX = 10;

/** Whether nothing between the touched element and the page is scrolled down: only then does a pull refresh. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

/**
 * Pull-to-refresh, the one way every screen does it, with spec §9's numbers: released past 45 px
 * it refreshes, the head holding at 70 px, and the head never follows the finger past 150 px.
 * Drawn here rather than with antd-mobile's PullToRefresh, which has no range and ignores a pull
 * while one is in flight; here a new pull (or leaving the screen) aborts the one in flight, a
 * pull offline says so and changes nothing, and a pull that outlasts the async timeout fails.
 * Works with a finger (touch events, so the page's own scroll is never mistaken) and a mouse.
 */
export function Refreshable({ onRefresh, children }: RefreshableProps) {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status>('idle');
  const [distance, setDistance] = useState(0);
  const [dragging, setDragging] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef({ onRefresh, t });
  useEffect(() => {
    latest.current = { onRefresh, t };
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { threshold, height, range } = PULL_TO_REFRESH;
    const runner = pullRunner({ refresh: (signal) => latest.current.onRefresh(signal), isOnline: () => onlineManager.isOnline(), timeoutMs: ASYNC_COMPONENT.timeoutMs });
    /** The pull being made: where it started, whether it goes down from the top, how far. */
    let gesture: { startY: number; pulling: boolean; moved: number; pulled: number } | null = null;
    let current: Status = 'idle';
    const show = (next: Status) => {
      current = next;
      setStatus(next);
    };
    let pulls = 0;
    let doneTimer: ReturnType<typeof setTimeout> | undefined;
    const held = () => (current === 'refreshing' ? height : 0);

    const begin = (y: number, target: EventTarget | null) => {
      gesture = atTop(target) ? { startY: y, pulling: false, moved: 0, pulled: 0 } : null;
    };
    /** True when the move belongs to the pull (the page must then not scroll). */
    const move = (y: number): boolean => {
      if (!gesture) return false;
      const dy = y - gesture.startY;
      gesture.moved = Math.max(gesture.moved, Math.abs(dy));
      if (!gesture.pulling) {
        if (dy <= 0 || window.scrollY > 0) {
          if (dy < 0) gesture = null;
          return false;
        }
        gesture.pulling = true;
        setDragging(true);
      }
      gesture.pulled = pullDistance(dy, range);
      setDistance(Math.max(held(), gesture.pulled));
      if (current !== 'refreshing') show(gesture.pulled > threshold ? 'canRelease' : 'pulling');
      return true;
    };
    const end = () => {
      const done = gesture;
      gesture = null;
      if (!done?.pulling) return;
      setDragging(false);
      if (done.pulled > threshold) void refresh();
      else {
        setDistance(held());
        if (current !== 'refreshing') show('idle');
      }
    };
    const refresh = async () => {
      const pull = ++pulls;
      clearTimeout(doneTimer);
      show('refreshing');
      setDistance(height);
      const outcome: PullOutcome = await runner.pull();
      // An abandoned pull's end is another pull's business (or the screen is gone).
      if (pull !== pulls || outcome === 'abandoned') return;
      if (outcome === 'offline') showToast(latest.current.t('refresh.offline'));
      if (outcome === 'failed') showToast(latest.current.t('refresh.failed'));
      if (outcome !== 'refreshed') {
        show('idle');
        setDistance(0);
        return;
      }
      show('done');
      doneTimer = setTimeout(() => {
        show('idle');
        setDistance(0);
      }, DONE_MS);
    };

    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length === 1) begin(e.touches[0]!.clientY, e.target);
      else gesture = null;
    };
    const onTouchMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch && move(touch.clientY) && e.cancelable) e.preventDefault();
    };
    const onMouseMove = (e: MouseEvent) => {
      if (move(e.clientY)) e.preventDefault();
    };
    const onMouseUp = () => {
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      // A drag ends in a click where the button went up: that click is not a tap.
      if (gesture && gesture.moved > CLICK_TOLERANCE_PX) window.addEventListener('click', swallowClick, { capture: true, once: true });
      end();
    };
    const swallowClick = (e: MouseEvent) => {
      e.preventDefault();
      e.stopPropagation();
    };
    const onMouseDown = (e: MouseEvent) => {
      if (e.button !== 0) return;
      begin(e.clientY, e.target);
      if (!gesture) return;
      window.addEventListener('mousemove', onMouseMove);
      window.addEventListener('mouseup', onMouseUp);
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull from the top holds the page still (and the browser's own pull-to-refresh).
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    element.addEventListener('mousedown', onMouseDown);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
      element.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      window.removeEventListener('click', swallowClick, { capture: true });
      clearTimeout(doneTimer);
      // Leaving the screen abandons the pull in flight: its answers are not waited for.
      pulls += 1;
      runner.abandon();
    };
  }, []);

  const text = { idle: '', pulling: t('refresh.pull'), canRelease: t('refresh.release'), refreshing: t('refresh.refreshing'), done: t('refresh.done') }[status];
  return (
    <div ref={box} className="refreshable" data-status={status}>
      <div className={dragging ? 'refreshable-head is-dragging' : 'refreshable-head'} style={{ height: distance }}>
        <div className="refreshable-head-content" style={{ height: PULL_TO_REFRESH.height }} role="status">
          {status === 'refreshing' ? <SpinLoading color="primary" style={{ '--size': '18px' }} aria-hidden /> : null}
          {text}
        </div>
      </div>
      {children}
    </div>
  );
}
