import type { NotificationItem } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { NotificationRow } from '../../features/notifications/notification-row.tsx';
import { useMarkNotificationsRead, useNotifications, useUnreadCount } from '../../features/notifications/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/notifications/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { Refreshable } from '../../kit/refreshable.tsx';
import '../../features/notifications/notifications.css';

const SKELETON = { rows: 4, rowClassName: 'notification-row', coverClassName: 'notification-unread', textClassName: 'notification-subject', lineWidths: ['60%', '40%', '30%'] } as const;

/**
 * The notification centre (issue 25 §9): a coach's reply, a plan sent, changed or cancelled, a
 * member's finished training, newest first with unread ones marked; tapping one marks it read
 * and opens what it is about. Pull to refresh; "Mark all read" clears the badge.
 */
export function NotificationListPage() {
  const { t } = useI18n();
  const list = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationsRead();
  const markAll = async () => {
    try {
      await markRead.mutateAsync('all');
      showToast(t('notifications.markedAllRead'), 'success');
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };
  const refresh = () => Promise.all([list.refetch(), unread.refetch()]);
  return (
    <PageLayout title={t('notifications.title')}>
      <Refreshable onRefresh={refresh}>
        <InfiniteList<NotificationItem>
          query={list}
          count={(count) => t('notifications.count', { count })}
          tools={
            <Button className="notification-tools" fill="none" color="primary" disabled={(unread.data ?? 0) === 0} loading={markRead.isPending} onClick={() => void markAll()}>
              {t('notifications.markAllRead')}
            </Button>
          }
          empty={<EmptyState hint={t('notifications.empty')} />}
          skeleton={SKELETON}
          rowsClassName="notification-rows"
          itemKey={(item) => item.id}
          renderItem={(item) => <NotificationRow item={item} />}
        />
      </Refreshable>
    </PageLayout>
  );
}
