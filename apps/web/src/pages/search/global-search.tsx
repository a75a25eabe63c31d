import type { SearchGroup, SearchType } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../features/search/recent-searches.ts';
import { useGlobalSearch, useMoreOfGroup } from '../../features/search/queries.ts';
import { SearchResults } from '../../features/search/search-results.tsx';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/search/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SearchToolbar, type ToolbarTab } from '../../kit/search-toolbar.tsx';
import { useSession } from '../../session/session-store.ts';
import '../../features/search/search.css';

/** The groups in the server's order; plans, teams and members are a coach's (a trainee's search has none, the server gives none either). */
const TRAINEE_TYPES: readonly SearchType[] = ['exercise', 'template', 'article'];
const COACH_TYPES: readonly SearchType[] = [...TRAINEE_TYPES, 'plan', 'team', 'member'];

type Tab = 'all' | SearchType;

/**
 * The global search (issue 27 §2). One screen serves both of the spec's paths: the homes'
 * search button opens it on every group (/pages/Home/AllSearch/AllSearch); the second path
 * (/pages/SearchAll/SearchAll?type=…&keyword=…) opens it on one group, the "all of one kind"
 * view, with its keyword when given. The tabs move between every group and one.
 * Recent searches are the ones that led somewhere (a result opened, "More" tapped), so words
 * half typed during a pause are not kept.
 */
export function GlobalSearchPage() {
  // Both paths are one component: moving between them (or to another ?type=) starts afresh.
  const { pathname, search } = useLocation();
  return <GlobalSearch key={`${pathname}${search}`} />;
}

function GlobalSearch() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const coach = useSession().isCoach === 1;
  const types = coach ? COACH_TYPES : TRAINEE_TYPES;
  const preset = types.find((type) => type === params.get('type'));
  const [tab, setTab] = useState<Tab>(preset ?? 'all');
  const [keyword, setKeyword] = useState((params.get('keyword') ?? '').trim());
  // A recent search chosen sets the bar's text: the bar starts again from the new keyword.
  const [bar, setBar] = useState(0);
  const [recent, setRecent] = useState(readRecentSearches);
  const scope = tab === 'all' ? undefined : tab;
  const results = useGlobalSearch(keyword, scope);
  const more = useMoreOfGroup(keyword, scope);

  const remember = () => setRecent(rememberSearch(keyword));
  const loadMore = (group: SearchGroup) => {
    remember();
    more.mutate(group, { onError: (error) => showFailureToast(t('search.failed'), error) });
  };
  const tabs: ToolbarTab<Tab>[] = [{ key: 'all', title: t('search.all') }, ...types.map((type) => ({ key: type, title: t(`search.type.${type}`) }))];

  let body;
  if (keyword === '') {
    body = (
      <section className="search-recent" aria-labelledby="search-recent-title">
        <div className="search-recent-head">
          <h2 id="search-recent-title" className="search-recent-title">{t('search.recent')}</h2>
          {recent.length > 0 && (
            <Button fill="none" color="primary" onClick={() => {
              clearRecentSearches();
              setRecent([]);
              showToast(t('search.recentCleared'), 'success');
            }}>
              {t('search.clearRecent')}
            </Button>
          )}
        </div>
        {recent.length === 0 ? <p className="search-recent-none">{t('search.noRecent')}</p> : (
          <ul className="search-recent-words">
            {recent.map((words) => (
              <li key={words}>
                <button type="button" className="search-recent-word" onClick={() => {
                  setKeyword(words);
                  setBar((n) => n + 1);
                }}>
                  {words}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  } else if (results.isError) {
    body = <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  } else if (!results.data) {
    body = <PageLoading />;
  } else if (results.data.groups.length === 0) {
    body = <EmptyState hint={t('search.empty', { keyword })} />;
  } else {
    body = <SearchResults groups={results.data.groups} loadingMore={more.isPending ? (more.variables?.type ?? null) : null} onMore={loadMore} onOpen={remember} />;
  }

  return (
    <PageLayout title={t('search.title')} className="search-screen">
      <SearchToolbar
        key={bar}
        tabs={tabs}
        tab={tab}
        onTab={setTab}
        keyword={keyword}
        onKeyword={setKeyword}
        placeholder={coach ? t('search.placeholderCoach') : t('search.placeholder')}
      />
      {body}
    </PageLayout>
  );
}
