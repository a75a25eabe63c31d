import { PageLayout } from '../../kit/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { LegalList } from '../../kit/legal-list.tsx';
import './yinsi.css';

/** Privacy: the privacy policy, service agreement and membership terms. */
export function YinsiPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('privacy.title')}>
      <p className="yinsi-intro">{t('privacy.intro')}</p>
      <LegalList pages={['privacyPolicy', 'serviceAgreement', 'membershipTerms']} />
    </PageLayout>
  );
}
