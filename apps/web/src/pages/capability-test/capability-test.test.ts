import { describe, expect, it, vi } from 'vitest';
import { browserCapabilities } from './browser-capabilities.ts';
import { readOrientation, throttle } from './orientation.ts';
import { nextPointValue } from './sample-series.ts';

describe('browserCapabilities', () => {
  it('says yes only to what can be called', () => {
    expect(browserCapabilities({})).toEqual({ serviceWorker: false, share: false, clipboard: false, vibration: false, camera: false, online: true });
    const fn = () => undefined;
    expect(browserCapabilities({ serviceWorker: {}, share: fn, clipboard: { writeText: fn }, vibrate: fn, mediaDevices: { getUserMedia: fn }, onLine: false })).toEqual({
      serviceWorker: true, share: true, clipboard: true, vibration: true, camera: true, online: false,
    });
    // A clipboard that cannot write, media devices without a camera call: no.
    expect(browserCapabilities({ clipboard: {}, mediaDevices: {} })).toMatchObject({ clipboard: false, camera: false });
  });
});

describe('readOrientation', () => {
  it('takes the Screen Orientation API when there is one', () => {
    expect(readOrientation({ width: 375, height: 812, orientation: { type: 'landscape-primary', angle: 90 } }, 375, 812)).toMatchObject({ orientation: 'landscape', angle: 90 });
    expect(readOrientation({ width: 812, height: 375, orientation: { type: 'portrait-secondary', angle: 180 } }, 812, 375)).toMatchObject({ orientation: 'portrait', angle: 180 });
  });

  it('else the window’s shape (a square is portrait)', () => {
    expect(readOrientation({ width: 375, height: 812 }, 812, 375)).toEqual({ orientation: 'landscape', angle: null, width: 812, height: 375, screenWidth: 375, screenHeight: 812 });
    expect(readOrientation({ width: 500, height: 500 }, 500, 500).orientation).toBe('portrait');
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per period, and always runs the last call of a burst', () => {
    vi.useFakeTimers();
    const clock = { now: () => Date.now(), later: (fn: () => void, ms: number) => { const t = setTimeout(fn, ms); return () => clearTimeout(t); } };
    const run = vi.fn();
    const call = throttle(run, 50, clock);
    call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(4);
      call();
    }
    // 40 ms in: still one run, one waiting for its turn.
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(2);
    call();
    expect(run).toHaveBeenCalledTimes(3);
    call();
    call.cancel();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

describe('nextPointValue', () => {
  it('takes a number from 0 to 1000, with a point or a comma', () => {
    expect(nextPointValue('25')).toBe(25);
    expect(nextPointValue(' 12.5 ')).toBe(12.5);
    expect(nextPointValue('12,5')).toBe(12.5);
    expect(nextPointValue('0')).toBe(0);
    expect(nextPointValue('1000')).toBe(1000);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '-1', '1001', '1e3', '12.', '.5', 'Infinity']) expect(nextPointValue(bad)).toBeNull();
  });
});
