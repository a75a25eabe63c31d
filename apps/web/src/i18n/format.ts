import { weightForDisplay, type Language, type WeightUnit } from '@repwise/domain';
import { useMemo } from 'react';
import { useKnownUser } from '../session/session-store.ts';
import { useI18n } from './index.ts';

/**
 * The one way the web shows numbers, weights, durations and dates (issue 24 point 6): every
 * screen formats through here, so the same value reads the same everywhere, in the person's
 * language and weight unit. The words (unit names, h/min/s, the e1RM mark) are catalogue
 * strings under `units.*` and `format.*`.
 */
export interface Format {
  /** The person's weight unit. */
  unit: WeightUnit;
  /** The unit's word: kg / lb, 公斤 / 磅. */
  unitWord: string;
  /** A field's label with the unit it takes: "Weight (lb)", "重量（公斤）"; the person's weight unit unless another word is given. */
  labelWithUnit: (label: string, unitWord?: string) => string;
  /** A plain number with at most `fractionDigits` decimals (trailing zeros dropped), grouped the language's way. */
  formatNumber: (value: number, fractionDigits?: number) => string;
  /** A stored weight (kg) as a number in the person's unit, without the unit word: for fields and steppers. */
  formatWeightNumber: (kg: number) => string;
  /** A stored weight (kg) in the person's unit: "96.3 kg", "212.3 lb", "96.3公斤". */
  formatWeight: (kg: number) => string;
  /** Another measure with its unit word, written the way a weight is: "80 cm", "80厘米". */
  formatMeasure: (value: number, unitWord: string) => string;
  /** An estimated one-rep max, rounded as a weight and marked as estimated: "e1RM 96.3 kg", "估算1RM 96.3公斤". */
  formatE1rm: (kg: number) => string;
  /** A training volume (Σ weight × reps, kg) in the person's unit. */
  formatVolume: (kg: number) => string;
  /**
   * A duration that reads one way only: "1 h 10 min", "45 min", "58 s"; "1小时10分钟", "45分钟", "58秒".
   * To the minute past a minute (a training); `exact` keeps the seconds under an hour (a rest: "1 min 30 s", "1分30秒").
   */
  formatDuration: (seconds: number, options?: { exact?: boolean }) => string;
  /** The duration from one moment to another (ISO strings), as formatDuration: a training's start and finish. */
  formatDurationBetween: (startedAt: string, finishedAt: string) => string;
  /** A day: "Nov 25, 2026", "2026年11月25日". A 'YYYY-MM-DD' string is that calendar day wherever the phone is. */
  formatDate: (value: string | Date, options?: { weekday?: boolean }) => string;
  /** From one day to another, each as formatDate: "Nov 25, 2026 – Dec 9, 2026". */
  formatDateRange: (from: string, to: string) => string;
  /** A moment, in the phone's time zone: "Nov 25, 2026, 8:05 AM", "2026年11月25日 8:05". */
  formatDateTime: (value: string | Date) => string;
  /** A month ('YYYY-MM'): "November 2026", "2026年11月". */
  formatMonth: (month: string) => string;
}

/** The catalogue strings the formatter reads. */
export type FormatKey = `format.${keyof (typeof import('./en.json'))['format']}` | `units.${WeightUnit}`;

/** What the format.* strings take. */
type FormatValues = Partial<Record<'value' | 'unit' | 'label' | 'weight' | 'hours' | 'minutes' | 'seconds', string>>;

/** The catalogue lookup the formatter needs (i18next's `t`, fixed to one language). */
export type Words = (key: FormatKey, options: FormatValues) => string;

const LOCALES: Record<Language, string> = { en: 'en', 'zh-Hans': 'zh-Hans' };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Half away from zero to one decimal; the product is read to 12 digits first so binary noise (96.25 is exact, 1.05 is not) does not decide. */
function roundToTenth(value: number): number {
  const scaled = Number((value * 10).toPrecision(12));
  return (Math.sign(scaled) * Math.round(Math.abs(scaled))) / 10 + 0;
}

