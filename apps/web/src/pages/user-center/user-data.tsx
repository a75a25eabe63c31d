import type { UpdateInfoInput, UserDto } from '@repwise/contracts';
import { POSITION_ROLE, labelOf, maskMobile } from '@repwise/domain';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { AvatarPicker } from '../../features/user/avatar-picker.tsx';
import { BaseInfoForm } from '../../features/user/base-info-form.tsx';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import './user-data.css';

function ProfileForm({ user }: { user: UserDto }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const updateInfo = useUpdateInfo();

  const save = async (update: UpdateInfoInput) => {
    try {
      await updateInfo.mutateAsync(update);
      showToast(t('common.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <>
      <AvatarPicker user={user} />
      <List mode="card" header={t('profile.account')} className="user-data-account">
        <List.Item extra={maskMobile(user.mobile)} onClick={() => void navigate(PATHS.userNameAndMobile)}>
          {t('account.nameAndMobile.entry')}
        </List.Item>
        <List.Item extra={user.position === null ? t('my.roleUnset') : labelOf(POSITION_ROLE, user.position, language)}>{t('profile.role')}</List.Item>
      </List>
      <EmailCard user={user} />
      <BaseInfoForm user={user} withBody submitText={t('common.save')} submitting={updateInfo.isPending} onSubmit={(u) => void save(u)} />
    </>
  );
}

/** A loose check for a typo; the server checks the address properly. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email address: optional; saving it empty removes it. */
function EmailCard({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const updateInfo = useUpdateInfo();
  const [email, setEmail] = useState(user.email ?? '');

  const save = async () => {
    const value = email.trim();
    if (value !== '' && !EMAIL_SHAPE.test(value)) {
      showToast(t('account.email.invalid'));
      return;
    }
    try {
      await updateInfo.mutateAsync({ email: value === '' ? null : value });
      showToast(t(value === '' ? 'account.email.cleared' : 'account.email.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <FormCard title={t('account.email.label')}>
      <FormBlock label={t('account.email.label')} htmlFor="profile-email">
        <Input id="profile-email" className="user-data-email" type="email" inputMode="email" autoComplete="email" maxLength={254} placeholder={t('account.email.placeholder')} value={email} onChange={setEmail} />
      </FormBlock>
      <Button block color="primary" fill="outline" shape="rounded" className="user-data-email-save" loading={updateInfo.isPending} onClick={() => void save()}>
        {t('account.email.save')}
      </Button>
    </FormCard>
  );
}

/** The profile: account facts, and base info plus body measurements to edit. */
export function UserDataPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('profile.title')}>
      <WithUser>{(user) => <ProfileForm user={user} />}</WithUser>
    </PageLayout>
  );
}
