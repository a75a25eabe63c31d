import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import './templates-card.css';

/** The coach's way into plans (the calendar, which publishes too); drawn like the templates card, so it adds no CSS. */
export function PlansCard({ art }: { art: ReactNode }) {
  const { t } = useI18n();
  return (
    <Link className="home-card templates-card" to={PATHS.allDayPlan}>
      <span className="templates-card-art">{art}</span>
      <span className="templates-card-text">
        <span className="templates-card-title">{t('home.plansTitle')}</span>
        <span className="templates-card-hint">{t('home.plansHint')}</span>
      </span>
      <RightOutline className="templates-card-arrow" aria-hidden />
    </Link>
  );
}
