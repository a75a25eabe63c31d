import type { YearShareLink } from '@repwise/contracts';
import { Button, Dialog, Popup } from 'antd-mobile';
import { DownlandOutline, LinkOutline, SendOutline, StopOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/share/index.ts';
import { dialogName } from '../../kit/dialog-name.ts';
import { canShareLink, copyLink, shareLink } from '../../kit/link-sharing.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { drawYearCard, saveYearCard } from './card-image.ts';
import { useYearCardContent, type YearCardFigures } from './card-content.ts';
import { useShareYear, useStopSharingYear } from './queries.ts';
import './year-share.css';

interface Props {
  year: number;
  /** The year's figures, once loaded (the picture needs them). */
  figures: YearCardFigures | undefined;
  nickName: string;
}

/**
 * The year report's Share button and its sheet: a link that opens without an account (made on
 * request, since the server keeps no link it could show again), copied or handed to the share
 * sheet; the year as a picture; and stopping the link.
 */
export function YearShareButton({ year, figures, nickName }: Props) {
  const { t } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<YearShareLink | null>(null);
  const [drawing, setDrawing] = useState(false);
  const create = useShareYear();
  const stop = useStopSharingYear();
  const cardContent = useYearCardContent();
  // A link belongs to the year it was made for; another year starts without one.
  const shown = link?.year === year ? link : null;
  const texts = { copied: t('yearShare.copied'), copyFailed: t('yearShare.copyFailed'), confirm: t('common.confirm'), linkClassName: 'year-share-url' };

  const makeLink = async () => {
    try {
      setLink(await create.mutateAsync(year));
    } catch (error) {
      showFailureToast(t('errors.modificationFailed'), error);
    }
  };

  const saveImage = async () => {
    if (!figures) return;
    setDrawing(true);
    try {
      const blob = await drawYearCard(cardContent(figures, nickName));
      const saved = await saveYearCard(blob, `repwise-${year}.png`, t('yearShare.shareText', { year: String(year) }));
      if (saved !== 'cancelled') showToast(t('yearShare.imageSaved'), 'success');
    } catch (error) {
      showFailureToast(t('yearShare.imageFailed'), error);
    } finally {
      setDrawing(false);
    }
  };

  const confirmStop = () =>
    Dialog.confirm({
      ...dialogName(t('yearShare.stopTitle')),
      title: t('yearShare.stopTitle'),
      content: t('yearShare.stopConfirm'),
      confirmText: t('yearShare.stop'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        try {
          await stop.mutateAsync(year);
          setLink(null);
          showToast(t('yearShare.stopped'), 'success');
        } catch (error) {
          showFailureToast(t('errors.modificationFailed'), error);
        }
      },
    });

  return (
    <>
      <button type="button" className="year-share-open" onClick={() => setOpen(true)}>
        <SendOutline aria-hidden /> {t('yearShare.share')}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName="year-share-popup">
        <div className="year-share-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="year-share-title">
            {t('yearShare.popupTitle', { year: String(year) })}
          </h2>
          <p className="year-share-hint">{t('yearShare.hint')}</p>
          {shown ? (
            <>
              <p className="year-share-label">{t('yearShare.linkLabel')}</p>
              <div className="year-share-pill">
                <span className="year-share-url" data-testid="year-share-url">
                  {shown.url}
                </span>
                <button type="button" className="year-share-copy" aria-label={t('yearShare.copyLink')} onClick={() => void copyLink(shown.url, texts)}>
                  <LinkOutline aria-hidden /> {t('yearShare.copy')}
                </button>
              </div>
              {canShareLink() && (
                <Button block shape="rounded" color="primary" onClick={() => void shareLink({ title: t('yearShare.shareYear'), text: t('yearShare.shareText', { year: String(year) }), url: shown.url }, texts)}>
                  <SendOutline aria-hidden /> {t('yearShare.shareVia')}
                </Button>
              )}
            </>
          ) : (
            <Button block shape="rounded" color="primary" loading={create.isPending} loadingText={t('yearShare.creating')} onClick={() => void makeLink()}>
              <LinkOutline aria-hidden /> {t('yearShare.create')}
            </Button>
          )}
          <Button block shape="rounded" fill="outline" color="primary" disabled={!figures} loading={drawing} onClick={() => void saveImage()}>
            <DownlandOutline aria-hidden /> {t('yearShare.saveImage')}
          </Button>
          <Button block shape="rounded" fill="none" color="danger" loading={stop.isPending} onClick={() => void confirmStop()}>
            <StopOutline aria-hidden /> {t('yearShare.stop')}
          </Button>
          <Button block shape="rounded" fill="none" onClick={() => setOpen(false)}>
            {t('yearShare.close')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
