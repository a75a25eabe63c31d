import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { PATHS } from './paths.ts';
import './page-layout.css';

interface PageLayoutProps {
  title: ReactNode;
  /** Shows the back arrow; onboarding steps and tab screens have none. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A screen: the 44 px navigation bar and a scrolling body. The bar is drawn here rather than
 * with antd-mobile's NavBar, whose left slot is always an unnamed role="button" (an empty
 * button for screen readers on every screen without a back arrow) and whose back arrow is a
 * div a keyboard cannot reach.
 */
export function PageLayout({ title, back = true, right, children, className }: PageLayoutProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();

  // The first page has no history to go back to: relaunch the root instead (spec §2).
  const onBack = () => {
    if (location.key === 'default') void navigate(PATHS.root, { replace: true });
    else void navigate(-1);
  };

  return (
    <div className={className ? `page ${className}` : 'page'}>
      <header className="page-nav">
        <div className="page-nav-side page-nav-left">
          {back ? (
            <button type="button" className="page-nav-back" aria-label={t('common.back')} onClick={onBack}>
              <LeftOutline aria-hidden />
            </button>
          ) : null}
        </div>
        <div className="page-nav-title">{title}</div>
        <div className="page-nav-side page-nav-right">{right}</div>
      </header>
      <main className="page-body">{children}</main>
    </div>
  );
}
