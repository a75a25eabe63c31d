import { Button } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { PageLayout } from '../../kit/page-layout.tsx';
import { QrPicture } from '../../features/teams/qr-picture.tsx';
import { useMyQrcode } from '../../features/teams/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { copyLink } from '../../kit/link-sharing.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import '../team/team-pages.css';

function MyCode() {
  const { t } = useI18n();
  const qr = useMyQrcode();
  if (qr.isError) return <LoadError error={qr.error} onRetry={() => void qr.refetch()} />;
  if (!qr.data) return <PageLoading />;
  const { kind, code, url } = qr.data;
  const texts = { copied: t('teams.share.linkCopied'), copyFailed: t('teams.share.copyFailed'), confirm: t('common.confirm'), linkClassName: 'team-link' };
  return (
    <>
      <section className="team-card" aria-labelledby="my-qr-title">
        <h1 id="my-qr-title" className="team-card-title">
          {t(`teams.myQr.${kind}Title`)}
        </h1>
        <p className="team-card-meta">{t(`teams.myQr.${kind}Hint`)}</p>
        <p className="team-code" aria-label={t('teams.share.codeIs', { code: code.split('').join(' ') })}>
          {code}
        </p>
        <p className="team-code-label">{t(`teams.myQr.${kind}CodeLabel`)}</p>
        <div className="team-qr">
          <QrPicture url={url} alt={t(`teams.myQr.${kind}Title`)} fileName={`repwise-${code}`} />
        </div>
      </section>
      <div className="team-actions">
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void copyLink(url, texts)}>
          <LinkOutline aria-hidden /> {t('teams.share.copyLink')}
        </Button>
      </div>
    </>
  );
}

/**
 * My own QR code (spec §2 myCoachQrCode): a coach's carries their invitation code (a trainee who
 * scans it has the code filled in), a trainee's their member code (a coach who scans it adds
 * them to a team).
 */
export function MyCoachQrCodePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('teams.myQr.title')} className="team-page">
      <MyCode />
    </PageLayout>
  );
}
