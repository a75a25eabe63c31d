import type { GroupVipInfoDto, UserDto } from '@repwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { showToast } from '../../kit/notify.ts';
import { chooseGroup, useSession } from '../../session/session-store.ts';
import './vip-info.css';

function Groups({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const { formatDate: day } = useFormat();
  const { groupId } = useSession();
  const queryClient = useQueryClient();
  const groups = user.vipInfo.groupVipInfos;
  if (groups.length === 0) return <EmptyState hint={t('account.vip.empty')} />;

  const status = (g: GroupVipInfoDto) => {
    if (g.vipExpiresOn === null) return t('account.vip.none');
    return g.vip ? t('account.vip.active', { date: day(g.vipExpiresOn) }) : t('account.vip.lapsed', { date: day(g.vipExpiresOn) });
  };
  const use = (g: GroupVipInfoDto) => {
    if (!chooseGroup(g.groupId)) return;
    // A coach's teams, templates and plans are the current group's (the groupId header): fetch them again.
    void queryClient.invalidateQueries();
    showToast(t('account.vip.switched', { name: g.name }), 'success');
  };

  return (
    <List mode="card" className="vip-list">
      {groups.map((g) => (
        <List.Item
          key={g.groupId}
          description={<span className={g.vip ? 'vip-status vip-status-active' : 'vip-status'}>{status(g)}</span>}
          extra={
            g.groupId === groupId ? (
              <Tag color="primary" fill="outline" className="vip-current">
                {t('account.vip.current')}
              </Tag>
            ) : (
              <Button size="small" fill="outline" color="primary" className="vip-use" onClick={() => use(g)}>
                {t('account.vip.use')}
              </Button>
            )
          }
        >
          {g.name}
        </List.Item>
      ))}
    </List>
  );
}

/** The groups (organisations) the person is in, their VIP status, and the switcher of the current group (spec §2 vipInfo, §4 group selection). */
export function VipInfoPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('account.vip.title')}>
      <p className="vip-intro">{t('account.vip.intro')}</p>
      <WithUser>{(user) => <Groups user={user} />}</WithUser>
    </PageLayout>
  );
}
