import { ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { ApiError, NETWORK_ERROR_STATUS } from '../../api/api-error.ts';
import { useArticleLink } from '../../features/articles/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/articles/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './webview-article.css';

/** An approved outside page in a sandboxed frame, with the way out to the browser for sites that refuse frames. */
function Framed({ url }: { url: string }) {
  const { t } = useI18n();
  const host = new URL(url).host;
  return (
    <div className="webview-article-page">
      <div className="webview-article-bar">
        <p className="webview-article-hint">{t('articles.webview.frameHint')}</p>
        <a className="webview-article-open" href={url} target="_blank" rel="noopener noreferrer">
          {t('articles.webview.openInBrowser')}
        </a>
      </div>
      {/*
        No allow-same-origin: the page's scripts run but as an opaque origin, so nothing it does
        can reach this app's storage even if an approved host served something unexpected.
      */}
      <iframe className="webview-article-frame" src={url} title={t('articles.webview.frameTitle', { host })} sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" referrerPolicy="no-referrer" />
    </div>
  );
}

/**
 * `webview/article` (`?url=`): an outside page shown in the app only when the server's
 * allow-list approves its address; anything else shows the server's reason.
 */
export function WebviewArticlePage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const url = query.get('url')?.trim() ?? '';
  const link = useArticleLink(url);

  let body;
  if (url === '') body = <ErrorBlock className="webview-article-refused" status="default" title={t('articles.webview.refusedTitle')} description={t('articles.webview.noAddress')} />;
  else if (link.data) body = <Framed url={link.data.url} />;
  else if (link.error instanceof ApiError && link.error.status !== NETWORK_ERROR_STATUS && link.error.msg) {
    body = (
      <ErrorBlock className="webview-article-refused" status="default" title={t('articles.webview.refusedTitle')} description={link.error.msg}>
        <p className="webview-article-address">{url}</p>
      </ErrorBlock>
    );
  } else if (link.isError) body = <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  else body = <PageLoading />;

  return (
    <PageLayout title={link.data ? new URL(link.data.url).host : t('articles.webview.title')} className="webview-article">
      {body}
    </PageLayout>
  );
}
