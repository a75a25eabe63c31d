import type { UpdateInfoInput } from '@repwise/contracts';
import { POSITION } from '@repwise/domain';
import { PageLayout } from '../../kit/page-layout.tsx';
import { StepIntro } from '../../features/onboarding/step-intro.tsx';
import { useContinueOnboarding } from '../../features/onboarding/use-continue-onboarding.ts';
import { BaseInfoForm } from '../../features/user/base-info-form.tsx';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast } from '../../kit/notify.ts';

/** The base-info step of the first login: nickname, age, gender, height, weight; its intro fits the chosen role. */
export function SelectNeedPage() {
  const { t } = useI18n();
  const updateInfo = useUpdateInfo();
  const proceed = useContinueOnboarding();

  const submit = async (update: UpdateInfoInput) => {
    try {
      proceed(await updateInfo.mutateAsync(update));
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <PageLayout title={t('app.name')} back={false}>
      <WithUser>
        {(user) => (
          <>
            {/* A coach has no coach of their own: their step says who sees what they enter. */}
            <StepIntro title={t('baseInfo.title')} subtitle={user.position === POSITION.coach ? t('baseInfo.coachSubtitle') : t('baseInfo.subtitle')} />
            <BaseInfoForm user={user} required submitText={t('common.continue')} submitting={updateInfo.isPending} onSubmit={(u) => void submit(u)} />
          </>
        )}
      </WithUser>
    </PageLayout>
  );
}
