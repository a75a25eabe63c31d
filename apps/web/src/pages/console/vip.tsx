import type { Data } from '@repwise/contracts';
import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { Badge } from '../../features/console/badge.tsx';
import { useConsoleVips } from '../../features/console/queries.ts';
import { VipGrantForm } from '../../features/console/vip-grant-form.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

type VipRow = Data<'console.vips'>['list'][number];

const SKELETON = consoleSkeleton(4, ['60%', '40%']);

function VipItem({ vip }: { vip: VipRow }) {
  const { t } = useI18n();
  const { formatDate, formatDateTime } = useFormat();
  return (
    <div className="console-row console-vip-row">
      <span className="console-cell console-cell-title">
        {vip.nickName} <span className="console-muted">{vip.mobile}</span>
      </span>
      <span className="console-cell">{t('console.vip.organisation', { name: vip.groupName, id: vip.groupId })}</span>
      <span className="console-cell console-cell-tags">
        <Badge tone={vip.active ? 'success' : 'neutral'}>
          {vip.active ? t('console.vip.activeUntil', { day: formatDate(vip.expiresOn) }) : t('console.vip.lapsedOn', { day: formatDate(vip.expiresOn) })}
        </Badge>
      </span>
      <span className="console-cell console-cell-muted">
        {vip.grantedBy ? t('console.vip.grantedBy', { name: vip.grantedBy.nickName, at: formatDateTime(vip.updatedAt) }) : formatDateTime(vip.updatedAt)}
      </span>
    </div>
  );
}

/** VIP memberships, active or lapsed, latest change first, and the form granting, extending or ending one. */
export function ConsoleVipPage() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const active = query.get('state') !== 'lapsed';
  const list = useConsoleVips(active);
  return (
    <ConsolePage title={t('console.sections.vip')} section="vip">
      <VipGrantForm />
      <Tabs activeKey={active ? 'active' : 'lapsed'} onChange={(key) => setQuery(key === 'lapsed' ? { state: 'lapsed' } : {}, { replace: true })}>
        <Tabs.Tab title={t('console.vip.active')} key="active" />
        <Tabs.Tab title={t('console.vip.lapsed')} key="lapsed" />
      </Tabs>
      <InfiniteList<VipRow>
        query={list}
        count={(count) => t('console.vip.count', { count })}
        empty={<EmptyState hint={active ? t('console.vip.emptyActive') : t('console.vip.emptyLapsed')} />}
        skeleton={SKELETON}
        rowsClassName="console-rows"
        itemKey={(vip) => `${vip.userId}:${vip.groupId}`}
        renderItem={(vip) => <VipItem vip={vip} />}
      />
    </ConsolePage>
  );
}
