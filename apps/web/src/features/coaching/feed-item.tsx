import type { CoachFeedItem } from '@repwise/contracts';
import { Button, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { viewMemberPlanInfoPath } from '../../kit/paths.ts';
import { useMarkFeedRead, useQuickReply } from './queries.ts';

const COMMENT_MAX = 2000;

/** The coach's reply written under the row, sent with training/comment. */
function QuickReply({ item, name, onDone }: { item: CoachFeedItem; name: string; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const reply = useQuickReply();
  const [text, setText] = useState(item.coachComment ?? '');
  const send = async () => {
    if (!text.trim()) return showToast(t('coaching.home.replyEmpty'));
    try {
      await reply.mutateAsync({ id: item.training.id, comment: text.trim() });
      showToast(t('coaching.home.replySent'), 'success');
      onDone();
    } catch (error) {
      showFailureToast(t('errors.saveFailed'), error);
    }
  };
  return (
    <div className="coach-reply">
      <label className="coach-muted" htmlFor={id}>
        {t('coaching.home.replyTo', { name })}
      </label>
      <TextArea id={id} value={text} onChange={setText} maxLength={COMMENT_MAX} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={t('coaching.home.replyPlaceholder')} />
      <Button color="primary" shape="rounded" loading={reply.isPending} onClick={() => void send()}>
        {t('coaching.home.send')}
      </Button>
    </div>
  );
}

/** One finished training of the feed: who, what, when, how it went, and the coach's reply. */
export function FeedItem({ item }: { item: CoachFeedItem }) {
  const { t } = useI18n();
  const { formatDate, formatDuration, formatVolume } = useFormat();
  const navigate = useNavigate();
  const markRead = useMarkFeedRead();
  const [replying, setReplying] = useState(false);
  const name = item.trainee.nickName || t('app.name');
  const training = item.training.name || t('plans.view.untitled');
  const open = () => {
    if (item.unread) markRead.mutate(item.training.id);
    void navigate(viewMemberPlanInfoPath(item.training.id));
  };
  return (
    <article className={item.unread ? 'coach-feed-item is-unread' : 'coach-feed-item'}>
      {/* Its name is what it shows; an unread one starts with "New." for screen readers (the badge is drawn). */}
      <button type="button" className="coach-feed-open" onClick={open}>
        <span className="coach-feed-head">
          {item.unread && <span className="visually-hidden">{t('coaching.home.unreadPrefix')}</span>}
          {item.unread && (
            <span className="coach-unread" aria-hidden>
              {t('coaching.home.unread')}
            </span>
          )}
          <strong>{name}</strong>
        </span>
        <span className="coach-feed-title">{training}</span>
        <span className="coach-muted">
          {[
            formatDate(item.training.localDate),
            t('coaching.home.duration', { value: formatDuration(item.training.durationSeconds) }),
            t('coaching.home.sets', { count: item.training.sets }),
            t('coaching.home.volume', { value: formatVolume(item.training.volumeKg) }),
          ].join(' · ')}
        </span>
      </button>
      <p className="coach-muted">{item.rating ? t('coaching.home.rating', { rating: item.rating }) : t('coaching.home.noRating')}</p>
      <p className="coach-quote">{item.comment || t('coaching.home.noComment')}</p>
      {item.coachComment && !replying && <p className="coach-own-reply">{t('coaching.home.yourReply', { text: item.coachComment })}</p>}
      {replying ? (
        <QuickReply item={item} name={name} onDone={() => setReplying(false)} />
      ) : (
        <Button fill="outline" shape="rounded" color="primary" className="coach-reply-open" aria-label={t('coaching.home.replyTo', { name })} onClick={() => setReplying(true)}>
          {t('coaching.home.reply')}
        </Button>
      )}
    </article>
  );
}
