import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { libraryPicture } from '../../features/exercises/library-picture.tsx';
import { CopyToMineButton } from '../../features/templates/copy-to-mine.tsx';
import { ActionPictureContext } from '../../features/templates/exercise-library.ts';
import { useSharedTemplate } from '../../features/templates/queries.ts';
import { OwnerShare } from '../../features/templates/share/owner-share.tsx';
import { TemplateView } from '../../features/templates/template-view.tsx';
import { useI18n } from '../../i18n/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { BrandMark } from '../../kit/brand-mark.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { SaveShareImageButton } from '../../kit/save-share-image.tsx';
import { loginPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import './share-template.css';
import { Redirect } from '../../kit/redirect.tsx';

const MISSING = new ApiError(404, '');

/** The public page of a shared template: anyone may read it; a signed-in person may copy it. */
function SharedTemplate({ code }: { code: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const shared = useSharedTemplate(code);

  if (shared.isError) return <LoadError error={shared.error} onRetry={() => void shared.refetch()} />;
  if (!shared.data) return <PageLoading />;
  return (
    <>
      <div className="share-template-banner">
        <BrandMark size={28} />
        <span>{t('templates.sharedFrom')}</span>
      </div>
      <TemplateView template={shared.data} badge={shared.data.official ? t('templates.official') : undefined} />
      <div className="save-share-image-row">
        <SaveShareImageButton kind="template" code={code} title={shared.data.name} />
      </div>
      <BottomBar>
        {token ? (
          <CopyToMineButton source={{ code }}>{t('templates.copyToMyTemplates')}</CopyToMineButton>
        ) : (
          <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(loginPath(location.pathname + location.search))}>
            {t('templates.logInToCopy')}
          </Button>
        )}
      </BottomBar>
    </>
  );
}

/**
 * Sharing a template (spec §2 shareTemplate): with `id`, the owner's QR code and link; with
 * `code`, the shared template itself, which needs no account.
 */
export function ShareTemplatePage() {
  const { t } = useI18n();
  const location = useLocation();
  const { token } = useSession();
  const [query] = useSearchParams();
  const code = query.get('code')?.trim() ?? '';
  const hasId = query.has('id');
  const id = parseId(query.get('id'));

  // The owner's view needs the owner: without a token, log in first (spec §2).
  if (!code && hasId && !token) return <Redirect to={loginPath(location.pathname + location.search)} />;

  let body;
  if (code) {
    body = (
      <ActionPictureContext.Provider value={libraryPicture}>
        <SharedTemplate code={code} />
      </ActionPictureContext.Provider>
    );
  }
  else if (id !== null) body = <OwnerShare id={id} />;
  else body = <LoadError error={MISSING} onRetry={() => undefined} />;

  // Opened from a link there is nothing to go back to.
  return (
    <PageLayout title={code ? t('templates.sharedTitle') : t('templates.shareTitle')} back={location.key !== 'default'} className="share-template">
      {body}
    </PageLayout>
  );
}
