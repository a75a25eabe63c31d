import type { UpdateInfoInput, UserDto } from '@repwise/contracts';
import { POSITION_ROLE, labelOf, maskMobile } from '@repwise/domain';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../app/page-layout.tsx';
import { BaseInfoForm } from '../../features/user/base-info-form.tsx';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
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
      <List mode="card" header={t('profile.account')} className="user-data-account">
        <List.Item extra={maskMobile(user.mobile)} onClick={() => void navigate(PATHS.userNameAndMobile)}>
          {t('account.nameAndMobile.entry')}
        </List.Item>
        <List.Item extra={user.position === null ? t('my.roleUnset') : labelOf(POSITION_ROLE, user.position, language)}>{t('profile.role')}</List.Item>
      </List>
      <BaseInfoForm user={user} withBody submitText={t('common.save')} submitting={updateInfo.isPending} onSubmit={(u) => void save(u)} />
    </>
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
