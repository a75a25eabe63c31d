import type { ArticleSummary } from '@repwise/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { articleInfoPath } from '../../kit/paths.ts';
import './article-card.css';

/** A library card that opens the article: its cover, title, summary and reading time. */
export const ArticleCard = memo(function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useI18n();
  return (
    <Link className="article-card" to={articleInfoPath(article.id)} data-article-id={article.id}>
      {/* The title beside it names the card; the cover only decorates it. */}
      {article.coverUrl ? <img className="article-card-cover" src={article.coverUrl} alt="" loading="lazy" /> : <span className="article-card-cover" aria-hidden />}
      <span className="article-card-text">
        <span className="article-card-title">{article.title}</span>
        <span className="article-card-summary">{article.summary}</span>
        <span className="article-card-meta">
          {article.categoryName} · {t('articles.readingTime', { minutes: article.readingMinutes })}
        </span>
      </span>
    </Link>
  );
});
