import { TabBar } from 'antd-mobile';
import { AppOutline, HistogramOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { PATHS, homePath, recordPath } from '../kit/paths.ts';
import { useSession } from '../session/session-store.ts';
import './tab-layout.css';

/** The four bottom tabs: Home, Exercises, History, My (spec §2). */
export function TabLayout() {
  const { t } = useI18n();
  const { isCoach } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const tabs = [
    { key: homePath(isCoach === 1), title: t('tabs.home'), icon: <AppOutline /> },
    { key: PATHS.actionHome, title: t('tabs.exercises'), icon: <UnorderedListOutline /> },
    { key: recordPath(isCoach === 1), title: t('tabs.history'), icon: <HistogramOutline /> },
    { key: PATHS.userCenter, title: t('tabs.my'), icon: <UserOutline /> },
  ];

  return (
    <div className="tab-layout">
      <div className="tab-layout-content">
        <Outlet />
      </div>
      <nav className="tab-layout-bar">
        <TabBar safeArea activeKey={pathname} onChange={(key) => void navigate(key, { replace: true })}>
          {tabs.map((tab) => (
            <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
