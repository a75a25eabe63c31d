import type { UserDto } from '@repwise/contracts';
import { md5 } from '@repwise/domain';
import { Form, Input } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { SkippableStepActions } from '../../features/onboarding/skippable-step-actions.tsx';
import { StepIntro } from '../../features/onboarding/step-intro.tsx';
import { useContinueOnboarding } from '../../features/onboarding/use-continue-onboarding.ts';
import { useAddPassword } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { PASSWORD_MIN_LENGTH } from '../../base/constants.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import '../../features/onboarding/onboarding.css';

interface PasswordValues {
  password?: string;
  confirm?: string;
}

function PasswordForm({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const addPassword = useAddPassword();
  const proceed = useContinueOnboarding();

  const onFinish = async ({ password = '', confirm = '' }: PasswordValues) => {
    if (password.length < PASSWORD_MIN_LENGTH) {
      showToast(t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    if (password !== confirm) {
      showToast(t('validation.passwordsInconsistent'));
      return;
    }
    try {
      // Right after an SMS login the server needs no second code (docs/API.md).
      const updated = await addPassword.mutateAsync({ mobile: user.mobile, password: md5(password) });
      showToast(t('password.done'), 'success');
      proceed(updated);
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <>
      <StepIntro title={t('password.title')} subtitle={t('password.subtitle')} />
      <Form
        layout="vertical"
        mode="card"
        className="onboarding-form"
        onFinish={(values: PasswordValues) => void onFinish(values)}
        footer={<SkippableStepActions user={user} step="password" submitText={t('password.submit')} submitting={addPassword.isPending} />}
      >
        <Form.Item name="password" label={t('password.passwordLabel')}>
          <Input type="password" autoComplete="new-password" placeholder={t('password.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })} />
        </Form.Item>
        <Form.Item name="confirm" label={t('password.confirmLabel')}>
          <Input type="password" autoComplete="new-password" placeholder={t('password.confirmPlaceholder')} />
        </Form.Item>
      </Form>
    </>
  );
}

export function SettingPasswordPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('app.name')} back={false}>
      <WithUser>{(user) => <PasswordForm user={user} />}</WithUser>
    </PageLayout>
  );
}
