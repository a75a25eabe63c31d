import { InfiniteScroll } from 'antd-mobile';
import { useMemo, type ReactNode } from 'react';
import type { ActionSummary } from '../../api/types.ts';
import { EmptyState } from '../common/empty-state.tsx';
import { LoadError } from '../common/load-error.tsx';
import { useI18n } from '../../i18n/index.ts';
import { ActionCheckRow, ActionLinkRow } from './action-list-item.tsx';
import type { ActionFilters } from './filters.ts';
import { useActionList } from './queries.ts';
import '../common/skeleton.css';
import './action-results.css';

export type ResultsMode =
  | { kind: 'link' }
  | { kind: 'select'; selectedIds: ReadonlySet<number>; full: boolean; onToggle: (action: ActionSummary) => void };

interface ActionResultsProps {
  filters: ActionFilters;
  mode: ResultsMode;
  /** Shown under 'No result yet', e.g. a button to create the first exercise. */
  emptyAction?: ReactNode;
}

function SkeletonRows() {
  const { t } = useI18n();
  return (
    <ul className="action-list-rows action-list-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <div className="action-row">
            <span className="action-cover skeleton-block" />
            <span className="action-row-text">
              <span className="skeleton-line" style={{ width: '62%' }} />
              <span className="skeleton-line" style={{ width: '34%' }} />
              <span className="skeleton-line" style={{ width: '48%' }} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The exercises matching the filters, twenty at a time as the person scrolls. Rows outside
 * the screen are skipped by the browser's renderer (content-visibility), so hundreds of them
 * stay smooth.
 */
export function ActionResults({ filters, mode, emptyAction }: ActionResultsProps) {
  const { t } = useI18n();
  const query = useActionList(filters);
  const actions = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) return <SkeletonRows />;
  if (query.isError && actions.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (total === 0 && !query.isPlaceholderData) {
    const hint = filters.keyword || filters.muscleGroup || filters.equipment || filters.pattern ? t('exercises.emptySearchHint') : filters.scope === 'mine' ? t('exercises.emptyMineHint') : t('exercises.emptyHint');
    return <EmptyState hint={hint}>{emptyAction}</EmptyState>;
  }

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  return (
    <section className={query.isPlaceholderData ? 'action-list is-stale' : 'action-list'} aria-busy={query.isFetching}>
      <p className="action-list-count" aria-live="polite">
        {t('exercises.count', { count: total })}
      </p>
      <ul className="action-list-rows">
        {actions.map((action) => (
          <li key={action.id}>
            {mode.kind === 'link' ? (
              <ActionLinkRow action={action} />
            ) : (
              <ActionCheckRow action={action} checked={mode.selectedIds.has(action.id)} full={mode.full} onToggle={mode.onToggle} />
            )}
          </li>
        ))}
      </ul>
      <InfiniteScroll className="action-list-more" loadMore={loadMore} hasMore={query.hasNextPage && !query.isPlaceholderData} />
    </section>
  );
}
