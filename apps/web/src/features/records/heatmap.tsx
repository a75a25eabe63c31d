import type { RecordMonth } from '@repwise/contracts';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { calendarWeeks, heatLevel } from './periods.ts';

interface HeatmapProps {
  month: string;
  days: RecordMonth['days'];
  onPrevious: () => void;
  /** Absent on the current month: there is nothing after it. */
  onNext?: (() => void) | undefined;
}

/**
 * A month of training days as a calendar heatmap (Monday first), the darker the more working
 * sets. The grid is for the eye (each day titled "Nov 25, 2026: 2 sessions, 18 sets"); a
 * screen reader gets the same days as a table.
 */
export function Heatmap({ month, days, onPrevious, onNext }: HeatmapProps) {
  const { t } = useI18n();
  const { formatDate, formatMonth, formatNumber, formatVolume } = useFormat();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const trained = days.filter((d) => d.sessions > 0 || d.sets > 0);
  const weekdays = [...t('records.home.weekdays')];
  const labelOf = (date: string) => {
    const day = byDate.get(date);
    return day && heatLevel(day) > 0
      ? t('records.home.dayLabel', { date: formatDate(date), sessions: t('records.figures.sessionsCount', { count: day.sessions }), sets: t('records.figures.setsCount', { count: day.sets }) })
      : t('records.home.restDay', { date: formatDate(date) });
  };
  return (
    <div className="records-heatmap-wrap">
      <div className="records-switch">
        <button type="button" className="records-switch-button" aria-label={t('records.home.previousMonth')} onClick={onPrevious}>
          <LeftOutline aria-hidden />
        </button>
        <p className="records-switch-title" aria-live="polite">
          {formatMonth(month)}
        </p>
        <button type="button" className="records-switch-button" aria-label={t('records.home.nextMonth')} onClick={onNext} disabled={!onNext}>
          <RightOutline aria-hidden />
        </button>
      </div>
      <div className="records-heatmap" aria-hidden="true">
        {weekdays.map((w, i) => (
          <span key={`w${i}`} className="records-heatmap-weekday">
            {w}
          </span>
        ))}
        {calendarWeeks(month)
          .flat()
          .map((date, i) =>
            date === null ? (
              <span key={`b${i}`} className="records-heatmap-blank" />
            ) : (
              <span key={date} className={`records-heatmap-day level-${heatLevel(byDate.get(date))}`} title={labelOf(date)} data-date={date}>
                {formatNumber(Number(date.slice(8)), 0)}
              </span>
            ),
          )}
      </div>
      {trained.length === 0 ? (
        <p className="records-quiet">{t('records.home.noTrainingDays')}</p>
      ) : (
        <table className="visually-hidden">
          <caption>{t('records.home.calendarTable', { month: formatMonth(month) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('records.home.dateColumn')}</th>
              <th scope="col">{t('records.figures.sessions')}</th>
              <th scope="col">{t('records.figures.sets')}</th>
              <th scope="col">{t('records.figures.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {trained.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDate(d.date)}</th>
                <td>{formatNumber(d.sessions, 0)}</td>
                <td>{formatNumber(d.sets, 0)}</td>
                <td>{formatVolume(d.volumeKg)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
