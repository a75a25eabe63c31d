import { newTemplate } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { SendOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import type { SavedTemplate } from '../../api/types.ts';
import { PageLayout } from '../../app/page-layout.tsx';
import { PageLoading } from '../../app/page-loading.tsx';
import { shareTemplatePath, templateInfoPath } from '../../app/paths.ts';
import { LoadError } from '../../features/common/load-error.tsx';
import { showFailureToast, showToast } from '../../features/common/notify.ts';
import { parseId } from '../../features/exercises/route-params.ts';
import { TemplateEditor } from '../../features/templates/editor/template-editor.tsx';
import { useCopyTemplate, useTemplate } from '../../features/templates/queries.ts';
import { TemplateView } from '../../features/templates/template-view.tsx';
import { useI18n } from '../../i18n/index.ts';
import { useSession } from '../../session/session-store.ts';
import './template-info.css';

/** A link without a usable id finds nothing, like an id the server does not know. */
const MISSING = new ApiError(404, '');

/** Someone else's template (an official one): to read, share or copy into Mine. */
function ReadOnlyTemplate({ template }: { template: SavedTemplate }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const copy = useCopyTemplate();
  const copyToMine = async () => {
    try {
      const saved = await copy.mutateAsync({ id: template.id });
      showToast(t('templates.copied'), 'success');
      void navigate(templateInfoPath(saved.id));
    } catch (error) {
      showFailureToast(t('templates.copyFailed'), error);
    }
  };
  const share = (
    <button type="button" className="template-info-nav-button" aria-label={t('templates.share')} onClick={() => void navigate(shareTemplatePath({ id: template.id }))}>
      <SendOutline aria-hidden />
    </button>
  );
  return (
    <PageLayout title={t('templates.viewTitle')} right={share} className="template-info">
      <TemplateView template={template} badge={template.official ? t('templates.official') : undefined} />
      <footer className="template-info-bar">
        <Button block color="primary" shape="rounded" size="large" loading={copy.isPending} onClick={() => void copyToMine()}>
          {t('templates.copyToMine')}
        </Button>
      </footer>
    </PageLayout>
  );
}

/**
 * A template: the editor for one's own (or a new one without `id`), a read-only view with
 * "Copy to mine" for an official one. Others' templates are reached only by a share link.
 */
export function TemplateInfoPage() {
  const { t } = useI18n();
  const { groupId } = useSession();
  const [query] = useSearchParams();
  const hasId = query.has('id');
  const id = parseId(query.get('id'));
  const detail = useTemplate(id);

  if (!hasId) return <TemplateEditor key="new" initial={newTemplate({ groupId })} />;
  if (detail.data) return detail.data.mine ? <TemplateEditor key={detail.data.id} initial={detail.data} /> : <ReadOnlyTemplate template={detail.data} />;
  let body;
  if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;
  return <PageLayout title={t('templates.viewTitle')}>{body}</PageLayout>;
}
