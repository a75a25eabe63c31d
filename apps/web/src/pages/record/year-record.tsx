import { useNavigate, useSearchParams } from 'react-router';
import { parseYear } from '../../features/records/periods.ts';
import { useRecordYear } from '../../features/records/queries.ts';
import { PeriodSwitch, ReportView } from '../../features/records/report-view.tsx';
import { localDateOf } from '../../features/training/recorder.ts';
import { YearShareButton } from '../../features/year-share/year-share-button.tsx';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { BodyTrends } from './report-body.tsx';
import { reportCharts } from './report-charts.tsx';
import { yearRecordPath } from '../../kit/paths.ts';
import { useUserInfo } from '../../session/current-user.ts';

/** Spec §2 Record/User/recordPage/yearRecord (`?year=YYYY`, this year without one): the trainee's year in review. */
export function YearRecordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const thisYear = Number(localDateOf(new Date()).slice(0, 4));
  const year = parseYear(query.get('year')) ?? thisYear;
  const report = useRecordYear(year);
  const nickName = useUserInfo().data?.nickName ?? '';
  const go = (to: number) => void navigate(yearRecordPath(to), { replace: true });
  return (
    <PageLayout title={t('records.report.yearTitle')} right={<YearShareButton year={year} figures={report.data} nickName={nickName} />} className="records-page">
      <PeriodSwitch
        title={t('records.report.yearHeading', { year: String(year) })}
        previousLabel={t('records.report.previousYear')}
        nextLabel={t('records.report.nextYear')}
        onPrevious={year > 1970 ? () => go(year - 1) : () => undefined}
        onNext={year < thisYear ? () => go(year + 1) : undefined}
      />
      {report.isPending ? <PageLoading /> : report.isError ? <LoadError error={report.error} onRetry={() => void report.refetch()} /> : <ReportView report={{ ...report.data, kind: 'year' }} charts={reportCharts} bodyTrends={<BodyTrends body={report.data.body} />} />}
    </PageLayout>
  );
}
