import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './templates-card.css';

/** The way into training templates from either home; `art` is the templates' own picture. */
export function TemplatesCard({ hint, art }: { hint: string; art: ReactNode }) {
  const { t } = useI18n();
  return (
    <Link className="home-card templates-card" to={PATHS.templateHome}>
      <span className="templates-card-art">{art}</span>
      <span className="templates-card-text">
        <span className="templates-card-title">{t('templates.homeCardTitle')}</span>
        <span className="templates-card-hint">{hint}</span>
      </span>
      <RightOutline className="templates-card-arrow" aria-hidden />
    </Link>
  );
}
