import type { RecordMonth, RecordYear } from '@repwise/contracts';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { BarList, Compliance, E1rmTrends, FigureTiles, MuscleBars, PrList, RecordSection, TopExercises, WorkingSetsNote, type BarRow } from './report-parts.tsx';

interface PeriodSwitchProps {
  title: string;
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  /** Absent on the current period. */
  onNext?: (() => void) | undefined;
}

/** The period on show, with the previous and next one a tap away. */
export function PeriodSwitch({ title, previousLabel, nextLabel, onPrevious, onNext }: PeriodSwitchProps) {
  return (
    <div className="records-switch records-switch-period">
      <button type="button" className="records-switch-button" aria-label={previousLabel} onClick={onPrevious}>
        <LeftOutline aria-hidden />
      </button>
      <h2 className="records-switch-title">{title}</h2>
      <button type="button" className="records-switch-button" aria-label={nextLabel} onClick={onNext} disabled={!onNext}>
        <RightOutline aria-hidden />
      </button>
    </div>
  );
}

type Report = (RecordMonth & { kind: 'month' }) | (RecordYear & { kind: 'year' });

/** A month's or a year's report (the page gives the body-data trend, drawn by the user feature): totals against the period before, sessions over time, muscles, exercises, trends, records, compliance and body data. */
export function ReportView({ report, bodyTrends }: { report: Report; bodyTrends: ReactNode }) {
  const { t } = useI18n();
  const { formatDate, formatMonth } = useFormat();
  const hasBody = report.body !== null && report.body.length > 0;
  if (report.sessions === 0 && report.sets === 0 && report.compliance.scheduled === 0 && !hasBody) {
    return <EmptyState hint={t('records.report.empty')} />;
  }
  const sessionsText = (count: number) => t('records.figures.sessionsCount', { count });
  let overTime: ReactNode;
  if (report.kind === 'month') {
    const rows: BarRow[] = report.sessionsPerWeek.map((w) => ({ key: w.week, label: t('records.report.weekOf', { date: formatDate(w.week) }), value: w.sessions, text: sessionsText(w.sessions) }));
    overTime = (
      <RecordSection id="records-over-time" title={t('records.report.perWeek')}>
        <BarList rows={rows} label={t('records.report.perWeek')} />
      </RecordSection>
    );
  } else {
    const rows: BarRow[] = report.months.map((m) => ({ key: m.month, label: formatMonth(m.month), value: m.sessions, text: sessionsText(m.sessions) }));
    overTime = (
      <RecordSection id="records-over-time" title={t('records.report.perMonth')}>
        <BarList rows={rows} label={t('records.report.perMonth')} />
      </RecordSection>
    );
  }
  return (
    <>
      <RecordSection id="records-totals" title={t('records.report.totals')}>
        <FigureTiles current={report} previous={report.previous} compare={report.kind === 'month' ? t('records.figures.vsPreviousMonth') : t('records.figures.vsPreviousYear')} />
        <p className="records-row-figure">{t('records.report.trainingDays', { count: report.trainingDays })}</p>
        <WorkingSetsNote />
      </RecordSection>
      {overTime}
      {report.muscles.length > 0 ? <MuscleBars muscles={report.muscles} /> : null}
      <TopExercises exercises={report.topExercises} />
      {report.kind === 'month' ? <E1rmTrends trends={report.e1rmTrend} /> : null}
      <RecordSection id="records-period-prs" title={t('records.report.prs')}>
        <PrList prs={report.prs} empty={t('records.report.noPrs')} />
      </RecordSection>
      <Compliance compliance={report.compliance} />
      {hasBody ? bodyTrends : null}
    </>
  );
}
