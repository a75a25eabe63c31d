import { describe, expect, it } from 'vitest';
import { heatLevel, monthDays, weeksInMonth } from './calendar.ts';

describe('the training-days calendar', () => {
  it('lists a month day by day and counts the Monday-first weeks it touches', () => {
    // November 2026 starts on a Sunday and has 30 days: six weeks, the first holding only the 1st.
    expect(monthDays('2026-11')).toHaveLength(30);
    expect(monthDays('2026-11')[0]).toBe('2026-11-01');
    expect(monthDays('2026-11').at(-1)).toBe('2026-11-30');
    expect(weeksInMonth('2026-11')).toBe(6);
    // February 2027 starts on a Monday: exactly four weeks; February 2028 (a leap year) starts on a Tuesday: five.
    expect(monthDays('2027-02')).toHaveLength(28);
    expect(weeksInMonth('2027-02')).toBe(4);
    expect(monthDays('2028-02')).toHaveLength(29);
    expect(weeksInMonth('2028-02')).toBe(5);
  });
  it('grades a day by its working sets', () => {
    expect(heatLevel(undefined)).toBe(0);
    expect(heatLevel({ sessions: 0, sets: 0 })).toBe(0);
    expect(heatLevel({ sessions: 1, sets: 0 })).toBe(1);
    expect(heatLevel({ sessions: 1, sets: 5 })).toBe(1);
    expect(heatLevel({ sessions: 1, sets: 6 })).toBe(2);
    expect(heatLevel({ sessions: 1, sets: 12 })).toBe(3);
    expect(heatLevel({ sessions: 2, sets: 25 })).toBe(4);
  });
});
