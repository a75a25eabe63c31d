import { addDays, mondayOf } from '@repwise/domain';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { TrainingDaysChart } from '../../features/charts/record-charts.tsx';
import { Heatmap } from '../../features/records/heatmap.tsx';
import { HistorySearchList } from '../../features/records/history-search.tsx';
import { monthOfDate, shiftMonth, sumDays } from '../../features/records/periods.ts';
import { useRecordMonth } from '../../features/records/queries.ts';
import { FigureTiles, PrList, RecordSection, WorkingSetsNote } from '../../features/records/report-parts.tsx';
import { localDateOf } from '../../features/training/recorder.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import '../../i18n/training/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { monthRecordPath, yearRecordPath } from '../../kit/paths.ts';

/** This week and this month at a glance, against the week and the month before. */
function AtAGlance({ today }: { today: string }) {
  const { t } = useI18n();
  const thisMonth = monthOfDate(today);
  const current = useRecordMonth(thisMonth);
  const before = useRecordMonth(shiftMonth(thisMonth, -1));
  if (current.isPending || before.isPending) return <PageLoading />;
  if (current.isError) return <LoadError error={current.error} onRetry={() => void current.refetch()} />;
  if (before.isError) return <LoadError error={before.error} onRetry={() => void before.refetch()} />;
  const days = [...before.data.days, ...current.data.days];
  const monday = mondayOf(today);
  const week = sumDays(days, monday, addDays(monday, 6));
  const lastWeek = sumDays(days, addDays(monday, -7), addDays(monday, -1));
  const month = current.data;
  return (
    <>
      <RecordSection id="records-week" title={t('records.home.thisWeek')}>
        <FigureTiles current={week} previous={lastWeek} compare={t('records.figures.vsPreviousWeek')} />
      </RecordSection>
      <RecordSection id="records-month" title={t('records.home.thisMonth')}>
        <FigureTiles current={month} previous={month.previous} compare={t('records.figures.vsPreviousMonth')} />
        <WorkingSetsNote />
      </RecordSection>
      <RecordSection id="records-prs" title={t('records.home.recentPrs')}>
        <PrList prs={month.prs} empty={t('records.home.noPrs')} />
      </RecordSection>
    </>
  );
}

/** The calendar heatmap of one month, from this one back. */
function Calendar({ today }: { today: string }) {
  const { t } = useI18n();
  const thisMonth = monthOfDate(today);
  const [month, setMonth] = useState(thisMonth);
  const report = useRecordMonth(month);
  return (
    <RecordSection id="records-calendar" title={t('records.home.calendar')}>
      {report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <Heatmap month={month} onPrevious={() => setMonth((m) => shiftMonth(m, -1))} onNext={month < thisMonth ? () => setMonth((m) => shiftMonth(m, 1)) : undefined}>
          <TrainingDaysChart month={month} days={report.data?.days ?? []} />
        </Heatmap>
      )}
    </RecordSection>
  );
}

/** The trainee's History tab: the calendar, the week and month at a glance, records, the reports and the whole history with search. */
export function UserRecordHomePage() {
  const { t } = useI18n();
  const today = localDateOf(new Date());
  return (
    <PageLayout title={t('records.home.title')} back={false} className="records-page">
      <Calendar today={today} />
      <AtAGlance today={today} />
      <RecordSection id="records-reports" title={t('records.home.reports')}>
        <nav className="records-entries" aria-labelledby="records-reports">
          <Link className="records-entry" to={monthRecordPath(monthOfDate(today))}>
            <span>{t('records.home.monthReport')}</span>
            <RightOutline aria-hidden />
          </Link>
          <Link className="records-entry" to={yearRecordPath(Number(today.slice(0, 4)))}>
            <span>{t('records.home.yearReport')}</span>
            <RightOutline aria-hidden />
          </Link>
        </nav>
      </RecordSection>
      <RecordSection id="records-all" title={t('records.home.allHistory')} className="records-section-history">
        <HistorySearchList />
      </RecordSection>
    </PageLayout>
  );
}
