/** Pickers clamp their values to range (spec §5). NaN falls back to the lower bound. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Ranges of the base-info pickers; the server re-checks the same ranges. */
export const BASE_INFO_RANGES = {
  age: { min: 10, max: 100, initial: 25 },
  height: { min: 100, max: 250, initial: 170 },
  weight: { min: 25, max: 250, initial: 65 },
} as const;

export type BaseInfoField = keyof typeof BASE_INFO_RANGES;

/** Body circumferences (chest, waist, hip), in cm. */
export const CIRCUMFERENCE_RANGE = { min: 30, max: 250, initial: 90 } as const;

export function clampBaseInfo(field: BaseInfoField, value: number): number {
  const range = BASE_INFO_RANGES[field];
  return clamp(Math.round(value), range.min, range.max);
}

/** Date pickers default to 150 years either side of the current year (spec §5). */
export function datePickerBounds(now: Date, yearsEitherSide = 150): { min: Date; max: Date } {
  const year = now.getFullYear();
  return { min: new Date(year - yearsEitherSide, 0, 1), max: new Date(year + yearsEitherSide, 11, 31) };
}
