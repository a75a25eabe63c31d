import type { SharedYear } from '@repwise/contracts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/share/index.ts';
import type { CardContent } from './card-layout.ts';

/** What the card shows of a year: the shared answer has it, and so has the owner's own year report. */
export type YearCardFigures = Pick<SharedYear, 'year' | 'sessions' | 'sets' | 'volumeKg' | 'trainingDays' | 'previous' | 'months' | 'topExercises' | 'prs'>;

/** Writes a year's figures as the card's lines, in the reader's language: "+6 vs. 2025", "Mar", "4 sets · 2,002.4 kg". */
export function useYearCardContent(): (figures: YearCardFigures, name: string) => CardContent {
  const { t, language } = useI18n();
  const { formatNumber, formatVolume } = useFormat();
  const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  return (figures, name) => {
    const lastYear = String(figures.year - 1);
    const against = (now: number, before: number, show: (n: number) => string) => {
      if (before === 0) return now === 0 ? '' : t('yearShare.card.firstYear');
      const delta = now - before;
      return t('yearShare.card.change', { change: `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${show(Math.abs(delta))}`, year: lastYear });
    };
    const count = (n: number) => formatNumber(n, 0);
    return {
      brand: t('app.name'),
      title: t('yearShare.card.title', { year: String(figures.year) }),
      name,
      tiles: [
        { label: t('yearShare.card.sessions'), value: count(figures.sessions), note: against(figures.sessions, figures.previous.sessions, count) },
        { label: t('yearShare.card.sets'), value: count(figures.sets), note: against(figures.sets, figures.previous.sets, count) },
        { label: t('yearShare.card.volume'), value: formatVolume(figures.volumeKg), note: against(figures.volumeKg, figures.previous.volumeKg, formatVolume) },
        { label: t('yearShare.card.prs'), value: count(figures.prs.length), note: t('yearShare.card.daysNote', { count: figures.trainingDays }) },
      ],
      topTitle: t('yearShare.card.topExercises'),
      top: figures.topExercises.slice(0, 3).map((e) => ({ name: e.name, figure: t('yearShare.card.exerciseRow', { count: e.sets, volume: formatVolume(e.volumeKg) }) })),
      monthsTitle: t('yearShare.card.months'),
      months: figures.months.map((m, i) => ({ label: monthName.format(Date.UTC(2000, i, 1)), sessions: m.sessions })),
    };
  };
}
