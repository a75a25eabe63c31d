import { PageLayout } from '../../app/page-layout.tsx';
import { EmptyState } from '../../features/common/empty-state.tsx';
import { useI18n } from '../../i18n/index.ts';

/** The coach's History tab; trainees' records come with a later issue. */
export function CoachRecordHomePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('history.title')} back={false}>
      <EmptyState hint={t('history.coachHint')} />
    </PageLayout>
  );
}
