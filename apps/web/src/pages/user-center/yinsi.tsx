import type { UserDto } from '@repwise/contracts';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useUpdateInfo } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import { useI18n } from '../../i18n/index.ts';
import { SwitchRow } from '../../kit/form-card.tsx';
import { LegalList } from '../../kit/legal-list.tsx';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PATHS } from '../../kit/paths.ts';
import { useSession } from '../../session/session-store.ts';
import './yinsi.css';

/** What the person decides about their data: body data kept from coaches, a copy of their trainings, leaving. */
function PrivacyChoices({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const updateInfo = useUpdateInfo();
  const trainee = useSession().isCoach !== 1;

  const setHidden = async (hidden: boolean) => {
    try {
      await updateInfo.mutateAsync({ bodyDataHidden: hidden });
      showToast(t('privacy.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <List mode="card" header={t('privacy.settings')}>
      {trainee ? (
        <List.Item>
          <SwitchRow label={t('privacy.hideBodyData')} hint={t('privacy.hideBodyDataHint')} checked={user.bodyDataHidden} onChange={(checked) => void setHidden(checked)} />
        </List.Item>
      ) : null}
      {trainee ? (
        <List.Item description={t('privacy.downloadDataHint')} onClick={() => void navigate(PATHS.trainingData)}>
          {t('privacy.downloadData')}
        </List.Item>
      ) : null}
      <List.Item description={t('privacy.withdrawHint')} onClick={() => void navigate(PATHS.unsubscribe)}>
        {t('privacy.withdraw')}
      </List.Item>
    </List>
  );
}

/** Privacy (spec §2 `yinsi`): the person's choices about their data, then the policy, agreement and membership terms. */
export function YinsiPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('privacy.title')}>
      <WithUser>{(user) => <PrivacyChoices user={user} />}</WithUser>
      <p className="yinsi-intro">{t('privacy.intro')}</p>
      <LegalList pages={['privacyPolicy', 'serviceAgreement', 'membershipTerms']} />
    </PageLayout>
  );
}
