import type { ActionDetail, ActionInput } from '@repwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/request.ts';
import { useSaveOfficialExercise } from '../../features/console/queries.ts';
import { ActionForm } from '../../features/exercises/action-form/action-form.tsx';
import { formFromDetail } from '../../features/exercises/action-form/form-state.ts';
import { ACTIONS_KEY, useAction } from '../../features/exercises/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import { PATHS } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { ConsolePage } from './console-page.tsx';

/** Only official exercises are the console's to edit; anything else is "not found". */
const MISSING = new ApiError(404, '');

/**
 * An official exercise in the exercise form everyone uses for their own (`?id=`; a new one
 * without), stored through console.exerciseSave: the same fields and vocabularies, on the
 * official shelf.
 */
export function ConsoleExercisePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [query] = useSearchParams();
  const editing = query.has('id');
  const id = parseId(query.get('id'));
  const detail = useAction(id);
  const save = useSaveOfficialExercise();

  const saveWith = async (current: number | null, input: ActionInput): Promise<ActionDetail> => {
    const saved = await save.mutateAsync({ ...input, ...(current === null ? {} : { id: current }) });
    // The library shows the official shelf to everyone: its lists and this exercise start again.
    await queryClient.invalidateQueries({ queryKey: ACTIONS_KEY });
    return api('action.get', { query: { id: saved.id } });
  };
  // Back to the list it came from; a form opened by its address alone goes to the list.
  const onSaved = () => void (location.key === 'default' ? navigate(PATHS.consoleExercises, { replace: true }) : navigate(-1));

  let body;
  if (!editing) body = <ActionForm id={null} onSaved={onSaved} saveWith={saveWith} savingWith={save.isPending} />;
  else if (id === null) body = <LoadError error={MISSING} onRetry={() => undefined} />;
  else if (detail.data) {
    body = detail.data.official ? <ActionForm key={id} id={id} initial={formFromDetail(detail.data)} onSaved={onSaved} saveWith={saveWith} savingWith={save.isPending} /> : <LoadError error={MISSING} onRetry={() => undefined} />;
  } else if (detail.isError) body = <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <PageLoading />;

  return (
    <ConsolePage title={editing ? t('console.exercises.editTitle') : t('console.exercises.newTitle')} section="exercises">
      {body}
    </ConsolePage>
  );
}
