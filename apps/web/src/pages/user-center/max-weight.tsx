import type { UserDto } from '@repwise/contracts';
import { List } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useMaxWeights } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './max-weight.css';

function MaxWeights({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const { formatDate, formatE1rm, formatWeight } = useFormat(user.units ?? 'kg');
  const bests = useMaxWeights();
  if (bests.isPending) return <PageLoading />;
  if (bests.isError) return <LoadError error={bests.error} onRetry={() => void bests.refetch()} />;
  if (bests.data.list.length === 0) return <EmptyState hint={t('account.maxWeight.empty')} />;
  return (
    <List mode="card" className="max-weight-list">
      {bests.data.list.map((best) => (
        <List.Item
          key={best.actionId}
          description={
            <>
              {best.bestE1rmKg === null ? t('account.maxWeight.noE1rm') : formatE1rm(best.bestE1rmKg)}
              {' · '}
              {t('account.maxWeight.on', { date: formatDate(best.localDate) })}
            </>
          }
          extra={<span className="max-weight-set">{t('account.maxWeight.set', { weight: formatWeight(best.maxWeightKg), reps: best.reps })}</span>}
        >
          {best.name}
        </List.Item>
      ))}
    </List>
  );
}

/** Own best lifts per exercise, in the person's unit (spec §2 maxWeight). */
export function MaxWeightPage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('account.maxWeight.title')}>
      <p className="max-weight-intro">{t('account.maxWeight.intro')}</p>
      <WithUser>{(user) => <MaxWeights user={user} />}</WithUser>
    </PageLayout>
  );
}
