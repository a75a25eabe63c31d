import { Button } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import '../i18n/share/index.ts';
import { showToast } from './notify.ts';
import { imageFileName, saveImageFile } from './save-image.ts';
import { shareImageUrl, type ShareKind } from './share-links.ts';
import './save-share-image.css';

/**
 * "Save image" on a share screen: the server's picture of the shared object (the one link
 * previews show), in the reader's language, handed to the share sheet or downloaded.
 */
export function SaveShareImageButton({ kind, code, title }: { kind: ShareKind; code: string; title: string }) {
  const { t, language } = useI18n();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const res = await fetch(shareImageUrl(kind, code, language));
      if (!res.ok || res.headers.get('content-type') !== 'image/png') throw new Error(`the image answered ${res.status}`);
      if ((await saveImageFile(await res.blob(), imageFileName(title), title)) !== 'cancelled') showToast(t('shareImage.saved'), 'success');
    } catch {
      showToast(t('shareImage.failed'), 'fail');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button className="save-share-image" block shape="rounded" size="large" fill="outline" color="primary" loading={busy} loadingText={t('shareImage.saving')} onClick={() => void save()}>
      <DownlandOutline aria-hidden /> {t('shareImage.save')}
    </Button>
  );
}
