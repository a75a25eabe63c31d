import { describe, expect, it } from 'vitest';
import { daysBefore, daysBetween, localDay } from './days.ts';

describe('console days', () => {
  it('counts back across a month and a year on the calendar', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2026-01-10', 29)).toBe('2025-12-12');
  });
  it('counts a range with both ends', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysBetween('2026-11-30', '2026-11-30')).toBe(1);
  });
  it("writes the device's own calendar day", () => {
    expect(localDay(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
  });
});
