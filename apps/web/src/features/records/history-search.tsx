import { Link } from 'react-router';
import { useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/records/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList, type SkeletonLayout } from '../../kit/infinite-list.tsx';
import { historyPath } from '../../kit/paths.ts';
import { SearchToolbar } from '../../kit/search-toolbar.tsx';
import { useRecordHistory, type HistoryItem, type HistorySearch } from './queries.ts';

const SKELETON: SkeletonLayout = { rows: 4, rowClassName: 'records-history-row', coverClassName: 'records-history-cover', textClassName: 'records-history-text', lineWidths: ['60%', '80%'] };

/** A training of the history: its name, day, sets and volume as its own screen counts them (every recorded set). */
function HistoryRow({ item }: { item: HistoryItem }) {
  const { t } = useI18n();
  const { formatDate, formatVolume } = useFormat();
  return (
    <Link to={historyPath(item.id)} className="records-history-row">
      <span className="records-history-text">
        <span className="records-row-name">{item.name}</span>
        <span className="records-row-figure">
          {`${formatDate(item.localDate)} · ${t('training.history.sets', { count: item.sets })} · ${formatVolume(item.volumeKg)}${item.finishedAt ? '' : ` · ${t('training.history.unfinished')}`}`}
        </span>
        {item.importedFrom ? <span className="records-row-figure">{t(`training.history.importedFrom.${item.importedFrom}`)}</span> : null}
      </span>
    </Link>
  );
}

/** The whole history, newest first, with a search by exercise, plan or template name and a date range. */
export function HistorySearchList() {
  const { t } = useI18n();
  const [search, setSearch] = useState<HistorySearch>({ keyword: '', from: '', to: '' });
  const history = useRecordHistory(search);
  const searching = search.keyword !== '' || search.from !== '' || search.to !== '';
  return (
    <>
      <SearchToolbar tabs={[]} tab="" onTab={() => undefined} keyword={search.keyword} onKeyword={(keyword) => setSearch((s) => ({ ...s, keyword }))} placeholder={t('records.home.search')} className="records-search">
        <div className="records-dates">
          <label className="records-date">
            <span>{t('records.home.from')}</span>
            <input type="date" value={search.from} max={search.to || undefined} onChange={(e) => setSearch((s) => ({ ...s, from: e.target.value }))} />
          </label>
          <label className="records-date">
            <span>{t('records.home.to')}</span>
            <input type="date" value={search.to} min={search.from || undefined} onChange={(e) => setSearch((s) => ({ ...s, to: e.target.value }))} />
          </label>
          {search.from || search.to ? (
            <button type="button" className="records-link-button" onClick={() => setSearch((s) => ({ ...s, from: '', to: '' }))}>
              {t('records.home.clearDates')}
            </button>
          ) : null}
        </div>
      </SearchToolbar>
      <InfiniteList
        query={history}
        rowsClassName="records-history-rows"
        count={(count) => t('records.home.count', { count })}
        skeleton={SKELETON}
        empty={<EmptyState hint={searching ? t('records.home.noMatch') : t('records.home.empty')} />}
        itemKey={(item) => item.id}
        renderItem={(item) => <HistoryRow item={item} />}
      />
    </>
  );
}
