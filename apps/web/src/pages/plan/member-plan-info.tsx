import type { PlanSummary, ScheduledSession } from '@repwise/contracts';
import { addDays } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { localToday } from '../../features/plans/month-grid.ts';
import { useMemberTrainings, usePlanList } from '../../features/plans/queries.ts';
import { LinkRow, PlainRow, RowCard } from '../../features/plans/rows.tsx';
import { countByStatus } from '../../features/plans/session-counts.ts';
import { SessionStatus } from '../../features/plans/session-status.tsx';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { planInfoPath, recordForMemberPath, viewMemberPlanInfoPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import './plans.css';

/** How far back and ahead the member's scheduled sessions are shown. */
const DAYS_BACK = 60;
const DAYS_AHEAD = 30;
const UPCOMING_SHOWN = 10;

function MemberSessions({ userId, named }: { userId: number; named: string | null }) {
  const { t } = useI18n();
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const today = localToday();
  const plans = usePlanList(addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD));
  const trainings = useMemberTrainings(userId);
  if (plans.isError) return <LoadError error={plans.error} onRetry={() => void plans.refetch()} />;
  if (trainings.isError) return <LoadError error={trainings.error} onRetry={() => void trainings.refetch()} />;
  if (!plans.data || !trainings.data) return <PageLoading />;
  const recorded = trainings.data.pages.flatMap((p) => p.list);

  const sessions: ScheduledSession[] = plans.data.list
    .filter((p): p is PlanSummary => p.kind === 'plan')
    .flatMap((p) => p.sessions)
    .filter((s) => s.traineeId === userId)
    .sort((a, b) => a.date.localeCompare(b.date));
  const counts = countByStatus(sessions);
  const upcoming = sessions.filter((s) => s.status === 'today' || s.status === 'upcoming').slice(0, UPCOMING_SHOWN);
  const missed = sessions.filter((s) => s.status === 'missed').reverse();
  // A member with no scheduled session yet is still named: by the name the screen that opened this one gave.
  const name = sessions[0]?.nickName || named;

  return (
    <>
      <section className="plan-card">
        <h1 className="plan-card-title">{name || t('plans.member.title')}</h1>
        <p className="plan-muted">{t('plans.info.counts', counts)}</p>
        <Button block fill="outline" color="primary" shape="rounded" className="plan-card-action" onClick={() => void navigate(recordForMemberPath(userId))}>
          {t('plans.member.record')}
        </Button>
      </section>
      <RowCard title={t('plans.member.recorded')} empty={t('plans.member.noneRecorded')}>
        {recorded.map((training) => (
          <LinkRow
            key={training.id}
            to={viewMemberPlanInfoPath(training.id)}
            title={training.name || t('plans.view.untitled')}
            detail={[formatDate(training.localDate), t('plans.view.sets', { count: training.sets }), training.rating ? t('plans.view.ratingShort', { rating: training.rating }) : ''].filter(Boolean).join(' · ')}
            extra={training.coachComment ? t('plans.member.replied') : training.finishedAt ? t('plans.status.done') : t('plans.member.inProgress')}
          />
        ))}
      </RowCard>
      {trainings.hasNextPage ? (
        // Every training the member recorded, however old, a page at a time.
        <Button block fill="outline" shape="rounded" className="plan-more" loading={trainings.isFetchingNextPage} onClick={() => void trainings.fetchNextPage()}>
          {t('plans.member.moreRecorded')}
        </Button>
      ) : null}
      <RowCard title={t('plans.member.upcoming')} empty={t('plans.member.noneUpcoming')}>
        {upcoming.map((s) => (
          <LinkRow key={s.id} to={planInfoPath(s.planId)} title={s.name} detail={formatDate(s.date)} extra={<SessionStatus status={s.status} />} />
        ))}
      </RowCard>
      <RowCard title={t('plans.member.missed')} empty={t('plans.member.noneMissed')}>
        {missed.map((s) => (
          <PlainRow key={s.id} title={s.name} detail={formatDate(s.date)} extra={<SessionStatus status={s.status} />} />
        ))}
      </RowCard>
    </>
  );
}

/** A member's sessions for their coach (spec §2 memberPlanInfo): recorded, upcoming and missed. */
export function MemberPlanInfoPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const userId = parseId(query.get('userId'));
  return (
    <PageLayout title={t('plans.member.title')} className="plan-page">
      {userId === null ? <LoadError error={MISSING} onRetry={() => undefined} /> : <MemberSessions userId={userId} named={query.get('name')} />}
    </PageLayout>
  );
}
