import type { UserDto } from '@repwise/contracts';
import { INPUT_MAX_LENGTH, maskMobile, normalizeMobile } from '@repwise/domain';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useSendCode } from '../../features/auth/use-send-code.ts';
import { SmsCodeField, isSmsCodeShaped } from '../../features/auth/sms-code-field.tsx';
import { useChangeMobile, useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import './user-name-and-mobile.css';

function NickNameCard({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const updateInfo = useUpdateInfo();
  const [nickName, setNickName] = useState(user.nickName);

  const save = async () => {
    const name = nickName.trim();
    if (!name) {
      showToast(t('account.nameAndMobile.nameEmpty'));
      return;
    }
    try {
      await updateInfo.mutateAsync({ nickName: name });
      showToast(t('common.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <FormCard title={t('account.nameAndMobile.nameTitle')}>
      <FormBlock label={t('account.nameAndMobile.nickName')} htmlFor="profile-nick-name">
        <Input id="profile-nick-name" className="name-mobile-input" maxLength={INPUT_MAX_LENGTH} placeholder={t('account.nameAndMobile.nickNamePlaceholder')} value={nickName} onChange={setNickName} />
      </FormBlock>
      <Button block color="primary" shape="rounded" className="name-mobile-button" loading={updateInfo.isPending} onClick={() => void save()}>
        {t('account.nameAndMobile.saveName')}
      </Button>
    </FormCard>
  );
}

/** The new number, proven by a code sent to it; until the server accepts it the old number stays. */
function MobileCard({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const changeMobile = useChangeMobile();
  const [mobileText, setMobileText] = useState('');
  const [code, setCode] = useState('');

  const newMobile = (): string | null => {
    const mobile = normalizeMobile(mobileText);
    if (mobile === null) showToast(t('validation.mobileFormat'));
    return mobile;
  };

  const onSend = useSendCode(newMobile);

  const submit = async () => {
    const mobile = newMobile();
    if (mobile === null) return;
    if (!isSmsCodeShaped(code)) {
      showToast(t('validation.codeFormat'));
      return;
    }
    try {
      const updated = await changeMobile.mutateAsync({ mobile, code: code.trim() });
      setMobileText('');
      setCode('');
      showToast(t('account.nameAndMobile.changed', { mobile: maskMobile(updated.mobile) }), 'success');
    } catch (error) {
      showErrorToast(error, t('account.nameAndMobile.changeFailed'));
    }
  };

  return (
    <FormCard title={t('account.nameAndMobile.changeTitle')}>
      <p className="name-mobile-current">
        {t('account.nameAndMobile.current')}: <strong data-testid="current-mobile">{maskMobile(user.mobile)}</strong>
      </p>
      <p className="name-mobile-hint">{t('account.nameAndMobile.changeHint')}</p>
      <FormBlock label={t('account.nameAndMobile.newMobile')} htmlFor="new-mobile">
        <Input id="new-mobile" className="name-mobile-input" type="tel" inputMode="tel" autoComplete="tel" maxLength={16} placeholder={t('account.nameAndMobile.newMobilePlaceholder')} value={mobileText} onChange={setMobileText} />
      </FormBlock>
      <div className="name-mobile-code">
        <SmsCodeField id="new-mobile-code" value={code} onChange={setCode} onSend={onSend} />
      </div>
      <Button block color="primary" shape="rounded" className="name-mobile-button" loading={changeMobile.isPending} onClick={() => void submit()}>
        {t('account.nameAndMobile.submit')}
      </Button>
    </FormCard>
  );
}

/** Nickname, and the account's mobile number with the way to move it to a new one (spec §2 userNameAndMobile). */
export function UserNameAndMobilePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('account.nameAndMobile.title')}>
      <WithUser>
        {(user) => (
          <>
            <NickNameCard user={user} />
            <MobileCard user={user} />
          </>
        )}
      </WithUser>
    </PageLayout>
  );
}
