import type { SquadDetail } from '@repwise/contracts';
import { Button, Dialog } from 'antd-mobile';
import { LinkOutline, RedoOutline, SendOutline } from 'antd-mobile-icons';
import { PageLayout } from '../../kit/page-layout.tsx';
import { QrPicture } from '../../features/teams/qr-picture.tsx';
import { regenerateCode, useSquadChange } from '../../features/teams/queries.ts';
import { MISSING, WithSquad } from '../../features/teams/with-squad.tsx';
import { useI18n } from '../../i18n/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { canShareLink, copyLink, shareLink } from '../../kit/link-sharing.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import './team-pages.css';

function CodeShare({ squad }: { squad: SquadDetail }) {
  const { t } = useI18n();
  const regenerate = useSquadChange(regenerateCode);
  const { code, qrUrl } = squad;
  if (!code || !qrUrl) return <LoadError error={MISSING} onRetry={() => undefined} />;

  const texts = { copied: t('teams.share.linkCopied'), copyFailed: t('teams.share.copyFailed'), confirm: t('common.confirm'), linkClassName: 'team-link' };
  const shareText = t('teams.share.text', { name: squad.name, code });

  const confirmRegenerate = () =>
    Dialog.confirm({
      ...dialogName(t('teams.share.regenerateTitle')),
      title: t('teams.share.regenerateTitle'),
      content: t('teams.share.regenerateConfirm'),
      confirmText: t('teams.share.regenerate'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await regenerate.mutateAsync(squad.id);
          showToast(t('teams.share.regenerated'), 'success');
        } catch (error) {
          showFailureToast(t('errors.modificationFailed'), error);
        }
      },
    });

  return (
    <>
      <section className="team-card" aria-labelledby="team-share-name">
        <h1 id="team-share-name" className="team-card-title">
          {squad.name}
        </h1>
        <p className="team-card-meta">{t('teams.share.hint')}</p>
        <p className="team-code" aria-label={t('teams.share.codeIs', { code: code.split('').join(' ') })}>
          {code}
        </p>
        <p className="team-code-label">{t('teams.share.codeLabel')}</p>
        <div className="team-qr">
          <QrPicture url={qrUrl} alt={t('teams.share.qrAlt', { name: squad.name })} fileName={`${squad.name}-${code}`} />
        </div>
        <p className="team-link">{qrUrl}</p>
      </section>
      <div className="team-actions">
        {canShareLink() && (
          <Button block shape="rounded" size="large" color="primary" onClick={() => void shareLink({ title: squad.name, text: shareText, url: qrUrl }, texts)}>
            <SendOutline aria-hidden /> {t('teams.share.shareVia')}
          </Button>
        )}
        <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void copyLink(qrUrl, texts)}>
          <LinkOutline aria-hidden /> {t('teams.share.copyLink')}
        </Button>
        {squad.role === 'manager' && (
          <Button block shape="rounded" size="large" fill="none" loading={regenerate.isPending} onClick={() => void confirmRegenerate()}>
            <RedoOutline aria-hidden /> {t('teams.share.regenerate')}
          </Button>
        )}
      </div>
    </>
  );
}

/** A team's code and QR code for trainees to join with (spec §2 teamCodeShare): share, copy, save, or renew it. */
export function TeamCodeSharePage() {
  const { t } = useI18n();
  return (
    <PageLayout title={t('teams.share.title')} className="team-page">
      <WithSquad>{(squad) => <CodeShare squad={squad} />}</WithSquad>
    </PageLayout>
  );
}
