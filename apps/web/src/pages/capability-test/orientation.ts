/** What the orientationTest page shows: the orientation, its angle, the window's and the screen's size. */
export interface OrientationReading {
  orientation: 'portrait' | 'landscape';
  /** screen.orientation.angle, or null where the browser has no Screen Orientation API. */
  angle: number | null;
  width: number;
  height: number;
  screenWidth: number;
  screenHeight: number;
}

export interface ScreenLike {
  readonly width: number;
  readonly height: number;
  readonly orientation?: { readonly type?: string; readonly angle?: number } | undefined;
}

/**
 * The orientation as the Screen Orientation API names it ('portrait-primary'…), else as the
 * window's shape says (a square window counts as portrait, as CSS's orientation media query does).
 */
export function readOrientation(screen: ScreenLike, width: number, height: number): OrientationReading {
  const type = screen.orientation?.type;
  const orientation = type?.startsWith('landscape') ? 'landscape' : type?.startsWith('portrait') ? 'portrait' : width > height ? 'landscape' : 'portrait';
  return { orientation, angle: typeof screen.orientation?.angle === 'number' ? screen.orientation.angle : null, width, height, screenWidth: screen.width, screenHeight: screen.height };
}

/**
 * Calls `run` at most once every `ms`: the first call at once, the last of a burst when its
 * time comes, so the final size is always shown (spec §9: resize work throttled to 50 ms).
 */
export function throttle(run: () => void, ms: number, clock: { now: () => number; later: (fn: () => void, ms: number) => () => void }) {
  let last = -Infinity;
  let cancelPending: (() => void) | null = null;
  const fire = () => {
    cancelPending = null;
    last = clock.now();
    run();
  };
  const call = () => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && !cancelPending) fire();
    else cancelPending ??= clock.later(fire, Math.max(0, wait));
  };
  call.cancel = () => {
    cancelPending?.();
    cancelPending = null;
  };
  return call;
}

/** The browser's clock for throttle(). */
export const browserClock = {
  now: () => performance.now(),
  later: (fn: () => void, ms: number) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};
