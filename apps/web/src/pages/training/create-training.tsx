import type { ActionSummary } from '@repwise/contracts';
import { pastTrainingRefusal } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { blockForActions, startRefusal } from '../../features/training/plan.ts';
import { localDateOf } from '../../features/training/recorder.ts';
import { startSession } from '../../features/training/start.ts';
import { uuidV7 } from '../../offline/uuid-v7.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/training/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { showToast } from '../../kit/notify.ts';
import { trainingPlanPath } from '../../kit/paths.ts';
import { useSession } from '../../session/session-store.ts';
import './training-pages.css';

const SETS_PER_EXERCISE = 3;

/** The local moment of a day and a time typed in the form. */
function at(date: string, time: string): Date {
  return new Date(`${date}T${time}`);
}

/**
 * Spec §2 createTraining: a training without a template (exercises chosen here, more added as
 * one goes), or with `?past=1` a past one recorded afterwards with its date and times.
 */
export function CreateTrainingPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const [query] = useSearchParams();
  const past = query.get('past') === '1';
  const ownerId = useSession().userInfo?.id ?? null;
  const today = localDateOf(new Date());
  const [name, setName] = useState(() => (past ? t('training.backfill.defaultName') : t('training.create.defaultName')));
  const [date, setDate] = useState(today);
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('19:00');
  const [actions, setActions] = useState<ActionSummary[]>([]);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const begin = async () => {
    const plan = actions.map((a) => blockForActions(uuidV7(), [a], SETS_PER_EXERCISE));
    const refusal = startRefusal(plan, today);
    if (refusal) return showToast(t(`training.refusal.${refusal}`));
    if (ownerId === null) return;
    let times: { startedAt: Date; finishedAt: Date } | undefined;
    if (past) {
      times = { startedAt: at(date, start), finishedAt: at(date, end) };
      const pastRefusal = pastTrainingRefusal({ localDate: date, ...times }, new Date(), localDateOf(new Date()));
      if (pastRefusal) return setError(t(`training.backfill.${pastRefusal}`));
    }
    const session = await startSession({ ownerId, name: name.trim() || t('training.create.defaultName'), plan, past: times });
    void navigate(trainingPlanPath(session.id), { replace: true });
  };

  return (
    <PageLayout title={past ? t('training.backfill.title') : t('training.create.title')} className="create-page">
      <form className="create-form" onSubmit={(event) => (event.preventDefault(), void begin())}>
        <label className="create-field" htmlFor={`${id}-name`}>
          {t('training.backfill.name')}
          <input id={`${id}-name`} value={name} maxLength={140} onChange={(e) => setName(e.target.value)} />
        </label>
        {past ? (
          <>
            <label className="create-field" htmlFor={`${id}-date`}>
              {t('training.backfill.date')}
              <input id={`${id}-date`} type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label className="create-field" htmlFor={`${id}-start`}>
              {t('training.backfill.start')}
              <input id={`${id}-start`} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
            </label>
            <label className="create-field" htmlFor={`${id}-end`}>
              {t('training.backfill.end')}
              <input id={`${id}-end`} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
            </label>
          </>
        ) : null}
        {error ? (
          <p className="create-error" role="alert">
            {error}
          </p>
        ) : null}
        <ol className="create-picked">
          {actions.map((a) => (
            <li key={a.id}>{a.name}</li>
          ))}
        </ol>
        <Button block fill="outline" onClick={() => setPicking(true)}>
          {t('training.create.pick')}
        </Button>
      </form>
      <BottomBar>
        <Button block color="primary" size="large" onClick={() => void begin()}>
          {past ? t('training.backfill.next') : t('training.start.begin')}
        </Button>
      </BottomBar>
      <ExercisePicker
        visible={picking}
        initialSelected={actions}
        onConfirm={(picked) => {
          setActions(picked);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </PageLayout>
  );
}
