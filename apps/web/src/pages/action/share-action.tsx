import { Button, Dialog } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { ActionDetail } from '../../api/types.ts';
import { PageLayout } from '../../app/page-layout.tsx';
import { PageLoading } from '../../app/page-loading.tsx';
import { PATHS } from '../../app/paths.ts';
import { BrandMark } from '../../features/common/brand-mark.tsx';
import { LoadError } from '../../features/common/load-error.tsx';
import { showToast } from '../../features/common/notify.ts';
import { ActionDetailView } from '../../features/exercises/action-detail-view.tsx';
import { useSharedAction } from '../../features/exercises/queries.ts';
import { shareLink } from '../../features/exercises/share-link.ts';
import { useI18n } from '../../i18n/index.ts';
import './share-action.css';

const MISSING = new ApiError(404, '');

function ShareBar({ action }: { action: ActionDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const url = shareLink(action.shareCode);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('exercises.linkCopied'), 'success');
    } catch {
      // Some browsers refuse the clipboard; the link is then shown to copy by hand.
      void Dialog.alert({ title: t('exercises.copyFailed'), content: <p className="share-link-text">{url}</p>, confirmText: t('common.confirm') });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: action.name, text: t('exercises.shareText', { name: action.name }), url });
    } catch (error) {
      // The person closing the share sheet is no failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return (
    <footer className="share-bar">
      <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void navigate(PATHS.root)}>
        {t('exercises.openApp')}
      </Button>
      <Button block color="primary" shape="rounded" size="large" onClick={() => void (canShare ? share() : copy())}>
        {canShare ? <SendOutline aria-hidden /> : <LinkOutline aria-hidden />}
        <span>{canShare ? t('exercises.share') : t('exercises.copyLink')}</span>
      </Button>
    </footer>
  );
}

/** The public page of a shared exercise; it needs no account (spec §2, docs/API.md). */
export function ShareActionPage() {
  const { t } = useI18n();
  const location = useLocation();
  const [query] = useSearchParams();
  const code = query.get('code')?.trim() ?? '';
  const shared = useSharedAction(code);

  let body;
  if (!code) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (shared.data) {
    body = (
      <>
        <div className="share-banner">
          <BrandMark size={28} />
          <span>{t('exercises.sharedFrom')}</span>
        </div>
        <ActionDetailView action={shared.data} />
        <ShareBar action={shared.data} />
      </>
    );
  } else if (shared.isError) body = <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  else body = <PageLoading />;

  // Opened from a link there is nothing to go back to; from the app, back returns to the exercise.
  return (
    <PageLayout title={t('exercises.shareTitle')} back={location.key !== 'default'} className="share-action">
      {body}
    </PageLayout>
  );
}
