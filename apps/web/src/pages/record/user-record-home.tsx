import { PageLayout } from '../../app/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';

/** The trainee's History tab; training records come with a later issue. */
export function UserRecordHomePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('history.title')} back={false}>
      <EmptyState hint={t('history.traineeHint')} />
    </PageLayout>
  );
}
