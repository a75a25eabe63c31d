import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useI18n } from '../i18n/index.ts';
import { LegalLink } from './legal-link.tsx';
import type { LegalPage } from './legal-url.ts';
import './legal-list.css';

const TITLES = {
  serviceAgreement: 'agreement.serviceAgreement',
  privacyPolicy: 'agreement.privacyPolicy',
  membershipTerms: 'agreement.membershipTerms',
} as const satisfies Record<LegalPage, string>;

interface LegalListProps {
  header?: string;
  pages: readonly LegalPage[];
}

/** A list of legal documents, each row a link that fills the whole row. */
export function LegalList({ header, pages }: LegalListProps) {
  const { t } = useI18n();
  return (
    <List mode="card" header={header} className="legal-list">
      {pages.map((page) => (
        <List.Item key={page}>
          <LegalLink page={page} className="legal-list-link">
            <span>{t(TITLES[page])}</span>
            <RightOutline aria-hidden />
          </LegalLink>
        </List.Item>
      ))}
    </List>
  );
}
