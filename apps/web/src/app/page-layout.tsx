import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { PATHS } from '../kit/paths.ts';
import './page-layout.css';

interface PageLayoutProps {
  title: ReactNode;
  /** Shows the back arrow; onboarding steps and tab screens have none. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A screen: the 44 px navigation bar and a scrolling body. */
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
      <NavBar
        className="page-nav"
        back={back ? '' : null}
        backIcon={<LeftOutline aria-label={t('common.back')} />}
        onBack={onBack}
        right={right}
      >
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
