import { describe, expect, it } from 'vitest';
import { calendarDay, pastTrainingRefusal } from './past-training.ts';

const now = new Date('2026-11-20T10:00:00.000Z');
const training = (localDate: string, start: string, end: string) => ({ localDate, startedAt: new Date(start), finishedAt: new Date(end) });

describe('pastTrainingRefusal', () => {
  it('takes a training that ended after it started, on an earlier day or earlier today', () => {
    expect(pastTrainingRefusal(training('2026-11-19', '2026-11-19T07:00:00Z', '2026-11-19T08:00:00Z'), now, '2026-11-20')).toBeNull();
    expect(pastTrainingRefusal(training('2026-11-20', '2026-11-20T08:00:00Z', '2026-11-20T10:00:00Z'), now, '2026-11-20')).toBeNull();
  });

  it('refuses an end at or before the start, before anything else', () => {
    expect(pastTrainingRefusal(training('2026-11-19', '2026-11-19T08:00:00Z', '2026-11-19T07:00:00Z'), now, '2026-11-20')).toBe('endBeforeStart');
    expect(pastTrainingRefusal(training('2026-11-19', '2026-11-19T08:00:00Z', '2026-11-19T08:00:00Z'), now, '2026-11-20')).toBe('endBeforeStart');
    expect(pastTrainingRefusal(training('2026-12-01', '2026-12-01T08:00:00Z', '2026-12-01T07:00:00Z'), now, '2026-11-20')).toBe('endBeforeStart');
    expect(pastTrainingRefusal(training('2026-11-19', 'not a time', '2026-11-19T08:00:00Z'), now, '2026-11-20')).toBe('endBeforeStart');
  });

  it('refuses a later day, or an end after now', () => {
    expect(pastTrainingRefusal(training('2026-11-21', '2026-11-19T07:00:00Z', '2026-11-19T08:00:00Z'), now, '2026-11-20')).toBe('future');
    expect(pastTrainingRefusal(training('2026-11-20', '2026-11-20T09:00:00Z', '2026-11-20T10:00:01Z'), now, '2026-11-20')).toBe('future');
  });
});

describe('calendarDay', () => {
  it('is the day of the moment in the timezone', () => {
    expect(calendarDay(new Date('2026-11-20T17:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-21');
    expect(calendarDay(new Date('2026-11-20T17:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-20');
    expect(calendarDay(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026-01-01');
  });

  it('is null for a timezone that does not exist', () => {
    expect(calendarDay(new Date('2026-11-20T17:30:00Z'), 'Mars/Olympus')).toBeNull();
  });
});
