import { Button, Dialog } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { PageLoading } from '../../../app/page-loading.tsx';
import { useI18n } from '../../../i18n/index.ts';
import { LoadError } from '../../common/load-error.tsx';
import { showToast } from '../../common/notify.ts';
import { useTemplate, useTemplateQrcode } from '../queries.ts';
import './owner-share.css';

/** The server's QR code (SVG) as a picture; an inline SVG from a string would need innerHTML. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The owner's share screen: the QR code to scan, the link to copy or hand to the share sheet. */
export function OwnerShare({ id }: { id: number }) {
  const { t } = useI18n();
  const qrcode = useTemplateQrcode(id);
  const template = useTemplate(id);
  const canShare = typeof navigator.share === 'function';

  if (qrcode.isError) return <LoadError error={qrcode.error} onRetry={() => void qrcode.refetch()} />;
  if (!qrcode.data) return <PageLoading />;
  const { url, svg } = qrcode.data;
  const name = template.data?.name ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('templates.linkCopied'), 'success');
    } catch {
      // Some browsers refuse the clipboard; the link is then shown to copy by hand.
      void Dialog.alert({ title: t('templates.copyLinkFailed'), content: <p className="owner-share-link">{url}</p>, confirmText: t('common.confirm') });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: name, text: t('templates.shareText', { name }), url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <div className="owner-share">
      <section className="owner-share-card">
        {name && <h1 className="owner-share-name">{name}</h1>}
        <p className="owner-share-hint">{t('templates.shareHint')}</p>
        <img className="owner-share-qr" src={qrSource(svg)} alt={t('templates.qrAlt', { name })} width={220} height={220} />
        <p className="owner-share-link" aria-label={t('templates.shareLink')}>
          {url}
        </p>
      </section>
      <div className="owner-share-actions">
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void copy()}>
          <LinkOutline aria-hidden /> {t('templates.copyLink')}
        </Button>
        {canShare && (
          <Button block shape="rounded" size="large" color="primary" onClick={() => void share()}>
            <SendOutline aria-hidden /> {t('templates.shareVia')}
          </Button>
        )}
      </div>
    </div>
  );
}
