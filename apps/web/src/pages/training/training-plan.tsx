import type { ActionSummary } from '@repwise/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { appendBlock } from '../../features/training/recorder.ts';
import { resolvePlan } from '../../features/training/start.ts';
import { requestSync, startSync } from '../../offline/sync-engine.ts';
import { TrainingScreen, type PlannedSession } from '../../features/training/training-screen.tsx';
import { useLocalSession } from '../../features/training/use-local-session.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { showToast } from '../../kit/notify.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import { homePath } from '../../kit/paths.ts';
import { useKnownUser, useSession } from '../../session/session-store.ts';

/**
 * Spec §2 trainingPlan (and miniTraining/trainingPlan): the live training of a session kept on
 * this phone. A session started on another device arrives by the pull; its plan is looked up
 * once here.
 */
export function TrainingPlanPage({ mini = false }: { mini?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const data = useLocalSession(id);
  const { isCoach } = useSession();
  // Opened offline the session has not loaded the person: the kept copy gives their unit, so a weight typed in lb is read as lb.
  const unit = useKnownUser()?.units ?? 'kg';
  const [picking, setPicking] = useState(false);
  const session = data?.session ?? null;

  useEffect(() => startSync(), []);
  useEffect(() => {
    if (session && session.plan === null) void resolvePlan(session);
  }, [session]);
  // Not here yet: it may be on its way from another device.
  useEffect(() => {
    if (data && !data.session) void requestSync();
  }, [data]);

  const addExercises = (actions: ActionSummary[]) => {
    setPicking(false);
    if (session && actions.length > 0) void appendBlock(session, actions);
  };

  const finished = () => {
    showToast(t('training.finish.saved'), 'success');
    void navigate(homePath(isCoach === 1), { replace: true });
  };

  let body;
  if (!data || (session && session.plan === null)) body = <PageLoading />;
  else if (!session) body = <EmptyState hint={t('training.screen.notFound')} />;
  else
    body = (
      <TrainingScreen
        session={session as PlannedSession}
        sets={data.sets}
        pending={data.pending}
        unit={unit}
        onAddExercise={() => setPicking(true)}
        onFinished={finished}
      />
    );

  return (
    <PageLayout title={session?.fields.name ?? (mini ? t('training.mini.title') : t('training.title'))} className="training-page">
      {body}
      <ExercisePicker visible={picking} onConfirm={addExercises} onClose={() => setPicking(false)} />
    </PageLayout>
  );
}

export function MiniTrainingPlanPage() {
  return <TrainingPlanPage mini />;
}
