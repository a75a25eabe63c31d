import type { WeightUnit } from '@repwise/domain';
import { InfiniteScroll, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { historyPath } from '../../kit/paths.ts';
import { formatWeight } from './format.ts';
import { nextPage } from '../../kit/cursor-list.ts';
import { useTrainingHistory } from './queries.ts';

/** The person's recorded trainings (training/list): every one, newest first, the next page as they scroll; each opens its detail. */
export function HistoryList({ unit }: { unit: WeightUnit }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const history = useTrainingHistory();
  if (history.isPending) return <PageLoading />;
  if (history.isError && !history.data) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const items = history.data?.pages.flatMap((p) => p.list) ?? [];
  if (items.length === 0) return <EmptyState hint={t('training.history.empty')} />;
  return (
    <>
      <List mode="card" header={t('training.history.title')}>
        {items.map((item) => (
          <List.Item
            key={item.id}
            onClick={() => void navigate(historyPath(item.id))}
            description={`${item.localDate} · ${t('training.history.sets', { count: item.sets })} · ${formatWeight(item.volumeKg, unit)}${item.finishedAt ? '' : ` · ${t('training.history.unfinished')}`}`}
          >
            {item.name}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={() => nextPage(history)} hasMore={history.hasNextPage} />
    </>
  );
}
