import { ApiError } from '../../api/api-error.ts';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { libraryPicture } from '../../features/exercises/library-picture.tsx';
import { TemplateEditor } from '../../features/templates/editor/template-editor.tsx';
import { ActionPictureContext } from '../../features/templates/exercise-library.ts';
import { useTemplate } from '../../features/templates/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLayout } from '../../kit/page-layout.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { parseId } from '../../kit/route-params.ts';
import { useSearchParams } from 'react-router';
import { OperatorOnly } from './console-page.tsx';

const MISSING = new ApiError(404, '');

function OfficialTemplate() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const id = parseId(query.get('id'));
  const detail = useTemplate(id);
  // The server lets an operator save an official template through the same route as one's own (audited).
  if (detail.data?.official) return <TemplateEditor key={detail.data.id} saved={detail.data} Picker={ExercisePicker} />;
  let body;
  if (id === null || detail.data) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;
  return <PageLayout title={t('templates.viewTitle')}>{body}</PageLayout>;
}

/** An official template (`?id=`) in the template editor everyone uses for their own, for operators. */
export function ConsoleTemplatePage() {
  return (
    <OperatorOnly>
      <ActionPictureContext.Provider value={libraryPicture}>
        <OfficialTemplate />
      </ActionPictureContext.Provider>
    </OperatorOnly>
  );
}
