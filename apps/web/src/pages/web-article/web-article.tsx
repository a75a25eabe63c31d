import type { ArticleSummary } from '@repwise/contracts';
import { useSearchParams } from 'react-router';
import { ArticleCard } from '../../features/articles/article-card.tsx';
import { CategoryChips } from '../../features/articles/category-chips.tsx';
import { useArticleCategories, useArticleList, useRefreshArticleList } from '../../features/articles/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/articles/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { InfiniteList } from '../../kit/infinite-list.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { Refreshable } from '../../kit/refreshable.tsx';
import { parseId } from '../../kit/route-params.ts';

const SKELETON = { rows: 2, rowClassName: 'article-card', coverClassName: 'article-card-cover', textClassName: 'article-card-text', lineWidths: ['80%', '95%', '40%'] } as const;

/**
 * The knowledge library (spec §2 webArticle): "All" and each category as chips, the articles
 * as cards, newest first, loading more as the reader scrolls. The category lives in the
 * route's query, so coming back from an article finds the list as it was. Pulling down
 * reloads the categories and the list from its first page.
 */
export function WebArticlePage() {
  const { t } = useI18n();
  const [query, setQuery] = useSearchParams();
  const categoryId = parseId(query.get('categoryId'));
  const categories = useArticleCategories();
  const list = useArticleList(categoryId);
  const refreshList = useRefreshArticleList(categoryId);

  const choose = (next: number | null) => {
    setQuery(next === null ? {} : { categoryId: String(next) }, { replace: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <PageLayout title={t('articles.title')}>
      <CategoryChips categories={categories.data?.list ?? []} value={categoryId} onChange={choose} />
      <Refreshable onRefresh={() => Promise.all([categories.refetch(), refreshList()])}>
        <InfiniteList<ArticleSummary>
          query={list}
          count={(count) => t('articles.count', { count })}
          empty={<EmptyState hint={t('articles.empty')} />}
          skeleton={SKELETON}
          rowsClassName="article-list-rows"
          itemKey={(article) => article.id}
          renderItem={(article) => <ArticleCard article={article} />}
        />
      </Refreshable>
    </PageLayout>
  );
}
