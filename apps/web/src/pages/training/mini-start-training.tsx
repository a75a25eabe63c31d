import type { ActionSummary } from '@repwise/contracts';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { blockForActions, startRefusal } from '../../features/training/plan.ts';
import { localDateOf } from '../../features/training/recorder.ts';
import { startSession } from '../../features/training/start.ts';
import { uuidV7 } from '../../offline/uuid-v7.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { NumberStepper } from '../../kit/number-stepper.tsx';
import { showToast } from '../../kit/notify.ts';
import { trainingPlanPath } from '../../kit/paths.ts';
import { useSession } from '../../session/session-store.ts';
import './training-pages.css';

/** Spec §2 miniTraining/startTraining: one quick block, one exercise and a number of sets. */
export function MiniStartTrainingPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const ownerId = useSession().userInfo?.id ?? null;
  const [action, setAction] = useState<ActionSummary | null>(null);
  const [sets, setSets] = useState(3);
  const [picking, setPicking] = useState(false);

  const begin = async () => {
    const plan = action ? [blockForActions(uuidV7(), [action], sets)] : [];
    const refusal = startRefusal(plan, localDateOf(new Date()));
    if (refusal) return showToast(t(`training.refusal.${refusal}`));
    if (ownerId === null || !action) return;
    const session = await startSession({ ownerId, name: t('training.mini.name', { name: action.name }), plan });
    void navigate(trainingPlanPath(session.id, true), { replace: true });
  };

  return (
    <PageLayout title={t('training.mini.title')} className="create-page">
      <div className="create-form">
        <Button block fill="outline" onClick={() => setPicking(true)}>
          {action ? action.name : t('training.mini.pick')}
        </Button>
        <div className="create-field">
          <span id={`${id}-sets`}>{t('training.mini.sets')}</span>
          <NumberStepper value={sets} min={1} max={20} onChange={setSets} labelledBy={`${id}-sets`} />
        </div>
      </div>
      <BottomBar>
        <Button block color="primary" size="large" onClick={() => void begin()}>
          {t('training.start.begin')}
        </Button>
      </BottomBar>
      <ExercisePicker
        visible={picking}
        max={1}
        initialSelected={action ? [action] : []}
        onConfirm={(picked) => {
          setAction(picked[0] ?? null);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </PageLayout>
  );
}
