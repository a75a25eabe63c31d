import type { UserDto } from '@repwise/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useSendCode } from '../../features/auth/use-send-code.ts';
import { SmsCodeField, isSmsCodeShaped } from '../../features/auth/sms-code-field.tsx';
import { useUnsubscribe } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { PATHS } from '../../kit/paths.ts';
import './unsubscribe.css';

const CONSEQUENCES = ['sessions', 'personalData', 'training', 'number', 'trainees'] as const;

function DeactivateForm({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const unsubscribe = useUnsubscribe();

  const onSend = useSendCode(() => user.mobile);

  const onDeactivate = async () => {
    if (!isSmsCodeShaped(code)) {
      showToast(t('validation.codeFormat'));
      return;
    }
    const sure = await Dialog.confirm({
      ...dialogName(t('unsubscribe.confirmTitle')),
      content: t('unsubscribe.confirmText'),
      confirmText: t('unsubscribe.submit'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    try {
      await unsubscribe.mutateAsync(code.trim());
      showToast(t('unsubscribe.done'), 'success');
      void navigate(PATHS.loginByMobileCode, { replace: true });
    } catch (error) {
      showErrorToast(error, t('unsubscribe.failed'));
    }
  };

  return (
    <>
      <section className="unsubscribe-card">
        <h2 className="unsubscribe-heading">{t('unsubscribe.whatHappens')}</h2>
        <ul className="unsubscribe-list">
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`unsubscribe.consequences.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section className="unsubscribe-card">
        <p className="unsubscribe-prove">{t('unsubscribe.prove', { mobile: user.mobile })}</p>
        <SmsCodeField id="unsubscribe-code" value={code} onChange={setCode} onSend={onSend} />
      </section>
      <div className="unsubscribe-actions">
        <Button block color="danger" size="large" shape="rounded" loading={unsubscribe.isPending} onClick={() => void onDeactivate()}>
          {t('unsubscribe.submit')}
        </Button>
      </div>
    </>
  );
}

/** Deactivate account: what happens, then an SMS code of the account's number and a last confirmation. */
export function UnsubscribePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('unsubscribe.title')}>
      <WithUser>{(user) => <DeactivateForm user={user} />}</WithUser>
    </PageLayout>
  );
}
