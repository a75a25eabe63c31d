import { Suspense, lazy } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { useSession } from '../../session/session-store.ts';

const HistoryList = lazy(() => import('../../features/training/history-list.tsx').then((m) => ({ default: m.HistoryList })));

/** The trainee's History tab: their recorded trainings. */
export function UserRecordHomePage() {
  const { t } = useI18n();
  const unit = useSession().userInfo?.units ?? 'kg';
  return (
    <PageLayout title={t('history.title')} back={false}>
      <Suspense fallback={<PageLoading />}>
        <HistoryList unit={unit} />
      </Suspense>
    </PageLayout>
  );
}
