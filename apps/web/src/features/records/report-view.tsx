import type { RecordMonth, RecordYear } from '@repwise/contracts';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { Compliance, E1rmTrends, FigureTiles, MuscleSection, PrList, RecordSection, TopExercises, WorkingSetsNote } from './report-parts.tsx';

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

export type Report = (RecordMonth & { kind: 'month' }) | (RecordYear & { kind: 'year' });

/** A report's charts, drawn by the charts feature: the page gives the function that draws them. */
export interface ReportCharts {
  /** Sessions per week of a month, per month of a year. */
  overTime: ReactNode;
  muscles: ReactNode;
  trend: (trend: RecordMonth['e1rmTrend'][number]) => ReactNode;
}

/** A month's or a year's report (the page gives the charts and the body-data trend): totals against the period before, sessions over time, muscles, exercises, trends, records, compliance and body data. */
export function ReportView({ report, charts: drawCharts, bodyTrends }: { report: Report; charts: (report: Report) => ReportCharts; bodyTrends: ReactNode }) {
  const { t } = useI18n();
  const hasBody = report.body !== null && report.body.length > 0;
  if (report.sessions === 0 && report.sets === 0 && report.compliance.scheduled === 0 && !hasBody) {
    return <EmptyState hint={t('records.report.empty')} />;
  }
  const charts = drawCharts(report);
  const overTimeTitle = report.kind === 'month' ? t('records.report.perWeek') : t('records.report.perMonth');
  return (
    <>
      <RecordSection id="records-totals" title={t('records.report.totals')}>
        <FigureTiles current={report} previous={report.previous} compare={report.kind === 'month' ? t('records.figures.vsPreviousMonth') : t('records.figures.vsPreviousYear')} />
        <p className="records-row-figure">{t('records.report.trainingDays', { count: report.trainingDays })}</p>
        <WorkingSetsNote />
      </RecordSection>
      <RecordSection id="records-over-time" title={overTimeTitle}>
        {charts.overTime}
      </RecordSection>
      {report.muscles.length > 0 ? <MuscleSection chart={charts.muscles} /> : null}
      <TopExercises exercises={report.topExercises} />
      {report.kind === 'month' ? <E1rmTrends trends={report.e1rmTrend} chart={charts.trend} /> : null}
      <RecordSection id="records-period-prs" title={t('records.report.prs')}>
        <PrList prs={report.prs} empty={t('records.report.noPrs')} />
      </RecordSection>
      <Compliance compliance={report.compliance} />
      {hasBody ? bodyTrends : null}
    </>
  );
}
