import { PageLayout } from '../../app/page-layout.tsx';
import { EmptyState } from '../../features/common/empty-state.tsx';
import { useI18n } from '../../i18n/index.ts';

/** The Exercises tab; the exercise library itself comes with a later issue. */
export function ActionHomePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('exercises.title')} back={false}>
      <EmptyState hint={t('exercises.emptyHint')} />
    </PageLayout>
  );
}
