import { Button } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useI18n } from '../../../i18n/index.ts';
import { canShareLink, copyLink, shareLink } from '../../../kit/link-sharing.tsx';
import { LoadError } from '../../../kit/load-error.tsx';
import { PageLoading } from '../../../kit/page-loading.tsx';
import { SaveShareImageButton } from '../../../kit/save-share-image.tsx';
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

  if (qrcode.isError) return <LoadError error={qrcode.error} onRetry={() => void qrcode.refetch()} />;
  if (!qrcode.data) return <PageLoading />;
  const { url, svg } = qrcode.data;
  const name = template.data?.name ?? '';

  const texts = { copied: t('templates.linkCopied'), copyFailed: t('templates.copyLinkFailed'), confirm: t('common.confirm'), linkClassName: 'owner-share-link' };

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
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void copyLink(url, texts)}>
          <LinkOutline aria-hidden /> {t('templates.copyLink')}
        </Button>
        {canShareLink() && (
          <Button block shape="rounded" size="large" color="primary" onClick={() => void shareLink({ title: name, text: t('templates.shareText', { name }), url }, texts)}>
            <SendOutline aria-hidden /> {t('templates.shareVia')}
          </Button>
        )}
        {template.data?.shareCode && <SaveShareImageButton kind="template" code={template.data.shareCode} title={name} />}
      </div>
    </div>
  );
}
