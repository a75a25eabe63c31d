import type { NotificationItem } from '@repwise/contracts';
import { isCoachFlag } from '@repwise/domain';
import { useNavigate } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { historyPath, planInfoPath, startTrainingPath, viewMemberPlanInfoPath } from '../../kit/paths.ts';
import { useUserInfo } from '../../session/current-user.ts';
import { useMarkNotificationsRead } from './queries.ts';

/**
 * Where tapping a notification goes: one's own training (History), a member's training (the
 * coach's view of it), a plan (its screen for the coach, the sessions to start for a trainee);
 * nowhere when the reader may no longer see it, or a trainee's plan was cancelled.
 */
export function targetPath(item: NotificationItem, reader: { id: number; isCoach: boolean }): string | null {
  const open = item.open;
  if (open === null) return null;
  if (open.kind === 'training') return open.ownerId === reader.id ? historyPath(open.trainingId) : viewMemberPlanInfoPath(open.trainingId);
  if (reader.isCoach) return planInfoPath(open.planId);
  return item.kind === 'plan_cancelled' ? null : startTrainingPath();
}

/** One notification: who did what, to which training or plan, when; unread ones marked. Tapping marks it read and opens its subject. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const navigate = useNavigate();
  const user = useUserInfo().data;
  const markRead = useMarkNotificationsRead();
  const path = user ? targetPath(item, { id: user.id, isCoach: isCoachFlag(user.position) === 1 }) : null;
  const title = t(`notifications.kind.${item.kind}`, { name: item.actor?.nickName || t('notifications.someone') });
  const open = () => {
    if (item.unread) markRead.mutate([item.id]);
    if (path) void navigate(path);
  };
  return (
    <button type="button" className={item.unread ? 'notification-row is-unread' : 'notification-row'} onClick={open}>
      <span className="notification-head">
        {/* An unread one starts with "New." for screen readers (the mark is drawn). */}
        {item.unread && <span className="visually-hidden">{t('notifications.unreadPrefix')}</span>}
        {item.unread && (
          <span className="notification-unread" aria-hidden>
            {t('notifications.unread')}
          </span>
        )}
        <strong>{title}</strong>
      </span>
      <span className={item.subjectName ? 'notification-subject' : 'notification-subject is-gone'}>{item.subjectName || t('notifications.gone')}</span>
      <time className="notification-time" dateTime={item.createdAt}>
        {formatDateTime(item.createdAt)}
      </time>
    </button>
  );
}
