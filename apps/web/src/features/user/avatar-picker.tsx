import type { UserDto } from '@repwise/contracts';
import { hasCustomAvatar } from '@repwise/domain';
import { Avatar, Button } from 'antd-mobile';
import { useRef, type ChangeEvent } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { showErrorToast, showToast } from '../../kit/notify.ts';
import { IMAGE_ACCEPT, useImageUpload } from '../../kit/use-image-upload.ts';
import { useUpdateInfo } from './queries.ts';
import './avatar-picker.css';

/**
 * The person's photo with the ways to change it: a picture (PNG, JPEG, GIF or WebP, at most
 * 2 MB, checked here and again by the server) is uploaded, then set on the profile; or the
 * default photo again.
 */
export function AvatarPicker({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const updateInfo = useUpdateInfo();
  const input = useRef<HTMLInputElement>(null);
  const { uploadImage, percent } = useImageUpload(t('account.avatar.failed'));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const path = await uploadImage(file);
    if (path === null) return;
    try {
      await updateInfo.mutateAsync({ avatar: path });
      showToast(t('account.avatar.saved'), 'success');
    } catch (error) {
      showErrorToast(error, t('account.avatar.failed'));
    }
  };

  const removePhoto = async () => {
    try {
      await updateInfo.mutateAsync({ avatar: '' });
      showToast(t('account.avatar.removed'), 'success');
    } catch (error) {
      showErrorToast(error, t('errors.saveFailed'));
    }
  };

  return (
    <section className="avatar-picker" aria-label={t('account.avatar.title')}>
      <Avatar src={user.avatarUrl} className="avatar-picker-photo" alt={t('my.avatar')} />
      <div className="avatar-picker-actions">
        <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden onChange={(e) => void onFile(e)} data-testid="avatar-file" />
        <Button size="small" color="primary" fill="outline" className="avatar-picker-button" loading={percent !== null} onClick={() => input.current?.click()}>
          {percent === null ? t('account.avatar.change') : t('account.avatar.uploading', { percent })}
        </Button>
        {hasCustomAvatar(user.avatar) && (
          <Button size="small" fill="none" className="avatar-picker-button" disabled={updateInfo.isPending} onClick={() => void removePhoto()}>
            {t('account.avatar.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
