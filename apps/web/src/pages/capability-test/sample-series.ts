/** The largest value the echarts test page takes for a point. */
export const MAX_POINT_VALUE = 1000;

/** A typed value as a new point (a comma as the decimal mark too), or null when it is no number from 0 to 1000. */
export function nextPointValue(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_POINT_VALUE ? value : null;
}
