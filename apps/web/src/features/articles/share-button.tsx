import type { ArticleDetail } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useI18n } from '../../i18n/index.ts';
import { canShareLink, copyLink, shareLink } from '../../kit/link-sharing.tsx';
import { articleShareLink } from './share-link.ts';
import './share-button.css';

/** Hands the article's public link to the phone's share sheet, or copies it where there is none. */
export function ArticleShareButton({ article }: { article: ArticleDetail }) {
  const { t } = useI18n();
  const canShare = canShareLink();
  const url = articleShareLink(article.sharePath);
  const texts = { copied: t('articles.linkCopied'), copyFailed: t('articles.copyFailed'), confirm: t('common.confirm'), linkClassName: 'article-share-url' };
  const share = () => (canShare ? shareLink({ title: article.title, text: t('articles.shareText', { title: article.title }), url }, texts) : copyLink(url, texts));
  return (
    <Button className="article-share-button" fill="none" color="primary" onClick={() => void share()}>
      {canShare ? <SendOutline aria-hidden /> : <LinkOutline aria-hidden />}
      <span>{canShare ? t('articles.share') : t('articles.copyLink')}</span>
    </Button>
  );
}
