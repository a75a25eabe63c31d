import type { ConsoleArticleRow, ConsoleCategory } from '@repwise/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { consoleArticlePath } from '../../kit/paths.ts';
import { Badge } from './badge.tsx';
import { categoryName } from './category-name.ts';

/** What an article lacks: a language with no text (readers in it are shown the other). */
export function MissingLanguages({ languages }: { languages: readonly string[] }) {
  const { t } = useI18n();
  return (
    <>
      {!languages.includes('en') ? (
        <Badge tone="warning">
          {t('console.articles.englishMissing')}
        </Badge>
      ) : null}
      {!languages.includes('zh-Hans') ? (
        <Badge tone="warning">
          {t('console.articles.chineseMissing')}
        </Badge>
      ) : null}
    </>
  );
}

export function StatusTag({ status }: { status: 'draft' | 'published' }) {
  const { t } = useI18n();
  return (
    <Badge tone={status === 'published' ? 'success' : 'neutral'}>
      {t(`console.articles.status.${status}`)}
    </Badge>
  );
}

/** One article of the console's list: a card on a phone, a table row on a wide window (console.css). */
export function ArticleRow({ article, categories }: { article: ConsoleArticleRow; categories: readonly ConsoleCategory[] }) {
  const { language } = useI18n();
  const { formatDateTime } = useFormat();
  const category = categories.find((c) => c.id === article.categoryId);
  return (
    <Link className="console-row console-article-row" to={consoleArticlePath(article.id)}>
      <span className="console-cell console-cell-title">{article.title}</span>
      <span className="console-cell">{category ? categoryName(category, language) : ''}</span>
      <span className="console-cell console-cell-tags">
        <StatusTag status={article.status} />
        <MissingLanguages languages={article.languages} />
      </span>
      <span className="console-cell console-cell-muted">
        <time dateTime={article.updatedAt}>{formatDateTime(article.updatedAt)}</time>
      </span>
    </Link>
  );
}
