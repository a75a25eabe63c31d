import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SCROLL_THRESHOLD_PX } from '@repwise/domain';
import { InfiniteScroll } from 'antd-mobile';
import { useMemo, type Key, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.ts';
import { nextPage, type CursorPage } from './cursor-list.ts';
import { LoadError } from './load-error.tsx';
import './infinite-list.css';
import './skeleton.css';

/** Placeholder rows drawn in the list's own row layout while its first page loads. */
export interface SkeletonLayout {
  rows: number;
  rowClassName: string;
  coverClassName: string;
  textClassName: string;
  /** One grey line each, as wide as a typical text of the row. */
  lineWidths: readonly string[];
}

interface InfiniteListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<CursorPage<T>, string | undefined>>;
  /** The count line over the rows, e.g. "208 exercises"; shown when the count is known. */
  count: (total: number) => string;
  /** Next to the count line, e.g. the Select button of Mine. */
  tools?: ReactNode;
  /** Shown when the list is empty, e.g. 'No result yet' with a way forward. */
  empty: ReactNode;
  skeleton: SkeletonLayout;
  /** The list's own class on its rows (and their placeholders), for the rows' own styles such as separators. */
  rowsClassName: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

function ListSkeleton({ rows, rowClassName, coverClassName, textClassName, lineWidths, rowsClassName }: SkeletonLayout & { rowsClassName: string }) {
  const { t } = useI18n();
  return (
    // The status is announced from a wrapper: a list with role="status" would leave its
    // rows without a list parent (axe's listitem rule). The grey rows themselves say nothing.
    <div role="status" aria-label={t('common.loading')}>
      <ul className={`infinite-list-rows infinite-list-skeleton ${rowsClassName}`} aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i}>
            <div className={rowClassName}>
              <span className={`${coverClassName} skeleton-block`} />
              <span className={textClassName}>
                {lineWidths.map((width, line) => (
                  <span key={line} className="skeleton-line" style={{ width }} />
                ))}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A list that loads its next page as the person scrolls, under a count line, with the
 * loading, failed, empty and "no more" states. Rows outside the screen are skipped by the
 * browser's renderer (content-visibility), so hundreds of them stay smooth. A new search
 * keeps the old rows on screen, dimmed, until its own arrive.
 */
export function InfiniteList<T>({ query, count, tools, empty, skeleton, rowsClassName, itemKey, renderItem }: InfiniteListProps<T>) {
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  // Counted by the server for a whole shelf; otherwise known once every row is loaded.
  const total = query.data?.pages[0]?.total ?? (query.hasNextPage ? null : items.length);

  if (query.isPending) return <ListSkeleton {...skeleton} rowsClassName={rowsClassName} />;
  if (query.isError && items.length === 0) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0 && !query.hasNextPage && !query.isPlaceholderData) return empty;

  return (
    <section className={query.isPlaceholderData ? 'infinite-list is-stale' : 'infinite-list'} aria-busy={query.isFetching}>
      <div className="infinite-list-head">
        <p className="infinite-list-count" aria-live="polite">
          {total === null ? '' : count(total)}
        </p>
        {tools}
      </div>
      <ul className={`infinite-list-rows ${rowsClassName}`}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {/* The next page is asked for within spec §9's scroll threshold of the list's end. */}
      <InfiniteScroll className="infinite-list-more" threshold={SCROLL_THRESHOLD_PX} loadMore={() => nextPage(query)} hasMore={query.hasNextPage && !query.isPlaceholderData} />
    </section>
  );
}
