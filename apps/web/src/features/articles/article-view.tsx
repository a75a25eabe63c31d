import type { ArticleDetail } from '@repwise/contracts';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { outsideAddress } from './outside-link.ts';
import './article-view.css';

interface ArticleViewProps {
  article: ArticleDetail;
  /** Where a tap on an outside link of the body goes (the in-app webview); without it the link opens as links do. */
  onOutsideLink?: (url: string) => void;
}

/**
 * An article as a reader sees it: cover, title, reading time and date, a note when it is not
 * in the reader's language, and the body. The body is the server's HTML, rendered from
 * Markdown with raw HTML escaped and unsafe links dropped (the contract's promise), so it is
 * inserted as it is.
 */
export function ArticleView({ article, onOutsideLink }: ArticleViewProps) {
  const { t, language } = useI18n();
  const { formatDate } = useFormat();
  const body = useRef<HTMLDivElement>(null);

  // A table or a block of code wider than the phone scrolls in its own box; a keyboard reaches it to scroll it too.
  useLayoutEffect(() => {
    for (const wide of body.current?.querySelectorAll<HTMLElement>('table, pre') ?? []) wide.tabIndex = 0;
  }, [article.bodyHtml]);

  const openLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!onOutsideLink || !link || event.defaultPrevented || event.metaKey || event.ctrlKey) return;
    const url = outsideAddress(link.getAttribute('href') ?? '', window.location.origin);
    if (url === null) return;
    event.preventDefault();
    onOutsideLink(url);
  };

  return (
    <article className="article-view" lang={article.language}>
      {article.coverUrl ? <img className="article-view-cover" src={article.coverUrl} alt="" /> : null}
      <header className="article-view-head">
        <h1 className="article-view-title">{article.title}</h1>
        <p className="article-view-meta">
          <span>{article.categoryName}</span>
          <span aria-hidden> · </span>
          <span>{t('articles.readingTime', { minutes: article.readingMinutes })}</span>
          <span aria-hidden> · </span>
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
        {article.language !== language ? (
          <p className="article-view-language" role="note" lang={language}>
            {t('articles.otherLanguage')}
          </p>
        ) : null}
      </header>
      {/* Its links' clicks (mouse, touch or Enter alike) are caught here: a body of HTML has no React elements to hold handlers. */}
      <div ref={body} className="article-body" onClick={openLink} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
    </article>
  );
}
