import { Suspense, lazy } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { PageLoading } from '../../kit/page-loading.tsx';

const HistoryList = lazy(() => import('../../features/training/history-list.tsx').then((m) => ({ default: m.HistoryList })));

/** The trainee's History tab: their recorded trainings. */
export function UserRecordHomePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('history.title')} back={false}>
      <Suspense fallback={<PageLoading />}>
        <HistoryList />
      </Suspense>
    </PageLayout>
  );
}
