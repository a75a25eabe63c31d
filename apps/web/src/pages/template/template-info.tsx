import { Button } from 'antd-mobile';
import { SendOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { libraryPicture } from '../../features/exercises/library-picture.tsx';
import { CopyToMineButton } from '../../features/templates/copy-to-mine.tsx';
import { TemplateEditor } from '../../features/templates/editor/template-editor.tsx';
import { ActionPictureContext } from '../../features/templates/exercise-library.ts';
import { useTemplate } from '../../features/templates/queries.ts';
import type { SavedTemplate } from '../../features/templates/saved-template.ts';
import { TemplateView } from '../../features/templates/template-view.tsx';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { useSession } from '../../session/session-store.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { addPlanPath, shareTemplatePath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import './template-info.css';

/** A link without a usable id finds nothing, like an id the server does not know. */
const MISSING = new ApiError(404, '');

/** Someone else's template (an official one): to read, share or copy into Mine. */
function ReadOnlyTemplate({ template }: { template: SavedTemplate }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const coach = useSession().isCoach === 1;
  const share = (
    <button type="button" className="template-info-nav-button" aria-label={t('templates.share')} onClick={() => void navigate(shareTemplatePath({ id: template.id }))}>
      <SendOutline aria-hidden />
    </button>
  );
  return (
    <PageLayout title={t('templates.viewTitle')} right={share} className="template-info">
      <TemplateView template={template} badge={template.official ? t('templates.official') : undefined} />
      <BottomBar>
        {coach && (
          <Button shape="rounded" size="large" fill="outline" color="primary" onClick={() => void navigate(addPlanPath(template.id))}>
            {t('plans.publishAsPlan')}
          </Button>
        )}
        <CopyToMineButton source={{ id: template.id }}>{t('templates.copyToMine')}</CopyToMineButton>
      </BottomBar>
    </PageLayout>
  );
}

/**
 * A template: the editor for one's own (or a new one without `id`), a read-only view with
 * "Copy to mine" for an official one. Others' templates are reached only by a share link.
 */
function TemplateInfo() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const hasId = query.has('id');
  const id = parseId(query.get('id'));
  const detail = useTemplate(id);

  if (!hasId) return <TemplateEditor key="new" saved={null} Picker={ExercisePicker} />;
  if (detail.data) return detail.data.mine ? <TemplateEditor key={detail.data.id} saved={detail.data} Picker={ExercisePicker} /> : <ReadOnlyTemplate template={detail.data} />;
  let body;
  if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;
  return <PageLayout title={t('templates.viewTitle')}>{body}</PageLayout>;
}

/** The template screen, its blocks showing the exercises' own pictures (drawn by the library's parts). */
export function TemplateInfoPage() {
  return (
    <ActionPictureContext.Provider value={libraryPicture}>
      <TemplateInfo />
    </ActionPictureContext.Provider>
  );
}
