import { checkMediaFile } from '@repwise/domain';
import { useState } from 'react';
import { uploadMedia } from '../api/media-upload.ts';
import { useI18n } from '../i18n/index.ts';
import '../i18n/account/index.ts';
import { showErrorToast, showToast } from './notify.ts';

/**
 * Uploads one picture the person chose (PNG, JPEG, GIF or WebP, at most 2 MB: checked here,
 * and again by its content on the server). Resolves its storage path, or null when the file
 * was refused or the upload failed (the person has been told why).
 */
export function useImageUpload(failedText: string) {
  const { t } = useI18n();
  const [percent, setPercent] = useState<number | null>(null);

  const uploadImage = async (file: File): Promise<string | null> => {
    const check = checkMediaFile('image', file);
    if (check !== 'ok') {
      showToast(t(`account.avatar.${check}`));
      return null;
    }
    setPercent(0);
    try {
      return (await uploadMedia('image', file, { onProgress: setPercent })).path;
    } catch (error) {
      showErrorToast(error, failedText);
      return null;
    } finally {
      setPercent(null);
    }
  };

  return { uploadImage, percent };
}

/** What the file inputs of picture pickers accept. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
