import type { Language, WeightUnit } from '@repwise/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import { createFormat, type Format } from './format.ts';
import zhHans from './zh-Hans.json';

// The real core catalogues, in an i18next instance of the test's own (the app's is not started here).
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: en }, 'zh-Hans': { translation: zhHans } }, lng: 'en', interpolation: { escapeValue: false } });
});

function format(language: Language, unit: WeightUnit = 'kg'): Format {
  const t = i18n.getFixedT(language);
  return createFormat(language, unit, (key, options) => t(key, options));
}

describe('weights', () => {
  it('round to one decimal, drop a trailing zero, and name the unit in the language', () => {
    expect(format('en').formatWeight(96.25)).toBe('96.3 kg');
    expect(format('en').formatWeight(80)).toBe('80 kg');
    expect(format('en').formatWeight(80.04)).toBe('80 kg');
    expect(format('en').formatWeight(96.249)).toBe('96.2 kg');
    expect(format('zh-Hans').formatWeight(96.25)).toBe('96.3公斤');
    expect(format('zh-Hans').formatWeight(100)).toBe('100公斤');
  });

  it('show pounds as lb / 磅, converted from the stored kilograms', () => {
    expect(format('en', 'lbs').formatWeight(100)).toBe('220.5 lb');
    expect(format('en', 'lbs').formatWeight(45.36)).toBe('100 lb');
    expect(format('zh-Hans', 'lbs').formatWeight(100)).toBe('220.5磅');
    expect(format('en', 'lbs').formatWeightNumber(100)).toBe('220.5');
  });

  it('label a field with its unit, with full-width brackets in Chinese', () => {
    expect(format('en', 'lbs').labelWithUnit('Weight')).toBe('Weight (lb)');
    expect(format('zh-Hans').labelWithUnit('重量')).toBe('重量（公斤）');
    expect(format('zh-Hans').labelWithUnit('腰围', '厘米')).toBe('腰围（厘米）');
  });

  it('mark an e1RM as estimated, with the weight rounding', () => {
    expect(format('en').formatE1rm(96.25)).toBe('e1RM 96.3 kg');
    expect(format('zh-Hans').formatE1rm(96.25)).toBe('估算1RM 96.3公斤');
    expect(format('en', 'lbs').formatE1rm(100)).toBe('e1RM 220.5 lb');
  });

  it('group a large volume the language\'s way', () => {
    expect(format('en').formatVolume(12345.25)).toBe('12,345.3 kg');
    expect(format('zh-Hans').formatVolume(4000)).toBe('4,000公斤');
  });
});

describe('durations', () => {
  it('read one way only in English', () => {
    const { formatDuration } = format('en');
    expect(formatDuration(58)).toBe('58 s');
    expect(formatDuration(70)).toBe('1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3599)).toBe('1 h');
    expect(formatDuration(4200)).toBe('1 h 10 min');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('read one way only in Chinese (no clock face that could be hours)', () => {
    const { formatDuration } = format('zh-Hans');
    expect(formatDuration(58)).toBe('58秒');
    expect(formatDuration(70)).toBe('1分钟');
    expect(formatDuration(45 * 60)).toBe('45分钟');
    expect(formatDuration(3599)).toBe('1小时');
    expect(formatDuration(4200)).toBe('1小时10分钟');
  });

  it('keep the seconds of a rest when asked, in both languages', () => {
    expect(format('en').formatDuration(90, { exact: true })).toBe('1 min 30 s');
    expect(format('en').formatDuration(120, { exact: true })).toBe('2 min');
    expect(format('en').formatDuration(45, { exact: true })).toBe('45 s');
    expect(format('zh-Hans').formatDuration(90, { exact: true })).toBe('1分30秒');
    expect(format('zh-Hans').formatDuration(70, { exact: true })).toBe('1分10秒');
  });
});

describe('dates', () => {
  it('use one style per language', () => {
    expect(format('en').formatDate('2026-11-25')).toBe('Nov 25, 2026');
    expect(format('zh-Hans').formatDate('2026-11-25')).toBe('2026年11月25日');
    expect(format('en').formatMonth('2026-11')).toBe('November 2026');
    expect(format('zh-Hans').formatMonth('2026-11')).toBe('2026年11月');
  });

  it('keep a calendar day on its day whatever the phone\'s time zone', () => {
    // 2026-11-25 at midnight UTC is still the 24th west of Greenwich; the day must not move.
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(format('en').formatDate('2026-11-25')).toBe('Nov 25, 2026');
      expect(format('en').formatDate('2026-01-01', { weekday: true })).toBe('Thu, Jan 1, 2026');
    } finally {
      process.env.TZ = before;
    }
  });

  it('show a moment with its time', () => {
    const at = new Date(2026, 10, 25, 8, 5);
    expect(format('en').formatDateTime(at)).toBe('Nov 25, 2026, 8:05 AM');
    expect(format('zh-Hans').formatDateTime(at)).toMatch(/^2026年11月25日 \d{1,2}:05$/);
  });
});
