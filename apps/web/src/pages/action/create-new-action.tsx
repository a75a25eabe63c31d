import type { ActionDetail } from '@repwise/contracts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ActionForm } from '../../features/exercises/action-form/action-form.tsx';
import { formFromDetail, isEditLocationState } from '../../features/exercises/action-form/form-state.ts';
import { useAction } from '../../features/exercises/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { actionInfoPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';

/** Only one's own exercises can be edited; anything else is "not found", as the server says. */
const MISSING = new ApiError(404, '');

/** Creates an exercise, or with `?id=` edits one of the person's own. */
export function CreateNewActionPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const editing = query.has('id');
  const id = parseId(query.get('id'));
  const detail = useAction(id);

  // Editing came from the exercise screen: go back to it. A new exercise replaces this form.
  const onSaved = (saved: ActionDetail) => {
    if (isEditLocationState(location.state)) void navigate(-1);
    else void navigate(actionInfoPath(saved.id), { replace: true });
  };

  let body;
  if (!editing) body = <ActionForm id={null} onSaved={onSaved} />;
  else if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.data) {
    body =
      detail.data.mine && !detail.data.archived ? (
        <ActionForm key={id} id={id} initial={formFromDetail(detail.data)} onSaved={onSaved} />
      ) : (
        <LoadError error={MISSING} onRetry={() => undefined} />
      );
  } else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;

  return <PageLayout title={editing ? t('exercises.form.editTitle') : t('exercises.form.createTitle')}>{body}</PageLayout>;
}
