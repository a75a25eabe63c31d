import type { UserDto } from '@repwise/contracts';
import { displayName } from '@repwise/domain';
import { Form, Input } from 'antd-mobile';
import { useLocation } from 'react-router';
import { PageLayout } from '../../app/page-layout.tsx';
import type { CoachCodeLocationState } from '../../features/onboarding/coach-code-state.ts';
import { SkippableStepActions } from '../../features/onboarding/skippable-step-actions.tsx';
import { StepIntro } from '../../features/onboarding/step-intro.tsx';
import { useContinueOnboarding } from '../../features/onboarding/use-continue-onboarding.ts';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import '../../features/onboarding/onboarding.css';

function CoachCodeForm({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const updateInfo = useUpdateInfo();
  const proceed = useContinueOnboarding();

  const onFinish = async ({ inviteCode = '' }: { inviteCode?: string }) => {
    const code = inviteCode.trim().toUpperCase();
    if (!code) {
      showToast(t('validation.invitationCodeError'));
      return;
    }
    try {
      const updated = await updateInfo.mutateAsync({ inviteCode: code });
      showToast(t('coachCode.linked', { name: displayName(updated.coach?.nickName, t('app.name')) }), 'success');
      proceed(updated);
    } catch (error) {
      showErrorToast(error, t('validation.invitationCodeError'));
    }
  };

  return (
    <Form
      layout="vertical"
      mode="card"
      className="onboarding-form"
      onFinish={(values: { inviteCode?: string }) => void onFinish(values)}
      footer={<SkippableStepActions user={user} step="coachCode" submitText={t('coachCode.submit')} submitting={updateInfo.isPending} />}
    >
      <Form.Item name="inviteCode" label={t('coachCode.label')}>
        <Input placeholder={t('coachCode.placeholder')} autoComplete="off" autoCapitalize="characters" maxLength={32} />
      </Form.Item>
    </Form>
  );
}

/** Trainees without a coach enter their coach's invitation code (spec §4, skippable). */
export function SettingCoachCodePage() {
  const { t } = useI18n();
  const state = useLocation().state as CoachCodeLocationState | null;
  return (
    <PageLayout title={t('app.name')} back={Boolean(state?.fromHome)}>
      <StepIntro title={t('coachCode.title')} subtitle={t('coachCode.subtitle')} />
      <WithUser>{(user) => <CoachCodeForm user={user} />}</WithUser>
    </PageLayout>
  );
}
