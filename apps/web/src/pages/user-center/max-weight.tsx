import type { UserDto } from '@repwise/contracts';
import { weightForDisplay } from '@repwise/domain';
import { List } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useMaxWeights } from '../../features/user/queries.ts';
import { WithUser } from '../../features/user/with-user.tsx';
import '../../i18n/account/index.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './max-weight.css';

/** One decimal at most: 102.5 kg, 226 lbs. */
const shown = (kg: number, units: 'kg' | 'lbs') => String(Math.round(weightForDisplay(kg, units) * 10) / 10);

function MaxWeights({ user }: { user: UserDto }) {
  const { t, language } = useI18n();
  const bests = useMaxWeights();
  const units = user.units ?? 'kg';
  const unit = t(`units.${units}`);
  if (bests.isPending) return <PageLoading />;
  if (bests.isError) return <LoadError error={bests.error} onRetry={() => void bests.refetch()} />;
  if (bests.data.list.length === 0) return <EmptyState hint={t('account.maxWeight.empty')} />;
  const day = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <List mode="card" className="max-weight-list">
      {bests.data.list.map((best) => (
        <List.Item
          key={best.actionId}
          description={
            <>
              {best.bestE1rmKg === null ? t('account.maxWeight.noE1rm') : t('account.maxWeight.e1rm', { weight: shown(best.bestE1rmKg, units), unit })}
              {' · '}
              {t('account.maxWeight.on', { date: day(best.localDate) })}
            </>
          }
          extra={<span className="max-weight-set">{t('account.maxWeight.set', { weight: shown(best.maxWeightKg, units), unit, reps: best.reps })}</span>}
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
