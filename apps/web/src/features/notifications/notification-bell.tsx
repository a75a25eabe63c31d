import { Badge } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { PATHS } from '../../kit/paths.ts';
import { useUnreadCount } from './queries.ts';
import './notifications.css';

/** The most a badge counts; more reads "99+". */
const BADGE_MAX = 99;

/** The bell of the home screens: opens the notification centre; its badge counts what is unread. */
export function NotificationBell() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const unread = useUnreadCount().data ?? 0;
  return (
    <button
      type="button"
      className="notification-bell"
      aria-label={unread > 0 ? t('home.notificationsUnread', { count: unread }) : t('home.notifications')}
      onClick={() => void navigate(PATHS.notifications)}
    >
      <Badge content={unread > 0 ? (unread > BADGE_MAX ? `${BADGE_MAX}+` : unread) : null} aria-hidden>
        <BellOutline aria-hidden className="notification-bell-icon" />
      </Badge>
    </button>
  );
}