/** A stored kg value in the unit, rounded to 0.1 once (never twice: 96.249 must not become 96.25 then 96.3). */
function inUnit(kg: number, unit: WeightUnit): number {
  return unit === 'lbs' ? weightForDisplay(kg, 'lbs') : roundToTenth(kg);
}

/** A calendar day as a UTC instant, to be shown in UTC: the same day in every time zone. */
function dayInstant(value: string | Date): { at: Date; timeZone?: string } {
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return { at: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), timeZone: 'UTC' };
    return { at: new Date(value) };
  }
  return { at: value };
}

/**
 * A running clock (the live training time, a rest counting down): m:ss, h:mm:ss past an hour.
 * Only for a clock that ticks in front of the person; a finished duration is formatDuration.
 */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The formatter of one language and weight unit (pure; `useFormat` gives the person's). */
export function createFormat(language: Language, unit: WeightUnit, words: Words): Format {
  const locale = LOCALES[language];
  const numbers = new Map<number, Intl.NumberFormat>();
  const formatNumber = (value: number, fractionDigits = 1) => {
    let format = numbers.get(fractionDigits);
    if (!format) {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits });
      numbers.set(fractionDigits, format);
    }
    return format.format(fractionDigits === 1 ? roundToTenth(value) : value);
  };
  const unitWord = words(`units.${unit}`, {});
  const formatWeightNumber = (kg: number) => formatNumber(inUnit(kg, unit));
  const formatMeasure = (value: number, word: string) => words('format.quantity', { value: formatNumber(value), unit: word });
  const formatWeight = (kg: number) => formatMeasure(inUnit(kg, unit), unitWord);
  const formatDuration = (seconds: number, options: { exact?: boolean } = {}) => {
    const whole = Math.max(0, Math.round(seconds));
    if (whole < 60) return words('format.seconds', { value: formatNumber(whole, 0) });
    if (options.exact && whole < 3600 && whole % 60 !== 0) {
      return words('format.minutesSeconds', { minutes: formatNumber(Math.floor(whole / 60), 0), seconds: formatNumber(whole % 60, 0) });
    }
    const minutes = Math.round(whole / 60);
    const hours = Math.floor(minutes / 60);
    if (hours === 0) return words('format.minutes', { value: formatNumber(minutes, 0) });
    if (minutes % 60 === 0) return words('format.hours', { value: formatNumber(hours, 0) });
    return words('format.hoursMinutes', { hours: formatNumber(hours, 0), minutes: formatNumber(minutes % 60, 0) });
  };
  const formatDate = (value: string | Date, options: { weekday?: boolean } = {}) => {
    const { at, timeZone } = dayInstant(value);
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', weekday: options.weekday ? 'short' : undefined, timeZone }).format(at);
  };
  const formatDateTime = (value: string | Date) =>
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(typeof value === 'string' ? new Date(value) : value);
  const formatMonth = (month: string) => {
    const m = MONTH.exec(month);
    const at = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : new Date(month);
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: m ? 'UTC' : undefined }).format(at);
  };
  return {
    unit,
    unitWord,
    labelWithUnit: (label, word = unitWord) => words('format.labelUnit', { label, unit: word }),
    formatNumber,
    formatWeightNumber,
    formatWeight,
    formatMeasure,
    formatE1rm: (kg) => words('format.e1rm', { weight: formatWeight(kg) }),
    formatVolume: formatWeight,
    formatDuration,
    formatDurationBetween: (startedAt, finishedAt) => formatDuration((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000),
    formatDate,
    formatDateRange: (from, to) => `${formatDate(from)} – ${formatDate(to)}`,
    formatDateTime,
    formatMonth,
  };
}

/**
 * The person's formatter: their language and their kg/lbs setting. `unit` overrides the
 * setting where a screen shows another unit on purpose (a template in its own units).
 */
export function useFormat(unit?: WeightUnit): Format {
  const { t, language } = useI18n();
  const setting = useKnownUser()?.units ?? 'kg';
  const chosen = unit ?? setting;
  return useMemo(() => createFormat(language, chosen, (key, options) => t(key, options)), [language, chosen, t]);
}
