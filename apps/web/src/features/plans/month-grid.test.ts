import { describe, expect, it } from 'vitest';
import { gridRange, localToday, monthGrid, shiftMonth } from './month-grid.ts';

describe('monthGrid', () => {
  it('starts on the Monday on or before the 1st and ends on the Sunday on or after the last day', () => {
    // November 2026: the 1st is a Sunday, the 30th a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('fits a February that starts on a Monday in four rows', () => {
    const weeks = monthGrid('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2027-02-01');
    expect(weeks[3]![6]).toBe('2027-02-28');
  });

  it('counts leap days', () => {
    expect(monthGrid('2028-02').flat()).toContain('2028-02-29');
  });
});

describe('shiftMonth and gridRange', () => {
  it('crosses year ends both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-05', 12)).toBe('2027-05');
  });

  it('spans the first to the last shown day', () => {
    expect(gridRange('2026-11')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('reads today on the local calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
