import type { ActionSummary } from '@repwise/contracts';
import type { WeightUnit } from '@repwise/domain';
import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { draftLabels } from '../../features/training/set-labels.ts';
import { ValueStepper } from '../../features/training/weight-stepper.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/index.ts';

/** One set as the coach enters it; its id (a UUIDv7) is made when the set is added and kept through retries. */
export interface DraftSet {
  id: string;
  weightKg: number;
  reps: number;
}

export interface DraftExercise {
  action: ActionSummary;
  sets: DraftSet[];
}

/** The key a set's field reports its validity under: the form counts only the sets it still holds. */
export const validityKey = (set: Pick<DraftSet, 'id'>, field: 'weight' | 'reps') => `${set.id}:${field}`;

/** `label`: the set's label by the one labelling rule ("1", "2"…); `exerciseId`: the exercise's heading, which names the set with it. */
function SetFields({ label, exerciseId, set, unit, onChange, onRemove, onValidity }: { label: string; exerciseId: string; set: DraftSet; unit: WeightUnit; onChange: (set: DraftSet) => void; onRemove: () => void; onValidity: (field: string, valid: boolean) => void }) {
  const { t } = useI18n();
  const { labelWithUnit } = useFormat(unit);
  const id = useId();
  return (
    <li className="record-set" aria-labelledby={`${exerciseId} ${id}-n`}>
      <div className="record-set-head">
        <span id={`${id}-n`} className="record-set-label">
          {label}
        </span>
        <button type="button" className="record-set-remove" aria-label={t('plans.record.removeSet', { set: label })} onClick={onRemove}>
          <DeleteOutline aria-hidden />
        </button>
      </div>
      <div className="record-set-field">
        <span id={`${id}-w`} className="record-set-field-label">
          {labelWithUnit(t('training.screen.weight'))}
        </span>
        <ValueStepper value={set.weightKg} unit={unit} labelledBy={`${id}-w`} onChange={(weightKg) => onChange({ ...set, weightKg })} onValidity={(valid) => onValidity(validityKey(set, 'weight'), valid)} />
      </div>
      <div className="record-set-field">
        <span id={`${id}-r`} className="record-set-field-label">
          {t('training.screen.reps')}
        </span>
        <ValueStepper value={set.reps} labelledBy={`${id}-r`} onChange={(reps) => onChange({ ...set, reps })} onValidity={(valid) => onValidity(validityKey(set, 'reps'), valid)} />
      </div>
    </li>
  );
}

interface RecordSetsProps {
  exercises: readonly DraftExercise[];
  unit: WeightUnit;
  onChange: (exercises: DraftExercise[]) => void;
  /** A new set of an exercise: a fresh id, the last set's values. */
  newSet: (after: DraftSet | undefined) => DraftSet;
  /** Told when a field's typed text stops or starts being a value (keyed by validityKey). */
  onValidity: (field: string, valid: boolean) => void;
}

/** The chosen exercises, each with its sets as weight × reps: change, add or remove a set. */
export function RecordSets({ exercises, unit, onChange, newSet, onValidity }: RecordSetsProps) {
  const { t, language } = useI18n();
  const id = useId();
  const update = (index: number, sets: DraftSet[]) => onChange(exercises.map((e, i) => (i === index ? { ...e, sets } : e)));
  return (
    <>
      {exercises.map((exercise, index) => (
        <section key={exercise.action.id} className="record-exercise" aria-label={t('plans.record.setsOf', { name: exercise.action.name })}>
          <h3 id={`${id}-${exercise.action.id}`} className="record-exercise-name">
            {exercise.action.name}
          </h3>
          <ol className="record-sets">
            {exercise.sets.map((set, n) => (
              <SetFields
                key={set.id}
                label={draftLabels(exercise.action.id, exercise.sets.length, language)[n]?.text ?? ''}
                exerciseId={`${id}-${exercise.action.id}`}
                set={set}
                unit={unit}
                onChange={(changed) => update(index, exercise.sets.map((s) => (s.id === set.id ? changed : s)))}
                onRemove={() => update(index, exercise.sets.filter((s) => s.id !== set.id))}
                onValidity={onValidity}
              />
            ))}
          </ol>
          <Button fill="none" color="primary" className="record-add-set" onClick={() => update(index, [...exercise.sets, newSet(exercise.sets.at(-1))])}>
            <AddOutline aria-hidden /> {t('plans.record.addSet')}
          </Button>
        </section>
      ))}
    </>
  );
}
