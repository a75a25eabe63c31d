import type { UserDto } from '@repwise/contracts';
import { displayName, normalizeCode } from '@repwise/domain';
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { onboardingStep } from '../../features/onboarding/onboarding-path.ts';
import { SkippableStepActions } from '../../features/onboarding/skippable-step-actions.tsx';
import { StepIntro } from '../../features/onboarding/step-intro.tsx';
import { useContinueOnboarding } from '../../features/onboarding/use-continue-onboarding.ts';
import { OtherCodeHint } from '../../features/teams/other-code-hint.tsx';
import { ApiError } from '../../api/api-error.ts';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { PATHS } from '../../kit/paths.ts';
import { getSession } from '../../session/session-store.ts';
import '../../features/onboarding/onboarding.css';

/** Whether the person is past onboarding: the page is then "enter a coach's code later", from My or the home. */
function isLater(user: UserDto): boolean {
  return onboardingStep(user, getSession().areLoginFirstTime) === 'home';
}

function CoachCodeForm({ user, later }: { user: UserDto; later: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const updateInfo = useUpdateInfo();
  const proceed = useContinueOnboarding();
  // A coach's QR code opens this page with their code filled in.
  const scanned = normalizeCode(query.get('inviteCode') ?? '');
  // The code refused as no coach's: it may be a team's code (issue 24 §8), said below the field.
  const [refused, setRefused] = useState<string | null>(null);

  const onFinish = async ({ inviteCode = '' }: { inviteCode?: string }) => {
    const code = normalizeCode(inviteCode);
    if (!code) {
      showToast(t('validation.invitationCodeError'));
      return;
    }
    try {
      const updated = await updateInfo.mutateAsync({ inviteCode: code });
      showToast(t('coachCode.linked', { name: displayName(updated.coach?.nickName, t('app.name')) }), 'success');
      if (later) void navigate(PATHS.userHome, { replace: true });
      else proceed(updated);
    } catch (error) {
      showErrorToast(error, t('validation.invitationCodeError'));
      if (error instanceof ApiError && error.status === 400) setRefused(code);
    }
  };

  const hint = (
    <OtherCodeHint
      code={refused}
      wanted="coach"
      onJoined={() => {
        setRefused(null);
        if (later) void navigate(PATHS.userSquadList, { replace: true });
      }}
    />
  );
  const actions = later ? (
    <div className="onboarding-actions">
      <Button block type="submit" color="primary" size="large" shape="rounded" loading={updateInfo.isPending}>
        {t('coachCode.submit')}
      </Button>
    </div>
  ) : (
    <SkippableStepActions user={user} step="coachCode" submitText={t('coachCode.submit')} submitting={updateInfo.isPending} />
  );

  return (
    <Form
      layout="vertical"
      mode="card"
      className="onboarding-form"
      initialValues={{ inviteCode: scanned }}
      onValuesChange={() => setRefused(null)}
      onFinish={(values: { inviteCode?: string }) => void onFinish(values)}
      footer={
        <>
          {hint}
          {actions}
        </>
      }
    >
      <Form.Item name="inviteCode" label={t('coachCode.label')} description={t('coachCode.help')}>
        <Input placeholder={t('coachCode.placeholder')} autoComplete="off" autoCapitalize="characters" maxLength={32} />
      </Form.Item>
    </Form>
  );
}

/**
 * Trainees without a coach enter their coach's invitation code (spec §4, skippable); once past
 * onboarding a trainee comes back here from My or the home to enter (or change) it later.
 */
export function SettingCoachCodePage() {
  const { t } = useI18n();
  return (
    <WithUser>
      {(user) => {
        const later = isLater(user);
        return (
          <PageLayout title={later ? t('coachCode.laterTitle') : t('app.name')} back={later}>
            <StepIntro title={t('coachCode.title')} subtitle={user.coach && later ? t('coachCode.currentCoach', { name: displayName(user.coach.nickName, t('app.name')) }) : t('coachCode.subtitle')} />
            <CoachCodeForm user={user} later={later} />
          </PageLayout>
        );
      }}
    </WithUser>
  );
}
