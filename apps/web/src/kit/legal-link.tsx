import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import { legalUrl, type LegalPage } from './legal-url.ts';

interface LegalLinkProps {
  page: LegalPage;
  className?: string;
  children: ReactNode;
}

/** Service terms, privacy policy and membership terms open in a new window (spec §2). */
export function LegalLink({ page, className, children }: LegalLinkProps) {
  const { language } = useI18n();
  return (
    <a className={className} href={legalUrl(page, language)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
