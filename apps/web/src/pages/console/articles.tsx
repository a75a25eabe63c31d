import type { ConsoleArticleRow } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { ArticleRow } from '../../features/console/article-row.tsx';
import { categoryName } from '../../features/console/category-name.ts';
import { FilterSelect } from '../../features/console/filter-select.tsx';
import { useConsoleArticles, useConsoleCategories } from '../../features/console/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { consoleArticlePath, PATHS } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { ConsolePage } from './console-page.tsx';
import { consoleSkeleton } from '../../features/console/console-skeleton.ts';

const SKELETON = consoleSkeleton(4, ['70%', '40%']);

const STATUSES = ['draft', 'published'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string | null): value is Status => value !== null && (STATUSES as readonly string[]).includes(value);

/**
 * Every article, drafts included, newest change first, by category and status. The filters
 * live in the route's query, so coming back from the editor finds the list as it was.
 */
export function ConsoleArticlesPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const categoryId = parseId(query.get('categoryId'));
  const statusParam = query.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const categories = useConsoleCategories();
  const list = useConsoleArticles({ categoryId, status });

  const setFilter = (key: 'categoryId' | 'status', value: string) => {
    const next = new URLSearchParams(query);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setQuery(next, { replace: true });
  };

  const categoryList = categories.data?.list ?? [];
  return (
    <ConsolePage title={t('console.sections.articles')} section="articles">
      <div className="console-toolbar">
        <FilterSelect
          label={t('console.articles.category')}
          value={categoryId === null ? '' : String(categoryId)}
          options={[{ value: '', label: t('console.all') }, ...categoryList.map((c) => ({ value: String(c.id), label: categoryName(c, language) }))]}
          onChange={(value) => setFilter('categoryId', value)}
        />
        <FilterSelect
          label={t('console.articles.statusLabel')}
          value={status ?? ''}
          options={[{ value: '', label: t('console.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`console.articles.status.${s}`) }))]}
          onChange={(value) => setFilter('status', value)}
        />
        <div className="console-toolbar-actions">
          <Button fill="outline" color="primary" onClick={() => void navigate(PATHS.consoleCategories)}>
            {t('console.sections.categories')}
          </Button>
          <Button color="primary" onClick={() => void navigate(consoleArticlePath())}>
            {t('console.articles.new')}
          </Button>
        </div>
      </div>
      <InfiniteList<ConsoleArticleRow>
        query={list}
        count={(count) => t('console.articles.count', { count })}
        // The columns' names over the rows of a wide window (each row says the same to a screen reader in its cells).
        tools={
          <div className="console-table-head console-article-row" aria-hidden>
            <span>{t('console.articles.titleColumn')}</span>
            <span>{t('console.articles.category')}</span>
            <span>{t('console.articles.statusLabel')}</span>
            <span>{t('console.articles.updated')}</span>
          </div>
        }
        empty={<EmptyState hint={t('console.articles.empty')} />}
        skeleton={SKELETON}
        rowsClassName="console-rows"
        itemKey={(article) => article.id}
        renderItem={(article) => <ArticleRow article={article} categories={categoryList} />}
      />
    </ConsolePage>
  );
}
