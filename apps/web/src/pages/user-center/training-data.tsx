import { useQueryClient } from '@tanstack/react-query';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { ACTIONS_KEY } from '../../features/exercises/queries.ts';
import { ExportPanel } from '../../features/record-io/export-panel.tsx';
import { ImportFlow, type ExerciseChoiceProps } from '../../features/record-io/import-flow.tsx';
import { RECORDS_KEY } from '../../features/records/queries.ts';
import { TRAINING_KEY } from '../../features/training/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/record-io/index.ts';
import { useKnownUser } from '../../session/session-store.ts';

/** One exercise of the library (official or the trainee's own) for a name of an imported file. */
function LibraryChoice({ visible, onPick, onClose }: ExerciseChoiceProps) {
  return <ExercisePicker visible={visible} max={1} onConfirm={([action]) => (action ? onPick(action) : onClose())} onClose={onClose} />;
}

/** The trainee's data (issue 26): every training out as CSV or JSON, another app's log in. */
export function TrainingDataPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const user = useKnownUser();
  // The imported trainings count in the reports and the history at once; exercises it created join "Mine".
  const refreshAfterImport = () => {
    for (const queryKey of [RECORDS_KEY, TRAINING_KEY, ACTIONS_KEY]) void queryClient.invalidateQueries({ queryKey });
  };
  return (
    <PageLayout title={t('recordIo.title')}>
      <ExportPanel />
      <ImportFlow Picker={LibraryChoice} defaultUnit={user?.units ?? 'kg'} onImported={refreshAfterImport} />
    </PageLayout>
  );
}
