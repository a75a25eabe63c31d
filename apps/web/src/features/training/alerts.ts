import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../base/constants.ts';
import { readItem, writeItem } from '../../session/storage.ts';

/** Spec §9: a short vibration when a set is done, a long one when the rest is over. */
export const SHORT_VIBRATION_MS = 15;
export const LONG_VIBRATION_MS = 400;

export function vibrate(ms: number): void {
  try {
    navigator.vibrate?.(ms);
  } catch {
    // Not allowed here (no user gesture yet, or a desktop browser): the screen still shows it.
  }
}

let audio: AudioContext | null = null;

/** Made on a tap (a set done): browsers let a page sound only after the person touched it. */
export function unlockSound(): void {
  if (audio || typeof AudioContext === 'undefined') return;
  try {
    audio = new AudioContext();
  } catch {
    audio = null;
  }
}

/** A short beep, where the device allows sound. */
export function beep(): void {
  if (!audio) return;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 880;
  gain.gain.value = 0.2;
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.3);
}

/** The "keep the screen on" setting, on unless turned off. */
export function keepAwakeSetting(): boolean {
  return readItem(STORAGE_KEYS.keepAwake) !== 'off';
}

export function setKeepAwakeSetting(on: boolean): void {
  writeItem(STORAGE_KEYS.keepAwake, on ? 'on' : 'off');
}

/** Holds a Screen Wake Lock while mounted and `on`; the browser drops it when the page hides, so it is asked again when shown. */
export function useWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let live = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((next) => {
          if (live) lock = next;
          else void next.release();
        })
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, [on]);
}
