import type { RecordMonth, RecordYear } from '@repwise/contracts';
import { weightForDisplay } from '@repwise/domain';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { heatLevel, monthDays, weeksInMonth } from './calendar.ts';
import { Chart } from './chart.tsx';
import { barChartHeight, barOption, calendarHeight, calendarOption, chartLocale, LINE_CHART_HEIGHT, lineOption } from './options.ts';

/** The trainee's record screens' charts (the History tab's calendar and the month and year reports). */

/** A month of training days as a calendar heatmap, the darker the more working sets; the trained days as a table. */
export function TrainingDaysChart({ month, days }: { month: string; days: RecordMonth['days'] }) {
  const { t, language } = useI18n();
  const { formatDate, formatMonth, formatNumber, formatVolume } = useFormat();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const trained = days.filter((d) => heatLevel(d) > 0);
  const caption = t('records.home.calendarTable', { month: formatMonth(month) });
  const cells = monthDays(month).map((date) => {
    const day = byDate.get(date);
    const level = heatLevel(day);
    const text =
      day && level > 0
        ? t('records.home.dayLabel', { date: formatDate(date), sessions: t('records.figures.sessionsCount', { count: day.sessions }), sets: t('records.figures.setsCount', { count: day.sets }) })
        : t('records.home.restDay', { date: formatDate(date) });
    return { date, level, text };
  });
  return (
    <Chart
      height={calendarHeight(weeksInMonth(month))}
      option={(theme) => calendarOption({ label: caption, month, days: cells, locale: chartLocale(language) }, theme)}
      table={{
        caption,
        columns: [t('records.home.dateColumn'), t('records.figures.sessions'), t('records.figures.sets'), t('records.figures.volume')],
        rows: trained.map((d) => ({ key: d.date, cells: [formatDate(d.date), formatNumber(d.sessions, 0), formatNumber(d.sets, 0), formatVolume(d.volumeKg)] })),
        empty: t('records.home.noTrainingDays'),
      }}
    />
  );
}

interface Period {
  key: string;
  name: string;
  sessions: number;
}

/** Sessions per period (week or month) as bars. */
function SessionsChart({ periods, title, column }: { periods: readonly Period[]; title: string; column: string }) {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const texts = periods.map((p) => t('records.figures.sessionsCount', { count: p.sessions }));
  return (
    <Chart
      height={barChartHeight(periods.length)}
      option={(theme) => barOption({ label: title, categories: periods.map((p) => p.name), series: [{ name: title, values: periods.map((p) => p.sessions), texts }] }, theme)}
      table={{ caption: title, columns: [column, t('records.figures.sessions')], rows: periods.map((p) => ({ key: p.key, cells: [p.name, formatNumber(p.sessions, 0)] })), empty: t('records.chart.noData') }}
    />
  );
}

export function SessionsPerWeekChart({ weeks }: { weeks: RecordMonth['sessionsPerWeek'] }) {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const periods = weeks.map((w) => ({ key: w.week, name: t('records.report.weekOf', { date: formatDate(w.week) }), sessions: w.sessions }));
  return <SessionsChart periods={periods} title={t('records.report.perWeek')} column={t('records.chart.weekColumn')} />;
}

export function SessionsPerMonthChart({ months }: { months: RecordYear['months'] }) {
  const { t } = useI18n();
  const { formatMonth } = useFormat();
  const periods = months.map((m) => ({ key: m.month, name: formatMonth(m.month), sessions: m.sessions }));
  return <SessionsChart periods={periods} title={t('records.report.perMonth')} column={t('records.chart.monthColumn')} />;
}

/** Working sets per muscle group as bars, each with its sets and volume. */
export function MuscleChart({ muscles }: { muscles: RecordMonth['muscles'] }) {
  const { t } = useI18n();
  const { formatNumber, formatVolume } = useFormat();
  const title = t('records.report.muscles');
  const texts = muscles.map((m) => t('records.report.muscleRow', { count: m.sets, sets: formatNumber(m.sets), volume: formatVolume(m.volumeKg) }));
  return (
    <Chart
      height={barChartHeight(muscles.length)}
      option={(theme) => barOption({ label: title, categories: muscles.map((m) => m.name), series: [{ name: title, values: muscles.map((m) => m.sets), texts }] }, theme)}
      table={{
        caption: title,
        columns: [t('records.chart.muscleColumn'), t('records.figures.sets'), t('records.figures.volume')],
        rows: muscles.map((m) => ({ key: m.muscle, cells: [m.name, formatNumber(m.sets), formatVolume(m.volumeKg)] })),
        empty: t('records.chart.noData'),
      }}
    />
  );
}

export interface E1rmSeries {
  actionId: number;
  name: string;
  points: readonly { date: string; e1rmKg: number }[];
}

/** One lift's e1RM day by day as a line (pinch or drag to zoom and pan), its points as a table. */
export function E1rmChart({ trend, label }: { trend: E1rmSeries; label?: string | undefined }) {
  const { t } = useI18n();
  const { unit, formatDate, formatWeight } = useFormat();
  const title = label ?? t('records.chart.trendLabel', { name: trend.name });
  const points = trend.points.map((p) => ({ x: formatDate(p.date), value: weightForDisplay(p.e1rmKg, unit), text: `${formatDate(p.date)}: ${formatWeight(p.e1rmKg)}`, valueText: formatWeight(p.e1rmKg) }));
  return (
    <Chart
      height={LINE_CHART_HEIGHT}
      option={(theme) => lineOption({ label: title, points }, theme)}
      table={{
        caption: t('records.chart.trendLabel', { name: trend.name }),
        columns: [t('records.home.dateColumn'), t('records.chart.e1rmColumn')],
        rows: trend.points.map((p) => ({ key: p.date, cells: [formatDate(p.date), formatWeight(p.e1rmKg)] })),
        empty: t('records.chart.noData'),
      }}
    />
  );
}
