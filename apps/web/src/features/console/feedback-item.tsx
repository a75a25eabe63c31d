import type { ConsoleFeedbackItem } from '@repwise/contracts';
import { INPUT_MAX_LENGTH } from '@repwise/domain';
import { Button, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { previewImage } from '../../kit/image-preview.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { Badge } from './badge.tsx';
import { useHandleFeedback } from './queries.ts';

/**
 * One feedback of the inbox: who sent it and when, the text, the pictures (full screen on a
 * tap), the contact; marking it handled or reopening it, and the one reply, which reaches the
 * sender as a notification.
 */
export function FeedbackItem({ item }: { item: ConsoleFeedbackItem }) {
  const { t } = useI18n();
  const { formatDateTime } = useFormat();
  const handle = useHandleFeedback();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const handled = item.handledAt !== null;

  const send = async (next: { handled: boolean; reply?: string }) => {
    try {
      await handle.mutateAsync({ id: item.id, ...next });
      showToast(next.reply ? t('console.feedback.replied') : next.handled ? t('console.feedback.markedHandled') : t('console.feedback.reopened'), 'success');
      setReply('');
    } catch (failure) {
      showFailureToast(t('errors.saveFailed'), failure);
    }
  };

  const sendReply = () => {
    const text = reply.trim();
    setError(text === '' ? t('console.feedback.replyRequired') : null);
    if (text !== '') void send({ handled: true, reply: text });
  };

  return (
    <article className="console-card console-feedback" aria-label={t('console.feedback.itemName', { name: item.user.nickName })}>
      <header className="console-feedback-head">
        <span className="console-cell-title">{item.user.nickName}</span>
        <span className="console-muted">{item.user.mobile}</span>
        <time className="console-muted" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt)}
        </time>
        <Badge tone={handled ? 'success' : 'warning'}>
          {handled ? t('console.feedback.handled') : t('console.feedback.unhandled')}
        </Badge>
      </header>
      <p className="console-feedback-text">{item.content}</p>
      {item.images.length > 0 ? (
        <ul className="console-feedback-pictures" aria-label={t('console.feedback.pictures')}>
          {item.images.map((url, i) => (
            <li key={url}>
              <button type="button" className="console-feedback-picture" onClick={() => previewImage(url, t('console.feedback.closePicture'))}>
                <img src={url} alt={t('console.feedback.picture', { number: i + 1 })} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="console-feedback-facts">
        <div>
          <dt>{t('console.feedback.contact')}</dt>
          <dd>{item.contact ?? t('console.feedback.noContact')}</dd>
        </div>
        {handled && item.handledAt ? (
          <div>
            <dt>{t('console.feedback.handledBy')}</dt>
            <dd>{t('console.feedback.handledByValue', { name: item.handledBy?.nickName ?? '–', at: formatDateTime(item.handledAt) })}</dd>
          </div>
        ) : null}
        {item.reply ? (
          <div>
            <dt>{t('console.feedback.reply')}</dt>
            <dd className="console-feedback-reply">{item.reply}</dd>
          </div>
        ) : null}
      </dl>
      {item.reply === null ? (
        <div className="console-feedback-reply-box">
          <label htmlFor={replyId} className="form-block-label">
            {t('console.feedback.replyLabel')}
          </label>
          <TextArea id={replyId} value={reply} maxLength={INPUT_MAX_LENGTH} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('console.feedback.replyPlaceholder')} onChange={setReply} />
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="console-form-actions">
        {item.reply === null ? (
          <Button color="primary" disabled={handle.isPending} onClick={sendReply}>
            {t('console.feedback.sendReply')}
          </Button>
        ) : null}
        <Button fill="outline" color={handled ? 'default' : 'primary'} disabled={handle.isPending} onClick={() => void send({ handled: !handled })}>
          {handled ? t('console.feedback.reopen') : t('console.feedback.markHandled')}
        </Button>
      </div>
    </article>
  );
}
