import { PageLayout } from '../../kit/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';

/** The coach's History tab; trainees' records come with a later issue. */
export function CoachRecordHomePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('history.title')} back={false}>
      <EmptyState hint={t('history.coachHint')} />
    </PageLayout>
  );
}
