import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, isTimeZone, localDateIn, momentOfWallClock, utcDate, wallClockIn } from './time-zone.ts';

/** Fixed offsets from UTC−12 to UTC+14 (Etc/GMT names have the sign reversed). */
const FIXED = Array.from({ length: 27 }, (_, i) => i - 12).map((hours) => ({ hours, zone: hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}` }));

/** 2000-01-01 to 2100-01-01. */
const instants = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

describe('localDateIn', () => {
  it('is the UTC day of the instant shifted by the zone offset, for every offset from UTC−12 to UTC+14', () => {
    fc.assert(fc.property(instants, fc.constantFrom(...FIXED), (at, { hours, zone }) => {
      expect(localDateIn(zone, at)).toBe(utcDate(new Date(at.getTime() + hours * 3_600_000)));
    }));
  });

  it('is never more than a day from the UTC day', () => {
    fc.assert(fc.property(instants, fc.constantFrom(...FIXED.map((f) => f.zone), 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York', 'Asia/Kolkata'), (at, zone) => {
      const days = (Date.parse(localDateIn(zone, at)) - Date.parse(utcDate(at))) / 86_400_000;
      expect([-1, 0, 1]).toContain(days);
    }));
  });

  it('follows daylight saving: New York is UTC−5 in winter and UTC−4 in summer, around each change', () => {
    // 2026-03-08 07:00 UTC: clocks go from 02:00 EST to 03:00 EDT. 2026-11-01 06:00 UTC: back from 02:00 EDT to 01:00 EST.
    expect(localDateIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(localDateIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(localDateIn('America/New_York', new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(localDateIn('America/New_York', new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    expect(localDateIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(localDateIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // Sydney's summer is the other half of the year: UTC+11 in January, UTC+10 in July.
    expect(localDateIn('Australia/Sydney', new Date('2026-01-15T12:59:00Z'))).toBe('2026-01-15');
    expect(localDateIn('Australia/Sydney', new Date('2026-01-15T13:00:00Z'))).toBe('2026-01-16');
    expect(localDateIn('Australia/Sydney', new Date('2026-07-15T13:59:00Z'))).toBe('2026-07-15');
    expect(localDateIn('Australia/Sydney', new Date('2026-07-15T14:00:00Z'))).toBe('2026-07-16');
  });

  it("is Shanghai's tomorrow at 23:30 UTC", () => {
    expect(localDateIn('Asia/Shanghai', new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(utcDate(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-25');
  });

  it('reads an unknown zone as the default one', () => {
    for (const bad of ['', 'Mars/Olympus', 'x'.repeat(65), 'UTC+8']) {
      expect(isTimeZone(bad)).toBe(false);
      expect(localDateIn(bad, new Date('2026-11-25T23:30:00Z'))).toBe(localDateIn(DEFAULT_TIME_ZONE, new Date('2026-11-25T23:30:00Z')));
    }
    expect(isTimeZone('Europe/Berlin')).toBe(true);
  });

  it('answers the same moment asked again the same, and a new moment anew (the last day kept per zone)', () => {
    const before = new Date('2026-11-25T15:59:59Z');
    const after = new Date('2026-11-25T16:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      expect(localDateIn('Asia/Shanghai', before)).toBe('2026-11-25');
      expect(localDateIn('Asia/Shanghai', after)).toBe('2026-11-26');
      expect(localDateIn('America/Los_Angeles', after)).toBe('2026-11-25');
      expect(localDateIn('Asia/Shanghai', new Date(after.getTime()))).toBe('2026-11-26');
    }
  });
});

describe('wall clocks (imports and exports)', () => {
  it('reads a wall clock in the zone and writes it back', () => {
    expect(momentOfWallClock('2026-03-02T08:30:00', 'Asia/Shanghai').toISOString()).toBe('2026-03-02T00:30:00.000Z');
    expect(momentOfWallClock('2026-07-01T08:30:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(momentOfWallClock('2026-01-01T08:30:00', 'Europe/Berlin').toISOString()).toBe('2026-01-01T07:30:00.000Z');
    expect(wallClockIn('America/New_York', new Date('2026-01-15T03:00:00Z'))).toBe('2026-01-14T22:00:00');
  });

  it('survives the changes to and from summer time', () => {
    // 2026-03-29 02:30 does not exist in Berlin: the clock jumps from 02:00 to 03:00.
    const skipped = momentOfWallClock('2026-03-29T02:30:00', 'Europe/Berlin');
    expect(wallClockIn('Europe/Berlin', skipped).slice(0, 10)).toBe('2026-03-29');
    // 2026-10-25 02:30 happens twice: the first one (summer time, +02:00).
    expect(momentOfWallClock('2026-10-25T02:30:00', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('round-trips any moment through the wall clock', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), fc.constantFrom('Asia/Shanghai', 'Europe/London', 'America/Los_Angeles', 'Australia/Adelaide'), (ms, zone) => {
      const at = new Date(Math.floor(ms / 1000) * 1000);
      const back = momentOfWallClock(wallClockIn(zone, at), zone);
      // A repeated hour reads as its first occurrence: equal, or an hour earlier.
      expect([0, 3_600_000, 1_800_000]).toContain(at.getTime() - back.getTime());
    }));
  });
});
