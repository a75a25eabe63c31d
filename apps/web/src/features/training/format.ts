import { weightForDisplay, type WeightUnit } from '@repwise/domain';

/** A stored weight (kg) in the person's unit, e.g. "60 kg" or "132.3 lbs". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  return `${weightForDisplay(kg, unit)} ${unit}`;
}

/** Seconds as m:ss, or h:mm:ss past an hour. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
