import type { ActionSummary } from '@repwise/contracts';
import { DEFAULT_BAR, pastTrainingRefusal, weightFromDisplay, type WeightUnit } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLayout } from '../../kit/page-layout.tsx';
import { ExercisePicker } from '../../features/exercises/exercise-picker.tsx';
import { useRecordForMember } from '../../features/plans/queries.ts';
import { MISSING } from '../../features/teams/with-squad.tsx';
import { localDateOf, localTimezone } from '../../features/training/recorder.ts';
import { useInvalidFields } from '../../features/training/weight-stepper.tsx';
import { uuidV7 } from '../../offline/uuid-v7.ts';
import { useI18n } from '../../i18n/index.ts';
import '../../i18n/plans/index.ts';
import '../../i18n/training/index.ts';
import { BottomBar } from '../../kit/bottom-bar.tsx';
import { INPUT_MAX_LENGTH } from '../../base/constants.ts';
import { LoadError } from '../../kit/load-error.tsx';
import { showFailureToast, showToast } from '../../kit/notify.ts';
import { memberPlanInfoPath } from '../../kit/paths.ts';
import { parseId } from '../../kit/route-params.ts';
import { useSession } from '../../session/session-store.ts';
import { RecordSets, validityKey, type DraftExercise, type DraftSet } from './record-sets.tsx';
import './plans.css';

/** A first set starts at an empty bar for 8 reps; later ones repeat the set before. */
const FIRST_REPS = 8;

function firstSet(unit: WeightUnit): Omit<DraftSet, 'id'> {
  return { weightKg: weightFromDisplay(DEFAULT_BAR[unit], unit), reps: FIRST_REPS };
}

function RecordForm({ userId }: { userId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const unit = useSession().userInfo?.units ?? 'kg';
  const record = useRecordForMember();
  // Made once: a second tap or a retry after a lost answer sends the same ids, so the server records it once.
  const [sessionId] = useState(() => uuidV7());
  // A double tap lands before the first tap's request shows as pending; once saved, the screen is leaving.
  const sending = useRef(false);
  const today = localDateOf(new Date());
  const [name, setName] = useState(() => t('training.backfill.defaultName'));
  const [date, setDate] = useState(today);
  const [start, setStart] = useState('18:00');
  const [end, setEnd] = useState('19:00');
  const [exercises, setExercises] = useState<DraftExercise[]>([]);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalidFields, reportValidity] = useInvalidFields();
  // A removed set's field may have been left invalid: only the sets still on the form count.
  const invalid = exercises.some((e) => e.sets.some((set) => invalidFields.includes(validityKey(set, 'weight')) || invalidFields.includes(validityKey(set, 'reps'))));

  const newSet = (after: DraftSet | undefined): DraftSet => ({ ...(after ?? firstSet(unit)), id: uuidV7() });
  const pick = (picked: ActionSummary[]) => {
    setExercises(picked.map((action) => exercises.find((e) => e.action.id === action.id) ?? { action, sets: [newSet(undefined)] }));
    setPicking(false);
  };

  const save = async () => {
    if (invalid) return;
    const startedAt = new Date(`${date}T${start}`);
    const finishedAt = new Date(`${date}T${end}`);
    const refusal = pastTrainingRefusal({ localDate: date, startedAt, finishedAt }, new Date(), localDateOf(new Date()));
    const sets = exercises.flatMap((e) => e.sets.map((s) => ({ id: s.id, actionId: e.action.id, weightKg: s.weightKg, unit, reps: s.reps })));
    const problem = refusal ? t(`training.backfill.${refusal}`) : sets.length === 0 ? t('plans.record.needsSet') : null;
    setError(problem);
    if (problem || sending.current) return;
    sending.current = true;
    try {
      await record.mutateAsync({
        userId,
        session: { id: sessionId, name: name.trim() || t('training.backfill.defaultName'), localDate: date, startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString(), timezone: localTimezone() },
        sets,
      });
      showToast(t('plans.record.saved'), 'success');
      // Back to the member's training, which lists it now; opened directly, there is nothing to go back to.
      if (location.key === 'default') void navigate(memberPlanInfoPath(userId), { replace: true });
      else void navigate(-1);
    } catch (failure) {
      sending.current = false;
      showFailureToast(t('errors.saveFailed'), failure);
    }
  };
  // A changed day or time takes back what was said about the old one.
  const timeChange = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setError(null);
  };

  return (
    <>
      <form className="plan-card record-form" onSubmit={(event) => (event.preventDefault(), void save())}>
        <p className="plan-muted record-hint">{t('plans.record.hint')}</p>
        <label className="record-field" htmlFor={`${id}-name`}>
          {t('training.backfill.name')}
          <input id={`${id}-name`} value={name} maxLength={INPUT_MAX_LENGTH} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="record-field" htmlFor={`${id}-date`}>
          {t('training.backfill.date')}
          <input id={`${id}-date`} type="date" value={date} max={today} onChange={timeChange(setDate)} />
        </label>
        <div className="record-times">
          <label className="record-field" htmlFor={`${id}-start`}>
            {t('training.backfill.start')}
            <input id={`${id}-start`} type="time" value={start} onChange={timeChange(setStart)} />
          </label>
          <label className="record-field" htmlFor={`${id}-end`}>
            {t('training.backfill.end')}
            <input id={`${id}-end`} type="time" value={end} onChange={timeChange(setEnd)} />
          </label>
        </div>
        {error ? (
          <p className="form-error record-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <section className="plan-card record-exercises" aria-labelledby={`${id}-exercises`}>
        <h2 id={`${id}-exercises`} className="record-title">
          {t('plans.record.exercises')}
        </h2>
        <RecordSets exercises={exercises} unit={unit} onChange={setExercises} newSet={newSet} onValidity={reportValidity} />
        <Button block fill="outline" color="primary" shape="rounded" onClick={() => setPicking(true)}>
          {t('training.create.pick')}
        </Button>
      </section>
      <BottomBar>
        <Button block color="primary" shape="rounded" size="large" loading={record.isPending} disabled={invalid} onClick={() => void save()}>
          {t('plans.record.save')}
        </Button>
      </BottomBar>
      <ExercisePicker visible={picking} initialSelected={exercises.map((e) => e.action)} onConfirm={pick} onClose={() => setPicking(false)} />
    </>
  );
}

/** A coach records a past training for a member (issue 12 "Backfill"), from the member's training screen. */
export function RecordForMemberPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const userId = parseId(query.get('userId'));
  return (
    <PageLayout title={t('training.backfill.title')} className="plan-page has-bottom-bar">
      {userId === null ? <LoadError error={MISSING} onRetry={() => undefined} /> : <RecordForm userId={userId} />}
    </PageLayout>
  );
}
