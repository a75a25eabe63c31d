import { Button, Input, TextArea } from 'antd-mobile';
import { FEEDBACK_MAX_IMAGES } from '@repwise/domain';
import { AddOutline, CheckCircleOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useSubmitFeedback } from '../../features/feedback/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { FormBlock, FormCard } from '../../kit/form-card.tsx';
import { showFailureToast } from '../../kit/notify.ts';
import { IMAGE_ACCEPT, useImageUpload } from '../../kit/use-image-upload.ts';
import './feedback.css';

/** Feedback (spec §1): what the person wants to tell the team, at most 140 characters, and how to reach them. */
export function FeedbackPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const [pictures, setPictures] = useState<{ path: string; preview: string }[]>([]);
  const submit = useSubmitFeedback();
  const { uploadImage, percent } = useImageUpload(t('account.feedbackPictures.failed'));

  const addPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const path = await uploadImage(file);
    if (path !== null) setPictures((list) => [...list, { path, preview: URL.createObjectURL(file) }]);
  };

  const onSubmit = async () => {
    if (!content.trim()) {
      setError(t('feedback.contentRequired'));
      return;
    }
    setError(undefined);
    try {
      await submit.mutateAsync({ content: content.trim(), ...(contact.trim() ? { contact: contact.trim() } : {}), ...(pictures.length > 0 ? { images: pictures.map((p) => p.path) } : {}) });
      setSent(true);
    } catch (reason) {
      showFailureToast(t('feedback.failed'), reason);
    }
  };

  if (sent) {
    return (
      <PageLayout title={t('feedback.title')}>
        <section className="feedback-done" role="status">
          <CheckCircleOutline className="feedback-done-icon" aria-hidden />
          <h2 className="feedback-done-title">{t('feedback.thanks')}</h2>
          <p className="feedback-done-text">{t('feedback.thanksText')}</p>
          <Button block color="primary" size="large" shape="rounded" onClick={() => void navigate(-1)}>
            {t('common.back')}
          </Button>
        </section>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('feedback.title')}>
      <FormCard title={t('feedback.intro')}>
        <FormBlock label={t('feedback.contentLabel')} htmlFor="feedback-content" error={error}>
          <TextArea id="feedback-content" placeholder={t('feedback.contentPlaceholder')} maxLength={INPUT_MAX_LENGTH} showCount rows={5} value={content}
            onChange={(value) => {
              setContent(value);
              setError(undefined);
            }}
          />
        </FormBlock>
        <FormBlock label={t('feedback.contactLabel')} htmlFor="feedback-contact" hint={t('feedback.contactHint')}>
          <Input id="feedback-contact" placeholder={t('feedback.contactPlaceholder')} maxLength={100} value={contact} onChange={setContact} />
        </FormBlock>
        <FormBlock label={t('account.feedbackPictures.label', { max: FEEDBACK_MAX_IMAGES })}>
          <div className="feedback-pictures">
            {pictures.map((picture, index) => (
              <button
                key={picture.path}
                type="button"
                className="feedback-picture"
                aria-label={t('account.feedbackPictures.remove', { n: index + 1 })}
                onClick={() => setPictures((list) => list.filter((p) => p !== picture))}
              >
                <img src={picture.preview} alt="" />
                <CloseCircleFill className="feedback-picture-remove" aria-hidden />
              </button>
            ))}
            {pictures.length < FEEDBACK_MAX_IMAGES && (
              <label className="feedback-picture-add">
                <input type="file" accept={IMAGE_ACCEPT} className="feedback-picture-input" onChange={(e) => void addPicture(e)} disabled={percent !== null} />
                <AddOutline aria-hidden />
                <span>{percent === null ? t('account.feedbackPictures.add') : t('account.feedbackPictures.uploading', { percent })}</span>
              </label>
            )}
          </div>
        </FormBlock>
      </FormCard>
      <div className="feedback-actions">
        <Button block color="primary" size="large" shape="rounded" loading={submit.isPending} onClick={() => void onSubmit()}>
          {t('feedback.submit')}
        </Button>
      </div>
    </PageLayout>
  );
}
