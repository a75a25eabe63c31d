import { InfiniteScroll, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { historyPath } from '../../kit/paths.ts';
import { nextPage } from '../../kit/cursor-list.ts';
import { useTrainingHistory } from './queries.ts';

/** The person's recorded trainings (training/list): every one, newest first, the next page as they scroll; each opens its detail. */
export function HistoryList() {
  const { t } = useI18n();
  const { formatDate, formatVolume } = useFormat();
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
            description={`${formatDate(item.localDate)} · ${t('training.history.sets', { count: item.sets })} · ${formatVolume(item.volumeKg)}${item.finishedAt ? '' : ` · ${t('training.history.unfinished')}`}`}
          >
            {item.name}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={() => nextPage(history)} hasMore={history.hasNextPage} />
    </>
  );
}
