import { List } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { APP_VERSION, APP_VERSION_CODE } from '../../base/constants.ts';
import { LegalList } from '../../kit/legal-list.tsx';
import './about.css';

/** About: the app, its version (1.0.8, code 142) and the agreements. */
export function AboutPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('about.title')}>
      <section className="about-hero">
        <BrandMark size={72} />
        <h1 className="about-name">{t('app.name')}</h1>
        <p className="about-tagline">{t('app.tagline')}</p>
        <p className="about-description">{t('about.description')}</p>
      </section>
      <List mode="card" className="about-list">
        <List.Item extra={APP_VERSION}>{t('about.version')}</List.Item>
        <List.Item extra={String(APP_VERSION_CODE)}>{t('about.versionCode')}</List.Item>
      </List>
      <div className="about-legal">
        <LegalList header={t('about.legal')} pages={['serviceAgreement', 'privacyPolicy', 'membershipTerms']} />
      </div>
    </PageLayout>
  );
}
