import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { ArticleEditor } from '../../features/console/article-editor.tsx';
import { useConsoleArticle, useConsoleCategories } from '../../features/console/queries.ts';
// The preview shows a body with the reader's typography.
import '../../features/articles/article-view.css';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { consoleArticlePath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { ConsolePage } from './console-page.tsx';

/** A link without a usable id finds nothing, like an id the server does not know. */
const MISSING = new ApiError(404, '');

/** An article's editor (`?id=`), or a new draft's without an id. */
export function ConsoleArticlePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const hasId = query.has('id');
  const id = parseId(query.get('id'));
  const article = useConsoleArticle(id);
  const categories = useConsoleCategories();

  let body;
  if (hasId && id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (categories.isError) body = <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  else if (article.isError) body = <LoadError error={article.error} onRetry={() => void article.refetch()} />;
  else if (!categories.data || (hasId && !article.data)) body = <PageLoading />;
  else {
    body = (
      <ArticleEditor
        key={article.data?.id ?? 'new'}
        article={hasId ? (article.data ?? null) : null}
        categories={categories.data.list}
        onCreated={(created) => void navigate(consoleArticlePath(created.id), { replace: true })}
      />
    );
  }
  return (
    <ConsolePage title={hasId ? t('console.articles.editTitle') : t('console.articles.newTitle')} section="articles">
      {body}
    </ConsolePage>
  );
}
