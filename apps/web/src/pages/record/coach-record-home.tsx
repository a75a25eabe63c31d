import type { CoachFeedItem } from '@repwise/contracts';
import { CompareTeamsChart } from '../../features/charts/coach-charts.tsx';
import { CompareTeams } from '../../features/coaching/compare-teams.tsx';
import { FeedItem } from '../../features/coaching/feed-item.tsx';
import { NeedsAttention, TeamCompliance } from '../../features/coaching/overview.tsx';
import { useCoachFeed, useCoachOverview } from '../../features/coaching/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/coaching/index.ts';
import '../../i18n/plans/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import '../../features/coaching/coaching.css';

const FEED_SKELETON = { rows: 3, rowClassName: 'coach-feed-skeleton', coverClassName: 'coach-feed-skeleton-dot', textClassName: 'coach-feed-skeleton-text', lineWidths: ['40%', '70%', '90%'] } as const;

/**
 * The coach's History tab (issue 25 §3): the finished trainings of the members of their teams,
 * newest first (unread marked, each with a quick reply), who needs attention, each team's
 * compliance and two teams compared (above the feed, which loads on as the coach scrolls).
 */
export function CoachRecordHomePage() {
  const { t } = useI18n();
  const feed = useCoachFeed();
  const overview = useCoachOverview();
  return (
    <PageLayout title={t('history.title')} back={false} className="coach-page">
      {overview.data && <NeedsAttention overview={overview.data} />}
      {overview.data && <TeamCompliance overview={overview.data} />}
      {overview.isError && <LoadError error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.data && overview.data.teams.length >= 2 && <CompareTeams teams={overview.data.teams} chart={(result) => <CompareTeamsChart result={result} />} />}
      <section className="coach-feed" aria-labelledby="coach-feed-title">
        <h2 id="coach-feed-title" className="coach-section-title">
          {t('coaching.home.feed')}
        </h2>
        <InfiniteList<CoachFeedItem>
          query={feed}
          count={(count) => t('coaching.home.feedCount', { count })}
          empty={<EmptyState hint={t('coaching.home.feedEmpty')} />}
          skeleton={FEED_SKELETON}
          rowsClassName="coach-feed-rows"
          itemKey={(item) => item.training.id}
          renderItem={(item) => <FeedItem item={item} />}
        />
      </section>
    </PageLayout>
  );
}
