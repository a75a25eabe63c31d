import { useNavigate, useSearchParams } from 'react-router';
import { monthOfDate, parseMonth, shiftMonth } from '../../features/records/periods.ts';
import { useRecordMonth } from '../../features/records/queries.ts';
import { PeriodSwitch, ReportView } from '../../features/records/report-view.tsx';
import { localDateOf } from '../../features/training/recorder.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { BodyTrends } from './report-body.tsx';
import { reportCharts } from './report-charts.tsx';
import { monthRecordPath } from '../../kit/paths.ts';

/** Spec §2 Record/User/recordPage/monthRecord (`?month=YYYY-MM`, this month without one): the trainee's month report. */
export function MonthRecordPage() {
  const { t } = useI18n();
  const { formatMonth } = useFormat();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const thisMonth = monthOfDate(localDateOf(new Date()));
  const month = parseMonth(query.get('month')) ?? thisMonth;
  const report = useRecordMonth(month);
  const go = (to: string) => void navigate(monthRecordPath(to), { replace: true });
  return (
    <PageLayout title={t('records.report.monthTitle')} className="records-page">
      <PeriodSwitch
        title={formatMonth(month)}
        previousLabel={t('records.report.previousMonth')}
        nextLabel={t('records.report.nextMonth')}
        onPrevious={() => go(shiftMonth(month, -1))}
        onNext={month < thisMonth ? () => go(shiftMonth(month, 1)) : undefined}
      />
      {report.isPending ? <PageLoading /> : report.isError ? <LoadError error={report.error} onRetry={() => void report.refetch()} /> : <ReportView report={{ ...report.data, kind: 'month' }} charts={reportCharts} bodyTrends={<BodyTrends body={report.data.body} />} />}
    </PageLayout>
  );
}
