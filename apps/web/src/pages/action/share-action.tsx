import type { ActionDetail } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { LinkOutline, SendOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ActionDetailView } from '../../features/exercises/action-detail-view.tsx';
import { useSharedAction } from '../../features/exercises/queries.ts';
import { actionShareLink } from '../../features/exercises/share-link.ts';
import { useI18n } from '../../i18n/index.ts';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { canShareLink, copyLink, shareLink } from '../../kit/link-sharing.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SaveShareImageButton } from '../../kit/save-share-image.tsx';
import { PATHS } from '../../kit/paths.ts';
import './share-action.css';

const MISSING = new ApiError(404, '');

function ShareBar({ action }: { action: ActionDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const url = actionShareLink(action.shareCode);
  const canShare = canShareLink();
  const texts = { copied: t('exercises.linkCopied'), copyFailed: t('exercises.copyFailed'), confirm: t('common.confirm'), linkClassName: 'share-link-text' };
  const share = () => (canShare ? shareLink({ title: action.name, text: t('exercises.shareText', { name: action.name }), url }, texts) : copyLink(url, texts));

  return (
    <footer className="share-bar">
      <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => void navigate(PATHS.root)}>
        {t('exercises.openApp')}
      </Button>
      <Button block color="primary" shape="rounded" size="large" onClick={() => void share()}>
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
        <div className="save-share-image-row">
          <SaveShareImageButton kind="action" code={code} title={shared.data.name} />
        </div>
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
