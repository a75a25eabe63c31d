import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { useI18n } from '../../i18n/index.ts';
import { CoverArt } from '../templates/cover-art.tsx';
import './templates-card.css';

/** The way into training templates from either home. */
export function TemplatesCard({ hint }: { hint: string }) {
  const { t } = useI18n();
  return (
    <Link className="home-card templates-card" to={PATHS.templateHome}>
      <span className="templates-card-art">
        <CoverArt kind="cover-3" />
      </span>
      <span className="templates-card-text">
        <span className="templates-card-title">{t('templates.homeCardTitle')}</span>
        <span className="templates-card-hint">{hint}</span>
      </span>
      <RightOutline className="templates-card-arrow" aria-hidden />
    </Link>
  );
}
