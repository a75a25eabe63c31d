import { useLocation, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useSharedPlan } from '../../features/plans/queries.ts';
import { PlainRow, RowCard } from '../../features/plans/rows.tsx';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './plans.css';

function SharedResults({ code }: { code: string }) {
  const { t, language } = useI18n();
  const { formatDateRange } = useFormat();
  const shared = useSharedPlan(code, language);
  if (shared.isError) return <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  if (!shared.data) return <PageLoading />;
  const plan = shared.data;
  return (
    <>
      <section className="plan-card">
        <h1 className="plan-card-title">{plan.name}</h1>
        <p className={`plan-state is-${plan.state}`}>{t(`plans.state.${plan.state}`)}</p>
        <p className="plan-muted">{formatDateRange(plan.startDate, plan.endDate)}</p>
      </section>
      <RowCard title={t('plans.info.trainees', { count: plan.results.length })} empty={t('plans.share.noTrainees')}>
        {plan.results.map((r, index) => (
          // Trainees are shown by nickname only; two may share one, so the row's place is its key.
          <PlainRow key={index} title={r.nickName || t('app.name')} detail={t('plans.info.counts', r)} />
        ))}
      </RowCard>
    </>
  );
}

/** The results of a shared plan (spec §2 sharePlanData): each trainee's done / missed / upcoming, no account needed. */
export function SharePlanDataPage() {
  const { t } = useI18n();
  const location = useLocation();
  const [query] = useSearchParams();
  const code = query.get('code')?.trim() ?? '';
  return (
    <PageLayout title={t('plans.share.resultsTitle')} back={location.key !== 'default'} className="plan-page">
      {code ? <SharedResults code={code} /> : <LoadError error={MISSING} onRetry={() => undefined} />}
    </PageLayout>
  );
}
