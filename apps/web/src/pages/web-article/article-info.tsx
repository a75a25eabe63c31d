import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { ArticleView } from '../../features/articles/article-view.tsx';
import { useArticle } from '../../features/articles/queries.ts';
import { ArticleShareButton } from '../../features/articles/share-button.tsx';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/articles/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { webviewArticlePath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';

/** One article of the library (`?id=`); its outside links open in the in-app webview, and Share hands on its public link. */
export function ArticleInfoPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const article = useArticle(id);

  let body;
  if (id === null || (article.error instanceof ApiError && article.error.status === 404)) body = <EmptyState hint={t('articles.notFound')} />;
  else if (article.isError) body = <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  else if (!article.data) body = <PageLoading />;
  else body = <ArticleView article={article.data} onOutsideLink={(url) => void navigate(webviewArticlePath(url))} />;

  return (
    <PageLayout title={t('articles.articleTitle')} right={article.data ? <ArticleShareButton article={article.data} /> : null}>
      {body}
    </PageLayout>
  );
}
