import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { ArticleView } from '../../features/articles/article-view.tsx';
import { useSharedArticle } from '../../features/articles/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/articles/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS } from '../../kit/paths.ts';
import { SaveShareImageButton } from '../../kit/save-share-image.tsx';
import './share-article.css';

/**
 * A shared article (`?code=`): anyone with the link reads it, no account needed, in their own
 * language when the article has it; below it, the way into the app. An unknown code or an
 * unpublished article says so.
 */
export function ShareArticlePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const code = query.get('code')?.trim() ?? '';
  const shared = useSharedArticle(code);

  let body;
  // The contract asks 8 to 64 characters: a shorter code is no link of ours.
  if (code.length < 8 || (shared.error instanceof ApiError && (shared.error.status === 404 || shared.error.status === 400))) body = <EmptyState hint={t('articles.notFound')} />;
  else if (shared.isError) body = <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  else if (!shared.data) body = <PageLoading />;
  else {
    body = (
      <>
        <div className="article-share-banner">
          <BrandMark size={28} />
          <span>{t('articles.shared.from')}</span>
        </div>
        <ArticleView article={shared.data} />
        <section className="article-share-cta" aria-label={t('articles.shared.cta')}>
          <p>{t('articles.shared.ctaHint')}</p>
          <Button block shape="rounded" size="large" color="primary" onClick={() => void navigate(PATHS.root)}>
            {t('articles.shared.cta')}
          </Button>
          <SaveShareImageButton kind="article" code={code} title={shared.data.title} />
        </section>
      </>
    );
  }

  // Opened from a link there is nothing to go back to; from the app, back returns to the article.
  return (
    <PageLayout title={t('articles.shared.title')} back={location.key !== 'default'}>
      {body}
    </PageLayout>
  );
}
